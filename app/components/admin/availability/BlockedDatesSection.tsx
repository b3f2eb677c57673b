import { Form } from "react-router";
import { AvailabilitySection } from "./AvailabilitySection";
import { LIMITS, type BlockedRange } from "@domain/booking/availability";
import { fieldInput as input } from "../field-classes";
import { IntentButton } from "../IntentButton";

export type BlockedDates = (BlockedRange & { label: string })[];
export type HolidayChoices = { name: string; date: string; observed: string; label: string; blocked: boolean }[];

/** Dates the office is closed (vacations, holidays): the upcoming ones, a form to add one, and the next year's federal holidays to block in one click. */
export function BlockedDatesSection({ blocked, holidays, owner, busy , open }: { blocked: BlockedDates; holidays: HolidayChoices; owner: boolean; busy: boolean ; open: boolean }) {
  const openHolidays = holidays.filter((holiday) => !holiday.blocked);
  return (
    <AvailabilitySection id="blocked" title="Blocked dates" open={open}>
      {blocked.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No upcoming blocked dates.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border" data-testid="blocked-dates">
          {blocked.map((range) => (
            <li key={`${range.from}/${range.to}`} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <span className="font-medium">{range.label}</span>
                {range.note && <span className="block text-sm text-muted">{range.note}</span>}
              </span>
              {owner && (
                <IntentButton intent="remove-block" fields={{ from: range.from, to: range.to }} variant="secondary" size="compact" disabled={busy} aria-label={`Remove ${range.label}`}>
                  Remove
                </IntentButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {owner && (
        <Form method="post" className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="add-block" />
          <div>
            <label htmlFor="block-from" className="block text-sm font-medium">
              First day
            </label>
            <input id="block-from" name="from" type="date" required className={input} />
          </div>
          <div>
            <label htmlFor="block-to" className="block text-sm font-medium">
              Last day <span className="font-normal text-muted">(optional)</span>
            </label>
            <input id="block-to" name="to" type="date" className={input} />
          </div>
          <div>
            <label htmlFor="block-note" className="block text-sm font-medium">
              Note
            </label>
            <input id="block-note" name="note" maxLength={LIMITS.noteLength} placeholder="Vacation" className={`${input} w-full`} />
          </div>
          <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
            Block dates
          </button>
        </Form>
      )}

      <h3 className="mt-8 font-semibold">US federal holidays, the next 12 months</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="holidays">
        {holidays.map((holiday) => (
          <li key={holiday.observed} className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-sm">
            <span>
              <span className="font-medium">{holiday.name}</span>
              <span className="block text-muted">
                {holiday.label}
                {holiday.observed !== holiday.date && " (observed)"}
              </span>
            </span>
            {holiday.blocked ? (
              <span className="text-muted">Blocked</span>
            ) : (
              owner && (
                <IntentButton intent="add-holidays" fields={{ date: holiday.observed }} variant="secondary" size="compact" disabled={busy} aria-label={`Block ${holiday.name}, ${holiday.label}`}>
                  Block
                </IntentButton>
              )
            )}
          </li>
        ))}
      </ul>
      {owner && openHolidays.length > 1 && (
        <IntentButton intent="add-holidays" variant="primary" disabled={busy} className="mt-3">
          Block all {openHolidays.length} holidays
        </IntentButton>
      )}
    </AvailabilitySection>
  );
}
