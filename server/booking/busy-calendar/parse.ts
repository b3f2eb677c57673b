/**
 * The busy times of an iCalendar feed (the owner's own calendar), parsed with ical.js and expanded
 * over one window only: recurring events (RRULE, RDATE, EXDATE) with overridden instances
 * (RECURRENCE-ID), all-day events (blocking whole days in the office's zone), and times in any zone
 * (the feed's VTIMEZONE definitions, else the IANA zone named by TZID, else the office's zone for
 * floating times). Free (TRANSP:TRANSPARENT) and cancelled events block nothing.
 */
import ICAL from "ical.js";
import { TZDate } from "@date-fns/tz";
import type { Interval } from "@domain/booking/schedule";

export interface ParseOptions {
  /** Expand over [start, end) only (UTC ISO). */
  window: { start: string; end: string };
  /** Zone of all-day events and of floating times. */
  officeTimeZone: string;
}

/**
 * The bounds of one feed, all events together (docs/leads-and-bookings.md). A feed over any of them is
 * refused as too large and the last good busy times stay in use: a calendar that busy is no calendar
 * a person keeps, and each bound caps the work an address pasted in the workspace can cause.
 */
export const FEED_LIMITS = {
  /** Events (VEVENT, overridden instances included): years of a busy person's calendar. */
  events: 20_000,
  /** Busy times inside the window (every occurrence of every event): hundreds a day. */
  occurrences: 20_000,
  /** Occurrences walked to reach and cover the window: rules skipped ahead arithmetically cost none before the window. */
  steps: 50_000,
} as const;
/** Busy intervals kept at most (after merging): far more than a month of anyone's calendar. */
export const MAX_INTERVALS = 5_000;

/** The feed exceeds one of FEED_LIMITS. Its message is the workspace's, in plain words. */
export class FeedTooLargeError extends Error {}

const count = (value: number) => value.toLocaleString("en-US");
const tooLarge = (why: string) => new FeedTooLargeError(`The calendar feed is too large: ${why}`);

const validZones = new Map<string, boolean>();
function isIanaZone(zone: string): boolean {
  let known = validZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    validZones.set(zone, known);
  }
  return known;
}

/** An ical.js time as a UTC instant (ms). `tzid` is the TZID parameter of the property it came from. */
function instantOf(time: ICAL.Time, tzid: string | undefined, officeTimeZone: string): number {
  if (time.isDate) return new TZDate(time.year, time.month - 1, time.day, 0, 0, officeTimeZone).getTime();
  const zone = time.zone;
  // UTC, or a zone the feed defines (VTIMEZONE): ical.js knows the offset.
  if (zone && (zone === ICAL.Timezone.utcTimezone || (zone.tzid !== "floating" && zone.component))) return time.toUnixTime() * 1000;
  // A TZID without a definition in the feed (allowed in practice, not by RFC 5545): an IANA name, or the office's zone.
  const wallZone = tzid && isIanaZone(tzid) ? tzid : officeTimeZone;
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, wallZone).getTime();
}

const tzidOf = (component: ICAL.Component, name: string): string | undefined => {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
};

/** Does this event take time? Not when free (transparent, Outlook's FREE) or cancelled. */
function blocksTime(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  if (status === "CANCELLED") return false;
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  if (transp === "TRANSPARENT") return false;
  const busyStatus = String(component.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "").toUpperCase();
  return busyStatus !== "FREE";
}

/** Sorted, with overlapping or touching intervals merged. */
export function mergeIntervals(intervals: { start: number; end: number }[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged.map((interval) => ({ start: new Date(interval.start).toISOString(), end: new Date(interval.end).toISOString() }));
}

/** Seconds between occurrences of a rule's frequency, for the frequencies whose periods are evenly spaced in wall-clock time. */
const EVEN_STEP_SECONDS: Partial<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3_600, DAILY: 86_400, WEEKLY: 604_800 };
const DAY_MS = 86_400_000;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/**
 * How a rule may be skipped ahead: "count" when its k-th occurrence is DTSTART plus k periods (no
 * BY… parts), "periods" when whole periods may be skipped but not counted (WEEKLY on plain weekdays
 * that include DTSTART's, as Google and Outlook write weekly events: the k-th period starts a whole
 * number of weeks after DTSTART, but how many occurrences lie before it depends on the first week);
 * undefined when the rule must be walked.
 */
