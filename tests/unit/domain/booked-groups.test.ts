import { describe, expect, it } from "vitest";
import { bookedGroupOf } from "@domain/inbox";

/** Thursday, November 26, 2026, 10:00 PM Eastern (already Friday in UTC): the office's date decides. */
const NOW = new Date("2026-11-27T03:00:00.000Z");
/** 3:00 PM Eastern on an office date (November: UTC−5). */
const at = (date: string, hour = 15) => new Date(`${date}T${String(hour + 5).padStart(2, "0")}:00:00.000Z`).toISOString();

describe("the Booked view's groups, by office date", () => {
  it("Today, Tomorrow, This week (to Sunday), Later, and Earlier", () => {
    expect(bookedGroupOf(at("2026-11-26", 9), NOW)).toBe("today");
    expect(bookedGroupOf(at("2026-11-27"), NOW)).toBe("tomorrow");
    expect(bookedGroupOf(at("2026-11-28"), NOW)).toBe("this_week");
    expect(bookedGroupOf(at("2026-11-29"), NOW)).toBe("this_week");
    expect(bookedGroupOf(at("2026-11-30"), NOW)).toBe("later");
    expect(bookedGroupOf(at("2026-11-25"), NOW)).toBe("earlier");
  });

  it("reads the evening's date in the office's zone, not UTC's", () => {
    // 11:30 PM Eastern on the 26th is the 27th in UTC, and still today at the office.
    expect(bookedGroupOf("2026-11-27T04:30:00.000Z", NOW)).toBe("today");
  });

  it("on a Saturday, Sunday is tomorrow and Monday is later", () => {
    const saturday = new Date("2026-11-28T14:00:00.000Z");
    expect(bookedGroupOf(at("2026-11-29"), saturday)).toBe("tomorrow");
    expect(bookedGroupOf(at("2026-11-30"), saturday)).toBe("later");
  });

  it("on a Monday, the rest of the week through Sunday is this week", () => {
    const monday = new Date("2026-11-30T14:00:00.000Z");
    expect(bookedGroupOf(at("2026-12-02"), monday)).toBe("this_week");
    expect(bookedGroupOf(at("2026-12-06"), monday)).toBe("this_week");
    expect(bookedGroupOf(at("2026-12-07"), monday)).toBe("later");
  });
});
