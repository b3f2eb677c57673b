import { describe, expect, it } from "vitest";
import { longDate, monthAndYear } from "../../../app/lib/calendar-dates";

const intl = (iso: string, options: Intl.DateTimeFormatOptions) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { ...options, timeZone: "UTC" });

describe("calendar dates in words", () => {
  it("names every month and day the way Intl's en-US does", () => {
    for (let month = 1; month <= 12; month++) {
      const yearMonth = `2025-${String(month).padStart(2, "0")}`;
      expect(monthAndYear(yearMonth)).toBe(intl(`${yearMonth}-15`, { year: "numeric", month: "long" }));
      for (const day of ["01", "09", "28"]) {
        expect(longDate(`${yearMonth}-${day}`)).toBe(intl(`${yearMonth}-${day}`, { year: "numeric", month: "long", day: "numeric" }));
      }
    }
  });

  it("refuses what is not a date, so a content typo fails the build instead of showing nonsense", () => {
    expect(() => monthAndYear("2025-13")).toThrow(RangeError);
    expect(() => longDate("soon")).toThrow(RangeError);
  });
});
