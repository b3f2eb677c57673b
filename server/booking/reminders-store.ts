/**
 * The reminder rows a booking owes, kept in step with it inside the booking's own transactions:
 * the visitor's reminder (one row per booking, due 24 hours before) and the agency's agenda (one row
 * per office-local date, due at 8:00 there). Stored first, sent by the outbox like every email.
 */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import type { BookingAgendaRow, BookingReminderRow, Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../outbox/table";
import { agendaDueAt, reminderDueAt } from "@domain/booking/reminders";
import { localDate } from "@domain/booking/schedule";

type Db = Kysely<Database> | Transaction<Database>;

const outboxStart = (at: string, due: Date) => ({
  created_at: at,
  status: "queued" as const,
  attempts: 0,
  next_attempt_at: due.toISOString(),
  locked_until: null,
  last_error: null,
  sent_at: null,
});

/**
 * Arms (or re-arms, after a reschedule) the visitor's reminder for a booking starting at `start`,
 * or retires it when that is less than 24 hours after `now`. The row holds no token: the reminder
 * mints its link when it is composed.
 */
export async function armReminder(trx: Db, booking: { id: string; start: string }, now: Date): Promise<void> {
  const due = reminderDueAt(booking.start, now);
  if (!due) {
    await retireReminder(trx, booking.id);
    return;
  }
  const at = now.toISOString();
  await trx
    .insertInto("booking_reminders")
    .values({ id: crypto.randomUUID(), booking_id: booking.id, manage_token: null, ...outboxStart(at, due) })
    .onConflict((oc) =>
      oc.column("booking_id").doUpdateSet({ manage_token: null, status: "queued", attempts: 0, next_attempt_at: due.toISOString(), locked_until: null, last_error: null, sent_at: null }),
    )
    .execute();
}

/** A cancelled booking (or one moved too close) gets no reminder; a token from before migration 0010 leaves the database. */
export async function retireReminder(trx: Db, bookingId: string): Promise<void> {
  await trx.updateTable("booking_reminders").set({ status: "skipped", manage_token: null, next_attempt_at: null, locked_until: null }).where("booking_id", "=", bookingId).where("status", "=", "queued").execute();
}

/**
 * Makes sure the agency's agenda for the local date of `start` is queued. On a date whose agenda was
 * retired it is armed again. `DO UPDATE … WHERE` locks the row even when it changes nothing, so a
 * concurrent `retireAgendaIfEmpty` of that date waits for this transaction and then sees its booking.
 */
export async function armAgenda(trx: Db, start: string, now: Date): Promise<void> {
  await armAgendaOn(trx, localDate(start), now);
}

/** Makes sure the agenda of an office-local date is queued (as armAgenda): a booking's day, or a follow-up's (decision 043). */
export async function armAgendaOn(trx: Db, date: string, now: Date): Promise<void> {
  const due = agendaDueAt(date).toISOString();
  await trx
    .insertInto("booking_agendas")
    .values({ id: crypto.randomUUID(), local_date: date, ...outboxStart(now.toISOString(), new Date(due)) })
    .onConflict((oc) =>
      oc
        .column("local_date")
        .doUpdateSet({ status: "queued", attempts: 0, next_attempt_at: due, locked_until: null, last_error: null })
        .where("booking_agendas.status", "=", "skipped"),
    )
    .execute();
}

/** Locks the agenda row of a local date (PostgreSQL) before its bookings are counted: see retireAgendaIfEmpty in ./store.ts. */
export async function lockAgenda(trx: Db, dialect: Dialect, date: string): Promise<void> {
  if (dialect === "postgres") await sql`select id from booking_agendas where local_date = ${date} for update`.execute(trx);
}

/** The agenda of a local date with no booking left: skipped, unless it went out already. */
export async function retireAgenda(trx: Db, date: string): Promise<void> {
  await trx.updateTable("booking_agendas").set({ status: "skipped", next_attempt_at: null, locked_until: null }).where("local_date", "=", date).where("status", "=", "queued").execute();
}

/** An agenda that came due with nothing to list (its bookings cancelled, its follow-ups cleared): skipped, not sent. */
export async function skipAgenda(db: Db, id: string): Promise<void> {
  await db.updateTable("booking_agendas").set({ status: "skipped", next_attempt_at: null, locked_until: null }).where("id", "=", id).execute();
}

/** In the transaction that deletes bookings: their reminders go first (SQLite does not cascade). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selection of booking ids (the bookings' store builds it)
export async function deleteRemindersOf(trx: Db, bookingIds: readonly string[] | SelectQueryBuilder<Database, any, { id: string }>): Promise<void> {
  await trx.deleteFrom("booking_reminders").where("booking_id", "in", bookingIds).execute();
}

/**
 * A reminder sent: only the claim that is still current. A move that re-armed the row (or a cancel that
 * retired it) while this reminder was being sent cleared the lease, and its new state stands.
 */
export async function markReminderSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable("booking_reminders")
    .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, next_attempt_at: null, last_error: null, manage_token: null })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .where("locked_until", "is not", null)
    .execute();
}

/** A reminder given up keeps no token from before migration 0010. */
export async function forgetFailedReminderToken(db: Db, id: string): Promise<void> {
  await db.updateTable("booking_reminders").set({ manage_token: null }).where("id", "=", id).where("status", "=", "failed").execute();
}

/** The two tables as outbox tables (claim, retry, lease: server/outbox/table.ts). */
export function reminderTables(db: Kysely<Database>, dialect: Dialect) {
  return {
    reminders: new OutboxTable<BookingReminderRow>(db, dialect, "booking_reminders"),
    agendas: new OutboxTable<BookingAgendaRow>(db, dialect, "booking_agendas"),
  };
}
