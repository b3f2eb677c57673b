import { afterEach, beforeEach, expect, it } from "vitest";
import { retentionCutoff, startBackend, type Backend, type OutboxTuning } from "../../../server/backend";
import { privacy } from "../../../content/site";
import { hashToken } from "../../../server/booking/service";
import type { StorageTarget } from "./outbox-suite";
import { waitFor } from "./outbox-suite";
import { SmtpCapture } from "./smtp";

const FAST: OutboxTuning = {
  pollIntervalMs: 50,
  leaseMs: 30_000,
  backoff: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 },
};

const person = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: "586-555-0100", topic: `A new website, ${n}` });

/** Unfolds iCalendar content lines. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

/**
 * Bookings on a real database: one per slot under concurrency, cancel frees the slot, and the
 * invitations reach a real SMTP server with their calendar part. Runs per database (SQLite, PostgreSQL).
 */
export function defineBookingSuite(target: StorageTarget): void {
  const smtp = new SmtpCapture();
  const backends: Backend[] = [];
  const logs: string[] = [];

  async function backend(options: { smtp?: boolean } = {}): Promise<Backend> {
    const started = await startBackend(
      {
        ...target.config(),
        smtpUrl: options.smtp === false ? undefined : smtp.url,
        mailFrom: "site@agency.example",
        contactTo: "leads@agency.example",
        rateLimit: null,
        siteUrl: "https://www.agency.example/",
      },
      { ...FAST, log: { log: (line: string) => logs.push(line), warn: (line: string) => logs.push(`WARN ${line}`), error: (line: string) => logs.push(`ERROR ${line}`) } },
    );
    backends.push(started);
    return started;
  }

  beforeEach(async () => {
    await target.reset();
    smtp.mails.length = 0;
    logs.length = 0;
    await smtp.start(0);
  });

  afterEach(async () => {
    for (const b of backends.splice(0)) await b.stop();
    await smtp.stop();
  });

  // On PostgreSQL the 20 inserts run on up to 10 pooled connections at once: the unique index decides.
  it("20 concurrent bookings of one slot: exactly one is stored, the rest are told slot_taken", async () => {
    const b = await backend({ smtp: false });
    const [slot] = await b.booking.freeSlots();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => b.booking.book({ slot: slot!.start, ...person(n) }, { clientAddress: "127.0.0.1" })),
    );
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "slot_taken")).toHaveLength(19);
    expect((await b.bookings.upcoming(new Date())).map((booking) => booking.start)).toEqual([slot!.start]);
    expect((await b.booking.freeSlots()).some((free) => free.start === slot!.start)).toBe(false);
  });

  it("stores the cancel token only as its hash; cancelling frees the slot, which can be booked again", async () => {
    const b = await backend({ smtp: false });
    const [slot] = await b.booking.freeSlots();
    const booked = await b.booking.book({ slot: slot!.start, ...person(1) }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    expect(booked.cancelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await b.database.db.selectFrom("bookings").selectAll().where("id", "=", booked.booking.id).executeTakeFirstOrThrow();
    expect(row.cancel_token_hash).toBe(hashToken(booked.cancelToken));
    expect(JSON.stringify(row)).not.toContain(booked.cancelToken);

    expect(await b.booking.findByCancelToken("x".repeat(43))).toBeUndefined();
    expect(await b.booking.cancel("not-a-token")).toEqual({ ok: false, error: "not_found" });
    const cancelled = await b.booking.cancel(booked.cancelToken);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(await b.booking.cancel(booked.cancelToken)).toEqual({ ok: false, error: "already_cancelled" });
    expect((await b.booking.freeSlots()).some((free) => free.start === slot!.start)).toBe(true);

    const again = await b.booking.book({ slot: slot!.start, ...person(2) }, { clientAddress: "127.0.0.1" });
    expect(again.ok).toBe(true);
    expect((await b.booking.freeSlots()).some((free) => free.start === slot!.start)).toBe(false);
    // The cancelled booking is kept for the record; both mails of each step are queued.
    expect((await b.bookings.mailsFor(booked.booking.id)).map((mail) => mail.kind).sort()).toEqual([
      "agency_cancel",
      "agency_request",
      "visitor_cancel",
      "visitor_confirmation",
    ]);
  });

  it("deletes bookings whose consultation is past the retention period, never one with an email still queued", async () => {
    const b = await backend({ smtp: false });
    const [first, second, third] = await b.booking.freeSlots();
    const book = async (slot: { start: string } | undefined, n: number) => {
      const result = await b.booking.book({ slot: slot!.start, ...person(n) }, { clientAddress: "127.0.0.1" });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result;
    };
    const oldSent = await book(first, 1);
    const oldCancelled = await book(second, 2);
    await b.booking.cancel(oldCancelled.cancelToken);
    const oldQueued = await book(third, 3);
    const recent = await b.booking.book({ slot: (await b.booking.freeSlots())[0]!.start, ...person(4) }, { clientAddress: "127.0.0.1" });
    // Three of them took place long ago; all their emails went out except oldQueued's.
    const longAgo = retentionCutoff(new Date(Date.now() - 24 * 60 * 60 * 1000), privacy.bookingRetentionMonths);
    const ids = [oldSent.booking.id, oldCancelled.booking.id, oldQueued.booking.id];
    const db = b.database.db;
    for (const [n, id] of ids.entries()) {
      const start = new Date(longAgo.getTime() - (n + 1) * 60 * 60 * 1000);
      const end = new Date(start.getTime() + 30 * 60 * 1000);
      await db.updateTable("bookings").set({ slot_start: start.toISOString(), slot_end: end.toISOString() }).where("id", "=", id).execute();
    }
    await db.updateTable("booking_mails").set({ status: "sent" }).where("booking_id", "in", [oldSent.booking.id, oldCancelled.booking.id]).execute();

    expect(await b.bookings.purgeEndedBefore(retentionCutoff(new Date(), privacy.bookingRetentionMonths))).toBe(2);
    expect(await b.bookings.get(oldSent.booking.id)).toBeUndefined();
    expect(await b.bookings.get(oldCancelled.booking.id)).toBeUndefined();
    expect(await b.bookings.mailsFor(oldSent.booking.id)).toEqual([]);
    expect(await b.bookings.get(oldQueued.booking.id)).toBeDefined();
    expect(recent.ok && (await b.bookings.get(recent.booking.id))).toBeTruthy();
  });

  it("mails the agency and the visitor an invitation with a calendar part and the cancel link; cancelling mails both a CANCEL", async () => {
    const b = await backend();
    const [slot] = await b.booking.freeSlots();
    const booked = await b.booking.book(
      { slot: slot!.start, name: `Zoë <b>Bold</b>, "Co"; Ltd`, email: "zoe@example.com", topic: "Line one <img src=x onerror=alert(1)>\nLine two; more, text" },
      { clientAddress: "127.0.0.1" },
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const id = booked.booking.id;
    await waitFor(() => smtp.mails.length === 2, 15_000, "both invitations");
    const toAgency = smtp.mails.find((mail) => mail.envelopeTo.includes("leads@agency.example"))!;
    const toVisitor = smtp.mails.find((mail) => mail.envelopeTo.includes("zoe@example.com"))!;
    expect(toAgency.envelopeTo).toEqual(["leads@agency.example"]);
    expect(toVisitor.envelopeTo).toEqual(["zoe@example.com"]);

    for (const mail of [toAgency, toVisitor]) {
      expect(mail.envelopeFrom).toBe("site@agency.example");
      expect(mail.headers.get("x-booking-id")).toBe(id);
      expect(mail.calendarType).toMatch(/^text\/calendar;.*method=REQUEST/i);
      const ics = unfold(mail.calendar);
      expect(ics).toMatch(/^METHOD:REQUEST$/m);
      expect(ics).toMatch(new RegExp(`^UID:[^\\r\\n]*${id}`, "m"));
      expect(ics).toContain(`DTSTART:${slot!.start.replace(/[-:]/g, "").replace(".000", "")}`);
      expect(ics).toContain(`DTEND:${slot!.end.replace(/[-:]/g, "").replace(".000", "")}`);
      expect(ics).toContain("ATTENDEE;CN=\"Zoë <b>Bold</b>, Co; Ltd\"");
      expect(ics).toContain("Line one <img src=x onerror=alert(1)>\\nLine two\\; more\\, text");
      expect(mail.html).not.toMatch(/<b>|<img/);
    }
    expect(toAgency.html).toContain("Zoë &lt;b&gt;Bold&lt;/b&gt;");
    expect(toAgency.headers.get("reply-to")).toContain("<zoe@example.com>");
    const link = `https://www.agency.example/book/cancel/${booked.cancelToken}`;
    expect(toVisitor.text).toContain(link);
    expect(toVisitor.html).toContain(`href="${link}"`);
    expect(toAgency.raw).not.toContain(booked.cancelToken);

    // Once delivered, the plain token is gone from the database; only its hash is left.
    await waitFor(async () => (await b.bookings.mailsFor(id)).every((mail) => mail.status === "sent"), 15_000, "both marked sent");
    expect((await b.bookings.mailsFor(id)).map((mail) => mail.cancelToken)).toEqual([null, null]);

    smtp.mails.length = 0;
    expect((await b.booking.cancel(booked.cancelToken)).ok).toBe(true);
    await waitFor(() => smtp.mails.length === 2, 15_000, "both cancellations");
    expect(smtp.mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["leads@agency.example", "zoe@example.com"]);
    for (const mail of smtp.mails) {
      expect(mail.calendarType).toMatch(/method=CANCEL/i);
      const ics = unfold(mail.calendar);
      expect(ics).toMatch(/^METHOD:CANCEL$/m);
      expect(ics).toMatch(/^STATUS:CANCELLED$/m);
      expect(ics).toMatch(/^SEQUENCE:1$/m);
      expect(ics).toMatch(new RegExp(`^UID:[^\\r\\n]*${id}`, "m"));
    }
  });

  it("keeps booking emails queued without SMTP and delivers them after a restart with it", async () => {
    const withoutMail = await backend({ smtp: false });
    const [slot] = await withoutMail.booking.freeSlots();
    const booked = await withoutMail.booking.book({ slot: slot!.start, ...person(3) }, { clientAddress: "127.0.0.1" });
    expect(booked.ok).toBe(true);
    expect(logs.some((line) => line.includes("SMTP_URL is not set") && line.includes("Booking"))).toBe(true);
    await withoutMail.stop();
    backends.splice(backends.indexOf(withoutMail), 1);

    await backend();
    await waitFor(() => smtp.mails.length === 2, 15_000, "both queued invitations");
    expect(smtp.mails.every((mail) => /method=REQUEST/i.test(mail.calendarType))).toBe(true);
  });

  it("retries a booking email while SMTP is down", async () => {
    const port = smtp.port;
    await smtp.stop();
    const b = await backend();
    const [slot] = await b.booking.freeSlots();
    const booked = await b.booking.book({ slot: slot!.start, ...person(4) }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error("not booked");
    await waitFor(async () => (await b.bookings.mailsFor(booked.booking.id)).every((mail) => mail.attempts >= 2), 15_000, "failed attempts");
    expect((await b.bookings.mailsFor(booked.booking.id)).every((mail) => mail.status === "queued" && /ECONNREFUSED|connect/i.test(mail.lastError ?? ""))).toBe(true);
    await smtp.start(port);
    await waitFor(() => smtp.mails.length === 2, 15_000, "delivery after the outage");
  });
}
