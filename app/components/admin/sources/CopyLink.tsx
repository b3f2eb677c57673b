/**
 * A built link, in a read-only field to select (without JavaScript, that is how it is copied), and a
 * **Copy** button once the page's JavaScript runs (the clipboard needs it), which says when it worked.
 */
import { useEffect, useId, useState } from "react";
import { fieldInput } from "../field-classes";

export function CopyLink({ url, label }: { url: string; label: string }) {
  const id = useId();
  const [canCopy, setCanCopy] = useState(false);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && navigator.clipboard !== undefined), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input id={id} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className={`${fieldInput} mt-0 w-full min-w-0 flex-1 font-mono text-sm`} data-testid="built-link" />
        {canCopy && (
          <button type="button" onClick={copy} className="btn btn-secondary min-h-11 px-4 py-2 text-sm">
            Copy
          </button>
        )}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-muted">
        {state === "copied" ? "Copied to the clipboard." : state === "failed" ? "Could not copy: select the link and copy it." : ""}
      </p>
    </div>
  );
}
