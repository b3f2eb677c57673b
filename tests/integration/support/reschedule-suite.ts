import { expect, it } from "vitest";
import type { Backend } from "../../../server/backend";
import { createBookingService, type BookingService } from "../../../server/booking/service";
import { reminderTables } from "../../../server/booking/reminders-store";
import { MemoryRateLimiter } from "../../../server/rate-limit/memory-rate-limiter";
import { reminderMailPlan } from "../../../server/booking/mail-queue";
import { localDate } from "@domain/booking/schedule";
import { agendaDueAt } from "@domain/booking/reminders";
import type { StorageTarget } from "./outbox-suite";
import { waitFor } from "./outbox-suite";
import { backendHarness } from "./backend-harness";
import { remindedSlots } from "./reminded-slots";
import { createSpamCheck } from "../../../server/spam/check";


const HOUR = 60 * 60 * 1000;
const person = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: "586-555-0100", topic: `Topic ${n}` });
const at = { clientAddress: "127.0.0.1" };
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

/**
 * Reschedule, reminders, agendas and the agency's feed on a real database (SQLite, PostgreSQL):
 * the slot moves in one statement under any race, and every reminder goes out once through the outbox.
 */
export function defineRescheduleSuite(target: StorageTarget, options: { instances: 1 | 2 }): void {
  const { smtp, logs, backend, backends } = backendHarness(target, { siteUrl: "https://www.agency.example" });

  /** The backend's service with its clock pinned (the store and database are the backend's). */
  const at_ = (b: Backend, now: Date): BookingService => createBookingService({ store: b.bookingStore, rateLimiter: null, onQueued: () => {}, clock: () => now, spam: spamCheckOf(b) });

  /** The spam rules over the backend's stores, the per-email tier off (the suite books many times with one address). */
  const spamCheckOf = (b: Backend) => createSpamCheck({ leads: b.store, bookings: b.bookingStore, emailLimit: null });

  async function book(service: BookingService, slot: string, n: number) {
    const result = await service.book({ slot, ...person(n) }, at);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result;
  }

  const reminderOf = async (b: Backend, bookingId: string) =>
    b.database.db.selectFrom("booking_reminders").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
  const agendaOf = async (b: Backend, date: string) => b.database.db.selectFrom("booking_agendas").selectAll().where("local_date", "=", date).executeTakeFirst();
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

  it("moves a booking: same id, new slot, SEQUENCE + 1, updated invitations; the old slot is free again", async () => {
    const b = await backend({ smtp: false });
    const [first, , third] = await b.bookings.freeSlots();
    const booked = await book(b.bookings, first!.start, 1);
    const moved = await b.bookings.reschedule({ token: booked.manageToken, slot: third!.start }, at);
    if (!moved.ok) throw new Error(JSON.stringify(moved));
    expect(moved.booking).toMatchObject({ id: booked.booking.id, start: third!.start, end: third!.end, sequence: 1, status: "active" });
    const free = (await b.bookings.freeSlots()).map((slot) => slot.start);
    expect(free).toContain(first!.start);
    expect(free).not.toContain(third!.start);
    const mails = await b.database.db.selectFrom("booking_mails").selectAll().where("booking_id", "=", booked.booking.id).execute();
    const updates = mails.filter((mail) => mail.previous_start !== null);
    expect(updates.map((mail) => mail.kind).sort()).toEqual(["agency_request", "visitor_confirmation"]);
    expect(updates.every((mail) => iso(mail.previous_start) === first!.start)).toBe(true);
    // The cancel link keeps working after a move, and the cancellation is the next version.
    expect(await b.bookings.cancel(booked.manageToken)).toMatchObject({ ok: true, booking: { sequence: 2, status: "cancelled" } });
  });

  it("two visitors moving to the last place of a day at once: one move is made, the other is told slot_taken", async () => {
    const b = await backend({ smtp: false });
    const slots = await b.bookings.freeSlots();
    const dayOf = (slot: { start: string }) => slot.start.slice(0, 10);
    const days = [...new Set(slots.map(dayOf))];
    expect(days.length).toBeGreaterThanOrEqual(3);
    const onDay = (day: string) => slots.filter((slot) => dayOf(slot) === day);
    const mine = await book(b.bookings, onDay(days[0]!)[0]!.start, 1);
    const theirs = await book(b.bookings, onDay(days[1]!)[0]!.start, 2);
    const saved = await b.availability.save({ ...(await b.availability.settings()), dailyCap: 1 }, "test");
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const [one, other] = onDay(days[2]!);
    const results = await Promise.all([
      b.bookings.reschedule({ token: mine.manageToken, slot: one!.start }, at),
      b.bookings.reschedule({ token: theirs.manageToken, slot: other!.start }, at),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "slot_taken")).toHaveLength(1);
    expect((await b.bookingStore.upcoming(new Date())).filter((booking) => dayOf(booking) === days[2])).toHaveLength(1);
  });

  it("answers slot_taken, validation, not_found, rate_limited, cancelled and too_late", async () => {
    const b = await backend({ smtp: false });
    const [first, second] = await b.bookings.freeSlots();
    const mine = await book(b.bookings, first!.start, 1);
    await book(b.bookings, second!.start, 2);
    expect(await b.bookings.reschedule({ token: mine.manageToken, slot: second!.start }, at)).toEqual({ ok: false, error: "slot_taken" });
    expect(await b.bookings.reschedule({ token: mine.manageToken, slot: "2020-01-01T15:00:00.000Z" }, at)).toMatchObject({ ok: false, error: "validation", fields: { slot: expect.any(String) } });
    expect(await b.bookings.reschedule({ token: mine.manageToken, slot: first!.start }, at)).toMatchObject({ ok: false, error: "validation" });
    expect(await b.bookings.reschedule({ token: mine.manageToken }, at)).toMatchObject({ ok: false, error: "validation", fields: { slot: "Please choose a time" } });
    expect(await b.bookings.reschedule({ slot: second!.start }, at)).toMatchObject({ ok: false, error: "validation", fields: { token: expect.any(String) } });
    expect(await b.bookings.reschedule({ token: "A".repeat(43), slot: second!.start }, at)).toEqual({ ok: false, error: "not_found" });
    // On the morning of the consultation it is too late to move it online.
    const thatMorning = new Date(Date.parse(first!.start) - 2 * HOUR);
    const later = (await b.bookings.freeSlots()).at(-1)!;
    expect(await at_(b, thatMorning).reschedule({ token: mine.manageToken, slot: later.start }, at)).toEqual({ ok: false, error: "too_late" });
    // Moves spend from the same per-client budget as bookings: a booking, then a move, over a limit of one.
    const limited = createBookingService({ store: b.bookingStore, rateLimiter: new MemoryRateLimiter({ limit: 1, windowMs: 60_000 }), onQueued: () => {}, spam: spamCheckOf(b) });
    expect((await limited.book({ slot: later.start, ...person(9) }, at)).ok).toBe(true);
    expect(await limited.reschedule({ token: mine.manageToken, slot: later.start }, at)).toMatchObject({ ok: false, error: "rate_limited", retryAfterSeconds: expect.any(Number) });
    const another = (await b.bookings.freeSlots()).at(-1)!;
    await b.bookings.cancel(mine.manageToken);
    expect(await b.bookings.reschedule({ token: mine.manageToken, slot: another.start }, at)).toEqual({ ok: false, error: "cancelled" });
  });

  // SQLite is one server process; on PostgreSQL two instances share the database, as in production.
  it(`20 requests race for one slot, new bookings and reschedules mixed (${options.instances} instance(s)): exactly one wins`, async () => {
    const one = await backend({ smtp: false, name: "one" });
    const two = options.instances === 2 ? await backend({ smtp: false, name: "two" }) : one;
    const slots = await one.bookings.freeSlots();
    const target = slots.at(-1)!;
    const existing: Awaited<ReturnType<typeof book>>[] = [];
    for (let n = 0; n < 10; n++) existing.push(await book(one.bookings, slots[n]!.start, n));
    const racers = Array.from({ length: 20 }, (_, n) => {
      const service = n % 2 === 0 ? one.bookings : two.bookings;
      return n < 10 ? service.reschedule({ token: existing[n]!.manageToken, slot: target.start }, at) : service.book({ slot: target.start, ...person(100 + n) }, at);
    });
    const results = await Promise.all(racers);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error === "slot_taken")).toHaveLength(19);
    const holders = await one.database.db.selectFrom("bookings").select(["id", "slot_start"]).where("status", "=", "active").execute();
    expect(holders.filter((row) => iso(row.slot_start) === target.start)).toHaveLength(1);
    // The losers of the reschedules kept their own slots.
    const lostMoves = existing.filter((_, n) => !results[n]!.ok);
    for (const loser of lostMoves) expect(iso(holders.find((row) => row.id === loser.booking.id)?.slot_start)).toBe(loser.booking.start);
    expect(holders).toHaveLength(results.slice(10).some((result) => result.ok) ? 11 : 10);
  });

  it("arms the reminder 24 hours ahead, none for a booking less than 24 hours ahead; a move re-arms it, a cancel retires it", async () => {
    const b = await backend({ smtp: false });
    const slots = await b.bookings.freeSlots();
    const [first] = slots;
    // Slots more than 24 hours ahead whatever the time of day (the first free ones are tomorrow's).
    const [second, , , fifth] = remindedSlots(slots.slice(1));
    const far = await book(b.bookings, second!.start, 1);
    const reminder = await reminderOf(b, far.booking.id);
    // No token on the row: the reminder mints its link when it is sent.
    expect(reminder).toMatchObject({ status: "queued", manage_token: null });
    expect(iso(reminder!.next_attempt_at)).toBe(new Date(Date.parse(second!.start) - 24 * HOUR).toISOString());

    // Booked 20 hours before its start: no reminder.
    const close = await book(at_(b, new Date(Date.parse(first!.start) - 20 * HOUR)), first!.start, 2);
    expect(await reminderOf(b, close.booking.id)).toBeUndefined();

    // A move re-arms the reminder for the new time.
    const moved = await b.bookings.reschedule({ token: far.manageToken, slot: fifth!.start }, at);
    expect(moved.ok).toBe(true);
    expect(iso((await reminderOf(b, far.booking.id))!.next_attempt_at)).toBe(new Date(Date.parse(fifth!.start) - 24 * HOUR).toISOString());
    // Moved to the last day, then (on a clock 20 hours before a slot of an earlier day) to that
    // slot: less than 24 hours ahead, so the reminder is retired.
    const lastDay = localDate(slots.at(-1)!.start);
    const late = slots.find((slot) => localDate(slot.start) === lastDay)!;
    const soon = slots.filter((slot) => localDate(slot.start) < lastDay).at(-1)!;
    expect((await b.bookings.reschedule({ token: far.manageToken, slot: late.start }, at)).ok).toBe(true);
    const clock = at_(b, new Date(Date.parse(soon.start) - 20 * HOUR));
    expect(await clock.reschedule({ token: far.manageToken, slot: soon.start }, at)).toMatchObject({ ok: true });
    expect(await reminderOf(b, far.booking.id)).toMatchObject({ status: "skipped", manage_token: null });
    expect(await clock.reschedule({ token: far.manageToken, slot: late.start }, at)).toMatchObject({ ok: true });
    expect(await reminderOf(b, far.booking.id)).toMatchObject({ status: "queued", manage_token: null });
    expect(iso((await reminderOf(b, far.booking.id))!.next_attempt_at)).toBe(new Date(Date.parse(late.start) - 24 * HOUR).toISOString());

    expect((await b.bookings.cancel(far.manageToken)).ok).toBe(true);
    expect(await reminderOf(b, far.booking.id)).toMatchObject({ status: "skipped", manage_token: null });
  });

  it("a move while the old reminder is being sent keeps the re-armed reminder queued", async () => {
    const b = await backend({ smtp: false });
    const slots = await b.bookings.freeSlots();
    const booked = await book(b.bookings, remindedSlots(slots)[0]!.start, 1);
    await b.database.db.updateTable("booking_reminders").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const plan = reminderMailPlan(b.database.db, b.database.dialect, b.bookingStore, { from: "site@agency.example", agency: "leads@agency.example", siteUrl: "https://www.agency.example" });
    const [claimed] = await plan.table.claimDue({ limit: 5, leaseMs: 60_000 });
    expect(claimed).toBeDefined();
    const target = slots.at(-1)!;
    expect((await b.bookings.reschedule({ token: booked.manageToken, slot: target.start }, at)).ok).toBe(true);
    await plan.markSent!(claimed!.id);
    expect(await reminderOf(b, booked.booking.id)).toMatchObject({ status: "queued", manage_token: null });
    expect(iso((await reminderOf(b, booked.booking.id))!.next_attempt_at)).toBe(new Date(Date.parse(target.start) - 24 * HOUR).toISOString());
  });

  it("keeps one agenda per office day with consultations, due at 8:00 there; retired when the day has none left", async () => {
    const b = await backend({ smtp: false });
    const slots = await b.bookings.freeSlots();
    const dayA = localDate(slots[0]!.start);
    const otherDay = slots.find((slot) => localDate(slot.start) !== dayA)!;
    const dayB = localDate(otherDay.start);
    const one = await book(b.bookings, slots[0]!.start, 1);
    const two = await book(b.bookings, slots[1]!.start, 2);
    const agenda = await agendaOf(b, dayA);
    expect(agenda).toMatchObject({ status: "queued" });
    expect(iso(agenda!.next_attempt_at)).toBe(agendaDueAt(dayA).toISOString());
    expect(await b.database.db.selectFrom("booking_agendas").selectAll().execute()).toHaveLength(1);

    await b.bookings.cancel(one.manageToken);
    expect(await agendaOf(b, dayA)).toMatchObject({ status: "queued" });
    // The last booking of day A moves to day B: A's agenda is retired, B's armed.
    expect((await b.bookings.reschedule({ token: two.manageToken, slot: otherDay.start }, at)).ok).toBe(true);
    expect(await agendaOf(b, dayA)).toMatchObject({ status: "skipped" });
    expect(await agendaOf(b, dayB)).toMatchObject({ status: "queued" });
    // A new booking on day A arms its agenda again.
    await book(b.bookings, slots[2]!.start, 3);
    expect(await agendaOf(b, dayA)).toMatchObject({ status: "queued" });
    expect(iso((await agendaOf(b, dayA))!.next_attempt_at)).toBe(agendaDueAt(dayA).toISOString());
  });

  it("sends each due reminder and agenda exactly once with two workers, through SMTP; the reminder carries the manage link", async () => {
    const inserter = await backend({ smtp: false, name: "inserter" });
    // Slots whose bookings get a reminder, whatever the time of day.
    const slots = remindedSlots(await inserter.bookings.freeSlots());
    const dates = [...new Set(slots.map((slot) => localDate(slot.start)))].slice(0, 3);
    const chosen = dates.flatMap((date) => slots.filter((slot) => localDate(slot.start) === date).slice(0, 2));
    const booked: Awaited<ReturnType<typeof book>>[] = [];
    for (const [n, slot] of chosen.entries()) booked.push(await book(inserter.bookings, slot.start, n));
    const db = inserter.database.db;
    // The invitations count as sent; the reminders and agendas fall due now.
    await db.updateTable("booking_mails").set({ status: "sent", manage_token: null }).execute();
    const past = new Date(Date.now() - 1000).toISOString();
    await db.updateTable("booking_reminders").set({ next_attempt_at: past }).execute();
    await db.updateTable("booking_agendas").set({ next_attempt_at: past }).execute();
    smtp.delayMs = 20;
    await Promise.all([backend({ name: "one" }), backend({ name: "two" })]);
    await waitFor(() => smtp.mails.length >= booked.length + dates.length, 20_000, "reminders and agendas");
    const { reminders, agendas } = reminderTables(db, inserter.database.dialect);
    await waitFor(async () => (await reminders.countQueued()) + (await agendas.countQueued()) === 0, 20_000, "rows marked sent");
    await Promise.all(backends.map((b) => b.worker.idle()));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const reminderMails = smtp.mails.filter((mail) => mail.headers.get("x-booking-mail") === "visitor_reminder");
    const agendaMails = smtp.mails.filter((mail) => mail.headers.has("x-booking-agenda"));
    expect(reminderMails).toHaveLength(booked.length);
    expect(agendaMails).toHaveLength(dates.length);
    expect(new Set(agendaMails.map((mail) => mail.headers.get("x-booking-agenda")))).toEqual(new Set(dates));
    for (const entry of booked) {
      const mail = reminderMails.find((m) => m.headers.get("x-booking-id") === entry.booking.id)!;
      expect(mail.envelopeTo).toEqual([entry.booking.email]);
      // A link of its own, minted as the reminder was composed, that opens this booking.
      const token = /https:\/\/www\.agency\.example\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      expect(token).not.toBe(entry.manageToken);
      expect((await inserter.bookings.findByManageToken(token!))?.id).toBe(entry.booking.id);
    }
    for (const mail of agendaMails) {
      expect(mail.envelopeTo).toEqual(["leads@agency.example"]);
      expect(mail.subject).toContain("(2 consultations)");
    }
    // No raw token was ever stored: the rows hold none, the links are only hashes (one per email sent).
    const rows = await db.selectFrom("booking_reminders").selectAll().execute();
    expect(rows.every((row) => row.status === "sent" && row.manage_token === null)).toBe(true);
    const links = await db.selectFrom("booking_manage_tokens").select(["token_hash", "booking_id"]).execute();
    expect(links).toHaveLength(booked.length);
    expect(links.every((link) => /^[0-9a-f]{64}$/.test(link.token_hash))).toBe(true);
    const sentBy = (name: string) => logs.filter((line) => line.startsWith(`[${name}] Booking`) && line.includes("sent to")).length;
    expect(sentBy("one") + sentBy("two")).toBe(booked.length + dates.length);
  });

  it("the reminder and the rescheduled invitations reach SMTP with the same UID and the next SEQUENCE", async () => {
    const b = await backend();
    const [first, , third] = await b.bookings.freeSlots();
    const booked = await book(b.bookings, first!.start, 7);
    await waitFor(() => smtp.mails.length === 2, 15_000, "the invitations");
    const uid = unfold(smtp.mails[0]!.calendar).match(/^UID:(.*)$/m)![1];
    expect(unfold(smtp.mails[0]!.calendar)).toMatch(/^SEQUENCE:0$/m);
    expect(unfold(smtp.mails[0]!.calendar)).toMatch(/^TRIGGER:-PT30M$/m);
    smtp.mails.length = 0;
    expect((await b.bookings.reschedule({ token: booked.manageToken, slot: third!.start }, at)).ok).toBe(true);
    b.worker.kick();
    await waitFor(() => smtp.mails.length === 2, 15_000, "the updated invitations");
    for (const mail of smtp.mails) {
      const ics = unfold(mail.calendar);
      expect(mail.calendarType).toMatch(/method=REQUEST/i);
      expect(ics).toContain(`UID:${uid}`);
      expect(ics).toMatch(/^SEQUENCE:1$/m);
      expect(ics).toContain(`DTSTART:${third!.start.replace(/[-:]/g, "").replace(".000", "")}`);
    }
    const visitor = smtp.mails.find((mail) => mail.envelopeTo.includes("visitor7@example.com"))!;
    // The updated invitation carries a link of its own (manage and cancel), which opens the moved booking.
    const token = /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(visitor.text)?.[1];
    expect(visitor.text).toContain(`/book/cancel/${token}`);
    expect((await b.bookings.findByManageToken(token!))?.start).toBe(third!.start);
  });

  it("serves the agency's feed for the current token only: active bookings, upcoming and the last 30 days", async () => {
    const b = await backend({ smtp: false });
    const [first, second] = await b.bookings.freeSlots();
    const kept = await book(b.bookings, first!.start, 1);
    const gone = await book(b.bookings, second!.start, 2);
    await b.bookings.cancel(gone.manageToken);
    const url = await b.bookings.agencyFeed.issue("owner@agency.example");
    expect(url).toMatch(/^https:\/\/www\.agency\.example\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const stored = await b.database.db.selectFrom("agency_calendar_feeds").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const ics = unfold((await b.bookings.agencyFeed.calendar(token))!);
    expect(ics).toContain(`UID:booking-${kept.booking.id}@`);
    expect(ics).not.toContain(gone.booking.id);
    expect(await b.bookings.agencyFeed.calendar("A".repeat(43))).toBeUndefined();
    // A new URL replaces the old one.
    const next = await b.bookings.agencyFeed.issue("shell");
    expect(await b.bookings.agencyFeed.calendar(token)).toBeUndefined();
    expect(await b.bookings.agencyFeed.calendar(/calendar\/(.+)\.ics$/.exec(next)![1]!)).toContain("BEGIN:VCALENDAR");
    expect(await b.bookings.agencyFeed.current()).toMatchObject({ createdBy: "shell" });
  });
}
