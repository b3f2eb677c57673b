/**
 * iCalendar (RFC 5545) for one consultation: the invitation (METHOD:REQUEST), its cancellation
 * (METHOD:CANCEL) and the visitor's own copy (METHOD:PUBLISH, the "Add to calendar" download).
 */

export interface CalendarEvent {
  /** Globally unique and stable across the invitation and its cancellation. */
  uid: string;
  start: string;
  end: string;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  /** Where to join (the meeting room's address), or none. A URI value: not TEXT-escaped. */
  url?: string | null;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** 0 for the first invitation; each reschedule and the cancellation carry a higher one. */
  sequence: number;
  status: "CONFIRMED" | "CANCELLED";
  /** A display alarm this many minutes before the start (VALARM); none on a cancellation. */
  alarmMinutesBefore?: number;
}

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** A parameter value (CN=…): quoted, and without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").trim()}"`;
}

/** UTC date-time form: 20261124T150000Z. */
export function utcStamp(instant: Date | string): string {
  return new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space, and a
 * multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The VEVENT block of one event (unfolded lines). */
function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    // eslint-disable-next-line no-control-regex
    ...(event.url ? [`URL:${event.url.replace(/[\u0000-\u0020\u007f]/g, "")}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [`ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`]
      : []),
    ...(event.alarmMinutesBefore !== undefined && event.status !== "CANCELLED"
      ? ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:-PT${event.alarmMinutesBefore}M`, "END:VALARM"]
      : []),
    "END:VEVENT",
  ];
}

const serialize = (lines: string[]) => lines.map(foldLine).join("\r\n") + "\r\n";

export function calendar(event: CalendarEvent, method: CalendarMethod, productId: string): string {
  return serialize(["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${productId}`, "CALSCALE:GREGORIAN", `METHOD:${method}`, ...eventLines(event), "END:VCALENDAR"]);
}

/**
 * A subscribable calendar of many events (the agency's feed): no METHOD, as calendar apps expect of
 * a published feed, with a name they show and a refresh hint.
 */
export function feedCalendar(events: CalendarEvent[], productId: string, name: string): string {
  return serialize([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ]);
}
