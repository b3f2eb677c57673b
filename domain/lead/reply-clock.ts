/**
 * The site's reply promise as a clock: the promise each kind of lead was given (./reply-promise.ts:
 * 24 hours for the quick form, 24 business hours for the full and location forms), business hours
 * counted in the office's hours and zone. Pure: tests pin `now`.
 */
import { TZDate } from "@date-fns/tz";
import { site } from "@content/site";
import type { LeadKind } from "./fields";
import { replyPromiseOf } from "./reply-promise";

export interface OfficeHours {
  timeZone: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  weekdays: readonly number[];
  open: string;
  close: string;
}

export const officeHours: OfficeHours = site.hours;

const MINUTE_MS = 60_000;

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The instant `minutes` of office time after `from` (counting starts at the next opening). */
export function addBusinessMinutes(from: Date, minutes: number, hours: OfficeHours = officeHours): Date {
  let left = minutes;
  const start = new TZDate(from.getTime(), hours.timeZone);
  // Walk the calendar at local noon (no daylight-saving change skips or repeats it).
  const day = new TZDate(start.getFullYear(), start.getMonth(), start.getDate(), 12, 0, hours.timeZone);
  for (let guard = 0; guard < 3660; guard++, day.setDate(day.getDate() + 1)) {
    const weekday = day.getDay() === 0 ? 7 : day.getDay();
    if (!hours.weekdays.includes(weekday)) continue;
    const at = (minute: number) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60, hours.timeZone).getTime();
    const open = Math.max(at(minutesOf(hours.open)), from.getTime());
    const close = at(minutesOf(hours.close));
    if (open >= close) continue;
    const available = (close - open) / MINUTE_MS;
    if (left <= available) return new Date(open + left * MINUTE_MS);
    left -= available;
  }
  throw new Error("Office hours never open");
}

/** When the reply to a lead is due: when the promise its form made runs out. */
export function replyDueAt(createdAt: Date, kind: LeadKind, hours: OfficeHours = officeHours): Date {
  const promise = replyPromiseOf(kind);
  const minutes = promise.hours * 60;
  return promise.officeHoursOnly ? addBusinessMinutes(createdAt, minutes, hours) : new Date(createdAt.getTime() + minutes * MINUTE_MS);
}
