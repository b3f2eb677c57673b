import { describe, expect, it } from "vitest";
import { bookableDates, findOfferedSlot, offeredSlots, slotsOnDate, type BookingSchedule } from "@domain/booking/schedule";
import { groupByDay, slotLabels } from "@domain/booking/labels";
import { parseBooking } from "@domain/booking/validation";

const schedule: BookingSchedule = {
  timeZone: "America/Detroit",
  weekdays: [1, 2, 3, 4, 5],
  open: "09:00",
  close: "17:00",
  slotMinutes: 30,
  horizonBusinessDays: 15,
  closedDates: [],
};

const detroitParts = (iso: string) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Detroit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return { weekday: get("weekday"), time: `${get("hour")}:${get("minute")}` };
};

describe("consultation slots", () => {
  it("cuts office hours into 30-minute slots, 9:00 to the last start at 16:30, in Detroit time", () => {
    const slots = slotsOnDate("2026-11-24", schedule);
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ start: "2026-11-24T14:00:00.000Z", end: "2026-11-24T14:30:00.000Z" });
    expect(slots.at(-1)).toEqual({ start: "2026-11-24T21:30:00.000Z", end: "2026-11-24T22:00:00.000Z" });
    expect(slots.map((slot) => detroitParts(slot.start).time)).toEqual([
      "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30",
      "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30",
    ]);
  });

  it("starts on the next business day and covers 15 business days, never a weekend", () => {
    // Friday 2026-11-20, 3 pm in Detroit: today is not offered, Saturday and Sunday never are.
    const now = new Date("2026-11-20T20:00:00.000Z");
    const dates = bookableDates(now, schedule);
    expect(dates[0]).toBe("2026-11-23");
    expect(dates).toHaveLength(15);
    expect(dates.at(-1)).toBe("2026-12-11");
    const slots = offeredSlots(now, schedule);
    expect(slots).toHaveLength(15 * 16);
    for (const slot of slots) expect(["Mon", "Tue", "Wed", "Thu", "Fri"]).toContain(detroitParts(slot.start).weekday);
  });

  it("counts 'today' in Detroit, not in UTC", () => {
    // 2026-11-24 02:00 UTC is still Monday 2026-11-23 evening in Detroit: the first day is Tuesday.
    expect(bookableDates(new Date("2026-11-24T02:00:00.000Z"), schedule)[0]).toBe("2026-11-24");
    // Sunday in Detroit: Monday is the next business day.
    expect(bookableDates(new Date("2026-11-22T12:00:00.000Z"), schedule)[0]).toBe("2026-11-23");
  });

  it("follows the clocks across daylight-saving changes in March and November", () => {
    // 2026-03-08: EST (UTC-5) → EDT (UTC-4). 2026-11-01: EDT → EST.
    expect(slotsOnDate("2026-03-06", schedule)[0]!.start).toBe("2026-03-06T14:00:00.000Z");
    expect(slotsOnDate("2026-03-09", schedule)[0]!.start).toBe("2026-03-09T13:00:00.000Z");
    expect(slotsOnDate("2026-10-30", schedule)[0]!.start).toBe("2026-10-30T13:00:00.000Z");
    expect(slotsOnDate("2026-11-02", schedule)[0]!.start).toBe("2026-11-02T14:00:00.000Z");

    // Over the March change, every slot of the week is still 9:00–16:30 local.
    const march = offeredSlots(new Date("2026-03-05T15:00:00.000Z"), { ...schedule, horizonBusinessDays: 5 });
    expect(march).toHaveLength(5 * 16);
    expect(new Set(march.map((slot) => detroitParts(slot.start).time)).size).toBe(16);
    expect(march.filter((slot) => detroitParts(slot.start).time === "09:00").map((slot) => slot.start)).toEqual([
      "2026-03-06T14:00:00.000Z",
      "2026-03-09T13:00:00.000Z",
      "2026-03-10T13:00:00.000Z",
      "2026-03-11T13:00:00.000Z",
      "2026-03-12T13:00:00.000Z",
    ]);
    const november = offeredSlots(new Date("2026-10-29T15:00:00.000Z"), { ...schedule, horizonBusinessDays: 3 });
    expect(november.filter((slot) => detroitParts(slot.start).time === "16:30").map((slot) => slot.start)).toEqual([
      "2026-10-30T20:30:00.000Z",
      "2026-11-02T21:30:00.000Z",
      "2026-11-03T21:30:00.000Z",
    ]);
  });

  it("leaves out closed dates, which still count towards the 15 business days", () => {
    const now = new Date("2026-11-20T20:00:00.000Z");
    const dates = bookableDates(now, { ...schedule, closedDates: ["2026-11-26", "2026-11-27"] });
    expect(dates).not.toContain("2026-11-26");
    expect(dates).not.toContain("2026-11-27");
    expect(dates).toHaveLength(13);
    expect(dates.at(-1)).toBe("2026-12-11");
  });

  it("ends at the horizon", () => {
    const now = new Date("2026-11-20T20:00:00.000Z");
    expect(findOfferedSlot("2026-12-11T21:30:00.000Z", now, schedule)).toBeDefined();
    expect(findOfferedSlot("2026-12-14T14:00:00.000Z", now, schedule)).toBeUndefined();
  });
});

