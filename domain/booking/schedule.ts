/**
 * Which consultation slots exist and which are free. Slots are cut from the weekly hours in the
 * office's time zone, on the dates of the horizon (blocked dates left out), from the earliest
 * bookable start (minimum notice); a slot is free when, widened by the buffers, it overlaps no busy
 * event of the owner's calendar and no other active booking, on a day below the daily cap.
 * Pure functions of a clock (`now`) and the availability, so tests pin both.
 *
 * `BookingSchedule` is the shorthand of one range, the same every office day (the original fixed
 * schedule); every function takes it or the full `Availability`.
 */
import { TZDate } from "@date-fns/tz";
import {
  WEEKDAYS,
  blockedDatesBetween,
  defaultAvailability,
  earliestBookableStart,
  isBlocked,
  minutesOfDay,
  officeDays,
  type Availability,
  type Weekday,
} from "./availability";

export { earliestBookableStart, type Availability } from "./availability";

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

/** Either form of the rules: the full availability or the one-range shorthand. */
export type ScheduleRules = Availability | BookingSchedule;

/** A slot in UTC, as the API and the radio inputs carry it (`Date#toISOString`). */
export interface Slot {
  start: string;
  end: string;
}

/** A busy time (an owner's calendar event, a booking), UTC ISO. */
export type Interval = Slot;

/** The default availability (content/site.ts): what the office offers before the workspace changes it. */
export const officeSchedule: Availability = defaultAvailability;

/** The full availability of either form. */
export function toAvailability(rules: ScheduleRules): Availability {
  if ("weeklyHours" in rules) return rules;
  return {
    ...defaultAvailability,
    timeZone: rules.timeZone,
    slotMinutes: rules.slotMinutes,
    weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, rules.weekdays.includes(day) ? [{ start: rules.open, end: rules.close }] : []])) as Availability["weeklyHours"],
    blocked: rules.closedDates.map((date) => ({ from: date, to: date, note: "" })),
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    noticeHours: 0,
    sameDay: false,
    horizonDays: rules.horizonBusinessDays,
    horizonUnit: "business",
    dailyCap: null,
  };
}

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, "0");
const localDateOf = (date: TZDate) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const isoWeekday = (date: TZDate) => (date.getDay() === 0 ? 7 : date.getDay()) as Weekday;

/** The local date ("YYYY-MM-DD") of an instant in the schedule's zone. */
export function localDate(instant: Date | string, rules: ScheduleRules = officeSchedule): string {
  return localDateOf(new TZDate(new Date(instant).getTime(), rules.timeZone));
}

