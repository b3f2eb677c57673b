import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";

/**
 * The agency cancels a booking: a reason (required, quoted in the visitor's email), then a second
 * press to confirm, which carries the reason along.
 */
export function CancelBooking({
  name,
  when,
  busy,
  confirming,
  reason,
  reasonMax,
  error,
}: {
  name: string;
  when: string;
  busy: boolean;
  /** The reason given, asking to confirm. */
  confirming: boolean;
  reason: string;
  reasonMax: number;
  error?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  if (confirming) {
    return (
      <section aria-labelledby="cancel-heading" className="card border-danger/60 p-5">
        <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="font-semibold text-danger outline-none">
          Cancel this consultation?
        </h2>
        <p className="mt-2 text-sm">
          {name} will get an email saying we have to cancel the consultation on {when}, quoting your reason, with a link to book again. The agency gets a copy and the time becomes free. This cannot be
          undone.
        </p>
        <p className="mt-2 whitespace-pre-wrap break-words border-l-2 border-border pl-3 text-sm" data-testid="cancel-reason">
          {reason}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="reason" value={reason} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
              Yes, cancel booking
            </button>
          </Form>
          <Link to="." replace className="btn btn-secondary min-h-11 px-4 py-2">
            Keep the booking
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="cancel-heading" className="card p-5">
      <h2 id="cancel-heading" className="font-semibold">
        Cancel the booking
      </h2>
      <p className="mt-2 text-sm text-muted">Frees the time and emails {name} a cancellation that quotes your reason and links to booking again. You will be asked to confirm.</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="cancel" />
        <label htmlFor="cancel-reason" className="block text-sm font-medium">
          Reason
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          rows={2}
          maxLength={reasonMax}
          required
          defaultValue={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "cancel-reason-error" : undefined}
          className="mt-1 block w-full rounded-lg border border-muted/70 bg-bg px-3 py-2 text-fg"
        />
        {error && (
          <p id="cancel-reason-error" className="mt-1 text-sm font-semibold text-danger">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className="btn btn-secondary mt-2 min-h-11 px-4 py-2">
          Cancel booking
        </button>
      </Form>
    </section>
  );
}
