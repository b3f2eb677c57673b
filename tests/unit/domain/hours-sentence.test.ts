/** The consultation hours in words come from the availability settings, not from a constant. */
import { describe, expect, it } from "vitest";
import { defaultAvailability, type Availability, type TimeRange, type Weekday } from "@domain/booking/availability";
import { clockWords, hoursSentence } from "@domain/booking/hours-sentence";

const withHours = (hours: Partial<Record<Weekday, TimeRange[]>>): Availability => ({
  ...defaultAvailability,
  weeklyHours: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [], ...hours },
});
const weekdays = (ranges: TimeRange[]) => withHours({ 1: ranges, 2: ranges, 3: ranges, 4: ranges, 5: ranges });

describe("hoursSentence", () => {
  it("says the default hours as the site always has", () => {
    expect(hoursSentence(defaultAvailability)).toBe("Monday to Friday, 9am to 5pm Eastern Time");
  });

  it("says the hours the owner set, with every range of the day", () => {
    const split = weekdays([
      { start: "10:00", end: "12:00" },
      { start: "13:00", end: "15:00" },
    ]);
    expect(hoursSentence(split)).toBe("Monday to Friday, 10am to 12pm and 1pm to 3pm Eastern Time");
  });

  it("names days with different hours apart, in weekday order", () => {
    const nineToFive = [{ start: "09:00", end: "17:00" }];
    const mornings = [{ start: "09:00", end: "12:00" }];
    expect(hoursSentence(withHours({ 1: nineToFive, 2: nineToFive, 3: nineToFive, 4: nineToFive, 5: mornings }))).toBe(
      "Monday to Thursday, 9am to 5pm; Friday, 9am to 12pm Eastern Time",
    );
    expect(hoursSentence(withHours({ 1: nineToFive, 3: nineToFive, 5: nineToFive, 6: mornings, 7: mornings }))).toBe(
      "Monday, Wednesday and Friday, 9am to 5pm; Saturday and Sunday, 9am to 12pm Eastern Time",
    );
    expect(hoursSentence(withHours({ 2: [{ start: "08:30", end: "11:45" }] }))).toBe("Tuesday, 8:30am to 11:45am Eastern Time");
  });

  it("says when no day has hours, and uses the zone it is given", () => {
    expect(hoursSentence(withHours({}))).toBe("no weekly hours set (Eastern Time)");
    expect(hoursSentence(defaultAvailability, "Central")).toBe("Monday to Friday, 9am to 5pm Central Time");
  });
});

describe("clockWords", () => {
  it("writes times the way the site does", () => {
    expect(["00:00", "09:00", "09:15", "12:00", "12:30", "13:00", "23:45", "24:00"].map(clockWords)).toEqual([
      "12am",
      "9am",
      "9:15am",
      "12pm",
      "12:30pm",
      "1pm",
      "11:45pm",
      "midnight",
    ]);
  });
});
