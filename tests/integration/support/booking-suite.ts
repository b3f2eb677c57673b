import { expect, it } from "vitest";
import { retentionCutoff } from "../../../server/backend";
import { privacy } from "../../../content/site";
import { hashSecret } from "../../../server/security/secret-token";
import type { StorageTarget } from "./outbox-suite";
import { waitFor } from "./outbox-suite";
import { backendHarness } from "./backend-harness";
import { remindedSlots } from "./reminded-slots";


const person = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: "586-555-0100", topic: `A new website, ${n}` });

/** Unfolds iCalendar content lines. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

/**
 * Bookings on a real database: one per slot under concurrency, cancel frees the slot, and the
 * invitations reach a real SMTP server with their calendar part. Runs per database (SQLite, PostgreSQL).
 */
export function defineBookingSuite(target: StorageTarget): void {
  const { smtp, logs, backend, backends } = backendHarness(target, { siteUrl: "https://www.agency.example/" });

  // On PostgreSQL the 20 inserts run on up to 10 pooled connections at once: the unique index decides.
  it("20 concurrent bookings of one slot: exactly one is stored, the rest are told slot_taken", async () => {
    const b = await backend({ smtp: false });
    const [slot] = await b.bookings.freeSlots();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => b.bookings.book({ slot: slot!.start, ...person(n) }, { clientAddress: "127.0.0.1" })),
    );
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "slot_taken")).toHaveLength(19);
    expect((await b.bookingStore.upcoming(new Date())).map((booking) => booking.start)).toEqual([slot!.start]);
    expect((await b.bookings.freeSlots()).some((free) => free.start === slot!.start)).toBe(false);
  });

  // The unique index guards one slot; a buffer or the daily cap spans several, so concurrent bookings of
  // different slots must be decided one after the other (the store's booking lock).
  it("concurrent bookings of different slots keep the daily cap: with a cap of 1, one of 8 on a day is stored", async () => {
    const b = await backend({ smtp: false });
    const saved = await b.availability.save({ ...(await b.availability.settings()), dailyCap: 1 }, "test");
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const slots = await b.bookings.freeSlots();
    const day = slots.filter((slot) => slot.start.slice(0, 10) === slots[0]!.start.slice(0, 10)).slice(0, 8);
    expect(day.length).toBeGreaterThan(1);
    const results = await Promise.all(day.map((slot, n) => b.bookings.book({ slot: slot.start, ...person(n) }, { clientAddress: "127.0.0.1" })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "slot_taken")).toHaveLength(day.length - 1);
    expect(await b.bookingStore.upcoming(new Date())).toHaveLength(1);
  });

  it("concurrent bookings of neighbouring slots keep the buffer: with 30 minutes after each, one of two is stored", async () => {
    const b = await backend({ smtp: false });
    const before = await b.bookings.freeSlots();
    const [first, second] = before;
    // Neighbours with the default half-hour slots: the second starts as the first ends.
    expect(second!.start).toBe(first!.end);
    const saved = await b.availability.save({ ...(await b.availability.settings()), bufferAfterMinutes: 30 }, "test");
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const results = await Promise.all(
      [first!, second!].map((slot, n) => b.bookings.book({ slot: slot.start, ...person(n) }, { clientAddress: "127.0.0.1" })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "slot_taken")).toHaveLength(1);
    expect(await b.bookingStore.upcoming(new Date())).toHaveLength(1);
  });

  it("stores the cancel token only as its hash; cancelling frees the slot, which can be booked again", async () => {
    const b = await backend({ smtp: false });
    const [slot] = await b.bookings.freeSlots();
    const booked = await b.bookings.book({ slot: slot!.start, ...person(1) }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    expect(booked.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await b.database.db.selectFrom("bookings").selectAll().where("id", "=", booked.booking.id).executeTakeFirstOrThrow();
    expect(row.manage_token_hash).toBe(hashSecret(booked.manageToken));
    expect(JSON.stringify(row)).not.toContain(booked.manageToken);

    expect(await b.bookings.findByManageToken("x".repeat(43))).toBeUndefined();
    expect(await b.bookings.cancel("not-a-token")).toEqual({ ok: false, error: "not_found" });
    const cancelled = await b.bookings.cancel(booked.manageToken);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(await b.bookings.cancel(booked.manageToken)).toEqual({ ok: false, error: "already_cancelled" });
    expect((await b.bookings.freeSlots()).some((free) => free.start === slot!.start)).toBe(true);

    const again = await b.bookings.book({ slot: slot!.start, ...person(2) }, { clientAddress: "127.0.0.1" });
    expect(again.ok).toBe(true);
    expect((await b.bookings.freeSlots()).some((free) => free.start === slot!.start)).toBe(false);
    // The cancelled booking is kept for the record; both mails of each step are queued.
    expect((await b.bookingStore.mailsFor(booked.booking.id)).map((mail) => mail.kind).sort()).toEqual([
      "agency_cancel",
      "agency_request",
      "visitor_cancel",
      "visitor_confirmation",
    ]);
  });

  it("deletes bookings whose consultation is past the retention period, never one with an email still queued", async () => {
    const b = await backend({ smtp: false });
    // Each of the three gets a reminder when booked (counted below), whatever the time of day.
    const [first, second, third] = remindedSlots(await b.bookings.freeSlots());
    const book = async (slot: { start: string } | undefined, n: number) => {
      const result = await b.bookings.book({ slot: slot!.start, ...person(n) }, { clientAddress: "127.0.0.1" });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result;
    };
    const oldSent = await book(first, 1);
    const oldCancelled = await book(second, 2);
    await b.bookings.cancel(oldCancelled.manageToken);
    const oldQueued = await book(third, 3);
    const recent = await b.bookings.book({ slot: (await b.bookings.freeSlots())[0]!.start, ...person(4) }, { clientAddress: "127.0.0.1" });
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
    // Rows that point at a booking: its reminder (armed when booked) and the links its emails minted.
    for (const id of ids) await b.bookingStore.mintManageToken(id);
    const pointing = async (table: "booking_reminders" | "booking_manage_tokens", bookingIds: string[]) =>
      (await db.selectFrom(table).select("booking_id").where("booking_id", "in", bookingIds).execute()).length;
    expect(await pointing("booking_reminders", ids)).toBe(3);

    expect(await b.bookingStore.purgeEndedBefore(retentionCutoff(new Date(), privacy.bookingRetentionMonths))).toBe(2);
    expect(await b.bookingStore.get(oldSent.booking.id)).toBeUndefined();
    expect(await b.bookingStore.get(oldCancelled.booking.id)).toBeUndefined();
    expect(await b.bookingStore.mailsFor(oldSent.booking.id)).toEqual([]);
    // Nothing is left pointing at them (SQLite does not cascade: a reminder left behind would raise a false alarm).
    expect(await pointing("booking_reminders", [oldSent.booking.id, oldCancelled.booking.id])).toBe(0);
    expect(await pointing("booking_manage_tokens", [oldSent.booking.id, oldCancelled.booking.id])).toBe(0);
    expect(await b.bookingStore.get(oldQueued.booking.id)).toBeDefined();
    expect(await pointing("booking_manage_tokens", [oldQueued.booking.id])).toBe(1);
    if (!recent.ok) throw new Error("recent booking refused");
    expect(await b.bookingStore.get(recent.booking.id)).toBeTruthy();

    // Erasing a person takes their booking's reminder and links along as well.
    await b.bookingStore.mintManageToken(recent.booking.id);
    await b.inbox.erasePerson(recent.booking.email, "owner@agency.example");
    expect(await b.bookingStore.get(recent.booking.id)).toBeUndefined();
    expect(await pointing("booking_reminders", [recent.booking.id])).toBe(0);
    expect(await pointing("booking_manage_tokens", [recent.booking.id])).toBe(0);
  });

  it("a confirmation and a reminder queued before links were minted at send time go out with the token they carry", async () => {
    const b = await backend({ smtp: false });
    // Days ahead, so it has a reminder.
    const slot = (await b.bookings.freeSlots()).at(-1);
    const booked = await b.bookings.book({ slot: slot!.start, ...person(5) }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error("booking refused");
    // As migration 0010 finds them: the raw token on the queued rows.
    const db = b.database.db;
    await db.updateTable("booking_mails").set({ manage_token: booked.manageToken }).where("booking_id", "=", booked.booking.id).where("kind", "=", "visitor_confirmation").execute();
    await db.updateTable("booking_reminders").set({ manage_token: booked.manageToken, next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where("booking_id", "=", booked.booking.id).execute();
    await b.stop();
    backends.splice(backends.indexOf(b), 1);

    const restarted = await backend();
    await waitFor(() => smtp.mails.length === 3, 15_000, "both invitations and the reminder");
    const toVisitor = smtp.mails.filter((mail) => mail.envelopeTo.includes(booked.booking.email));
    expect(toVisitor).toHaveLength(2);
    for (const mail of toVisitor) expect(mail.text).toContain(`/book/manage/${booked.manageToken}`);
    expect(await restarted.database.db.selectFrom("booking_manage_tokens").selectAll().execute()).toEqual([]);
  });

  it("mails the agency and the visitor an invitation with a calendar part and the cancel link; cancelling mails both a CANCEL", async () => {
    const b = await backend();
    const [slot] = await b.bookings.freeSlots();
    const booked = await b.bookings.book(
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
    // The confirmation's link was minted as it was composed: a token of its own that opens this booking.
    const emailed = /https:\/\/www\.agency\.example\/book\/cancel\/([A-Za-z0-9_-]{43})/.exec(toVisitor.text)?.[1];
    expect(emailed).toBeDefined();
    expect(emailed).not.toBe(booked.manageToken);
    expect(toVisitor.html).toContain(`href="https://www.agency.example/book/cancel/${emailed}"`);
    expect(toVisitor.text).toContain(`https://www.agency.example/book/manage/${emailed}`);
    expect(toAgency.raw).not.toContain(emailed);
    expect(toAgency.raw).not.toContain(booked.manageToken);
    expect((await b.bookings.findByManageToken(emailed!))?.id).toBe(id);

    // No raw token is stored at any time: not on the queued emails, not on the reminder; only hashes.
    await waitFor(async () => (await b.bookingStore.mailsFor(id)).every((mail) => mail.status === "sent"), 15_000, "both marked sent");
    expect((await b.bookingStore.mailsFor(id)).map((mail) => mail.manageToken)).toEqual([null, null]);
    const stored = JSON.stringify([
      await b.database.db.selectFrom("bookings").selectAll().execute(),
      await b.database.db.selectFrom("booking_mails").selectAll().execute(),
      await b.database.db.selectFrom("booking_reminders").selectAll().execute(),
      await b.database.db.selectFrom("booking_manage_tokens").selectAll().execute(),
    ]);
    expect(stored).not.toContain(emailed);
    expect(stored).not.toContain(booked.manageToken);
    expect(stored).toContain(hashSecret(emailed!));

    smtp.mails.length = 0;
    expect((await b.bookings.cancel(booked.manageToken)).ok).toBe(true);
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
    const [slot] = await withoutMail.bookings.freeSlots();
    const booked = await withoutMail.bookings.book({ slot: slot!.start, ...person(3) }, { clientAddress: "127.0.0.1" });
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
    const [slot] = await b.bookings.freeSlots();
    const booked = await b.bookings.book({ slot: slot!.start, ...person(4) }, { clientAddress: "127.0.0.1" });
    if (!booked.ok) throw new Error("not booked");
    await waitFor(async () => (await b.bookingStore.mailsFor(booked.booking.id)).every((mail) => mail.attempts >= 2), 15_000, "failed attempts");
    expect((await b.bookingStore.mailsFor(booked.booking.id)).every((mail) => mail.status === "queued" && /ECONNREFUSED|connect/i.test(mail.lastError ?? ""))).toBe(true);
    await smtp.start(port);
    await waitFor(() => smtp.mails.length === 2, 15_000, "delivery after the outage");
  });
}
