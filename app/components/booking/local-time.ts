/**
 * The visitor's own time beside the office's ("10:00 AM Eastern · 7:00 AM your time"). Known only in
 * the browser, so it appears after hydration: the server's HTML (and the first client render) keep
 * the office's time alone, and nothing mismatches.
 */
import { useEffect, useState } from "react";
import { site } from "@content/site";

// ICU writes a narrow no-break space before AM/PM; the page's own labels use a plain one.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** The browser's time zone once mounted, or null (server, first render, or the office's own zone). */
export function useVisitorTimeZone(officeZone: string = site.hours.timeZone): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== officeZone) setZone(own);
  }, [officeZone]);
  return zone;
}

const dayOf = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/**
 * "7:00 AM your time" (with the weekday when it falls on another date there, "Wed 12:30 AM your
 * time"), or null when the visitor's clock shows the same as the office's at that instant.
 */
export function yourTimeLabel(start: string, visitorZone: string, officeZone: string = site.hours.timeZone): string | null {
  const instant = new Date(start);
  const time = (timeZone: string) => plain(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(instant));
  const mine = time(visitorZone);
  const sameDay = dayOf(instant, visitorZone) === dayOf(instant, officeZone);
  if (mine === time(officeZone) && sameDay) return null;
  const weekday = sameDay ? "" : `${new Intl.DateTimeFormat("en-US", { timeZone: visitorZone, weekday: "short" }).format(instant)} `;
  return `${weekday}${mine} your time`;
}
