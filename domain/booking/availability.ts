/**
 * The agency's availability for consultations: weekly hours, blocked dates, buffers, notice,
 * horizon and a daily cap. The workspace edits it (stored in the database); `content/site.ts`
 * holds only the defaults, which reproduce the original fixed schedule exactly. Pure: validation
 * and the rules every slot computation shares (`earliestBookableStart`).
 */
import { TZDate } from "@date-fns/tz";
import { booking, site } from "@content/site";
import { normalizeText, storableText, LINE_CONTROLS, MALFORMED, visibleLength } from "../text";
import { defaultMeetingPlace, parseMeetingPlace, type MeetingPlace } from "./meeting-place";

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
/** Each weekday's name, as the workspace writes it. */
export const WEEKDAY_NAMES: Record<Weekday, string> = { 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday", 6: "Saturday", 7: "Sunday" };

/** A range of local office time, "HH:MM" to "HH:MM": slots start at `start`, the last one ends by `end`. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Local dates ("YYYY-MM-DD", both included) without consultations, with the owner's note (a vacation). */
export interface BlockedRange {
  from: string;
  to: string;
  note: string;
}

export interface Availability {
  /** IANA zone of the hours (the office's; not edited in the workspace). */
  timeZone: string;
  slotMinutes: number;
  /** Ranges per ISO weekday ("1" … "7"), in order, not overlapping; a day without ranges is closed. */
  weeklyHours: Record<Weekday, TimeRange[]>;
  blocked: BlockedRange[];
  /** Free time kept before and after every consultation (busy events and other bookings count). */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** A slot starts at least this many hours after now. */
  noticeHours: number;
  /** False: nothing today, slots start on the next day the office has hours (the original rule). */
  sameDay: boolean;
  /** How far ahead visitors may book: this many days after today… */
  horizonDays: number;
  /** …counted as office days (days with hours, the original rule) or calendar days. */
  horizonUnit: "business" | "calendar";
  /** A day with this many active bookings offers no more slots; null = no cap. */
  dailyCap: number | null;
  /** Where the consultation happens: the owner's video room and/or a call to the visitor (domain/booking/meeting-place.ts). */
  meetingPlace: MeetingPlace;
}

export const LIMITS = {
  bufferMinutes: 240,
  noticeHours: 24 * 60,
  horizonDays: 366,
  dailyCap: 48,
  rangesPerDay: 6,
  blockedRanges: 200,
  noteLength: 120,
} as const;

/** The defaults: Monday–Friday from 9:00, the last slot at 16:30, from the next business day for 15 business days, minus closed dates. */
export const defaultAvailability: Availability = {
  timeZone: site.hours.timeZone,
  slotMinutes: booking.slotMinutes,
  weeklyHours: Object.fromEntries(
    WEEKDAYS.map((day) => [day, (site.hours.weekdays as readonly number[]).includes(day) ? [{ start: site.hours.open, end: site.hours.close }] : []]),
  ) as Record<Weekday, TimeRange[]>,
  blocked: booking.closedDates.map((date) => ({ from: date, to: date, note: booking.closedNote })),
  bufferBeforeMinutes: booking.bufferBeforeMinutes,
  bufferAfterMinutes: booking.bufferAfterMinutes,
  noticeHours: booking.noticeHours,
  sameDay: booking.sameDay,
  horizonDays: booking.horizonBusinessDays,
  horizonUnit: "business",
  dailyCap: booking.dailyCap,
  meetingPlace: defaultMeetingPlace,
};

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function minutesOfDay(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`Office hours must be "HH:MM", got "${hhmm}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function isLocalDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days with hours: what counts as a business day. */
export const officeDays = (availability: Availability): Weekday[] => WEEKDAYS.filter((day) => availability.weeklyHours[day].length > 0);

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The earliest instant a slot may start at `now`: `noticeHours` ahead, and (without same-day
 * booking) not before the next local midnight. The booking page, the API and rescheduling
 * (inside the notice = too late) all use it.
 */
export function earliestBookableStart(now: Date, availability: Availability): Date {
  const notice = new Date(now.getTime() + availability.noticeHours * 3_600_000);
  if (availability.sameDay) return notice;
  const today = new TZDate(now.getTime(), availability.timeZone);
  const tomorrow = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, 0, 0, availability.timeZone);
  return new Date(Math.max(notice.getTime(), tomorrow.getTime()));
}

/** True when a local date falls in a blocked range. */
export function isBlocked(date: string, availability: Availability): boolean {
  return availability.blocked.some((range) => range.from <= date && date <= range.to);
}

/** Every blocked local date between `first` and `last` (both included), in order. */
export function blockedDatesBetween(availability: Availability, first: string, last: string): string[] {
  const dates = new Set<string>();
  for (const range of availability.blocked) {
    const from = range.from > first ? range.from : first;
    const to = range.to < last ? range.to : last;
    for (let cursor = new Date(`${from}T12:00:00Z`); cursor.toISOString().slice(0, 10) <= to; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
      dates.add(cursor.toISOString().slice(0, 10));
    }
  }
  return [...dates].sort();
}

export type AvailabilityErrors = Record<string, string>;

const wholeNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/** A clean note: one line, normalised, at most `LIMITS.noteLength` characters; undefined when unusable. */
export function cleanNote(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = normalizeText(value);
  if (visibleLength(text) > LIMITS.noteLength || MALFORMED.test(text) || LINE_CONTROLS.test(text)) return undefined;
  return storableText(text, LIMITS.noteLength * 4);
}

/**
 * Validates availability settings (a workspace form or a stored row): every field checked, every
 * string clean. Errors are keyed by field ("hours-1", "blocked", "bufferBeforeMinutes", …).
 */
export function parseAvailability(raw: unknown): { ok: true; availability: Availability } | { ok: false; errors: AvailabilityErrors } {
  const errors: AvailabilityErrors = {};
  const input = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const weeklyIn = (typeof input.weeklyHours === "object" && input.weeklyHours !== null ? input.weeklyHours : {}) as Record<string, unknown>;
  const weeklyHours = {} as Record<Weekday, TimeRange[]>;
  for (const day of WEEKDAYS) {
    const list = weeklyIn[String(day)] ?? [];
    const ranges: TimeRange[] = [];
    if (!Array.isArray(list) || list.length > LIMITS.rangesPerDay) {
      errors[`hours-${day}`] = `At most ${LIMITS.rangesPerDay} ranges a day`;
    } else {
      for (const item of list as unknown[]) {
        const range = item as Partial<TimeRange> | null;
        if (!range || typeof range.start !== "string" || typeof range.end !== "string" || !HHMM.test(range.start) || !HHMM.test(range.end)) {
          errors[`hours-${day}`] = "Times must look like 09:00";
          continue;
        }
        const start = minutesOfDay(range.start);
        const end = minutesOfDay(range.end);
        if (start % 15 !== 0 || end % 15 !== 0) errors[`hours-${day}`] = "Times must be on the quarter hour";
        else if (end <= start) errors[`hours-${day}`] = "Each range must end after it starts";
        else ranges.push({ start: range.start, end: range.end });
      }
      ranges.sort((a, b) => a.start.localeCompare(b.start));
      if (ranges.some((range, i) => i > 0 && range.start < ranges[i - 1]!.end)) errors[`hours-${day}`] = "Ranges of one day must not overlap";
    }
    weeklyHours[day] = ranges;
  }

  const blocked: BlockedRange[] = [];
  const blockedIn = input.blocked ?? [];
  if (!Array.isArray(blockedIn) || blockedIn.length > LIMITS.blockedRanges) errors.blocked = `At most ${LIMITS.blockedRanges} blocked ranges`;
  else
    for (const item of blockedIn as unknown[]) {
      const range = item as Partial<BlockedRange> | null;
      const note = cleanNote(range?.note ?? "");
      if (!range || typeof range.from !== "string" || typeof range.to !== "string" || !isLocalDate(range.from) || !isLocalDate(range.to)) {
        errors.blocked = "Dates must be real dates";
      } else if (range.to < range.from) {
        errors.blocked = "A blocked range must end on or after its first day";
      } else if (note === undefined) {
        errors.blocked = `A note must be one line of at most ${LIMITS.noteLength} characters`;
      } else if (!blocked.some((other) => other.from === range.from && other.to === range.to)) {
        blocked.push({ from: range.from, to: range.to, note });
      }
    }
  blocked.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));

  const number = (field: keyof Availability, min: number, max: number, label: string) => {
    const value = wholeNumber(input[field], min, max);
    if (value === undefined) errors[field] = `${label} must be a whole number from ${min} to ${max}`;
    return value ?? 0;
  };
  const bufferBeforeMinutes = number("bufferBeforeMinutes", 0, LIMITS.bufferMinutes, "Buffer before");
  const bufferAfterMinutes = number("bufferAfterMinutes", 0, LIMITS.bufferMinutes, "Buffer after");
  const noticeHours = number("noticeHours", 0, LIMITS.noticeHours, "Minimum notice");
  const horizonDays = number("horizonDays", 1, LIMITS.horizonDays, "Booking horizon");
  let dailyCap: number | null = null;
  if (input.dailyCap !== null && input.dailyCap !== undefined) dailyCap = number("dailyCap", 1, LIMITS.dailyCap, "Daily cap");
  const horizonUnit = input.horizonUnit === "calendar" ? "calendar" : input.horizonUnit === "business" ? "business" : undefined;
  if (!horizonUnit) errors.horizonUnit = "Choose business or calendar days";
  if (typeof input.sameDay !== "boolean") errors.sameDay = "Same-day booking must be on or off";
  const meetingPlace = parseMeetingPlace(input.meetingPlace);
  if (!meetingPlace.ok) errors.meetingPlace = meetingPlace.error;
  // The zone and the slot length are the deployment's (content/site.ts), never the stored row's.
  const { slotMinutes, timeZone } = defaultAvailability;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    availability: {
      timeZone,
      slotMinutes,
      weeklyHours,
      blocked,
      bufferBeforeMinutes,
      bufferAfterMinutes,
      noticeHours,
      sameDay: input.sameDay as boolean,
      horizonDays,
      horizonUnit: horizonUnit!,
      dailyCap,
      meetingPlace: meetingPlace.ok ? meetingPlace.place : defaultMeetingPlace,
    },
  };
}

/** "YYYY-MM-DD" of a local calendar date. */
export const formatLocalDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
