import { describe, expect, it } from "vitest";
import { localDate } from "@domain/booking/schedule";
import { FOLLOW_UP_NOTE_MAX, followUpDateOf, followUpInputOf, followUpState, followUpWhen, inFollowUpOrder } from "@domain/follow-up";

/** A fixed clock: 11:30 PM Eastern on Monday, November 23, 2026 is already Tuesday in UTC. */
const NOW = new Date("2026-11-24T04:30:00Z");

describe("follow-up dates are office dates", () => {
  it("today is the office's date, not UTC's", () => {
    expect(localDate(NOW)).toBe("2026-11-23");
  });

  it("takes a real calendar date written YYYY-MM-DD, nothing else", () => {
    expect(followUpDateOf("2026-11-23")).toBe("2026-11-23");
    expect(followUpDateOf("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-02-30", "2026-13-01", "26-11-23", "2026-11-23T10:00", "11/23/2026", "", 20261123, null, "1999-12-31"]) expect(followUpDateOf(bad)).toBeUndefined();
  });

  it("an empty date clears the follow-up; a note is normalised, one line, capped", () => {
    expect(followUpInputOf("", "")).toEqual({ ok: true, on: null, note: null });
    expect(followUpInputOf("", "a note")).toEqual({ ok: false, error: "date" });
    expect(followUpInputOf("2026-11-25", " Call\u200b back \u202e")).toEqual({ ok: true, on: "2026-11-25", note: "Call back" });
    expect(followUpInputOf("2026-11-25", "x".repeat(FOLLOW_UP_NOTE_MAX))).toMatchObject({ ok: true });
    expect(followUpInputOf("2026-11-25", "x".repeat(FOLLOW_UP_NOTE_MAX + 1))).toEqual({ ok: false, error: "note_too_long" });
    expect(followUpInputOf("2026-11-25", "two\nlines")).toEqual({ ok: false, error: "note_invalid" });
  });
});

describe("what is due, in order, with a fixed clock", () => {
  const today = localDate(NOW);
  const items = [
    { id: "next-week", followUpOn: "2026-11-30" },
    { id: "none", followUpOn: null },
    { id: "today", followUpOn: "2026-11-23" },
    { id: "tomorrow", followUpOn: "2026-11-24" },
    { id: "long-overdue", followUpOn: "2026-11-02" },
    { id: "overdue", followUpOn: "2026-11-20" },
  ];

  it("lists today and overdue first (the longest overdue first), then upcoming soonest first; nothing without a date", () => {
    expect(inFollowUpOrder(items, today).map((item) => item.id)).toEqual(["long-overdue", "overdue", "today", "tomorrow", "next-week"]);
  });

  it("says where each stands in words", () => {
    expect(followUpState("2026-11-20", today)).toBe("overdue");
    expect(followUpState("2026-11-23", today)).toBe("today");
    expect(followUpState("2026-11-24", today)).toBe("upcoming");
    expect(followUpWhen("2026-11-20", today)).toBe("Overdue since Friday, November 20");
    expect(followUpWhen("2026-11-23", today)).toBe("Due today");
    expect(followUpWhen("2026-11-24", today)).toBe("Tuesday, November 24");
  });
});
