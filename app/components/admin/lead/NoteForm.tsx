import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ActionNotice, type ActionResult } from "../ActionNotice";

/** The form intent the lead page's action answers with `inbox.addNote`. */
export const NOTE_INTENT = "note";

/**
 * **Add a note** on a lead: posted through its own fetcher, so the box empties once the note is saved
 * and the button stays disabled while it is being saved (a second press cannot add it twice); the result
 * is announced right below the button, where the person is looking. Without JavaScript it is a plain
 * form post and the page comes back with an empty box and the result at its top.
 */
export function NoteForm({ noteMax }: { noteMax: number }) {
  const fetcher = useFetcher<ActionResult>({ key: "lead-note" });
  const form = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  // Set at the first press, before React has re-rendered the button disabled: a double click posts once.
  const pending = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    pending.current = false;
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <>
      <fetcher.Form
        ref={form}
        method="post"
        className="mt-3 max-w-2xl"
        onSubmit={(event) => {
          if (pending.current) event.preventDefault();
          pending.current = true;
        }}
      >
        <input type="hidden" name="intent" value={NOTE_INTENT} />
        <label htmlFor="note" className="block text-sm font-medium">
          Add a note
        </label>
        <textarea id="note" name="note" rows={3} maxLength={noteMax} required readOnly={saving} className="mt-1 block w-full rounded-lg border border-muted/70 bg-bg px-3 py-2 text-fg" />
        <button type="submit" disabled={saving} className="btn btn-secondary mt-2 min-h-11 px-4 py-2">
          Add note
        </button>
      </fetcher.Form>
      <ActionNotice result={saving ? null : fetcher.data} className="mt-3 max-w-2xl" />
    </>
  );
}
