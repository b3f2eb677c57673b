/**
 * When the reminder emails go out: the visitor's 24 hours before the start (none for a booking made
 * less than 24 hours ahead), and the agency's agenda at 8:00 office time on each day with
 * consultations. Pure functions of the instants involved, so tests pin the clock (DST days included).
 */
import { TZDate } from "@date-fns/tz";
import { officeSchedule, type BookingSchedule } from "./schedule";

export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** Local time of the agency's morning agenda ("HH:MM" in the office's zone). */
export const AGENDA_TIME = "08:00";

/**
 * When the visitor's reminder is due for a consultation starting at `start`, booked (or moved) at
 * `bookedAt`: exactly 24 hours before, or null when that moment is already past.
 */
export function reminderDueAt(start: string, bookedAt: Date): Date | null {
  const due = Date.parse(start) - REMINDER_LEAD_MS;
  return due >= bookedAt.getTime() ? new Date(due) : null;
}

/** 8:00 office time on a local date ("YYYY-MM-DD"), as an instant. */
export function agendaDueAt(localDate: string, schedule: Pick<BookingSchedule, "timeZone"> = officeSchedule): Date {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  const [hour, minute] = AGENDA_TIME.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, schedule.timeZone).getTime());
}

/** The instants [from, to) of one office-local date: 23, 24 or 25 hours long. */
export function localDayBounds(localDate: string, schedule: Pick<BookingSchedule, "timeZone"> = officeSchedule): { from: string; to: string } {
  const [year, month, day] = localDate.split("-").map(Number) as [number, number, number];
  const from = new TZDate(year, month - 1, day, 0, 0, schedule.timeZone);
  const to = new TZDate(year, month - 1, day + 1, 0, 0, schedule.timeZone);
  return { from: new Date(from.getTime()).toISOString(), to: new Date(to.getTime()).toISOString() };
}
