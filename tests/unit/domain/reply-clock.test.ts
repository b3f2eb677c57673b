import { describe, expect, it } from "vitest";
import { addBusinessMinutes, replyDueAt } from "@domain/lead/reply-clock";
import { formatDuration } from "@domain/duration";

// Office: Mon–Fri 9:00–17:00 America/Detroit (8 business hours a day).
describe("the reply promise", () => {
  it("is 24 hours for the quick form, whatever the day", () => {
    const friday = new Date("2026-11-20T22:00:00Z"); // Fri 5 pm Detroit
    expect(replyDueAt(friday, "quick").toISOString()).toBe("2026-11-21T22:00:00.000Z");
  });

  it("is 24 business hours (three office days) for the full form and the location form that submits like it", () => {
    // Monday 10:00 EST → Thursday 10:00 EST.
    expect(replyDueAt(new Date("2026-11-16T15:00:00Z"), "full").toISOString()).toBe("2026-11-19T15:00:00.000Z");
    expect(replyDueAt(new Date("2026-11-16T15:00:00Z"), "location").toISOString()).toBe("2026-11-19T15:00:00.000Z");
  });

  it("starts counting at the next opening when a message arrives after hours or at the weekend", () => {
    // Saturday → counted from Monday 9:00, due Wednesday 17:00 (EST = UTC−5).
    expect(replyDueAt(new Date("2026-11-21T15:00:00Z"), "full").toISOString()).toBe("2026-11-25T22:00:00.000Z");
    // Tuesday 20:00 → from Wednesday 9:00 → Friday 17:00.
    expect(replyDueAt(new Date("2026-11-18T01:00:00Z"), "full").toISOString()).toBe("2026-11-20T22:00:00.000Z");
  });

  it("keeps office time across a daylight-saving change", () => {
    // Friday Oct 30 2026 15:00 EDT (UTC−4); DST ends Sunday Nov 1. 2 h Fri + 8 h Mon + 8 h Tue + 6 h Wed → Wed 15:00 EST (UTC−5).
    expect(replyDueAt(new Date("2026-10-30T19:00:00Z"), "full").toISOString()).toBe("2026-11-04T20:00:00.000Z");
  });

  it("adds business minutes within one day", () => {
    expect(addBusinessMinutes(new Date("2026-11-16T15:00:00Z"), 90).toISOString()).toBe("2026-11-16T16:30:00.000Z");
  });

  it("formats durations for a glance", () => {
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration(3 * 3_600_000)).toBe("3 h");
    expect(formatDuration(3.5 * 3_600_000)).toBe("3 h 30 min");
    expect(formatDuration(52 * 3_600_000)).toBe("2 d 4 h");
  });
});
