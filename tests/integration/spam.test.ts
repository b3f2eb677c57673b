/**
 * The spam defence on SQLite and PostgreSQL, below the pages: spam_reason stored for leads and
 * bookings, the duplicate rule's 24-hour lookup, the per-email tier, Not spam for a booking (its slot
 * only if still free) and the workspace's per-rule counts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import type { StorageTarget } from "./support/outbox-suite";
import { describeOnPostgres } from "./support/postgres";

const dirs: string[] = [];
let current = "";
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("spam defence on SQLite", () => {
  defineSpamSuite({
    config: () => ({ dataDir: current, databaseUrl: undefined }),
    env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
    async reset() {
      current = mkdtempSync(join(tmpdir(), "mws-spam-"));
      dirs.push(current);
    },
  });
});

describeOnPostgres("spam defence on PostgreSQL", defineSpamSuite);

const HOUR = 60 * 60_000;
const STUFFED = "Great work on the bakery site you built last year! We would like something similar for our shop, see http://a.example http://b.example http://c.example http://d.example";

function defineSpamSuite(target: StorageTarget) {
  let backend: Backend;

  beforeEach(async () => {
    await target.reset();
    backend = await startBackend(
      {
        ...target.config(),
        smtpUrl: undefined,
        mailFrom: "site@agency.example",
        contactTo: "leads@agency.example",
        rateLimit: null,
        emailLimit: { limit: 3, windowMs: 24 * HOUR },
        siteUrl: "https://www.agency.example/",
      },
      { pollIntervalMs: 60_000, log: { log: () => {}, warn: () => {}, error: () => {} } },
    );
  });

  afterEach(async () => {
    await backend.stop();
  });

  const submit = async (raw: Record<string, unknown>) => {
    const result = await backend.service.submit(raw, { clientAddress: "127.0.0.1", page: "/contact", rules: "api" });
    if (!result.ok) throw new Error(`lead refused: ${JSON.stringify(result)}`);
    return (await backend.store.get(result.id))!;
  };

  it("stores which rules fired; a flagged lead answers like a clean one and is never queued", async () => {
    const clean = await submit({ name: "Dana", email: "dana@example.com", message: "We need a website." });
    expect(clean).toMatchObject({ spam: false, spamReason: null, status: "queued" });

    const stuffed = await submit({ name: "Bot", email: "bot@mailinator.com", message: STUFFED });
    expect(stuffed).toMatchObject({ spam: true, spamReason: "link_stuffed,disposable_email", status: "skipped", nextAttemptAt: null });

    const honeypot = await submit({ name: "Bot", email: "bot2@example.com", message: "Hi", company_website: "http://x.example" });
    expect(honeypot).toMatchObject({ spam: true, spamReason: "honeypot", status: "skipped" });
  });

  it("duplicate: the same email and message again within 24 hours, not after", async () => {
    const lead = { kind: "full" as const, name: "Ann", email: "ann@example.com", message: "Need a shop.", spam: false };
    await backend.store.insert(lead, new Date(Date.now() - 25 * HOUR));
    expect(await submit(lead)).toMatchObject({ spam: false, spamReason: null });
    expect(await submit({ ...lead, email: "ANN@example.com", message: "need a  shop." })).toMatchObject({ spam: true, spamReason: "duplicate" });
    expect(await submit({ ...lead, message: "Need a shop, and a blog." })).toMatchObject({ spam: false });
  });

  it("the per-email tier flags the 4th submission in 24 hours, leads and bookings counted together", async () => {
    const email = "kim@example.com";
    const [slot] = await backend.bookings.freeSlots();
    const booked = await backend.bookings.book({ slot: slot!.start, name: "Kim", email }, { clientAddress: "127.0.0.1" });
    expect(booked).toMatchObject({ ok: true, booking: { spam: false } });
    await submit({ name: "Kim", email, message: "One" });
    await submit({ name: "Kim", email, message: "Two" });
    expect(await submit({ name: "Kim", email, message: "Three" })).toMatchObject({ spam: true, spamReason: "rate_email" });
  });

  it("the per-email tier counts an address however it is typed: zero-width and format characters, case, spaces", async () => {
    const [slot] = await backend.bookings.freeSlots();
    const booked = await backend.bookings.book({ slot: slot!.start, name: "Kim", email: "K\u200bIM@example.com" }, { clientAddress: "127.0.0.1" });
    expect(booked).toMatchObject({ ok: true, booking: { spam: false } });
    await submit({ name: "Kim", email: " kim\u2060@Example.COM ", message: "One" });
    await submit({ name: "Kim", email: "\ufeffki\u200dm@example.com", message: "Two" });
    for (const [index, email] of ["k\u202eim@example.com", "ki\u{E0041}m@example.com", "\u00a0KIM@EXAMPLE.COM\u3000", "kim@exam\u200cple.com"].entries()) {
      expect(await submit({ name: "Kim", email, message: `Again ${index}` }), JSON.stringify(email)).toMatchObject({ spam: true, spamReason: "rate_email" });
    }
    // Every one of them was stored, and would be mailed, as the one address.
    const stored = await backend.database.db.selectFrom("leads").select("email").execute();
    expect(new Set(stored.map((row) => row.email.toLowerCase()))).toEqual(new Set(["kim@example.com"]));
  });

  it("a spam booking holds no slot, mails nothing, answers like a booking; Not spam takes the slot only if still free", async () => {
    const [first, second] = await backend.bookings.freeSlots();
    const spam = await backend.bookings.book({ slot: first!.start, name: "Bot", email: "bot@example.com", company_website: "x" }, { clientAddress: "127.0.0.1" });
    if (!spam.ok) throw new Error("spam booking refused");
    expect(spam.booking).toMatchObject({ status: "active", spam: true, spamReason: "honeypot", start: first!.start });
    expect(spam.manageToken).toMatch(/^[\w-]{43}$/);
    expect(await backend.bookingStore.mailsFor(spam.booking.id)).toEqual([]);
    expect((await backend.bookings.freeSlots()).map((slot) => slot.start)).toContain(first!.start);
    expect((await backend.inbox.view({ view: "spam" })).items.map((item) => item.id)).toContain(spam.booking.id);
    expect((await backend.inbox.view({ view: "booked" })).items).toEqual([]);

    // A person books the same time: the spam booking did not hold it.
    const real = await backend.bookings.book({ slot: first!.start, name: "Ann", email: "ann@example.com" }, { clientAddress: "127.0.0.1" });
    expect(real).toMatchObject({ ok: true });
    // A spam booking for a held slot is answered 409, as a person's would be.
    expect(await backend.bookings.book({ slot: first!.start, name: "Bot", email: "bot3@example.com", company_website: "x" }, { clientAddress: "127.0.0.1" })).toEqual({ ok: false, error: "slot_taken" });

    expect(await backend.bookings.notSpam(spam.booking.id)).toEqual({ ok: false, error: "slot_taken" });
    expect(await backend.bookingStore.mailsFor(spam.booking.id)).toEqual([]);
    expect((await backend.bookingStore.get(spam.booking.id))?.spam).toBe(true);

    const other = await backend.bookings.book({ slot: second!.start, name: "Lee", email: "lee@mailinator.com" }, { clientAddress: "127.0.0.1" });
    if (!other.ok) throw new Error("booking refused");
    expect(other.booking).toMatchObject({ spam: true, spamReason: "disposable_email" });
    const released = await backend.bookings.notSpam(other.booking.id);
    expect(released).toMatchObject({ ok: true, booking: { spam: false, spamReason: "disposable_email", status: "active" } });
    expect((await backend.bookingStore.mailsFor(other.booking.id)).map((mail) => mail.kind).sort()).toEqual(["agency_request", "visitor_confirmation"]);
    expect((await backend.bookings.freeSlots()).map((slot) => slot.start)).not.toContain(second!.start);
    expect(await backend.bookings.notSpam(other.booking.id)).toEqual({ ok: false, error: "not_spam" });
    // The link the booking page showed still opens it (as a clean booking's does); the confirmation mints its own when sent.
    expect((await backend.bookings.findByManageToken(other.manageToken))?.id).toBe(other.booking.id);
    expect((await backend.bookingStore.mailsFor(other.booking.id)).every((mail) => mail.manageToken === null)).toBe(true);
  });

  it("a spam booking cancelled by its link is cancelled without emails", async () => {
    const [slot] = await backend.bookings.freeSlots();
    const spam = await backend.bookings.book({ slot: slot!.start, name: "Bot", email: "bot@example.com", company_website: "x" }, { clientAddress: "127.0.0.1" });
    if (!spam.ok) throw new Error("spam booking refused");
    expect(await backend.bookings.cancel(spam.manageToken)).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(await backend.bookingStore.mailsFor(spam.booking.id)).toEqual([]);
    expect(await backend.bookings.notSpam(spam.booking.id)).toEqual({ ok: false, error: "cancelled" });
  });

  it("Not spam for a lead queues its email and keeps its reasons; the per-rule counts show catches and releases over 30 days", async () => {
    const stuffed = await submit({ name: "Pat", email: "pat@example.com", message: STUFFED });
    await submit({ name: "Bot", email: "bot@example.com", message: "x", company_website: "y" });
    const [slot] = await backend.bookings.freeSlots();
    await backend.bookings.book({ slot: slot!.start, name: "Bot", email: "b@example.com", company_website: "x" }, { clientAddress: "127.0.0.1" });
    // Older than 30 days: not counted.
    await backend.store.insert({ kind: "full", name: "Old", email: "old@example.com", message: "old", spam: true, spamReason: "link_stuffed" }, new Date(Date.now() - 31 * 24 * HOUR));

    expect(await backend.inbox.notSpam(stuffed.id, "owner@agency.example")).toBe(true);
    expect(await backend.store.get(stuffed.id)).toMatchObject({ spam: false, spamReason: "link_stuffed", status: "queued" });
    const events = await backend.inbox.lead(stuffed.id);
    expect(events?.events).toMatchObject([{ kind: "not_spam", detail: "link_stuffed" }]);

    const counts = Object.fromEntries((await backend.inbox.spamRuleCounts()).map((count) => [count.rule, count]));
    expect(counts.honeypot).toMatchObject({ caught: 2, released: 0 });
    expect(counts.link_stuffed).toMatchObject({ caught: 1, released: 1 });
    expect(counts.mostly_links_or_repeats).toMatchObject({ caught: 0, released: 0 });
    expect(counts.duplicate).toMatchObject({ caught: 0, released: 0 });
    // In the Spam view: the honeypot lead and booking, and the old one (the view has no time limit).
    expect((await backend.inbox.view({ view: "spam" })).counts.spam).toBe(3);
  });
}
