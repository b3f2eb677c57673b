import { describe, expect, it } from "vitest";
import { calendar, escapeText, foldLine, utcStamp, type CalendarEvent } from "../../../server/booking/ics";

const event: CalendarEvent = {
  uid: "booking-1234@example.com",
  start: "2026-11-24T15:00:00.000Z",
  end: "2026-11-24T15:30:00.000Z",
  stamp: new Date("2026-11-20T20:00:00.000Z"),
  summary: "Free consultation",
  description: "Line one; with, punctuation\\ and\nline two",
  location: "Phone or video call",
  organizer: { name: "Macomb Web Studio", email: "hello@example.com" },
  attendee: { name: 'Zoë "Z" Müller', email: "zoe@example.com" },
  sequence: 0,
  status: "CONFIRMED",
};

/** Unfolds content lines (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("iCalendar", () => {
  it("writes times in UTC", () => {
    expect(utcStamp("2026-11-24T15:00:00.000Z")).toBe("20261124T150000Z");
    const ics = calendar(event, "REQUEST", "-//Test//EN");
    expect(ics).toContain("\r\nDTSTART:20261124T150000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261124T153000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261120T200000Z\r\n");
    expect(ics).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics).toContain("\r\nUID:booking-1234@example.com\r\n");
  });

  it("escapes TEXT values and keeps quotes out of parameters", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const ics = unfold(calendar(event, "REQUEST", "-//Test//EN"));
    expect(ics).toContain("DESCRIPTION:Line one\\; with\\, punctuation\\\\ and\\nline two\r\n");
    expect(ics).toContain('ATTENDEE;CN="Zoë Z Müller";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:zoe@example.com\r\n');
  });

  it("keeps hostile text inside its property", () => {
    const ics = calendar({ ...event, summary: "x\r\nEND:VEVENT\r\nBEGIN:VEVENT", attendee: { name: 'a";X=1:\r\nEVIL:1', email: "a@example.com" } }, "REQUEST", "-//T//EN");
    const lines = unfold(ics).split("\r\n");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.some((line) => line.startsWith("EVIL"))).toBe(false);
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const [index, line] of lines.entries()) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(" ")).toBe(true);
      expect(line).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
  });

  it("every line of a whole calendar ends in CRLF and fits in 75 octets", () => {
    const ics = calendar({ ...event, description: "word ".repeat(80) }, "CANCEL", "-//Test//EN");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\nMETHOD:CANCEL\r\n");
  });
});
