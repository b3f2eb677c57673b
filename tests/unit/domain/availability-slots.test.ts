/**
 * Slot computation with the owner's calendar and the workspace's availability, on a fixed clock:
 * a real .ics (recurrence across the November DST change, EXDATE, an overridden and a cancelled
 * instance, all-day, a zone the feed only names), buffers, notice, horizon, daily cap, holidays.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultAvailability, earliestBookableStart, parseAvailability, type Availability } from "@domain/booking/availability";
import { bookableDates, findOfferedSlot, freeSlots, offeredSlots, slotConflict, slotsOnDate, withinHours } from "@domain/booking/schedule";
import { federalHolidays, federalHolidaysBetween, federalHolidaysInTheYearFrom } from "@domain/booking/holidays";
import { parseBusyTimes } from "../../../server/booking/busy-calendar/parse";

const ics = readFileSync(new URL("../fixtures/owner-calendar.ics", import.meta.url), "utf8");
const ZONE = "America/Detroit";
// Friday 2026-10-30, 3 pm in Detroit: the horizon crosses the end of daylight saving (Sunday 2026-11-01).
const now = new Date("2026-10-30T19:00:00.000Z");
const window = { start: "2026-10-29T00:00:00.000Z", end: "2026-12-31T00:00:00.000Z" };
const busy = parseBusyTimes(ics, { window, officeTimeZone: ZONE });
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);
const detroitTime = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

describe("the owner's calendar feed", () => {
  it("expands a weekly event at 10:00 local on both sides of the DST change, minus EXDATE, with the moved and the cancelled instance", () => {
    const mondays = busy.filter((interval) => detroitTime(interval.start) === "10:00").map((interval) => interval.start);
    // 2026-11-02 is EST (UTC−5): 10:00 local = 15:00Z. 11-09 is an EXDATE, 11-16 moved to 14:00, 11-23 cancelled.
    expect(mondays).toEqual(["2026-11-02T15:00:00.000Z", "2026-11-25T15:00:00.000Z", "2026-11-30T15:00:00.000Z", "2026-12-07T15:00:00.000Z", "2026-12-14T15:00:00.000Z", "2026-12-21T15:00:00.000Z", "2026-12-28T15:00:00.000Z"]);
    expect(busy).toContainEqual({ start: "2026-11-16T19:00:00.000Z", end: "2026-11-16T20:00:00.000Z" });
    expect(busy.some((interval) => interval.start.startsWith("2026-11-09") || interval.start.startsWith("2026-11-23"))).toBe(false);
  });

  it("blocks an all-day event for the whole local day, reads a named zone, skips free and cancelled events and the world outside the window", () => {
    expect(busy).toContainEqual({ start: "2026-11-24T05:00:00.000Z", end: "2026-11-25T05:00:00.000Z" });
    // 16:00 in Berlin (CET, UTC+1) = 15:00Z = 10:00 in Detroit.
    expect(busy).toContainEqual({ start: "2026-11-25T15:00:00.000Z", end: "2026-11-25T15:30:00.000Z" });
    expect(busy.some((interval) => interval.start.startsWith("2026-12-01") || interval.start.startsWith("2026-12-02") || interval.start.startsWith("2027"))).toBe(false);
  });

  it("expands a recurrence across the March change at the same local time", () => {
    const march = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:m@t\r\nDTSTAMP:20270101T000000Z\r\nDTSTART;TZID=America/Detroit:20270310T093000\r\nDTEND;TZID=America/Detroit:20270310T100000\r\nRRULE:FREQ=DAILY;COUNT=10\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const days = parseBusyTimes(march, { window: { start: "2027-03-01T00:00:00Z", end: "2027-04-01T00:00:00Z" }, officeTimeZone: ZONE });
    expect(days).toHaveLength(10);
    expect(days.map((d) => detroitTime(d.start))).toEqual(Array(10).fill("09:30"));
    // EST before Sunday 2027-03-14, EDT after.
    expect(days[0]!.start).toBe("2027-03-10T14:30:00.000Z");
    expect(days[9]!.start).toBe("2027-03-19T13:30:00.000Z");
  });

  it("refuses what is not a calendar", () => {
    expect(() => parseBusyTimes("<html>login</html>", { window, officeTimeZone: ZONE })).toThrow();
  });

  it("takes busy events out of the free slots, all-day and other zones included", () => {
    // Friday 2026-11-13: the horizon runs from 11-16 to 12-04.
    const free = starts(freeSlots(new Date("2026-11-13T19:00:00.000Z"), { busy, bookings: [] }, defaultAvailability));
    expect(free).not.toContain("2026-11-30T15:00:00.000Z");
    expect(free).not.toContain("2026-11-30T15:30:00.000Z");
    expect(free).toContain("2026-11-30T16:00:00.000Z");
    expect(free).not.toContain("2026-11-30T19:00:00.000Z");
    expect(free.filter((start) => start.startsWith("2026-11-24"))).toEqual([]);
    expect(free).not.toContain("2026-11-25T15:00:00.000Z");
    expect(free).toContain("2026-11-25T15:30:00.000Z");
    // The moved instance blocks 14:00–15:00 on 11-16, the original 10:00 is free; the cancelled 11-23 is free.
    expect(free).toContain("2026-11-16T15:00:00.000Z");
    expect(free).not.toContain("2026-11-16T19:00:00.000Z");
    expect(free).toContain("2026-11-23T15:00:00.000Z");
  });
});

describe("availability rules", () => {
  const base: Availability = { ...defaultAvailability, blocked: [] };

  it("the defaults are the original schedule: Mon–Fri 9:00–16:30, next business day, 15 business days, closed dates", () => {
    const dates = bookableDates(now, defaultAvailability);
    expect(dates[0]).toBe("2026-11-02");
    expect(dates).not.toContain("2026-11-26");
    expect(slotsOnDate("2026-11-02", defaultAvailability).map((slot) => detroitTime(slot.start))).toHaveLength(16);
    expect(parseAvailability(JSON.parse(JSON.stringify(defaultAvailability)))).toEqual({ ok: true, availability: defaultAvailability });
  });

  it("cuts several ranges a day, and none on a day without hours", () => {
    const split: Availability = { ...base, weeklyHours: { ...base.weeklyHours, 2: [{ start: "09:00", end: "10:00" }, { start: "13:00", end: "14:30" }], 3: [] } };
    expect(slotsOnDate("2026-11-03", split).map((slot) => detroitTime(slot.start))).toEqual(["09:00", "09:30", "13:00", "13:30", "14:00"]);
    expect(slotsOnDate("2026-11-04", split)).toEqual([]);
  });

  it("applies buffers around busy events and other bookings", () => {
    const buffered: Availability = { ...base, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 };
    const booking = { start: "2026-11-03T16:00:00.000Z", end: "2026-11-03T16:30:00.000Z" };
    const commitments = { busy: [{ start: "2026-11-04T17:00:00.000Z", end: "2026-11-04T18:00:00.000Z" }], bookings: [booking] };
    const free = starts(freeSlots(now, commitments, buffered));
    // Before a booking: the slot ending at its start needs 30 min after → blocked; after: 15 min before → blocked.
    expect(free).not.toContain("2026-11-03T15:30:00.000Z");
    expect(free).not.toContain("2026-11-03T16:30:00.000Z");
    expect(free).toContain("2026-11-03T15:00:00.000Z");
    expect(free).toContain("2026-11-03T17:00:00.000Z");
    expect(free).not.toContain("2026-11-04T16:30:00.000Z");
    expect(free).not.toContain("2026-11-04T18:00:00.000Z");
    expect(free).toContain("2026-11-04T18:30:00.000Z");
    expect(slotConflict({ start: "2026-11-04T18:00:00.000Z", end: "2026-11-04T18:30:00.000Z" }, commitments, buffered)).toBe("busy");
    expect(slotConflict({ start: "2026-11-04T18:30:00.000Z", end: "2026-11-04T19:00:00.000Z" }, commitments, base)).toBeUndefined();
  });

  it("keeps a booking's own buffers free, whichever of two neighbouring consultations was booked first", () => {
    const afterOnly: Availability = { ...base, bufferBeforeMinutes: 0, bufferAfterMinutes: 30 };
    const first = { start: "2026-11-03T16:00:00.000Z", end: "2026-11-03T16:30:00.000Z" };
    const second = { start: "2026-11-03T16:30:00.000Z", end: "2026-11-03T17:00:00.000Z" };
    const third = { start: "2026-11-03T17:00:00.000Z", end: "2026-11-03T17:30:00.000Z" };
    // The half hour after 16:00's consultation is kept: 16:30 is held, 17:00 is free.
    expect(slotConflict(second, { busy: [], bookings: [first] }, afterOnly)).toBe("booked");
    expect(slotConflict(third, { busy: [], bookings: [first] }, afterOnly)).toBeUndefined();
    // And the other way round: 16:00 would leave no half hour before 16:30's consultation.
    expect(slotConflict(first, { busy: [], bookings: [second] }, afterOnly)).toBe("booked");
    const beforeOnly: Availability = { ...base, bufferBeforeMinutes: 30, bufferAfterMinutes: 0 };
    expect(slotConflict(first, { busy: [], bookings: [second] }, beforeOnly)).toBe("booked");
    expect(slotConflict(second, { busy: [], bookings: [first] }, beforeOnly)).toBe("booked");
    expect(slotConflict(third, { busy: [], bookings: [first] }, beforeOnly)).toBeUndefined();
    // Busy events of the owner's calendar have no buffers of their own: only the slot's count.
    expect(slotConflict(second, { busy: [first], bookings: [] }, afterOnly)).toBeUndefined();
  });

  it("closes a day that reached the daily cap", () => {
    const capped: Availability = { ...base, dailyCap: 2 };
    const bookings = [
      { start: "2026-11-03T14:00:00.000Z", end: "2026-11-03T14:30:00.000Z" },
      { start: "2026-11-03T20:00:00.000Z", end: "2026-11-03T20:30:00.000Z" },
    ];
    const free = starts(freeSlots(now, { busy: [], bookings }, capped));
    expect(free.filter((start) => start.startsWith("2026-11-03"))).toEqual([]);
    expect(free.filter((start) => start.startsWith("2026-11-04"))).toHaveLength(16);
    expect(starts(freeSlots(now, { busy: [], bookings: bookings.slice(1) }, capped)).filter((start) => start.startsWith("2026-11-03"))).toHaveLength(15);
  });

  it("minimum notice in hours, with or without same-day booking", () => {
    // Monday 2026-11-02 at 9:10 in Detroit.
    const monday = new Date("2026-11-02T14:10:00.000Z");
    const sameDay: Availability = { ...base, sameDay: true, noticeHours: 2 };
    expect(earliestBookableStart(monday, sameDay).toISOString()).toBe("2026-11-02T16:10:00.000Z");
    expect(offeredSlots(monday, sameDay)[0]!.start).toBe("2026-11-02T16:30:00.000Z");
    expect(findOfferedSlot("2026-11-02T16:00:00.000Z", monday, sameDay)).toBeUndefined();
    // Without same-day: the next local midnight, or later if the notice says so.
    expect(earliestBookableStart(monday, base).toISOString()).toBe("2026-11-03T05:00:00.000Z");
    expect(earliestBookableStart(monday, { ...base, noticeHours: 48 }).toISOString()).toBe("2026-11-04T14:10:00.000Z");
    expect(offeredSlots(monday, { ...base, noticeHours: 48 })[0]!.start).toBe("2026-11-04T14:30:00.000Z");
  });

  it("a horizon in calendar days or business days", () => {
    expect(bookableDates(now, { ...base, horizonDays: 7, horizonUnit: "calendar" })).toEqual(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]);
    expect(bookableDates(now, { ...base, horizonDays: 7 })).toHaveLength(7);
    expect(findOfferedSlot("2026-11-09T15:00:00.000Z", now, { ...base, horizonDays: 7, horizonUnit: "calendar" })).toBeUndefined();
  });

  it("blocked ranges with notes, and bookings outside new hours", () => {
    const vacation: Availability = { ...base, blocked: [{ from: "2026-11-04", to: "2026-11-10", note: "Vacation" }] };
    const dates = bookableDates(now, vacation);
    expect(dates).not.toContain("2026-11-04");
    expect(dates).not.toContain("2026-11-10");
    expect(dates).toContain("2026-11-11");
    const booking = { start: "2026-11-05T15:00:00.000Z", end: "2026-11-05T15:30:00.000Z" };
    expect(withinHours(booking, base)).toBe(true);
    expect(withinHours(booking, vacation)).toBe(false);
    expect(withinHours(booking, { ...base, weeklyHours: { ...base.weeklyHours, 4: [{ start: "13:00", end: "17:00" }] } })).toBe(false);
  });

  it("validates what the workspace stores", () => {
    const bad = parseAvailability({
      ...defaultAvailability,
      weeklyHours: { ...defaultAvailability.weeklyHours, 1: [{ start: "12:00", end: "09:00" }], 2: [{ start: "09:00", end: "12:00" }, { start: "11:00", end: "13:00" }], 3: [{ start: "9am", end: "5pm" }] },
      blocked: [{ from: "2026-02-30", to: "2026-03-01", note: "x" }],
      bufferBeforeMinutes: -5,
      dailyCap: 0,
      horizonUnit: "weeks",
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["blocked", "bufferBeforeMinutes", "dailyCap", "horizonUnit", "hours-1", "hours-2", "hours-3"]);
    const note = parseAvailability({ ...defaultAvailability, blocked: [{ from: "2026-12-01", to: "2026-12-02", note: "Line\r\nBcc: x" }] });
    expect(note.ok).toBe(false);
    const clean = parseAvailability({ ...defaultAvailability, blocked: [{ from: "2026-12-01", to: "2026-12-02", note: " Trip\u202e " }] });
    expect(clean.ok && clean.availability.blocked[0]!.note).toBe("Trip");
  });
});

describe("US federal holidays by rule", () => {
  it("computes the rules and the observed dates", () => {
    const y2026 = Object.fromEntries(federalHolidays(2026).map((h) => [h.name, h.observed]));
    expect(y2026["Thanksgiving Day"]).toBe("2026-11-26");
    expect(y2026["Birthday of Martin Luther King, Jr."]).toBe("2026-01-19");
    expect(y2026["Memorial Day"]).toBe("2026-05-25");
    // July 4, 2026 is a Saturday: observed Friday July 3.
    expect(y2026["Independence Day"]).toBe("2026-07-03");
    const y2027 = Object.fromEntries(federalHolidays(2027).map((h) => [h.name, h.observed]));
    // December 25, 2027 is a Saturday → Friday 24; Juneteenth 2027 is a Saturday → Friday 18; July 4, 2027 a Sunday → Monday 5.
    expect(y2027["Christmas Day"]).toBe("2027-12-24");
    expect(y2027["Juneteenth National Independence Day"]).toBe("2027-06-18");
    expect(y2027["Independence Day"]).toBe("2027-07-05");
    expect(y2027["Thanksgiving Day"]).toBe("2027-11-25");
  });

  it("lists the holidays observed in a range, across the new year (New Year's Day 2028 is observed on 2027-12-31)", () => {
    expect(federalHolidaysBetween("2027-12-01", "2028-01-31").map((h) => [h.name, h.observed])).toEqual([
      ["Christmas Day", "2027-12-24"],
      ["New Year's Day", "2027-12-31"],
      ["Birthday of Martin Luther King, Jr.", "2028-01-17"],
    ]);
  });

  it("lists the twelve months from a date, the same date a year later included", () => {
    const year = federalHolidaysInTheYearFrom("2026-11-26");
    expect(year[0]).toMatchObject({ name: "Thanksgiving Day", observed: "2026-11-26" });
    expect(year.at(-1)).toMatchObject({ name: "Thanksgiving Day", observed: "2027-11-25" });
    expect(federalHolidaysInTheYearFrom("2027-11-25").at(-1)?.observed).toBe("2028-11-23");
    expect(federalHolidaysInTheYearFrom("2026-11-27").map((h) => h.observed)).not.toContain("2026-11-26");
  });
});
