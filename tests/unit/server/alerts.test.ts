/**
 * The follow-ups of a lead or booking as pure pieces: the signed webhook request and its payload, the
 * visitor's receipt (the promise per kind, the message quoted, nothing typed in a header), the overdue
 * alarm's schedule with a fixed clock, and the config that turns them on.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { webhookSignature } from "../../../server/outbox/webhook-sender";
import { bookingPayload, chatSafe, leadPayload, webhookRequest } from "../../../server/alerts/webhook-payload";
import { composeReceipt, RECEIPT_SUBJECT } from "../../../server/alerts/receipt";
import { composeEscalation } from "../../../server/alerts/escalation";
import { AlertFollowUps } from "../../../server/alerts/follow-ups";
import { replyPromiseOf } from "@domain/lead/reply-promise";
import { parseAutoReply, parseLeadWebhook, readConfig } from "../../../server/config";
import type { Lead } from "../../../server/contact/lead-store";
import type { Booking } from "../../../server/booking/store";
import { leadFixture } from "../../support/lead-fixture";
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema";
import { site } from "../../../content/site";

const settings = { from: "site@agency.example", contactTo: "leads@agency.example", siteUrl: "https://www.example.com" };
const webhook = { url: "https://hooks.example.com/lead", secret: "s3cret-key" };

const lead = (overrides: Partial<Lead> = {}): Lead => leadFixture({ phone: "586-555-0100", message: "Hello\nWe need a site.", ...overrides });

describe("the webhook request", () => {
  it("signs the exact body with HMAC-SHA256 (a published test vector)", () => {
    expect(webhookSignature("The quick brown fox jumps over the lazy dog", "key")).toBe("sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8");
  });

  it("carries the contract's fields for a lead, signed over the body it sends", () => {
    const request = webhookRequest(leadPayload(lead(), settings, "new"), webhook, "delivery-1");
    expect(request.url).toBe(webhook.url);
    expect(request.headers["X-Signature"]).toBe(`sha256=${createHmac("sha256", webhook.secret).update(request.body).digest("hex")}`);
    expect(request.headers["X-Delivery-Id"]).toBe("delivery-1");
    expect(request.headers["Content-Type"]).toMatch(/^application\/json/);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: "lead",
      event: "new",
      id: lead().id,
      name: "Zoë Park",
      email: "zoe@example.com",
      phone: "586-555-0100",
      summary: "New website",
      page: "/contact",
      adminUrl: `https://www.example.com/admin/leads/${lead().id}`,
    });
    expect(body.text).toContain("New lead from Zoë Park (zoe@example.com, 586-555-0100) via the full contact form on /contact: New website");
    expect(body.text).toContain(body.adminUrl);
  });

  it("summarises a lead without a subject by its message on one line, clipped", () => {
    const payload = leadPayload(lead({ subject: null, message: `Line one\nline two ${"x".repeat(300)}` }), settings, "new");
    expect(payload.summary.startsWith("Line one line two")).toBe(true);
    expect(payload.summary.length).toBeLessThanOrEqual(200);
  });

  it("keeps visitor text inert in a chat message (no Slack mentions or links, no Discord @everyone)", () => {
    expect(chatSafe("<!channel> & <https://evil.example|click> @everyone @here")).toBe("&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt; @\u200beveryone @\u200bhere");
    const payload = leadPayload(lead({ name: "<!channel> Bot", subject: "@everyone buy" }), settings, "new");
    expect(payload.text).not.toContain("<!channel>");
    expect(payload.text).not.toContain("@everyone");
    // The JSON fields themselves stay as typed: a receiver escapes them for its own use.
    expect(payload.name).toBe("<!channel> Bot");
  });

  it("says when a lead is overdue, with the promise and the deadline in office time", () => {
    const payload = leadPayload(lead(), settings, "overdue", new Date("2026-11-25T20:00:00Z"));
    expect(payload.event).toBe("overdue");
    expect(payload.text).toContain("still new");
    expect(payload.text).toContain("within 24 business hours");
    expect(payload.text).toContain("ran out on Wednesday, November 25 at 3:00 PM Eastern");
  });

  it("describes a booking with its time and its workspace page", () => {
    const booking: Booking = {
      id: "b-1",
      createdAt: "2026-11-20T20:00:00.000Z",
      start: "2026-11-24T15:00:00.000Z",
      end: "2026-11-24T15:30:00.000Z",
      name: "Lee",
      email: "lee@example.com",
      phone: null,
      topic: "Shop",
      status: "active",
      cancelledAt: null,
      cancelledBy: null,
      spam: false,
      spamReason: null,
      sequence: 0,
      outcome: null,
      cancelReason: null,
    };
    const payload = bookingPayload(booking, settings);
    expect(payload).toMatchObject({ type: "booking", id: "b-1", page: "/book", phone: null, adminUrl: "https://www.example.com/admin/bookings/b-1" });
    expect(payload.summary).toBe("Free consultation Tuesday, November 24 at 10:00 AM Eastern: Shop");
    expect(payload.text).toContain("New booking: Lee (lee@example.com) booked a free consultation Tuesday, November 24 at 10:00 AM Eastern");
  });
});

describe("the visitor's receipt", () => {
  it("repeats the promise the form showed: 24 hours (quick), 24 business hours (full, location)", () => {
    expect(replyPromiseOf("quick").sentence).toBe("We'll be in touch within 24 hours.");
    expect(replyPromiseOf("full").sentence).toBe("We'll respond to your inquiry within 24 business hours.");
    expect(replyPromiseOf("location").sentence).toBe("We'll respond to your inquiry within 24 business hours.");
    expect(composeReceipt(lead({ kind: "quick" }), settings).text).toContain("We'll be in touch within 24 hours.");
    expect(composeReceipt(lead({ kind: "full" }), settings).text).toContain("within 24 business hours.");
    expect(composeReceipt(lead({ kind: "location" }), settings).html).toContain("within 24 business hours.");
  });

  it("quotes the message back, gives the phone number, and answers to the agency", () => {
    const mail = composeReceipt(lead(), settings);
    expect(mail.text).toContain("> Hello\n> We need a site.");
    expect(mail.text).toContain(site.phone);
    expect(mail.html).toContain(site.phone);
    expect(mail.replyTo).toEqual({ name: site.name, address: "leads@agency.example" });
    expect(mail.headers["Auto-Submitted"]).toBe("auto-replied");
  });

  it("puts nothing the visitor typed in a header but the To name (the mailer encodes it), and escapes it in the HTML", () => {
    const hostile = lead({ name: "=?utf-8?q?a=0D=0ABcc:x@evil.example?=\r\nBcc: x@evil.example", message: "<script>alert(1)</script>\r\nBcc: x@evil.example" });
    const mail = composeReceipt(hostile, settings);
    expect(mail.subject).toBe(RECEIPT_SUBJECT);
    expect(mail.to).toEqual({ name: "=?utf-8?q?a=0D=0ABcc:x@evil.example?= Bcc: x@evil.example", address: "zoe@example.com" });
    expect(Object.values(mail.headers).join(" ")).not.toContain("evil");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("the overdue alarm goes to the agency with a fixed subject, Reply-To the visitor", () => {
    const mail = composeEscalation(lead({ subject: "Urgent\r\nBcc: x@evil.example" }), new Date("2026-11-25T20:00:00Z"), settings);
    expect(mail.to).toBe("leads@agency.example");
    expect(mail.subject).toBe(`Overdue lead: no reply within 24 business hours - ${site.name}`);
    expect(mail.replyTo).toEqual({ name: "Zoë Park", address: "zoe@example.com" });
    expect(mail.text).toContain("Reply was due: Wednesday, November 25 at 3:00 PM Eastern");
    expect(mail.text).toContain(`https://www.example.com/admin/leads/${lead().id}`);
  });
});

/** A transaction that only records what is inserted (receipts off, so no guard is taken). */
function recordingTrx() {
  const inserted: Record<string, unknown>[] = [];
  const trx = {
    insertInto: () => ({ values: (rows: Record<string, unknown> | Record<string, unknown>[]) => ({ execute: async () => inserted.push(...[rows].flat()) }) }),
  } as unknown as Kysely<Database>;
  return { trx, inserted };
}

