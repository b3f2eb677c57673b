/**
 * Calendar dates from content ("2025-03", "2026-11-21") in words, the way en-US writes them. A date
 * without a time has no time zone, so naming its month needs no Intl: and in the browser, a page's
 * first `Intl` object costs 15–25 ms (ICU's set-up) while the page hydrates.
 * `tests/unit/app/calendar-dates.test.ts` holds these to Intl's own output.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

function parts(isoDate: string): { year: number; month: string; day: number } {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number?];
  const name = MONTHS[month - 1];
  if (!Number.isInteger(year) || !name) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return { year, month: name, day: day ?? 1 };
}

/** "2025-03" → "March 2025" */
export function monthAndYear(yearMonth: string): string {
  const { year, month } = parts(yearMonth);
  return `${month} ${year}`;
}

/** "2026-11-21" → "November 21, 2026" */
export function longDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${month} ${day}, ${year}`;
}
