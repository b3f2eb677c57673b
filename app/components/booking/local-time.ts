/**
 * The visitor's own time beside the office's ("10:00 AM Eastern · 7:00 AM your time"). Known only in
 * the browser, so it appears after hydration: the server's HTML (and the first client render) keep
 * the office's time alone, and nothing mismatches.
 */
import { useEffect, useState } from "react";
import { site } from "@content/site";

// ICU writes a narrow no-break space before AM/PM; the page's own labels use a plain one.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/**
 * Set on <html> while the page is parsed, before the slot picker's times are painted, when the browser's
 * clock does not read the office's time (`markOtherTimeZoneScript`, inline in the picker): the times are
 * then laid out with room for "… your time" from the first frame, and the labels that arrive after
 * hydration shift nothing.
 */
export const OTHER_TIME_ZONE_ATTRIBUTE = "data-other-time-zone";

/** A slot as the office's clock reads it: its instant and the server's label of its time ("9:30 AM"). */
export interface OfficeClockTime {
  start: string;
  time: string;
}

/**
 * The slot's time on the visitor's clock, written like the office's labels (`slotLabels`: "9:30 AM").
 * No Intl on purpose: a page's first `Intl` object costs 15–25 ms (ICU's set-up), and most visitors are
 * in Michigan and never need one. The same hour and minute means the same UTC offset, because two
 * zones' offsets differ by less than a day.
 */
export function clockTimeHere(start: string): string {
  const instant = new Date(start);
  const hours = instant.getHours();
  return `${hours % 12 || 12}:${String(instant.getMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** Whether the visitor's clock reads the office's time at each of these slots (e.g. New York's, Toronto's). */
export const readsOfficeTime = (slots: readonly OfficeClockTime[]) => slots.every((slot) => clockTimeHere(slot.start) === slot.time);

/** The slots to check a visitor's clock against: the first and the last one shown, so a change to or from DST within the weeks shown counts. */
export const clockProbes = (slots: readonly OfficeClockTime[]): OfficeClockTime[] =>
  (slots.length > 1 ? [slots[0]!, slots.at(-1)!] : [...slots]).map(({ start, time }) => ({ start, time }));

/** `readsOfficeTime` as a script for the parser to run: the same test, written for a browser without modules. */
export const markOtherTimeZoneScript = (probes: readonly OfficeClockTime[]) =>
  `try{${JSON.stringify(probes.map((p) => [p.start, p.time]))}.some(function(p){var d=new Date(p[0]),h=d.getHours();` +
  `return (h%12||12)+":"+String(d.getMinutes()).padStart(2,"0")+" "+(h<12?"AM":"PM")!==p[1]})&&` +
  `document.documentElement.setAttribute("${OTHER_TIME_ZONE_ATTRIBUTE}","")}catch(e){}`;

/**
 * The browser's time zone once mounted, or null (server, first render, or a clock that reads the
 * office's time at `probes`: `readsOfficeTime`, the same test as `markOtherTimeZoneScript`). Only a
 * visitor whose clock reads otherwise pays for Intl.
 */
export function useVisitorTimeZone(probes: readonly OfficeClockTime[], officeZone: string = site.hours.timeZone): string | null {
  const [zone, setZone] = useState<string | null>(null);
  const key = JSON.stringify(probes);
  useEffect(() => {
    if (readsOfficeTime(JSON.parse(key) as OfficeClockTime[])) return setZone(null);
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setZone(own && own !== officeZone ? own : null);
  }, [key, officeZone]);
  return zone;
}

const FORMATS = {
  day: { year: "numeric", month: "2-digit", day: "2-digit" },
  time: { hour: "numeric", minute: "2-digit", hour12: true },
  weekday: { weekday: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per zone and format: building an Intl.DateTimeFormat is far dearer than using one, and
// the picker labels every free slot (about 200) in the same two zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
function format(kind: keyof typeof FORMATS, timeZone: string, instant: Date): string {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, ...FORMATS[kind] });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/**
 * "7:00 AM your time" (with the weekday when it falls on another date there, "Wed 12:30 AM your
 * time"), or null when the visitor's clock shows the same as the office's at that instant.
 */
export function yourTimeLabel(start: string, visitorZone: string, officeZone: string = site.hours.timeZone): string | null {
  const instant = new Date(start);
  const mine = plain(format("time", visitorZone, instant));
  const sameDay = format("day", visitorZone, instant) === format("day", officeZone, instant);
  if (mine === plain(format("time", officeZone, instant)) && sameDay) return null;
  const weekday = sameDay ? "" : `${format("weekday", visitorZone, instant)} `;
  return `${weekday}${mine} your time`;
}
