/**
 * Expanding the owner's calendar over the booking window only, on a fixed window: rules with evenly
 * spaced occurrences start at the window (COUNT, UNTIL, EXDATE and overridden instances as if walked
 * from DTSTART), other rules are walked, and a feed over FEED_LIMITS is refused as too large.
 */
import { describe, expect, it } from "vitest";
import { FEED_LIMITS, FeedTooLargeError, parseBusyTimes } from "../../../server/booking/busy-calendar/parse";

const ZONE = "America/Detroit";
// Three weeks across Europe's March change (2027-03-28) and two weeks after Detroit's.
const window = { start: "2027-03-20T00:00:00.000Z", end: "2027-04-10T00:00:00.000Z" };

const calendar = (events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Expansion//EN", ...events.flatMap((lines, n) => ["BEGIN:VEVENT", `UID:e${n}@test`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"]), "END:VCALENDAR", ""].join("\r\n");

/** The same feed expanded over a window from before DTSTART (nothing skipped), cut to `window`. */
function walkedFromDtstart(text: string, from: string) {
  return parseBusyTimes(text, { window: { start: from, end: window.end }, officeTimeZone: ZONE }).filter((i) => i.end > window.start && i.start < window.end);
}

describe("expanding the owner's calendar over the window only", () => {
  const rules: { name: string; from: string; lines: string[] }[] = [
    { name: "hourly every 5 h in Berlin across its DST change", from: "2026-01-04T00:00:00Z", lines: ["DTSTART;TZID=Europe/Berlin:20260105T093000", "DURATION:PT20M", "RRULE:FREQ=HOURLY;INTERVAL=5"] },
    { name: "every 3 days with a COUNT ending inside the window", from: "2025-12-31T00:00:00Z", lines: ["DTSTART;TZID=Europe/Berlin:20260101T080000", "DTEND;TZID=Europe/Berlin:20260101T090000", "RRULE:FREQ=DAILY;INTERVAL=3;COUNT=150"] },
    {
      name: "weekly until a day inside the window, one EXDATE, one moved instance",
      from: "2025-06-01T00:00:00Z",
      lines: ["DTSTART;TZID=Europe/Berlin:20250602T140000", "DTEND;TZID=Europe/Berlin:20250602T150000", "RRULE:FREQ=WEEKLY;UNTIL=20270405T000000Z", "EXDATE;TZID=Europe/Berlin:20270322T140000"],
    },
    {
      name: "weekly on Monday, Wednesday and Friday from a Wednesday, as Google writes it",
      from: "2024-01-02T00:00:00Z",
      lines: ["DTSTART;TZID=America/Detroit:20240103T093000", "DTEND;TZID=America/Detroit:20240103T100000", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20270402T000000Z", "EXDATE;TZID=America/Detroit:20270324T093000"],
    },
    { name: "every other week on Tuesday and Thursday, weeks from Sunday", from: "2025-03-03T00:00:00Z", lines: ["DTSTART;TZID=Europe/Berlin:20250304T160000", "DURATION:PT90M", "RRULE:FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=TH,TU"] },
    { name: "weekly on two days with a COUNT (walked)", from: "2026-01-04T00:00:00Z", lines: ["DTSTART:20260105T150000Z", "DTEND:20260105T160000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=130"] },
    { name: "every 90 minutes in UTC", from: "2026-08-31T00:00:00Z", lines: ["DTSTART:20260901T000000Z", "DTEND:20260901T003000Z", "RRULE:FREQ=MINUTELY;INTERVAL=90"] },
    { name: "all-day every other day, 300 times", from: "2025-12-31T00:00:00Z", lines: ["DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20260102", "RRULE:FREQ=DAILY;INTERVAL=2;COUNT=300"] },
    { name: "every 2 h by seconds, floating time", from: "2026-10-31T00:00:00Z", lines: ["DTSTART:20261101T073000", "DURATION:PT45M", "RRULE:FREQ=SECONDLY;INTERVAL=7200"] },
  ];

  for (const rule of rules) {
    it(`starts at the window with the occurrences a walk from DTSTART finds: ${rule.name}`, () => {
      const text = calendar([rule.lines]);
      const busy = parseBusyTimes(text, { window, officeTimeZone: ZONE });
      expect(busy.length).toBeGreaterThan(0);
      expect(busy).toEqual(walkedFromDtstart(text, rule.from));
    });
  }

  it("keeps a moved instance's own time and drops its original one", () => {
    const series = ["UID:weekly@test", "DTSTART;TZID=Europe/Berlin:20250602T140000", "DTEND;TZID=Europe/Berlin:20250602T150000", "RRULE:FREQ=WEEKLY"];
    const moved = ["UID:weekly@test", "RECURRENCE-ID;TZID=Europe/Berlin:20270329T140000", "DTSTART;TZID=Europe/Berlin:20270329T170000", "DTEND;TZID=Europe/Berlin:20270329T180000"];
    const text = calendar([series, moved]).replace(/UID:e\d+@test\r\n/g, "");
    const busy = parseBusyTimes(text, { window, officeTimeZone: ZONE });
    // Berlin is UTC+1 until 03-28, UTC+2 after.
    expect(busy).toEqual([
      { start: "2027-03-22T13:00:00.000Z", end: "2027-03-22T14:00:00.000Z" },
      { start: "2027-03-29T15:00:00.000Z", end: "2027-03-29T16:00:00.000Z" },
      { start: "2027-04-05T12:00:00.000Z", end: "2027-04-05T13:00:00.000Z" },
    ]);
  });

  it("reaches the window of an hourly rule from 2015 (more occurrences before it than a walk may take)", () => {
    const text = calendar([["DTSTART:20150101T090000Z", "DTEND:20150101T093000Z", "RRULE:FREQ=MINUTELY;INTERVAL=60"]]);
    const busy = parseBusyTimes(text, { window: { start: "2027-03-20T00:00:00.000Z", end: "2027-03-21T00:00:00.000Z" }, officeTimeZone: ZONE });
    expect(busy).toHaveLength(24);
    expect(busy[0]).toEqual({ start: "2027-03-20T00:00:00.000Z", end: "2027-03-20T00:30:00.000Z" });
    expect(busy[23]).toEqual({ start: "2027-03-20T23:00:00.000Z", end: "2027-03-20T23:30:00.000Z" });
  });

  it("costs no steps before the window: ten daily or weekday rules from 1970 stay within the feed's limits", () => {
    const events = Array.from({ length: 10 }, (_, n) => [`DTSTART:19700101T${String(8 + n).padStart(2, "0")}0000Z`, "DURATION:PT30M", "RRULE:FREQ=MINUTELY;INTERVAL=1440"]);
    const busy = parseBusyTimes(calendar(events), { window, officeTimeZone: ZONE });
    expect(busy).toHaveLength(21 * 10);
    // Weekdays only, as calendar apps write it (1970-01-05 is a Monday).
    const weekdays = events.map(([start]) => [start!.replace("19700101", "19700105"), "DURATION:PT30M", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"]);
    expect(parseBusyTimes(calendar(weekdays), { window, officeTimeZone: ZONE })).toHaveLength(15 * 10);
  });

  it("produces nothing for a COUNT used up before the window, and stops at an UNTIL before it", () => {
    const text = calendar([
      ["DTSTART:20000101T090000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;COUNT=10000000"],
      ["DTSTART:20000101T090000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;UNTIL=20270319T000000Z"],
    ]);
    expect(parseBusyTimes(text, { window, officeTimeZone: ZONE })).toEqual([]);
  });
});

describe("a feed over its limits", () => {
  const expectTooLarge = (text: string, words: RegExp) => {
    let error: unknown;
    try {
      parseBusyTimes(text, { window, officeTimeZone: ZONE });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FeedTooLargeError);
    expect((error as Error).message).toMatch(/^The calendar feed is too large: /);
    expect((error as Error).message).toMatch(words);
  };

  it("is too large with a busy time every minute in the window (ten one-minute events every minute from the window's first day)", () => {
    const events = Array.from({ length: 10 }, (_, n) => [`DTSTART:20270320T0${n}0000Z`, "DURATION:PT1M", "RRULE:FREQ=MINUTELY"]);
    expectTooLarge(calendar(events), /more than 20,000 busy times in the 21 days/);
  });

  it("is too large when a rule that must be walked recurs more often than the limit before the window", () => {
    expectTooLarge(calendar([["DTSTART:20000101T090000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;BYSECOND=0"]]), /recur more than 50,000 times/);
  });

  it(`is too large with more than ${FEED_LIMITS.events} events`, () => {
    const events = Array.from({ length: FEED_LIMITS.events + 1 }, () => ["DTSTART:20200101T090000Z", "DTEND:20200101T100000Z"]);
    expectTooLarge(calendar(events), /it has 20,001 events, more than the 20,000/);
  });
});
