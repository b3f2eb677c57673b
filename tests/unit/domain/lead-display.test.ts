import { describe, expect, it } from "vitest";
import { QUICK_MESSAGE, QUICK_NAME } from "@domain/lead/fields";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { composeReceipt } from "../../../server/alerts/receipt";
import { composeEscalation } from "../../../server/alerts/escalation";
import { leadPayload } from "../../../server/alerts/webhook-payload";
import { leadsCsv } from "../../../server/export/csv";
import type { Lead } from "../../../server/contact/lead-store";

describe("what people read about a lead", () => {
  const quick = { kind: "quick" as const, name: QUICK_NAME, email: "owner@example.com", message: QUICK_MESSAGE };

  it("a quick request is named by its email address and has no message of its own", () => {
    expect(ownName(quick)).toBeNull();
    expect(leadDisplayName(quick)).toBe("owner@example.com");
    expect(ownMessage(quick)).toBeNull();
    expect(NO_MESSAGE).not.toContain(QUICK_MESSAGE);
  });

  it("a name and a message the visitor wrote are theirs, whatever the form", () => {
    const full = { kind: "full" as const, name: "Jordan Ellis", email: "jordan@example.com", message: "We need a site." };
    expect(leadDisplayName(full)).toBe("Jordan Ellis");
    expect(ownMessage(full)).toBe("We need a site.");
    // The API may send a quick request with a name and a message: those were written by the visitor.
    const typed = { ...quick, name: "Sam", message: "Call me after 3." };
    expect(leadDisplayName(typed)).toBe("Sam");
    expect(ownMessage(typed)).toBe("Call me after 3.");
    // The label typed on another form is what that visitor wrote.
    expect(leadDisplayName({ ...full, name: QUICK_NAME })).toBe(QUICK_NAME);
  });
});

describe("a quick request, wherever people read it", () => {
  const quick: Lead = {
    id: "5d1c7e0a-0000-4000-8000-000000000002",
    createdAt: "2026-11-20T21:00:00.000Z",
    kind: "quick",
    name: QUICK_NAME,
    email: "owner@example.com",
    phone: null,
    subject: null,
    message: QUICK_MESSAGE,
    location: null,
    page: "/",
    spam: false,
    spamReason: null,
    status: "sent",
    attempts: 1,
    nextAttemptAt: null,
    lockedUntil: null,
    lastError: null,
    sentAt: "2026-11-20T21:00:01.000Z",
  };
  const settings = { from: "site@agency.example", contactTo: "leads@agency.example", siteUrl: "https://www.agency.example" };
  const invented = (text: string) => {
    expect(text).not.toContain(QUICK_NAME);
    expect(text).not.toContain(QUICK_MESSAGE);
  };

  it("the receipt greets no label and quotes no text", () => {
    const receipt = composeReceipt(quick, settings);
    for (const part of [receipt.text, receipt.html]) invented(part);
    expect(receipt.text).toMatch(/^Hello,\n/);
    expect(receipt.text).not.toContain("Your message:");
    expect(receipt.to).toBe("owner@example.com");
  });

  it("the overdue alarm and the webhook name it by its address", () => {
    const alarm = composeEscalation(quick, new Date("2026-11-21T21:00:00.000Z"), settings);
    for (const part of [alarm.subject, alarm.text, alarm.html]) invented(part);
    expect(alarm.replyTo).toEqual({ name: "", address: "owner@example.com" });
    for (const event of ["new", "overdue"] as const) {
      const payload = leadPayload(quick, settings, event, new Date("2026-11-21T21:00:00.000Z"));
      for (const value of [payload.name, payload.summary, payload.text]) invented(value);
      expect(payload.name).toBe("owner@example.com");
      expect(payload.text).toContain("owner@example.com");
    }
  });

  it("the CSV leaves the name and message blank", () => {
    const csv = leadsCsv([quick]);
    invented(csv);
    expect(csv).toContain("owner@example.com");
  });
});