function skipKind(rule: ICAL.Recur, start: ICAL.Time): "count" | "periods" | undefined {
  const byParts = Object.keys(rule.parts);
  if (byParts.length === 0) return "count";
  if (rule.freq !== "WEEKLY" || rule.count || byParts.length !== 1 || byParts[0] !== "BYDAY") return undefined;
  const days = rule.getComponent("byday").map(String);
  return days.every((day) => WEEKDAYS.includes(day)) && days.includes(WEEKDAYS[start.dayOfWeek() - 1]!) ? "periods" : undefined;
}

/**
 * The occurrences of a recurring event from near `from` (ms) on, without walking those before it
 * where that can be computed. A rule with evenly spaced periods (SECONDLY to WEEKLY, one RRULE, no
 * RDATE) repeats every INTERVAL periods in wall-clock time, so period k starts at DTSTART plus k
 * periods, which is what ical.js's own iterator reaches by adding one period at a time: the expansion
 * starts there, with COUNT less the k occurrences skipped (ical.js counts from the start it is given;
 * `event.iterator(start)` alone would restart the count). UNTIL and EXDATE apply as they are. Any other
 * rule is walked from DTSTART. Null: a COUNT used up before `from`.
 */
function expansionFrom(event: ICAL.Event, from: number, firstStart: number, durationMs: number): ICAL.RecurExpansion | null {
  const component = event.component;
  const rules = component.getAllProperties("rrule");
  const rule = rules.length === 1 && !component.hasProperty("rdate") ? rules[0]!.getFirstValue() : undefined;
  const start = event.startDate;
  const stepSeconds = rule instanceof ICAL.Recur ? EVEN_STEP_SECONDS[rule.freq] : undefined;
  const kind = rule instanceof ICAL.Recur && stepSeconds !== undefined ? skipKind(rule, start) : undefined;
  if (!(rule instanceof ICAL.Recur) || stepSeconds === undefined || !kind || (start.isDate && stepSeconds < 86_400)) return event.iterator();
  const periodMs = stepSeconds * 1000 * Math.max(1, rule.interval || 1);
  // A day and a period early: wall-clock periods drift from instants by a daylight saving change or
  // two, and a week's earlier days come before its start; what this walks before the window is dropped.
  const skipped = Math.floor((from - firstStart - durationMs - DAY_MS - periodMs) / periodMs);
  if (skipped <= 0) return event.iterator();
  if (rule.count && skipped >= rule.count) return null;
  const rebased = start.clone();
  const steps = skipped * Math.max(1, rule.interval || 1);
  if (stepSeconds >= 86_400) rebased.adjust((steps * stepSeconds) / 86_400, 0, 0, 0);
  else rebased.adjust(0, 0, 0, steps * stepSeconds);
  // The rule belongs to this parse only.
  if (rule.count) rule.count -= skipped;
  return event.iterator(rebased);
}

/**
 * The busy intervals of `text` that overlap the window, merged and sorted. Throws when the text
 * is not an iCalendar object, and a FeedTooLargeError when it exceeds FEED_LIMITS (the caller keeps
 * the last good copy).
 */
