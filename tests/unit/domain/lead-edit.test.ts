import { describe, expect, it } from "vitest";
import { leadEditLines, parseLeadEdit } from "../../../domain/lead/edit";
import { localDateTime } from "../../../domain/booking/schedule";

describe("correcting a lead's details", () => {
  it("checks them by the contact form's rules: a name is required, a phone is digits and + ( ) - .", () => {
    expect(parseLeadEdit({ name: "  Sam Ortiz ", phone: "", company: "" })).toEqual({ ok: true, details: { name: "Sam Ortiz", phone: null, company: null } });
    expect(parseLeadEdit({ name: "", phone: "call me", company: "x".repeat(101) })).toEqual({
      ok: false,
      fields: { name: "Name is required", phone: "Phone may contain only digits, spaces and + ( ) - .", company: "Company must be 100 characters or fewer" },
    });
    expect(parseLeadEdit({ name: "Sam\nOrtiz" })).toMatchObject({ ok: false, fields: { name: "Name must be a single line" } });
    expect(parseLeadEdit({ name: ["Sam"] })).toMatchObject({ ok: false });
  });

  it("says each change in one line, old → new, and nothing when nothing changed", () => {
    const before = { name: "Sam Ortz", phone: null, company: "Ortiz" };
    expect(leadEditLines(before, { name: "Sam Ortiz", phone: "586 555 0100", company: null })).toEqual(["Name: Sam Ortz → Sam Ortiz", "Phone: (none) → 586 555 0100", "Company: Ortiz → (none)"]);
    expect(leadEditLines(before, { ...before })).toEqual([]);
  });
});

describe("office date and time for exports", () => {
  it("is the office's wall-clock time, across daylight saving", () => {
    expect(localDateTime("2026-11-24T15:00:00.000Z", "America/Detroit")).toBe("2026-11-24 10:00");
    expect(localDateTime("2026-07-01T13:05:00.000Z", "America/Detroit")).toBe("2026-07-01 09:05");
    expect(localDateTime("2026-11-25T04:30:00.000Z", "America/Detroit")).toBe("2026-11-24 23:30");
  });
});
