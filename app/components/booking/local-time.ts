/**
 * The visitor's own time beside the office's ("10:00 AM Eastern · 7:00 AM your time"). Known only in
 * the browser, so it appears after hydration: the server's HTML (and the first client render) keep
 * the office's time alone, and nothing mismatches.
 */
import { useEffect, useState } from "react";

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
 * Whether the visitor's clock reads otherwise than the office's at `probes` (`readsOfficeTime`, the same
 * test as `markOtherTimeZoneScript`): false on the server and in the first render, so hydration matches.
 */
export function useOtherClock(probes: readonly OfficeClockTime[]): boolean {
  const [other, setOther] = useState(false);
  const key = JSON.stringify(probes);
  useEffect(() => {
    setOther(!readsOfficeTime(JSON.parse(key) as OfficeClockTime[]));
  }, [key]);
  return other;
}

/** A slot as the office reads it, with its office-local date ("2026-11-24"). */
export interface OfficeSlot extends OfficeClockTime {
  date: string;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The date the visitor's clock shows at `start` ("2026-11-24"). */
function dateHere(instant: Date): string {
  return `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, "0")}-${String(instant.getDate()).padStart(2, "0")}`;
}

/**
 * "7:00 AM your time" (with the weekday when it falls on another date there, "Wed 12:30 AM your
 * time"), or null when the visitor's clock shows the same as the office's at that instant. Read from
 * `Date`'s own clock, not Intl: the visitor's zone is the browser's, and a page's first Intl object
 * costs 15–25 ms even where one is needed.
 */
export function yourTimeLabel(slot: OfficeSlot): string | null {
  const instant = new Date(slot.start);
  const mine = clockTimeHere(slot.start);
  const sameDay = dateHere(instant) === slot.date;
  if (mine === slot.time && sameDay) return null;
  return `${sameDay ? "" : `${WEEKDAYS[instant.getDay()]} `}${mine} your time`;
}
