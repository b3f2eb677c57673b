import { afterEach, beforeEach, expect, it } from "vitest";
import type { Backend, OutboxTuning } from "../../../server/backend";
import { RECEIPT_SUBJECT } from "../../../server/alerts/receipt";
import { SKIP_REASONS } from "../../../server/alerts/follow-ups";
import { site } from "../../../content/site";
import { waitFor, type StorageTarget } from "./outbox-suite";
import { backendHarness } from "./backend-harness";
import { WebhookReceiver } from "./webhook-receiver";

const SITE = "https://www.agency.example";
const HOUR_MS = 60 * 60_000;

const lead = (n: number, overrides: Record<string, unknown> = {}) => ({
  kind: "quick",
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: `Message number ${n}\nSecond line`,
  ...overrides,
});

/**
 * A lead's and a booking's follow-ups on a real database, through a real SMTP server and a real HTTP
 * receiver on loopback: the visitor's receipt (once per address per 24 hours, none for spam, off with
 * AUTO_REPLY=0), the signed webhook with retries, and the overdue alarm (once with two workers, skipped
 * when the lead was answered). Runs per database (SQLite, PostgreSQL).
 */
export function defineAlertsSuite(target: StorageTarget): void {
  const receiver = new WebhookReceiver("receiver-secret");
  const { smtp, logs, backend: startBackendOn } = backendHarness(target, { siteUrl: `${SITE}/` });
  const backend = (options: { smtp?: boolean; webhook?: boolean; autoReply?: boolean; name?: string; tuning?: Partial<OutboxTuning> } = {}): Promise<Backend> =>
    startBackendOn({
      smtp: options.smtp,
      name: options.name,
      tuning: options.tuning,
      config: { autoReply: options.autoReply ?? true, leadWebhook: options.webhook === false ? undefined : { url: receiver.url, secret: receiver.secret } },
    });

  const submit = async (b: Backend, raw: Record<string, unknown>, page = "/") => {
    const result = await b.service.submit(raw, { clientAddress: "127.0.0.1", page, rules: "form" });
    if (!result.ok) throw new Error(`submit failed: ${JSON.stringify(result)}`);
    return result.id;
  };
  const receipts = () => smtp.mails.filter((mail) => mail.headers.get("x-alert-kind") === "receipt");
  const alarms = () => smtp.mails.filter((mail) => mail.headers.get("x-alert-kind") === "escalation");
  const agencyMails = () => smtp.mails.filter((mail) => !mail.headers.has("x-alert-kind"));
  const alertsOf = async (b: Backend, leadId: string) => b.alerts.forLead(leadId);
  const alertOf = async (b: Backend, leadId: string, kind: string) => (await alertsOf(b, leadId)).find((alert) => alert.kind === kind);

  beforeEach(async () => {
    receiver.hooks.length = 0;
    receiver.failFirst = 0;
    receiver.delayMs = 0;
    await receiver.start();
  });

  afterEach(async () => {
    await receiver.stop();
  });

  it("mails a clean lead's visitor a receipt: the promise, the message quoted, the phone; nothing visitor-typed in a header", async () => {
    const b = await backend({ webhook: false });
    const id = await submit(b, lead(1, { kind: "full", subject: "A site", name: "Zoë =?utf-8?q?x?= Park" }), "/contact");
    const receipt = await waitFor(() => receipts()[0], 15_000, "the receipt");
    expect(receipt.envelopeTo).toEqual(["visitor1@example.com"]);
    expect(receipt.envelopeFrom).toBe("site@agency.example");
    expect(receipt.subject).toBe(RECEIPT_SUBJECT);
    // The name is the display name, its `=?` kept from reading as an encoded word (server/mail/header-text.ts).
    expect(receipt.headers.get("to")).toBe("Zoë =\u200b?utf-8?q?x?= Park <visitor1@example.com>");
    expect(receipt.headers.get("reply-to")).toContain("<leads@agency.example>");
    expect(receipt.headers.get("auto-submitted")).toBe("auto-replied");
    expect(receipt.text).toContain("We'll respond to your inquiry within 24 business hours.");
    expect(receipt.text).toContain("> Message number 1\n> Second line");
    expect(receipt.text).toContain(site.phone);
    await waitFor(() => agencyMails().length === 1, 15_000, "the agency's email");
    await waitFor(async () => (await alertOf(b, id, "receipt"))?.status === "sent", 15_000, "the receipt marked sent");
  });

  it("sends at most one receipt per address per 24 hours (whatever its case), and none for spam", async () => {
    const b = await backend({ webhook: false });
    const first = await submit(b, lead(1));
    const second = await submit(b, lead(2, { email: "VISITOR1@example.com" }));
    const spam = await submit(b, { ...lead(3), company_website: "https://spam.example" });
    const other = await submit(b, lead(4));
    await waitFor(() => receipts().length === 2 && agencyMails().length === 3, 15_000, "two receipts and three agency emails");
    await b.worker.idle();
    expect(receipts().map((mail) => mail.envelopeTo[0]).sort()).toEqual(["visitor1@example.com", "visitor4@example.com"]);
    expect(receipts()[0]!.text).toContain("We'll be in touch within 24 hours.");
    expect(await alertOf(b, second, "receipt")).toMatchObject({ status: "skipped", skipReason: SKIP_REASONS.recentReceipt });
    expect(await alertsOf(b, spam)).toEqual([]);
    expect((await alertOf(b, first, "receipt"))?.status).toBe("sent");
    expect((await alertOf(b, other, "receipt"))?.status).toBe("sent");

    // A day later the address may get one again.
    const later = await b.store.insert({ kind: "quick", name: "Visitor 1", email: "visitor1@example.com", message: "Again", spam: false }, new Date(Date.now() + 24 * HOUR_MS + 60_000));
    expect((await alertOf(b, later.id, "receipt"))?.status).toBe("queued");
  });

  it("gives one receipt to an address that sends many leads at once (two instances racing)", async () => {
    const [one, two] = [await backend({ webhook: false, name: "one" }), await backend({ webhook: false, name: "two" })];
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => submit(n % 2 ? one! : two!, lead(n, { email: "same@example.com" }))));
    await waitFor(() => agencyMails().length === 8, 20_000, "every agency email");
    await Promise.all([one!.worker.idle(), two!.worker.idle()]);
    expect(receipts()).toHaveLength(1);
    const states = await Promise.all(ids.map((id) => alertOf(one!, id, "receipt")));
    expect(states.filter((alert) => alert?.status === "sent")).toHaveLength(1);
    expect(states.filter((alert) => alert?.status === "skipped")).toHaveLength(7);
  });

  it("AUTO_REPLY=0 sends no receipt, and the lead's page says why", async () => {
    const b = await backend({ webhook: false, autoReply: false });
    const id = await submit(b, lead(1));
    await waitFor(() => agencyMails().length === 1, 15_000, "the agency's email");
    await b.worker.idle();
    expect(receipts()).toHaveLength(0);
    const page = await b.inbox.lead(id);
    expect(page?.alerts.find((alert) => alert.kind === "receipt")).toMatchObject({ status: "skipped", skipReason: SKIP_REASONS.autoReplyOff });
  });

  it("POSTs a clean lead to the webhook, signed, retrying a receiver that fails twice; without SMTP too", async () => {
    receiver.failFirst = 2;
    const b = await backend({ smtp: false });
    const id = await submit(b, lead(1, { kind: "full", subject: "New shop", phone: "586-555-0101" }), "/contact");
    const delivered = await waitFor(() => receiver.delivered()[0], 15_000, "the webhook");
    expect(receiver.hooks.map((hook) => hook.answered)).toEqual([500, 500, 200]);
    expect(receiver.hooks.every((hook) => hook.signatureValid)).toBe(true);
    // One delivery id for every attempt, so a receiver can drop a repeat.
    expect(new Set(receiver.hooks.map((hook) => hook.headers["x-delivery-id"])).size).toBe(1);
    expect(delivered.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(delivered.body)).toEqual({
      type: "lead",
      event: "new",
      id,
      name: "Visitor 1",
      email: "visitor1@example.com",
      phone: "586-555-0101",
      summary: "New shop",
      page: "/contact",
      adminUrl: `${SITE}/admin/leads/${id}`,
      createdAt: expect.any(String),
      text: `New lead from Visitor 1 (visitor1@example.com, 586-555-0101) via the full contact form on /contact: New shop\n${SITE}/admin/leads/${id}`,
    });
    const alert = await waitFor(async () => {
      const row = await alertOf(b, id, "webhook");
      return row?.status === "sent" ? row : undefined;
    }, 15_000, "the webhook marked sent");
    expect(alert.attempts).toBe(3);
    expect(logs.some((line) => line.includes("not sent (attempt 1)") && line.includes("HTTP 500"))).toBe(true);
    // Without SMTP the emails wait; the webhook did not.
    expect((await b.store.get(id))?.status).toBe("queued");
    expect((await alertOf(b, id, "receipt"))?.status).toBe("queued");
  });

  it("retries a webhook that times out, and a receiver's forged signature check would fail", async () => {
    receiver.delayMs = 800;
    const b = await backend({ smtp: false, tuning: { webhookTimeoutMs: 150 } });
    const id = await submit(b, lead(1));
    await waitFor(async () => (await alertOf(b, id, "webhook"))?.lastError?.includes("timed out after 150 ms"), 15_000, "a timed-out attempt");
    receiver.delayMs = 0;
    await waitFor(async () => (await alertOf(b, id, "webhook"))?.status === "sent", 15_000, "delivery once the receiver is quick");
    const hook = receiver.delivered().at(-1)!;
    expect(receiver.verify(hook.body, hook.headers["x-signature"])).toBe(true);
    expect(receiver.verify(hook.body.replace("Visitor 1", "Visitor 2"), hook.headers["x-signature"])).toBe(false);
  });

  it("POSTs a clean booking to the webhook, and its page lists it", async () => {
    const b = await backend({ smtp: false });
    const [slot] = await b.bookings.freeSlots();
    const booked = await b.bookings.book({ slot: slot!.start, name: "Lee Park", email: "lee@example.com", topic: "Online shop" }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const payload = await waitFor(() => receiver.payloads()[0], 15_000, "the booking webhook");
    expect(payload).toMatchObject({ type: "booking", id: booked.booking.id, name: "Lee Park", email: "lee@example.com", phone: null, page: "/book", adminUrl: `${SITE}/admin/bookings/${booked.booking.id}` });
    expect(String(payload.summary)).toMatch(/^Free consultation .+ Eastern: Online shop$/);
    await waitFor(async () => (await b.inbox.booking(booked.booking.id))?.alerts[0]?.status === "sent", 15_000, "the booking's webhook marked sent");
  });

  it("sends the overdue alarm once, by email and webhook, when a lead is still new at its deadline (two workers)", async () => {
    // The writer queues the webhook rows too, but never polls: only the two workers below deliver.
    const writer = await backend({ smtp: false, autoReply: false, tuning: { pollIntervalMs: 600_000 } });
    // A quick-form lead that arrived 25 hours ago: its 24-hour promise ran out an hour ago.
    const stored = await writer.store.insert({ kind: "quick", name: "Late Lead", email: "late@example.com", message: "Still waiting", spam: false }, new Date(Date.now() - 25 * HOUR_MS));
    // Nothing went out yet; the alarm waits in the outbox.
    expect((await alertOf(writer, stored.id, "escalation"))?.status).toBe("queued");
    expect((await alertOf(writer, stored.id, "escalation_webhook"))?.status).toBe("queued");
    smtp.delayMs = 30;
    const [one, two] = await Promise.all([backend({ name: "one", autoReply: false }), backend({ name: "two", autoReply: false })]);
    await waitFor(() => alarms().length === 1 && receiver.payloads().some((payload) => payload.event === "overdue"), 15_000, "the alarm");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([one!.worker.idle(), two!.worker.idle()]);
    expect(alarms()).toHaveLength(1);
    const alarm = alarms()[0]!;
    expect(alarm.envelopeTo).toEqual(["leads@agency.example"]);
    expect(alarm.headers.get("reply-to")).toContain("<late@example.com>");
    expect(alarm.text).toContain("still New");
    expect(alarm.text).toContain(`${SITE}/admin/leads/${stored.id}`);
    const overdue = receiver.payloads().filter((payload) => payload.event === "overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ type: "lead", id: stored.id, adminUrl: `${SITE}/admin/leads/${stored.id}` });
    expect((await alertOf(one!, stored.id, "escalation"))?.status).toBe("sent");
    // Two workers on one SQLite file take turns at its write lock: slow on a loaded machine.
  }, 90_000);

  it("skips the overdue alarm when the lead was answered before its deadline", async () => {
    const writer = await backend({ smtp: false, autoReply: false, tuning: { pollIntervalMs: 600_000 } });
    const stored = await writer.store.insert({ kind: "quick", name: "Answered", email: "answered@example.com", message: "Hi", spam: false }, new Date(Date.now() - 25 * HOUR_MS));
    expect(await writer.inbox.setStage(stored.id, "contacted", "owner@agency.example")).toEqual({ ok: true, changed: true });
    const b = await backend({ autoReply: false });
    await waitFor(async () => (await alertOf(b, stored.id, "escalation"))?.status === "skipped", 15_000, "the alarm skipped");
    await waitFor(async () => (await alertOf(b, stored.id, "escalation_webhook"))?.status === "skipped", 15_000, "the webhook alarm skipped");
    await b.worker.idle();
    expect(alarms()).toHaveLength(0);
    expect(receiver.payloads().filter((payload) => payload.event === "overdue")).toHaveLength(0);
    expect(await alertOf(b, stored.id, "escalation")).toMatchObject({ skipReason: SKIP_REASONS.answered, attempts: 1 });
    expect(logs.some((line) => line.includes("not needed") && line.includes(stored.id))).toBe(true);
  });

  it("schedules the alarm at the reply promise: 24 business hours for the full form, over a weekend", async () => {
    const b = await backend({ smtp: false, webhook: false });
    // Friday Jan 9 2026, 3:00 PM EST → Wednesday Jan 14, 3:00 PM EST.
    const stored = await b.store.insert({ kind: "full", name: "Friday", email: "friday@example.com", subject: "Site", message: "Hi", spam: false }, new Date("2026-01-09T20:00:00.000Z"));
    expect((await alertOf(b, stored.id, "escalation"))?.nextAttemptAt).toBe("2026-01-14T20:00:00.000Z");
  });

  it("a lead moved out of spam gets what a clean lead gets; erasing a person takes the alerts along", async () => {
    const b = await backend();
    const id = await submit(b, { ...lead(1), company_website: "bot" });
    await b.worker.idle();
    expect(await alertsOf(b, id)).toEqual([]);
    expect(await b.inbox.notSpam(id, "owner@agency.example")).toBe(true);
    await waitFor(() => receipts().length === 1 && receiver.payloads().length === 1, 15_000, "the receipt and webhook after Not spam");
    expect(receiver.payloads()[0]).toMatchObject({ id, type: "lead" });
    expect((await alertsOf(b, id)).map((alert) => alert.kind).sort()).toEqual(["escalation", "escalation_webhook", "receipt", "webhook"]);

    await b.worker.idle();
    await b.inbox.erasePerson("visitor1@example.com", "owner@agency.example");
    expect(await alertsOf(b, id)).toEqual([]);
  });
}