describe("slot validation", () => {
  const now = new Date("2026-11-20T20:00:00.000Z");
  it("accepts an offered slot in any ISO form of the instant and answers the canonical one", () => {
    expect(findOfferedSlot("2026-11-24T15:00:00.000Z", now, schedule)).toEqual({ start: "2026-11-24T15:00:00.000Z", end: "2026-11-24T15:30:00.000Z" });
    expect(findOfferedSlot("2026-11-24T10:00:00-05:00", now, schedule)?.start).toBe("2026-11-24T15:00:00.000Z");
    expect(findOfferedSlot("2026-11-24T15:00Z", now, schedule)?.start).toBe("2026-11-24T15:00:00.000Z");
  });

  it.each([
    ["past", "2026-11-19T15:00:00.000Z"],
    ["today (not the next business day)", "2026-11-20T21:00:00.000Z"],
    ["weekend", "2026-11-21T15:00:00.000Z"],
    ["before hours", "2026-11-24T13:30:00.000Z"],
    ["at closing", "2026-11-24T22:00:00.000Z"],
    ["off the half hour", "2026-11-24T15:15:00.000Z"],
    ["seconds off", "2026-11-24T15:00:01.000Z"],
    ["unparseable", "next tuesday"],
    ["date only", "2026-11-24"],
    ["no zone", "2026-11-24T15:00:00"],
    ["impossible date", "2026-02-30T15:00:00.000Z"],
    ["empty", ""],
  ])("rejects a slot that is not offered: %s", (_label, value) => {
    expect(findOfferedSlot(value, now, schedule)).toBeUndefined();
  });

  it.each([null, 42, {}, ["2026-11-24T15:00:00.000Z"]])("rejects a non-string slot %j", (value) => {
    expect(findOfferedSlot(value, now, schedule)).toBeUndefined();
  });

  it("validates the person with the contact form's rules and reports every bad field", () => {
    const result = parseBooking({ slot: "2026-11-21T15:00:00.000Z", name: "", email: "a@b", phone: "call me", topic: "x".repeat(2001) }, now, schedule);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(["email", "name", "phone", "slot", "topic"]);
    expect(result.fields.name).toBe("Name is required");
    expect(parseBooking({ slot: "2026-11-24T15:00:00.000Z", name: "Eve\r\nBcc: x@y.z", email: "eve@example.com" }, now, schedule)).toMatchObject({
      ok: false,
      fields: { name: "Name must be a single line" },
    });
  });

  it("answers a clean booking: trimmed, optional fields absent", () => {
    expect(parseBooking({ slot: "2026-11-24T15:00:00.000Z", name: "  Ana Diaz ", email: "ana@example.com", phone: "", topic: " A new site " }, now, schedule)).toEqual({
      ok: true,
      booking: { slot: { start: "2026-11-24T15:00:00.000Z", end: "2026-11-24T15:30:00.000Z" }, name: "Ana Diaz", email: "ana@example.com", topic: "A new site" },
    });
  });
});

describe("slot labels", () => {
  it("says the time in words, in the office's zone", () => {
    expect(slotLabels("2026-11-24T15:00:00.000Z", schedule, "Eastern")).toEqual({
      day: "Tuesday, November 24",
      shortDay: "Tue, Nov 24",
      time: "10:00 AM",
      full: "Tuesday, November 24 at 10:00 AM Eastern",
    });
    expect(slotLabels("2026-03-09T13:00:00.000Z", schedule).full).toBe("Monday, March 9 at 9:00 AM Eastern");
  });

  it("groups slots by local day", () => {
    const days = groupByDay([...slotsOnDate("2026-11-24", schedule), ...slotsOnDate("2026-11-25", schedule)], schedule);
    expect(days.map((day) => [day.date, day.weekday, day.monthDay, day.slots.length])).toEqual([
      ["2026-11-24", "Tue", "Nov 24", 16],
      ["2026-11-25", "Wed", "Nov 25", 16],
    ]);
    expect(days[0]!.slots[0]).toMatchObject({ time: "9:00 AM", full: "Tuesday, November 24 at 9:00 AM Eastern" });
  });

  it("keeps closed office days in their place in the week, marked closed, with no times", () => {
    const holidays: BookingSchedule = { ...schedule, closedDates: ["2026-11-26", "2026-11-27", "2026-11-29", "2026-12-24"] };
    const free = [...slotsOnDate("2026-11-25", holidays), ...slotsOnDate("2026-11-30", holidays), ...slotsOnDate("2026-12-01", holidays)];
    const days = groupByDay(free, holidays);
    expect(days.map((day) => [day.date, day.weekday, day.monthDay, day.label, day.slots.length, day.closed ?? false])).toEqual([
      ["2026-11-25", "Wed", "Nov 25", "Wednesday, November 25", 16, false],
      ["2026-11-26", "Thu", "Nov 26", "Thursday, November 26", 0, true],
      ["2026-11-27", "Fri", "Nov 27", "Friday, November 27", 0, true],
      // A closed Sunday is no office day, and a closed day after the last free one is past the picker's end.
      ["2026-11-30", "Mon", "Nov 30", "Monday, November 30", 16, false],
      ["2026-12-01", "Tue", "Dec 1", "Tuesday, December 1", 16, false],
    ]);
    expect(groupByDay([], holidays)).toEqual([]);
  });
});
