import { useEffect, useRef, type ReactNode } from "react";
import { Notice } from "~/components/ui/Notice";

/** What a workspace action answers: whether it worked and the sentence that says so. */
export interface ActionResult {
  ok: boolean;
  message: string;
}

/**
 * The result of the action just taken, said where the person is looking: announced (a status, or an
 * alert for a failure), scrolled into view and focused, so a phone user whose button sat below the fold
 * and a screen-reader user both learn what happened. Each new result (a new object from the action)
 * moves focus again, even when its words repeat the last one. `children` follow the message inside the
 * notice (what the action made: a link to copy).
 */
export function ActionNotice({ result, className = "mt-4", children }: { result: ActionResult | undefined | null; className?: string; children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: "nearest", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [result]);
  if (!result) return null;
  return (
    <div ref={box} tabIndex={-1} className={`rounded-xl ${className}`} data-testid="action-result">
      <Notice size="compact" tone={result.ok ? "success" : "danger"}>
        {result.message}
        {children}
      </Notice>
    </div>
  );
}
