import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "@domain/lead/fields";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import { replyDueAt } from "@domain/lead/reply-clock";
import { formMessagesOf } from "../../../app/components/forms/messages";
import { composeReceipt } from "../../../server/alerts/receipt";
import { composeEscalation } from "../../../server/alerts/escalation";
import type { Lead } from "../../../server/contact/lead-store";

// Office: Mon–Fri 9:00–17:00 America/Detroit (EST = UTC−5 in November).
const FRIDAY_4PM = new Date("2026-11-20T21:00:00Z");
const SATURDAY_4PM = new Date("2026-11-21T21:00:00Z");

const lead = (kind: Lead["kind"]): Lead => ({
  id: "5d1c7e0a-0000-4000-8000-000000000001",
  createdAt: FRIDAY_4PM.toISOString(),
  kind,
  name: "Jordan Ellis",
  email: "jordan@example.com",
  phone: null,
  subject: null,
  message: "We need a new site.",
  location: kind === "location" ? "warren" : null,
  page: "/",
  spam: false,
  spamReason: null,
  status: "sent",
  attempts: 1,
  nextAttemptAt: null,
  lockedUntil: null,
  lastError: null,
  sentAt: FRIDAY_4PM.toISOString(),
});

const settings = { from: "site@agency.example", contactTo: "leads@agency.example", siteUrl: "https://www.agency.example" };

describe("one reply promise per form (SPEC §1, §8)", () => {
  it("the quick form promises 24 hours; the full form, and the location form that submits like it, 24 business hours", () => {
    expect(replyPromiseOf("quick")).toMatchObject({ within: "within 24 hours", officeHoursOnly: false, sentence: "We'll be in touch within 24 hours." });
    for (const kind of ["full", "location"] as const) {
      expect(replyPromiseOf(kind), kind).toMatchObject({ within: "within 24 business hours", officeHoursOnly: true, sentence: "We'll respond to your inquiry within 24 business hours." });
    }
  });

  it("the success message, the receipt and the overdue alarm say the promise the lead's form made", () => {
    for (const kind of LEAD_KINDS) {
      const promise = replyPromiseOf(kind);
      expect(formMessagesOf(kind).successDescription, kind).toContain(promise.sentence);
      expect(composeReceipt(lead(kind), settings).text, kind).toContain(promise.sentence);
      const alarm = composeEscalation(lead(kind), replyDueAt(FRIDAY_4PM, kind), settings);
      expect(alarm.subject, kind).toContain(promise.within);
      expect(alarm.text, kind).toContain(`(${promise.within})`);
    }
  });

  it("the clock counts what was promised: a full-form or location lead sent Friday 4pm is not overdue Saturday 4pm", () => {
    for (const kind of ["full", "location"] as const) {
      const due = replyDueAt(FRIDAY_4PM, kind);
      expect(due.getTime(), kind).toBeGreaterThan(SATURDAY_4PM.getTime());
      // 1 office hour on Friday, 8 on Monday, 8 on Tuesday, 7 on Wednesday: Wednesday 4pm.
      expect(due.toISOString(), kind).toBe("2026-11-25T21:00:00.000Z");
    }
    // The quick form promised 24 hours, weekend or not.
    expect(replyDueAt(FRIDAY_4PM, "quick").toISOString()).toBe(SATURDAY_4PM.toISOString());
  });
});
