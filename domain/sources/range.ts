/**
 * The sources page's period: the last 30, 90 or 365 days, or a chosen range of office dates
 * (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, America/Detroit). Anything else in the query string falls back to
 * the default; a range longer than SOURCES_MAX_DAYS is cut to its last SOURCES_MAX_DAYS days, which
 * bounds every read behind the page.
 */
import { TZDate } from "@date-fns/tz";
import { localDate, officeSchedule } from "../booking/schedule";

export const SOURCES_PRESETS = [30, 90, 365] as const;
export type SourcesPreset = (typeof SOURCES_PRESETS)[number];
export const SOURCES_DEFAULT_DAYS: SourcesPreset = 30;
/** Longest range the page reads: three years (1,096 days with a leap day). */
export const SOURCES_MAX_DAYS = 1096;

export interface SourcesRange {
  /** First office date, `YYYY-MM-DD`. */
  from: string;
  /** Last office date (inclusive). */
  to: string;
  /** The preset it is (30, 90, 365 ending today), or null for a chosen range. */
  preset: SourcesPreset | null;
  /** Office days in the range. */
  days: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date between 2000 and 2099 in `YYYY-MM-DD`, or null. */
export function officeDateOf(value: string | null | undefined): string | null {
  const match = DATE.exec(value ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2099) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value! : null;
}

/** `date` moved by `days` calendar days (a date, not an instant: no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The instant an office date begins (midnight in the office's zone). */
export function officeDayStart(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 0, 0, officeSchedule.timeZone).getTime());
}

const isPreset = (value: number): value is SourcesPreset => (SOURCES_PRESETS as readonly number[]).includes(value);

/** The last `days` office days, today included. */
export function presetRange(days: SourcesPreset, now: Date): SourcesRange {
  const to = localDate(now);
  return { from: addDays(to, -(days - 1)), to, preset: days, days };
}

/** The range a query string asks for (`days`, or `from` and `to`), never anything the page cannot read. */
export function sourcesRangeOf(params: URLSearchParams, now: Date): SourcesRange {
  const from = officeDateOf(params.get("from"));
  const to = officeDateOf(params.get("to"));
  if (from && to && from <= to) {
    const days = daysBetween(from, to);
    if (days <= SOURCES_MAX_DAYS) return { from, to, preset: null, days };
    return { from: addDays(to, -(SOURCES_MAX_DAYS - 1)), to, preset: null, days: SOURCES_MAX_DAYS };
  }
  const days = Number(params.get("days"));
  return presetRange(isPreset(days) ? days : SOURCES_DEFAULT_DAYS, now);
}

/** The months (`YYYY-MM`) a range touches, oldest first. */
export function monthsOf(range: Pick<SourcesRange, "from" | "to">): string[] {
  const months: string[] = [];
  let [year, month] = range.from.slice(0, 7).split("-").map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
