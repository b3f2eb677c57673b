import { Form } from "react-router";
import { AvailabilitySection } from "./AvailabilitySection";
import { LIMITS, WEEKDAYS, WEEKDAY_NAMES, type Availability, type TimeRange, type Weekday } from "@domain/booking/availability";
import { fieldInput as input } from "../field-classes";

/**
 * One range of a weekday's hours: its start and end as two time fields, named `h<day>-<row>-start` and
 * `-end` (what the page's action reads). An empty pair is no range.
 */
function TimeRangeFields({ day, row, range }: { day: Weekday; row: number; range: TimeRange | undefined }) {
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor={`h${day}-${row}-start`} className="block text-xs text-muted">
          {WEEKDAY_NAMES[day]} range {row + 1} from
        </label>
        <input id={`h${day}-${row}-start`} name={`h${day}-${row}-start`} type="time" step={900} defaultValue={range?.start ?? ""} className={input} />
      </div>
      <div>
        <label htmlFor={`h${day}-${row}-end`} className="block text-xs text-muted">
          until
        </label>
        <input id={`h${day}-${row}-end`} name={`h${day}-${row}-end`} type="time" step={900} defaultValue={range?.end ?? ""} className={input} />
      </div>
    </div>
  );
}

/** The office's hours per weekday, with one empty row to add a range (up to the domain's limit). */
export function WeeklyHoursSection({ weeklyHours, owner, busy , open }: { weeklyHours: Availability["weeklyHours"]; owner: boolean; busy: boolean ; open: boolean }) {
  return (
    <AvailabilitySection id="hours" title="Weekly hours" open={open}>
      <p className="mt-1 text-sm text-muted">Consultations start at the first time of a range; the last one ends by its end time. Leave a day empty to close it. Fill the empty row to add a range; clear a row to remove it.</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="save-hours" />
        <fieldset disabled={!owner} className="space-y-3">
          <legend className="sr-only">Hours per weekday</legend>
          {WEEKDAYS.map((day) => {
            const ranges = weeklyHours[day];
            const rows = Math.min(ranges.length + 1, LIMITS.rangesPerDay);
            return (
              <div key={day} role="group" aria-labelledby={`day-${day}`} className="grid gap-2 sm:grid-cols-[8rem_1fr] sm:items-start" data-testid={`hours-${day}`}>
                <span id={`day-${day}`} className="pt-2 font-medium">
                  {WEEKDAY_NAMES[day]}
                  {ranges.length === 0 && <span className="block text-xs font-normal text-muted">Closed</span>}
                </span>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {Array.from({ length: rows }, (_, row) => (
                    <TimeRangeFields key={row} day={day} row={row} range={ranges[row]} />
                  ))}
                </div>
              </div>
            );
          })}
        </fieldset>
        {owner && (
          <button type="submit" disabled={busy} className="btn btn-primary mt-4 min-h-11 px-4 py-2">
            Save weekly hours
          </button>
        )}
      </Form>
    </AvailabilitySection>
  );
}
