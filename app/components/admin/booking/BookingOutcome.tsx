import { IntentButton } from "~/components/admin/IntentButton";
import { BOOKING_OUTCOME_LABELS } from "@domain/booking/workspace-labels";
import type { BookingOutcome as Outcome } from "@domain/booking/work";

/** After its start, what became of the meeting: **Held** or **No-show** (either can be corrected). */
export function BookingOutcome({ outcome, busy }: { outcome: Outcome | null; busy: boolean }) {
  return (
    <section aria-labelledby="outcome-heading" className="card p-5">
      <h2 id="outcome-heading" className="font-semibold">
        How did it go?
      </h2>
      <p className="mt-2 text-sm" data-testid="booking-outcome">
        {outcome ? `Marked: ${BOOKING_OUTCOME_LABELS[outcome]}.` : "Its time has come: mark whether the meeting was held."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(Object.keys(BOOKING_OUTCOME_LABELS) as Outcome[])
          .filter((value) => value !== outcome)
          .map((value) => (
            <IntentButton key={value} intent="outcome" fields={{ outcome: value }} variant="secondary" disabled={busy}>
              {BOOKING_OUTCOME_LABELS[value]}
            </IntentButton>
          ))}
      </div>
    </section>
  );
}