export function parseBusyTimes(text: string, options: ParseOptions): Interval[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  } catch {
    // ical.js quotes the offending line: the workspace shows the error, never the feed's content.
    throw new Error("The feed is not a readable iCalendar file (is the address the calendar's iCal/.ics address?)");
  }
  const calendars = root.name === "vcalendar" ? [root] : root.getAllSubcomponents("vcalendar");
  if (calendars.length === 0) throw new Error("The feed is not an iCalendar calendar (no VCALENDAR)");
  const eventCount = calendars.reduce((sum, calendar) => sum + calendar.getAllSubcomponents("vevent").length, 0);
  if (eventCount > FEED_LIMITS.events) throw tooLarge(`it has ${count(eventCount)} events, more than the ${count(FEED_LIMITS.events)} a feed may have`);
  const windowStart = Date.parse(options.window.start);
  const windowEnd = Date.parse(options.window.end);
  const found: { start: number; end: number }[] = [];
  const add = (start: number, end: number) => {
    if (!(end > start && start < windowEnd && end > windowStart)) return;
    if (found.length >= FEED_LIMITS.occurrences) {
      const days = Math.round((windowEnd - windowStart) / DAY_MS);
      throw tooLarge(`more than ${count(FEED_LIMITS.occurrences)} busy times in the ${days} days the booking calendar reads`);
    }
    found.push({ start, end });
  };
  let steps = 0;

  for (const calendar of calendars) {
    const events = calendar.getAllSubcomponents("vevent");
    // Overridden instances, by the UID of their series: related explicitly (ical.js would otherwise relate every exception of the file).
    const overrides = new Map<string, ICAL.Component[]>();
    for (const component of events) {
      if (!component.hasProperty("recurrence-id")) continue;
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
    }

    for (const component of events) {
      if (!component.hasProperty("dtstart")) continue;
      const event = new ICAL.Event(component, { exceptions: [], strictExceptions: true });
      const startTzid = tzidOf(component, "dtstart");
      const endTzid = tzidOf(component, "dtend") ?? startTzid;
      const span = (start: ICAL.Time, end: ICAL.Time) => add(instantOf(start, startTzid, options.officeTimeZone), instantOf(end, endTzid, options.officeTimeZone));

      // An overridden instance stands on its own: its own times, status and transparency.
      if (component.hasProperty("recurrence-id") || !event.isRecurring()) {
        if (blocksTime(component)) span(event.startDate, event.endDate);
        continue;
      }
      if (!blocksTime(component)) continue;
      const overridden = new Set<number>();
      for (const override of overrides.get(String(component.getFirstPropertyValue("uid") ?? "")) ?? []) {
        const recurrenceId = override.getFirstPropertyValue("recurrence-id");
        if (recurrenceId instanceof ICAL.Time) overridden.add(instantOf(recurrenceId, tzidOf(override, "recurrence-id"), options.officeTimeZone));
      }
      const duration = event.duration;
      const firstStart = instantOf(event.startDate, startTzid, options.officeTimeZone);
      const iterator = expansionFrom(event, windowStart, firstStart, Math.max(0, duration.toSeconds() * 1000));
      while (iterator) {
        if (++steps > FEED_LIMITS.steps) throw tooLarge(`its repeating events recur more than ${count(FEED_LIMITS.steps)} times up to the end of the booking calendar`);
        const occurrence = iterator.next();
        if (!occurrence) break;
        const start = instantOf(occurrence, startTzid, options.officeTimeZone);
        if (start >= windowEnd) break;
        if (overridden.has(start)) continue;
        const end = occurrence.clone();
        end.addDuration(duration);
        add(start, instantOf(end, startTzid, options.officeTimeZone));
      }
    }

    // Published free/busy (VFREEBUSY): busy periods block, free ones do not.
    for (const freebusy of calendar.getAllSubcomponents("vfreebusy")) {
      for (const property of freebusy.getAllProperties("freebusy")) {
        const type = String(property.getParameter("fbtype") ?? "BUSY").toUpperCase();
        if (type === "FREE") continue;
        for (const value of property.getValues()) {
          if (!(value instanceof ICAL.Period)) continue;
          const start = value.start.toUnixTime() * 1000;
          add(start, value.getEnd().toUnixTime() * 1000);
        }
      }
    }
  }
  return mergeIntervals(found).slice(0, MAX_INTERVALS);
}
