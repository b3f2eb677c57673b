import { describe, expect, it } from "vitest";
import { agencyMonth } from "../../../app/lib/agency-month.server";

describe("agencyMonth", () => {
  it("is the month in Michigan, not in UTC", () => {
    // 04:30 UTC on 1 December is 23:30 on 30 November in Detroit (EST, UTC−5).
    expect(agencyMonth(new Date("2026-12-01T04:30:00Z"))).toBe("November");
    expect(agencyMonth(new Date("2026-12-01T05:00:00Z"))).toBe("December");
  });

  it("follows daylight saving time", () => {
    // 03:30 UTC on 1 July is 23:30 on 30 June in Detroit (EDT, UTC−4); 04:00 UTC is midnight.
    expect(agencyMonth(new Date("2026-07-01T03:30:00Z"))).toBe("June");
    expect(agencyMonth(new Date("2026-07-01T04:00:00Z"))).toBe("July");
  });
});
