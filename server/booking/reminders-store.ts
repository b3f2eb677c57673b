/**
 * The reminder rows a booking owes, kept in step with it inside the booking's own transactions:
 * the visitor's reminder (one row per booking, due 24 hours before) and the agency's agenda (one row
 * per office-local date, due at 8:00 there). Stored first, sent by the outbox like every email.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { BookingAgendaRow, BookingReminderRow, Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../db/outbox-table";
import { agendaDueAt, localDayBounds, reminderDueAt } from "@domain/booking/reminders";
import { localDate } from "@domain/booking/schedule";
import { holdsItsSlot } from "./holds-its-slot";

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
  const date = localDate(start);
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

/** Active bookings of one office-local date, soonest first (what an agenda lists). */
export function activeOnDate(db: Db, date: string) {
  const { from, to } = localDayBounds(date);
  return db.selectFrom("bookings").selectAll().where(holdsItsSlot).where("slot_start", ">=", from).where("slot_start", "<", to).orderBy("slot_start");
}

/**
 * Retires the agenda of the local date of `start` when no active booking is left on it. The agenda
 * row is locked first (PostgreSQL), then the bookings are counted in a new statement, which sees any
 * booking whose transaction armed that agenda before us.
 */
export async function retireAgendaIfEmpty(trx: Db, dialect: Dialect, start: string): Promise<void> {
  const date = localDate(start);
  if (dialect === "postgres") await sql`select id from booking_agendas where local_date = ${date} for update`.execute(trx);
  const { from, to } = localDayBounds(date);
  const left = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("count"))
    .where(holdsItsSlot)
    .where("slot_start", ">=", from)
    .where("slot_start", "<", to)
    .executeTakeFirstOrThrow();
  if (Number(left.count) > 0) return;
  await trx.updateTable("booking_agendas").set({ status: "skipped", next_attempt_at: null, locked_until: null }).where("local_date", "=", date).where("status", "=", "queued").execute();
}

/** The two tables as outbox tables (claim, retry, lease: server/db/outbox-table.ts). */
export function reminderTables(db: Kysely<Database>, dialect: Dialect) {
  return {
    reminders: new OutboxTable<BookingReminderRow>(db, dialect, "booking_reminders"),
    agendas: new OutboxTable<BookingAgendaRow>(db, dialect, "booking_agendas"),
  };
}
