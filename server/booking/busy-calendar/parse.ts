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

/** Occurrences one recurring event may produce before it is cut off (FREQ=MINUTELY since 1970 is no calendar). */
const MAX_ITERATIONS_PER_EVENT = 50_000;
/** Busy intervals kept at most: far more than a month of anyone's calendar. */
export const MAX_INTERVALS = 5_000;

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

/**
 * The busy intervals of `text` that overlap the window, merged and sorted. Throws when the text
 * is not an iCalendar object (the caller keeps the last good copy).
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
  const windowStart = Date.parse(options.window.start);
  const windowEnd = Date.parse(options.window.end);
  const found: { start: number; end: number }[] = [];
  const add = (start: number, end: number) => {
    if (end > start && start < windowEnd && end > windowStart) found.push({ start, end });
  };

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
      const iterator = event.iterator();
      for (let n = 0; n < MAX_ITERATIONS_PER_EVENT; n++) {
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
  if (found.length > MAX_INTERVALS * 4) found.length = MAX_INTERVALS * 4;
  return mergeIntervals(found).slice(0, MAX_INTERVALS);
}
