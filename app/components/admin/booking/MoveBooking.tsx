import { Form } from "react-router";

export interface MoveDayView {
  date: string;
  label: string;
  slots: { start: string; time: string }[];
}

/**
 * The agency moves a booking to another free time: the free slots by day, as radio buttons in a form
 * (it works before the page's JavaScript has loaded). Each day opens on its own so a phone shows a
 * short list; the visitor gets the updated invitation (same event, a higher SEQUENCE).
 */
export function MoveBooking({ name, days, busy, error }: { name: string; days: MoveDayView[]; busy: boolean; error?: string }) {
  return (
    <section aria-labelledby="move-heading" className="card p-5">
      <h2 id="move-heading" className="font-semibold">
        Move to another time
      </h2>
      <p className="mt-2 text-sm text-muted">{name} and the agency get the updated invitation; the old time becomes free.</p>
      {days.length === 0 ? (
        <p className="mt-3 text-sm">No free times are on offer right now.</p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="move" />
          <fieldset aria-describedby={error ? "move-error" : undefined}>
            <legend className="text-sm font-medium">New time</legend>
            {error && (
              <p id="move-error" className="mt-1 text-sm font-semibold text-danger">
                {error}
              </p>
            )}
            <div className="mt-2 space-y-2" data-testid="move-days">
              {days.map((day, index) => (
                <details key={day.date} open={index === 0} className="rounded-lg border border-border">
                  <summary className="min-h-11 cursor-pointer px-3 py-2.5 text-sm font-medium">
                    {day.label} <span className="font-normal text-muted">({day.slots.length} free)</span>
                  </summary>
                  <div className="flex flex-wrap gap-2 px-3 pb-3">
                    {day.slots.map((slot) => (
                      <label key={slot.start} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-muted/70 px-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-soft-fg">
                        <input type="radio" name="slot" value={slot.start} required />
                        {slot.time}
                        <span className="sr-only">, {day.label}</span>
                      </label>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </fieldset>
          <button type="submit" disabled={busy} className="btn btn-primary mt-3 min-h-11 px-4 py-2">
            Move
          </button>
        </Form>
      )}
    </section>
  );
}
