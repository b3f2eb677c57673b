/**
 * Which consultation slots exist: office days and hours in the office's time zone, cut into slots,
 * from the next business day over the horizon, minus closed dates. Pure functions of a clock
 * (`now`) and a schedule, so tests pin both. Booked slots are subtracted by the service.
 */
import { TZDate } from "@date-fns/tz";
import { booking, site } from "@content/site";

export interface BookingSchedule {
  /** IANA zone of the office hours. */
  timeZone: string;
  /** ISO weekdays with office hours (1 = Monday … 7 = Sunday); also what counts as a business day. */
  weekdays: readonly number[];
  /** Local "HH:MM" of the first slot's start and of the last slot's end. */
  open: string;
  close: string;
  slotMinutes: number;
  horizonBusinessDays: number;
  /** Local dates ("YYYY-MM-DD") without slots. */
  closedDates: readonly string[];
}

/** A slot in UTC, as the API and the radio inputs carry it (`Date#toISOString`). */
export interface Slot {
  start: string;
  end: string;
}

export const officeSchedule: BookingSchedule = {
  timeZone: site.hours.timeZone,
  weekdays: site.hours.weekdays,
  open: site.hours.open,
  close: site.hours.close,
  slotMinutes: booking.slotMinutes,
  horizonBusinessDays: booking.horizonBusinessDays,
  closedDates: booking.closedDates,
};

const MINUTE_MS = 60_000;

function minutesOfDay(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`Office hours must be "HH:MM", got "${hhmm}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (value: number) => String(value).padStart(2, "0");
const localDateOf = (date: TZDate) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local date ("YYYY-MM-DD") of an instant in the schedule's zone. */
export function localDate(instant: Date | string, schedule: BookingSchedule = officeSchedule): string {
  return localDateOf(new TZDate(new Date(instant).getTime(), schedule.timeZone));
}

/**
 * The business days of the horizon as local dates: the `horizonBusinessDays` office days after
 * today (in the office's zone), closed dates left out. Walks calendar days at local noon, which
 * no daylight-saving change ever skips or repeats.
 */
export function bookableDates(now: Date, schedule: BookingSchedule = officeSchedule): string[] {
  const today = new TZDate(now.getTime(), schedule.timeZone);
  const cursor = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 12, 0, schedule.timeZone);
  const closed = new Set(schedule.closedDates);
  const dates: string[] = [];
  let businessDays = 0;
  while (businessDays < schedule.horizonBusinessDays) {
    cursor.setDate(cursor.getDate() + 1);
    if (!schedule.weekdays.includes(cursor.getDay() === 0 ? 7 : cursor.getDay())) continue;
    businessDays += 1;
    const date = localDateOf(cursor);
    if (!closed.has(date)) dates.push(date);
  }
  return dates;
}

/** Every slot of one local date, in order. */
export function slotsOnDate(date: string, schedule: BookingSchedule = officeSchedule): Slot[] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const open = minutesOfDay(schedule.open);
  const close = minutesOfDay(schedule.close);
  const slots: Slot[] = [];
  for (let minute = open; minute + schedule.slotMinutes <= close; minute += schedule.slotMinutes) {
    const start = new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, schedule.timeZone);
    slots.push({ start: new Date(start.getTime()).toISOString(), end: new Date(start.getTime() + schedule.slotMinutes * MINUTE_MS).toISOString() });
  }
  return slots;
}

/** Every slot the schedule offers at `now`, booked or not, in order. */
export function offeredSlots(now: Date, schedule: BookingSchedule = officeSchedule): Slot[] {
  return bookableDates(now, schedule)
    .flatMap((date) => slotsOnDate(date, schedule))
    .filter((slot) => Date.parse(slot.start) > now.getTime());
}

// A full ISO 8601 timestamp with an explicit offset; what `toISOString` writes, and a little more.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The offered slot that starts at `value` (any ISO 8601 form of the instant), or undefined when
 * it is not one: unparseable, in the past, on a weekend or closed date, outside hours, off the grid.
 */
export function findOfferedSlot(value: unknown, now: Date, schedule: BookingSchedule = officeSchedule): Slot | undefined {
  if (typeof value !== "string" || !ISO_INSTANT.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time) || time <= now.getTime()) return undefined;
  const start = new Date(time).toISOString();
  const date = localDate(start, schedule);
  if (!bookableDates(now, schedule).includes(date)) return undefined;
  return slotsOnDate(date, schedule).find((slot) => slot.start === start);
}