/** The local date and time ("YYYY-MM-DD HH:MM", 24-hour) of an instant in a zone: what a spreadsheet reads as a date and time. */
export function localDateTime(instant: Date | string, timeZone: string = officeSchedule.timeZone): string {
  const date = new TZDate(new Date(instant).getTime(), timeZone);
  return `${localDateOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The dates of the horizon as local dates: the `horizonDays` office days (or calendar days) after
 * today in the office's zone, plus today itself when same-day booking is on; blocked dates left out
 * (they still count towards the horizon). Walks calendar days at local noon, which no
 * daylight-saving change ever skips or repeats.
 */
export function bookableDates(now: Date, rules: ScheduleRules = officeSchedule): string[] {
  const availability = toAvailability(rules);
  const open = new Set(officeDays(availability));
  const today = new TZDate(now.getTime(), availability.timeZone);
  const cursor = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 12, 0, availability.timeZone);
  const dates: string[] = [];
  const keep = (date: TZDate) => {
    const local = localDateOf(date);
    if (open.has(isoWeekday(date)) && !isBlocked(local, availability)) dates.push(local);
  };
  if (availability.sameDay) keep(cursor);
  // Guard: a horizon in office days with no office day at all would never end.
  if (open.size === 0) return dates;
  let counted = 0;
  while (counted < availability.horizonDays) {
    cursor.setDate(cursor.getDate() + 1);
    if (availability.horizonUnit === "business" && !open.has(isoWeekday(cursor))) continue;
    counted += 1;
    keep(cursor);
  }
  return dates;
}

/** Every slot of one local date by the weekly hours, in order (blocked dates, notice and horizon not applied). */
export function slotsOnDate(date: string, rules: ScheduleRules = officeSchedule): Slot[] {
  const availability = toAvailability(rules);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const noon = new TZDate(year, month - 1, day, 12, 0, availability.timeZone);
  const slots: Slot[] = [];
  for (const range of availability.weeklyHours[isoWeekday(noon)]) {
    const close = minutesOfDay(range.end);
    for (let minute = minutesOfDay(range.start); minute + availability.slotMinutes <= close; minute += availability.slotMinutes) {
      const hour = Math.floor(minute / 60);
      const start = new TZDate(year, month - 1, day, hour, minute % 60, availability.timeZone);
      // A wall time the spring-forward change skips does not exist: no slot there.
      if (start.getHours() !== hour || start.getMinutes() !== minute % 60) continue;
      const slot = { start: new Date(start.getTime()).toISOString(), end: new Date(start.getTime() + availability.slotMinutes * MINUTE_MS).toISOString() };
      if (!slots.some((other) => other.start === slot.start)) slots.push(slot);
    }
  }
  return slots;
}

/** Every slot the availability offers at `now`, booked or not, in order: hours, horizon, blocked dates, notice. */
export function offeredSlots(now: Date, rules: ScheduleRules = officeSchedule): Slot[] {
  const earliest = Math.max(earliestBookableStart(now, toAvailability(rules)).getTime(), now.getTime() + 1);
  return bookableDates(now, rules)
    .flatMap((date) => slotsOnDate(date, rules))
    .filter((slot) => Date.parse(slot.start) >= earliest);
}

/** What else the owner has on: busy events of their calendar and the active bookings. */
export interface Commitments {
  busy: readonly Interval[];
  bookings: readonly Interval[];
}

/** Why an offered slot is not free: the owner's calendar, another booking (buffers included), or the day's cap. */
export type SlotConflict = "busy" | "booked" | "daily_cap";

const overlaps = (start: number, end: number, interval: Interval) => Date.parse(interval.start) < end && Date.parse(interval.end) > start;

/**
 * Checks one offered slot against the commitments: the slot widened by the buffers
 * ([start − before, end + after]) must overlap no busy event and no other booking; no other booking,
 * widened by its own buffers, may overlap the slot (the free time after a consultation is kept whichever
 * of the two was booked first); and its day must hold fewer active bookings than the cap.
 */
export function slotConflict(slot: Slot, commitments: Commitments, rules: ScheduleRules = officeSchedule): SlotConflict | undefined {
  const availability = toAvailability(rules);
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  if (commitments.bookings.some((booking) => booking.start === slot.start)) return "booked";
  const before = availability.bufferBeforeMinutes * MINUTE_MS;
  const after = availability.bufferAfterMinutes * MINUTE_MS;
  const from = start - before;
  const until = end + after;
  // A booking widened by its buffers overlaps the slot exactly when the slot, widened the other way
  // round (its start by the buffer after, its end by the buffer before), overlaps the booking.
  if (commitments.bookings.some((booking) => overlaps(from, until, booking) || overlaps(start - after, end + before, booking))) return "booked";
  if (commitments.busy.some((busy) => overlaps(from, until, busy))) return "busy";
  if (availability.dailyCap !== null) {
    const day = localDate(slot.start, availability);
    const count = commitments.bookings.filter((booking) => localDate(booking.start, availability) === day).length;
    if (count >= availability.dailyCap) return "daily_cap";
  }
  return undefined;
}

/** The offered slots at `now` that are free of every commitment, in order. */
export function freeSlots(now: Date, commitments: Commitments, rules: ScheduleRules = officeSchedule): Slot[] {
  return offeredSlots(now, rules).filter((slot) => slotConflict(slot, commitments, rules) === undefined);
}

// A full ISO 8601 timestamp with an explicit offset; what `toISOString` writes, and a little more.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The offered slot that starts at `value` (any ISO 8601 form of the instant), or undefined when
 * it is not one: unparseable, in the past, inside the notice, on a closed or blocked date, outside
 * hours, off the grid, past the horizon. (Whether it is still free is `slotConflict`'s question.)
 */
export function findOfferedSlot(value: unknown, now: Date, rules: ScheduleRules = officeSchedule): Slot | undefined {
  if (typeof value !== "string" || !ISO_INSTANT.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time) || time <= now.getTime()) return undefined;
  if (time < earliestBookableStart(now, toAvailability(rules)).getTime()) return undefined;
  const start = new Date(time).toISOString();
  const date = localDate(start, rules);
  if (!bookableDates(now, rules).includes(date)) return undefined;
  return slotsOnDate(date, rules).find((slot) => slot.start === start);
}

/**
 * True when a booked time still fits the weekly hours and no blocked date: the workspace lists
 * upcoming bookings that do not as "outside new hours" (a change never cancels a booking).
 */
export function withinHours(booking: Interval, rules: ScheduleRules = officeSchedule): boolean {
  const date = localDate(booking.start, rules);
  if (isBlocked(date, toAvailability(rules))) return false;
  return slotsOnDate(date, rules).some((slot) => slot.start === booking.start && slot.end === booking.end);
}

/** Blocked dates on office days between two local dates (the picker shows them as closed days). */
export function closedOfficeDates(rules: ScheduleRules, first: string, last: string): string[] {
  const availability = toAvailability(rules);
  const open = new Set<number>(officeDays(availability));
  return blockedDatesBetween(availability, first, last).filter((date) => {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    return open.has(weekday === 0 ? 7 : weekday);
  });
}

/** The office's working days from `first` to `last` (both "YYYY-MM-DD"): an open weekday, not blocked. */
export function openOfficeDates(rules: ScheduleRules, first: string, last: string): string[] {
  const availability = toAvailability(rules);
  const open = new Set<number>(officeDays(availability));
  const blocked = new Set(blockedDatesBetween(availability, first, last));
  const dates: string[] = [];
  for (let cursor = new Date(`${first}T12:00:00Z`); cursor.toISOString().slice(0, 10) <= last; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    const date = cursor.toISOString().slice(0, 10);
    const weekday = cursor.getUTCDay();
    if (open.has(weekday === 0 ? 7 : weekday) && !blocked.has(date)) dates.push(date);
  }
  return dates;
}

/**
 * The instants the owner's calendar must be expanded over for `now`: from a day before now to a
 * week past the horizon's last date (the refresher re-expands before the margin runs out).
 */
export function busyWindow(now: Date, rules: ScheduleRules = officeSchedule, marginDays = 7): { start: string; end: string } {
  const availability = toAvailability(rules);
  const dates = bookableDates(now, { ...availability, blocked: [] });
  const last = dates.at(-1) ?? localDate(now, availability);
  const [year, month, day] = last.split("-").map(Number) as [number, number, number];
  const end = new TZDate(year, month - 1, day + 1 + marginDays, 0, 0, availability.timeZone);
  return { start: new Date(now.getTime() - 24 * 3_600_000).toISOString(), end: new Date(end.getTime()).toISOString() };
}
