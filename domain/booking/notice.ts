/**
 * The minimum notice: the earliest start a visitor may still book, move to, or move away from.
 * Today's rule is "from the next business day" (no consultation starts or changes on its own day).
 * One small function, so a rule read from the workspace's availability settings replaces it in one place.
 */
import { TZDate } from "@date-fns/tz";
import { officeSchedule, type BookingSchedule } from "./schedule";

/** Midnight at the start of tomorrow in the office's zone: nothing earlier is bookable at `now`. */
export function earliestBookableStart(now: Date, schedule: Pick<BookingSchedule, "timeZone"> = officeSchedule): Date {
  const today = new TZDate(now.getTime(), schedule.timeZone);
  const tomorrow = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, 0, 0, schedule.timeZone);
  return new Date(tomorrow.getTime());
}

/** True when a booking starting at `start` is inside the notice: too late to move it (HTTP 410). */
export function tooLateToChange(start: string, now: Date, schedule: Pick<BookingSchedule, "timeZone"> = officeSchedule): boolean {
  return Date.parse(start) < earliestBookableStart(now, schedule).getTime();
}