describe("the overdue alarm's schedule (fixed clock)", () => {
  const followUps = new AlertFollowUps({ autoReply: false, webhook });

  it("is due 24 business hours after a full-form lead, across a weekend in the office's zone", async () => {
    const { trx, inserted } = recordingTrx();
    // Friday Nov 20 2026, 3:00 PM EST: 2 h Friday + 8 h Monday + 8 h Tuesday + 6 h Wednesday → Wednesday 3:00 PM EST.
    const friday = new Date("2026-11-20T20:00:00.000Z");
    await followUps.queueForLead(trx, { id: "l1", createdAt: friday.toISOString(), kind: "full", email: "a@example.com" }, friday);
    const due = inserted.filter((row) => row.kind === "escalation" || row.kind === "escalation_webhook");
    expect(due.map((row) => row.next_attempt_at)).toEqual(["2026-11-25T20:00:00.000Z", "2026-11-25T20:00:00.000Z"]);
    expect(inserted.find((row) => row.kind === "webhook")).toMatchObject({ status: "queued", next_attempt_at: friday.toISOString() });
    expect(inserted.find((row) => row.kind === "receipt")).toMatchObject({ status: "skipped", skip_reason: "Receipts are off (AUTO_REPLY=0)" });
  });

  it("is due 24 clock hours after a quick-form lead, weekend or not", async () => {
    const { trx, inserted } = recordingTrx();
    const saturday = new Date("2026-11-21T15:00:00.000Z");
    await followUps.queueForLead(trx, { id: "l2", createdAt: saturday.toISOString(), kind: "quick", email: "a@example.com" }, saturday);
    expect(inserted.find((row) => row.kind === "escalation")?.next_attempt_at).toBe("2026-11-22T15:00:00.000Z");
  });

  it("a lead rescued from spam after its deadline gets its webhook, but no late receipt or alarm", async () => {
    const { trx, inserted } = recordingTrx();
    await followUps.queueForLead(trx, { id: "l3", createdAt: "2026-11-16T15:00:00.000Z", kind: "quick", email: "a@example.com" }, new Date("2026-11-20T15:00:00.000Z"));
    expect(inserted.map((row) => row.kind)).toEqual(["webhook"]);
  });
});

describe("the configuration", () => {
  it("sends receipts unless AUTO_REPLY=0", () => {
    expect(parseAutoReply(undefined)).toBe(true);
    expect(parseAutoReply("1")).toBe(true);
    expect(parseAutoReply("0")).toBe(false);
    expect(() => parseAutoReply("maybe")).toThrow(/AUTO_REPLY/);
    expect(readConfig({ AUTO_REPLY: "0" }).autoReply).toBe(false);
  });

  it("takes a webhook only as an http(s) URL with its secret", () => {
    expect(parseLeadWebhook(undefined, undefined)).toBeUndefined();
    expect(parseLeadWebhook("https://hooks.example.com/x", "k")).toEqual({ url: "https://hooks.example.com/x", secret: "k" });
    expect(() => parseLeadWebhook("https://hooks.example.com/x", undefined)).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => parseLeadWebhook("ftp://hooks.example.com", "k")).toThrow(/LEAD_WEBHOOK_URL/);
    expect(readConfig({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook", LEAD_WEBHOOK_SECRET: "k" }).leadWebhook?.url).toBe("http://127.0.0.1:9/hook");
  });
});
