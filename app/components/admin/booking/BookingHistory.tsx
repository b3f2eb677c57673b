import { useEffect, useRef } from "react";
import { Form } from "react-router";

export interface HistoryLineView {
  id: string;
  when: string;
  text: string;
  quote: string | null;
}

/**
 * A booking's history (booked, moved, cancelled with the reason, held or no-show, notes), oldest first,
 * and the form that adds a note. The note box empties once a note is added (`added` changes), so a
 * second press cannot add it twice.
 */
export function BookingHistory({ lines, busy, added, noteMax }: { lines: HistoryLineView[]; busy: boolean; added: unknown; noteMax: number }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (added) form.current?.reset();
  }, [added]);
  return (
    <section aria-labelledby="history-heading" className="card p-5">
      <h2 id="history-heading" className="font-semibold">
        History
      </h2>
      <ol className="mt-2 space-y-3 text-sm" data-testid="booking-history">
        {lines.map((line) => (
          <li key={line.id}>
            <p>
              <span className="font-medium">{line.text}</span> <span className="text-muted">· {line.when}</span>
            </p>
            {line.quote && <p className="mt-1 whitespace-pre-wrap break-words border-l-2 border-border pl-3">{line.quote}</p>}
          </li>
        ))}
      </ol>
      <Form method="post" ref={form} className="mt-4">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="booking-note" className="block text-sm font-medium">
          Add a note
        </label>
        <textarea id="booking-note" name="note" rows={3} maxLength={noteMax} required className="mt-1 block w-full rounded-lg border border-muted/70 bg-bg px-3 py-2 text-fg" />
        <button type="submit" disabled={busy} className="btn btn-secondary mt-2 min-h-11 px-4 py-2">
          Add note
        </button>
      </Form>
    </section>
  );
}
