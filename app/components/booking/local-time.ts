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
 * time zone is not the office's (`markOtherTimeZoneScript`, inline in the picker): the times are then laid
 * out with room for "… your time" from the first frame, and the labels that arrive after hydration shift
 * nothing. Only pages with a picker pay for it: the first `Intl.DateTimeFormat` of a page costs 15–25 ms
 * (ICU), too much for the head script every page runs before its first paint.
 */
export const OTHER_TIME_ZONE_ATTRIBUTE = "data-other-time-zone";

export const markOtherTimeZoneScript = `try{if(Intl.DateTimeFormat().resolvedOptions().timeZone!==${JSON.stringify(site.hours.timeZone)})document.documentElement.setAttribute("${OTHER_TIME_ZONE_ATTRIBUTE}","")}catch(e){}`;

/** The browser's time zone once mounted, or null (server, first render, or the office's own zone); the same test as `markOtherTimeZoneScript`. */
export function useVisitorTimeZone(officeZone: string = site.hours.timeZone): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== officeZone) setZone(own);
  }, [officeZone]);
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
