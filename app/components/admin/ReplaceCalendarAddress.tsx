import { Form } from "react-router";

/** The form intent the account page's action answers by issuing a new agency calendar address. */
export const CALENDAR_URL_INTENT = "calendar-url";
/** The checkbox that says the person knows what replacing the address breaks; the action refuses a replacement without it. */
export const CALENDAR_REPLACE_CONFIRM = "understood";

/**
 * Create the agency's calendar address, or replace it. Replacing breaks every calendar subscribed to the
 * current address, so it asks first: a required checkbox the browser checks before posting and the action
 * checks again (a page without JavaScript, or a hand-made post, gets the same question back).
 */
export function ReplaceCalendarAddress({ exists, busy }: { exists: boolean; busy: boolean }) {
  return (
    <Form method="post" className="mt-3 max-w-2xl" data-testid="calendar-address-form">
      <input type="hidden" name="intent" value={CALENDAR_URL_INTENT} />
      {exists && (
        <div className="mb-3 flex items-start gap-3 rounded-lg border border-danger/40 bg-danger-soft p-3 text-sm">
          <input id="calendar-replace-confirm" name={CALENDAR_REPLACE_CONFIRM} type="checkbox" required className="mt-0.5 size-5 shrink-0 accent-current" />
          <label htmlFor="calendar-replace-confirm">I understand that every calendar subscribed to the current address stops showing bookings until it subscribes to the new one.</label>
        </div>
      )}
      <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2">
        {exists ? "Replace the calendar address" : "Create a calendar address"}
      </button>
    </Form>
  );
}
