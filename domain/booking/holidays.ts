/**
 * US federal holidays (5 U.S.C. 6103), computed by rule for any year, with the dates they are
 * observed: a holiday on a Saturday is observed the Friday before, on a Sunday the Monday after
 * (so New Year's Day 2028, a Saturday, is observed on Friday 2027-12-31). The workspace offers
 * them as a one-click list of dates to block.
 */

export interface Holiday {
  name: string;
  /** The holiday's own date, "YYYY-MM-DD". */
  date: string;
  /** The weekday it is observed on, "YYYY-MM-DD" (the date itself on a weekday). */
  observed: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The `n`-th given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

function observedOn(date: Date): Date {
  const day = date.getUTCDay();
  if (day === 6) return utc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() - 1);
  if (day === 0) return utc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + 1);
  return date;
}

/** The federal holidays of one year, in date order. */
export function federalHolidays(year: number): Holiday[] {
  const MONDAY = 1;
  const THURSDAY = 4;
  const list: [string, Date][] = [
    ["New Year's Day", utc(year, 1, 1)],
    ["Birthday of Martin Luther King, Jr.", nthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ["Memorial Day", nthWeekday(year, 5, MONDAY, -1)],
    ...(year >= 2021 ? [["Juneteenth National Independence Day", utc(year, 6, 19)] as [string, Date]] : []),
    ["Independence Day", utc(year, 7, 4)],
    ["Labor Day", nthWeekday(year, 9, MONDAY, 1)],
    ["Columbus Day", nthWeekday(year, 10, MONDAY, 2)],
    ["Veterans Day", utc(year, 11, 11)],
    ["Thanksgiving Day", nthWeekday(year, 11, THURSDAY, 4)],
    ["Christmas Day", utc(year, 12, 25)],
  ];
  return list.map(([name, date]) => ({ name, date: iso(date), observed: iso(observedOn(date)) }));
}

/** Holidays observed from `from` to `to` (local dates, both included), in order; crosses years. */
export function federalHolidaysBetween(from: string, to: string): Holiday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const all: Holiday[] = [];
  // The next year's New Year's Day may be observed on this year's December 31.
  for (let year = first; year <= last + 1; year++) all.push(...federalHolidays(year));
  return all.filter((holiday) => holiday.observed >= from && holiday.observed <= to).sort((a, b) => a.observed.localeCompare(b.observed));
}

/**
 * Holidays observed in the twelve months from `today` (a local date), the list the workspace offers to
 * block: up to, and including, the same date a year later.
 */
export function federalHolidaysInTheYearFrom(today: string): Holiday[] {
  const inAYear = utc(Number(today.slice(0, 4)) + 1, Number(today.slice(5, 7)), Number(today.slice(8, 10)));
  return federalHolidaysBetween(today, iso(inAYear));
}
