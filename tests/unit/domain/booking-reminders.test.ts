import { describe, expect, it } from "vitest";
import { agendaDueAt, localDayBounds, reminderDueAt } from "@domain/booking/reminders";
import { tooLateToChange } from "@domain/booking/notice";
import { defaultAvailability, earliestBookableStart } from "@domain/booking/availability";

const HOUR = 60 * 60 * 1000;

describe("the visitor's reminder", () => {
  it("is due exactly 24 hours before the start", () => {
    const bookedAt = new Date("2026-11-20T15:00:00Z");
    expect(reminderDueAt("2026-11-24T15:00:00.000Z", bookedAt)?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
  });

  it("is not sent for a booking made less than 24 hours ahead (24 hours exactly still gets one)", () => {
    const start = "2026-11-24T15:00:00.000Z";
    expect(reminderDueAt(start, new Date(Date.parse(start) - 23 * HOUR))).toBeNull();
    expect(reminderDueAt(start, new Date(Date.parse(start) - 24 * HOUR + 1))).toBeNull();
    expect(reminderDueAt(start, new Date(Date.parse(start) - 24 * HOUR))?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(reminderDueAt(start, new Date(Date.parse(start) - 25 * HOUR))).not.toBeNull();
  });

  it("stays 24 real hours before across a daylight-saving change (the local clock reads 9:00 the day before a 10:00 start)", () => {
    // Monday, March 9, 2026, 10:00 EDT; clocks sprang forward on Sunday, March 8.
    const afterSpring = "2026-03-09T14:00:00.000Z";
    expect(reminderDueAt(afterSpring, new Date("2026-03-01T12:00:00Z"))?.toISOString()).toBe("2026-03-08T14:00:00.000Z");
    // Monday, November 2, 2026, 10:00 EST; clocks fell back on Sunday, November 1.
    const afterFall = "2026-11-02T15:00:00.000Z";
    expect(reminderDueAt(afterFall, new Date("2026-10-25T12:00:00Z"))?.toISOString()).toBe("2026-11-01T15:00:00.000Z");
  });
});

describe("the agency's agenda", () => {
  it("is due at 8:00 office time: 13:00 UTC in winter, 12:00 UTC in summer", () => {
    expect(agendaDueAt("2026-11-24").toISOString()).toBe("2026-11-24T13:00:00.000Z");
    expect(agendaDueAt("2026-07-14").toISOString()).toBe("2026-07-14T12:00:00.000Z");
  });

  it("follows the local clock on the days the clocks change", () => {
    // Sunday, March 8, 2026: 2:00 EST became 3:00 EDT, so 8:00 is EDT.
    expect(agendaDueAt("2026-03-08").toISOString()).toBe("2026-03-08T12:00:00.000Z");
    // Sunday, November 1, 2026: 2:00 EDT became 1:00 EST, so 8:00 is EST.
    expect(agendaDueAt("2026-11-01").toISOString()).toBe("2026-11-01T13:00:00.000Z");
    expect(agendaDueAt("2026-03-09").toISOString()).toBe("2026-03-09T12:00:00.000Z");
  });

  it("covers a whole local day, 23 or 25 hours long on those days", () => {
    const length = (date: string) => {
      const { from, to } = localDayBounds(date);
      return (Date.parse(to) - Date.parse(from)) / HOUR;
    };
    expect(localDayBounds("2026-11-24")).toEqual({ from: "2026-11-24T05:00:00.000Z", to: "2026-11-25T05:00:00.000Z" });
    expect(length("2026-03-08")).toBe(23);
    expect(length("2026-11-01")).toBe(25);
    expect(length("2026-07-14")).toBe(24);
  });
});

describe("the minimum notice for a change", () => {
  it("is the next office day: a consultation today can no longer be moved, tomorrow's can", () => {
    const now = new Date("2026-11-24T22:00:00Z"); // 5:00 PM Tuesday in Detroit
    expect(earliestBookableStart(now, defaultAvailability).toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(tooLateToChange("2026-11-24T23:30:00.000Z", now)).toBe(true);
    expect(tooLateToChange("2026-11-25T14:00:00.000Z", now)).toBe(false);
    // 11:30 PM Tuesday in Detroit is already Wednesday in UTC: still Tuesday's rule.
    const lateEvening = new Date("2026-11-25T04:30:00Z");
    expect(tooLateToChange("2026-11-25T14:00:00.000Z", lateEvening)).toBe(false);
    expect(tooLateToChange("2026-11-25T14:00:00.000Z", new Date("2026-11-25T05:00:00Z"))).toBe(true);
  });
});
