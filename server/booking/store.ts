import { sql, type ExpressionBuilder, type Insertable, type Kysely, type SelectQueryBuilder } from "kysely";
import type { BookingCancelledBy, BookingEventKind, BookingEventRow, BookingMailKind, BookingMailRow, BookingMailTable, BookingOutcome, BookingRow, BookingStatus, Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../outbox/table";
import type { BookingInput } from "@domain/booking/validation";
import { localDate, type Interval, type Slot } from "@domain/booking/schedule";
import { normalizeEmail } from "@domain/text";
import { armAgenda, armReminder, deleteRemindersOf, lockAgenda, retireAgenda, retireReminder } from "./reminders-store";
import { localDayBounds } from "@domain/booking/reminders";
import type { InboxView } from "@domain/inbox";
import { containsText } from "../db/text-search";
import { deleteAlertsOf } from "../alerts/store";
import { takingSlotsOneAtATime } from "./one-at-a-time";
import { hashSecret, newSecretToken } from "../security/secret-token";
import { iso } from "../db/timestamps";
import type { VisitSource } from "@domain/attribution/source";
import { visitSourceColumns } from "../attribution/source-columns";
import { leadFollowUpsOn } from "../contact/lead-store";

/** A stored booking as the rest of the server sees it: timestamps as ISO strings. */
export interface Booking {
  id: string;
  createdAt: string;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string | null;
  status: BookingStatus;
  cancelledAt: string | null;
  /** Who cancelled it; null while active (an old cancellation without a record reads as the visitor's). */
  cancelledBy: BookingCancelledBy | null;
  /** Flagged as spam: holds no slot, mailed nothing (see holdsItsSlot). */
  spam: boolean;
  /** Which spam rules fired, comma-separated; kept after "Not spam". */
  spamReason: string | null;
  /** iCalendar SEQUENCE of the current version (+1 per reschedule and on cancelling). */
  sequence: number;
  /** What became of the meeting (marked after its start), or null. */
  outcome: BookingOutcome | null;
  /** The reason the agency gave when it cancelled, or null. */
  cancelReason: string | null;
}

/** One line of a booking's history. */
export interface BookingEvent {
  id: string;
  createdAt: string;
  /** `visitor`, or the workspace member's email. */
  actor: string;
  kind: BookingEventKind;
  detail: string | null;
}

export interface BookingMail {
  id: string;
  bookingId: string;
  kind: BookingMailKind;
  manageToken: string | null;
  status: BookingMailRow["status"];
  attempts: number;
  lastError: string | null;
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    start: iso(row.slot_start),
    end: iso(row.slot_end),
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    status: row.status,
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
    cancelledBy: row.cancelled_by ?? (row.status === "cancelled" ? "visitor" : null),
    spam: Number(row.spam) === 1,
    spamReason: row.spam_reason,
    sequence: Number(row.sequence ?? 0),
    outcome: row.outcome ?? null,
    cancelReason: row.cancel_reason ?? null,
  };
}

const toBookingEvent = (row: BookingEventRow): BookingEvent => ({ id: row.id, createdAt: iso(row.created_at), actor: row.actor, kind: row.kind, detail: row.detail });

/** In the caller's transaction (or not): one line of a booking's history. */
export async function recordBookingEvent(db: Kysely<Database>, bookingId: string, actor: string, kind: BookingEventKind, detail: string | null, now: Date): Promise<void> {
  await db.insertInto("booking_events").values({ id: crypto.randomUUID(), booking_id: bookingId, created_at: now.toISOString(), actor, kind, detail }).execute();
}

/**
 * The one definition of a booking that holds its slot: active and not spam. The partial unique
 * index `bookings_active_slot_idx` (server/db/spam-migrations.ts) says the same in SQL; every query
 * for taken slots, the agenda, reminders and the agency's calendar goes through this.
 */
export function holdsItsSlot(eb: ExpressionBuilder<Database, "bookings">) {
  return eb.and([eb("bookings.status", "=", "active"), eb("bookings.spam", "=", 0)]);
}

export type NotSpamResult = { ok: true; booking: Booking } | { ok: false; error: "not_found" | "not_spam" | "cancelled" | "past" | "slot_taken" };

export function toBookingMail(row: BookingMailRow): BookingMail {
  return {
    id: row.id,
    bookingId: row.booking_id,
    kind: row.kind,
    manageToken: row.manage_token,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
  };
}

/**
 * True when a transaction that took a slot failed because the slot is held: the error both databases
 * raise when a second active booking takes the same slot, or `claimSlot`'s refusal.
 */
export function isSlotTaken(error: unknown): boolean {
  if (error instanceof SlotHeld) return true;
  const details = error as { code?: unknown; errcode?: unknown; constraint?: unknown; message?: unknown };
  if (details.code === "23505") return details.constraint === "bookings_active_slot_idx";
  // node:sqlite: extended result code SQLITE_CONSTRAINT_UNIQUE (2067).
  return details.errcode === 2067 && String(details.message).includes("bookings.slot_start");
}

/**
 * Whether the bookings around a slot hold it (another booking's buffer, the day's cap): the schedule's
 * rules, applied by the store to the active bookings it reads inside the transaction that takes the slot.
 */
export type HeldByBookings = (bookings: readonly Interval[]) => boolean;

/** How far either side of a slot another booking can count against it: its buffers, and the daily cap (a local day). */
const COMMITMENT_MARGIN_MS = 24 * 60 * 60 * 1000;

/** Active bookings overlapping [from, to), as intervals, but `except` (a booking being moved). */
async function activeBetweenIn(db: Kysely<Database>, from: string, to: string, except?: string): Promise<Interval[]> {
  let query = db.selectFrom("bookings").select(["slot_start", "slot_end"]).where(holdsItsSlot).where("slot_end", ">", from).where("slot_start", "<", to);
  if (except !== undefined) query = query.where("id", "!=", except);
  const rows = await query.execute();
  return rows.map((row) => ({ start: iso(row.slot_start), end: iso(row.slot_end) }));
}

/** The active bookings that can count against the slots from `first` to `last` (a day either side), but `except`. */
function activeAround(db: Kysely<Database>, first: Slot, last: Slot = first, except?: string): Promise<Interval[]> {
  const from = new Date(Date.parse(first.start) - COMMITMENT_MARGIN_MS).toISOString();
  const to = new Date(Date.parse(last.end) + COMMITMENT_MARGIN_MS).toISOString();
  return activeBetweenIn(db, from, to, except);
}

/**
 * Thrown inside a transaction that takes a slot when the bookings around it hold it, to roll it back;
 * the store answers `slot_taken`, as for the unique index.
 */
export class SlotHeld extends Error {
  constructor() {
    super("The slot is held by the bookings around it");
  }
}

/** Inside a transaction that takes `slot`: waits for any other doing the same, then refuses the slot if the bookings around it hold it. */
export async function claimSlot(trx: Kysely<Database>, dialect: Dialect, slot: Slot, heldBy: HeldByBookings, except?: string): Promise<void> {
  await takingSlotsOneAtATime(trx, dialect);
  if (heldBy(await activeAround(trx, slot, slot, except))) throw new SlotHeld();
}

/** What a clean booking owes besides its invitations (server/alerts/: the webhook), queued in its transaction. */
export interface BookingFollowUps {
  queueForBooking(trx: Kysely<Database>, booking: Booking, now: Date): Promise<void>;
}

/**
 * Bookings and their emails. A booking and the emails it owes are committed in one transaction, so
 * neither exists without the other; the partial unique index decides every race for a slot.
 */
export class BookingStore {
  readonly mails: OutboxTable<BookingMailRow>;

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    private readonly followUps?: BookingFollowUps,
  ) {
    this.mails = new OutboxTable<BookingMailRow>(db, dialect, "booking_mails");
  }

  /** A queued email of a booking. It carries no token: the confirmation mints its link when composed (`mintManageToken`). */
  mailRow(bookingId: string, kind: BookingMailKind, now: string) {
    return {
      id: crypto.randomUUID(),
      booking_id: bookingId,
      kind,
      manage_token: null,
      created_at: now,
      status: "queued" as const,
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: null,
    };
  }

  /**
   * Stores the booking with its two invitations, or answers `slot_taken` when the slot is held: by a
   * booking of the same slot (the unique index) or, when `heldBy` is given, by the bookings around it,
   * read under the booking lock (`claimSlot`). A booking flagged as spam (`spamReason`) is stored without
   * invitations and holds no slot.
   */
  async create(
    /** With the visit's source (normalised); none = direct. */
    input: BookingInput & { source?: VisitSource },
    manageTokenHash: string,
    now = new Date(),
    spamReason: string | null = null,
    heldBy?: HeldByBookings,
  ): Promise<Booking | "slot_taken"> {
    const id = crypto.randomUUID();
    const at = now.toISOString();
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        if (!spamReason && heldBy) await claimSlot(trx, this.dialect, input.slot, heldBy);
        const inserted = await trx
          .insertInto("bookings")
          .values({
            id,
            created_at: at,
            slot_start: input.slot.start,
            slot_end: input.slot.end,
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            topic: input.topic ?? null,
            status: "active",
            manage_token_hash: manageTokenHash,
            cancelled_at: null,
            spam: spamReason ? 1 : 0,
            spam_reason: spamReason,
            ...visitSourceColumns(input.source),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (spamReason) return inserted;
        await trx
          .insertInto("booking_mails")
          .values([this.mailRow(id, "agency_request", at), this.mailRow(id, "visitor_confirmation", at)])
          .execute();
        await this.followUps?.queueForBooking(trx, toBooking(inserted), now);
        // The visitor's reminder and the agency's agenda of that day, in the same transaction.
        await armReminder(trx, { id, start: input.slot.start }, now);
        await armAgenda(trx, input.slot.start, now);
        return inserted;
      });
      return toBooking(row);
    } catch (error) {
      if (isSlotTaken(error)) return "slot_taken";
      throw error;
    }
  }

  /**
   * Cancels an active booking and queues both cancellation emails; false when it was not active. A
   * spam booking was never mailed, so its cancellation is not either. The history records who
   * (`details.actor`: the member's email; the visitor by default) and the agency's reason.
   */
  async cancel(id: string, now = new Date(), by: BookingCancelledBy = "visitor", details: { actor?: string; reason?: string | null } = {}): Promise<boolean> {
    const at = now.toISOString();
    const reason = by === "agency" ? (details.reason ?? null) : null;
    return this.db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable("bookings")
        .set((eb) => ({ status: "cancelled", cancelled_at: at, cancelled_by: by, cancel_reason: reason, sequence: eb("sequence", "+", 1) }))
        .where("id", "=", id)
        .where("status", "=", "active")
        .returning(["spam", "slot_start"])
        .executeTakeFirst();
      if (!cancelled) return false;
      await recordBookingEvent(trx, id, details.actor ?? by, "cancelled", JSON.stringify({ by, reason }), now);
      // A spam booking was never mailed and armed no reminder: nothing to retire or announce.
      if (Number(cancelled.spam) === 1) return true;
      await retireReminder(trx, id);
      await retireAgendaIfEmpty(trx, this.dialect, iso(cancelled.slot_start));
      await trx
        .insertInto("booking_mails")
        .values([this.mailRow(id, "agency_cancel", at), this.mailRow(id, "visitor_cancel", at)])
        .execute();
      return true;
    });
  }

  /**
   * Marks what became of the meeting: only an active booking whose start is at or before `now` (a
   * meeting that has not begun has no outcome yet). False when that is not so.
   */
  async setOutcome(id: string, outcome: BookingOutcome, actor: string, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("bookings")
        .set({ outcome })
        .where("id", "=", id)
        .where("status", "=", "active")
        .where("spam", "=", 0)
        .where("slot_start", "<=", now.toISOString())
        .returning("id")
        .executeTakeFirst();
      if (!marked) return false;
      await recordBookingEvent(trx, id, actor, "outcome", outcome, now);
      return true;
    });
  }

  /** Adds a note to a booking's history; false when the booking does not exist. */
  async addNote(id: string, note: string, actor: string, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom("bookings").select("id").where("id", "=", id).executeTakeFirst();
      if (!exists) return false;
      await recordBookingEvent(trx, id, actor, "note", note, now);
      return true;
    });
  }

  /** A booking's history, oldest first. */
  async events(id: string): Promise<BookingEvent[]> {
    const rows = await this.db.selectFrom("booking_events").selectAll().where("booking_id", "=", id).orderBy("created_at").orderBy("id").execute();
    return rows.map(toBookingEvent);
  }

  /** Who made the latest move of a booking (`visitor` or a member's email), or undefined when it never moved. */
  async lastMovedBy(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("booking_events")
      .select("actor")
      .where("booking_id", "=", id)
      .where("kind", "=", "moved")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    return row?.actor;
  }

  /** Starts (UTC ISO) of bookings that hold their slot in [from, to). */
  async activeStarts(from: string, to: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom("bookings")
      .select("slot_start")
      .where(holdsItsSlot)
      .where("slot_start", ">=", from)
      .where("slot_start", "<", to)
      .execute();
    return new Set(rows.map((row) => iso(row.slot_start)));
  }

  /** The active bookings that can count against the slots from `first` to `last`: a day either side (buffers, the daily cap). */
  async activeAround(first: Slot, last: Slot = first): Promise<Interval[]> {
    return activeAround(this.db, first, last);
  }

  /** Bookings (spam too) with this email created since `since`: the per-email rate tier's fact. */
  async countByEmailSince(email: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", since.toISOString())
      .where(sql<boolean>`lower(email) = ${normalizeEmail(email)}`)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Releases a booking flagged as spam: it takes its slot (only if still free: the unique index
   * decides a race) and its two invitations are queued; the confirmation mints its link when sent.
   * A cancelled one, or one whose slot is taken meanwhile, stays spam.
   */
  async markNotSpam(id: string, now = new Date()): Promise<NotSpamResult> {
    const at = now.toISOString();
    try {
      return await this.db.transaction().execute(async (trx): Promise<NotSpamResult> => {
        const row = await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row) return { ok: false, error: "not_found" };
        if (Number(row.spam) !== 1) return { ok: false, error: "not_spam" };
        if (row.status !== "active") return { ok: false, error: "cancelled" };
        const updated = await trx
          .updateTable("bookings")
          .set({ spam: 0 })
          .where("id", "=", id)
          .where("spam", "=", 1)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("booking_mails")
          .values([this.mailRow(id, "agency_request", at), this.mailRow(id, "visitor_confirmation", at)])
          .execute();
        const booking = toBooking(updated);
        await this.followUps?.queueForBooking(trx, booking, now);
        // Released, it is a booking like any other: the visitor's reminder and the day's agenda.
        await armReminder(trx, { id, start: booking.start }, now);
        await armAgenda(trx, booking.start, now);
        return { ok: true, booking };
      });
    } catch (error) {
      if (isSlotTaken(error)) return { ok: false, error: "slot_taken" };
      throw error;
    }
  }

  async get(id: string): Promise<Booking | undefined> {
    const row = await this.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toBooking(row);
  }

  /** The booking a link's token opens: the booking's own token, or one an email minted. */
  async findByTokenHash(hash: string): Promise<Booking | undefined> {
    const row = await this.db
      .selectFrom("bookings")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("manage_token_hash", "=", hash),
          eb("id", "=", eb.selectFrom("booking_manage_tokens").select("booking_id").where("token_hash", "=", hash)),
        ]),
      )
      .executeTakeFirst();
    return row && toBooking(row);
  }

  /**
   * A new link to the booking for the email being composed: the token goes into the email, its hash
   * into the database, committed before the email is sent. A send that fails leaves a hash nobody
   * holds the token of; the booking's retention removes it with the booking.
   */
  async mintManageToken(bookingId: string, now = new Date()): Promise<string> {
    const token = newSecretToken();
    await this.db.insertInto("booking_manage_tokens").values({ token_hash: hashSecret(token), booking_id: bookingId, created_at: now.toISOString() }).execute();
    return token;
  }

  /** Bookings starting at or after `from`, soonest first; cancelled ones only when asked. */
  async upcoming(from: Date, options: { includeCancelled?: boolean } = {}): Promise<Booking[]> {
    const rows = await this.db
      .selectFrom("bookings")
      .selectAll()
      .where("slot_start", ">=", from.toISOString())
      .$if(!options.includeCancelled, (qb) => qb.where(holdsItsSlot))
      .orderBy("slot_start")
      .orderBy("created_at")
      .execute();
    return rows.map(toBooking);
  }

  async mailsFor(bookingId: string): Promise<BookingMail[]> {
    return (await bookingMailRowsFor(this.db, bookingId)).map(toBookingMail);
  }

  /**
   * Deletes bookings whose consultation ended before `cutoff` (the privacy policy's retention period),
   * cancelled ones included, with their emails. A booking with an email still waiting in the outbox is
   * kept until that email is delivered or given up, so retention never drops an unsent invitation.
   */
  async purgeEndedBefore(cutoff: Date): Promise<number> {
    const before = cutoff.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const expired = trx
        .selectFrom("bookings")
        .select("bookings.id")
        .where("bookings.slot_end", "<", before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("booking_mails")
                .select("booking_mails.id")
                .whereRef("booking_mails.booking_id", "=", "bookings.id")
                .where("booking_mails.status", "=", "queued"),
            ),
          ),
        );
      // Everything that points at them (SQLite does not cascade).
      await deleteBookingRows(trx, expired);
      const result = await trx.deleteFrom("bookings").where("id", "in", expired).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  /** Every booking's id, as a subquery (the alerts' upkeep keeps the rows whose booking is still here). */
  ids() {
    return this.db.selectFrom("bookings").select("id");
  }

  /** Drops the raw token from a delivered confirmation queued before migration 0010. */
  async forgetToken(mailId: string): Promise<void> {
    await this.db.updateTable("booking_mails").set({ manage_token: null }).where("id", "=", mailId).where("status", "=", "sent").execute();
  }
}

/**
 * Deletes what belongs to the given bookings, before the bookings themselves: their emails, reminders,
 * links and alerts. SQLite does not cascade (foreign keys are not enforced there), and a reminder
 * left behind would fail to compose and raise a false "not delivered" alarm.
 */
async function deleteBookingRows(trx: Kysely<Database>, bookingIds: readonly string[] | SelectQueryBuilder<Database, "bookings", { id: string }>): Promise<void> {
  await trx.deleteFrom("booking_mails").where("booking_id", "in", bookingIds).execute();
  await trx.deleteFrom("booking_events").where("booking_id", "in", bookingIds).execute();
  await deleteRemindersOf(trx, bookingIds);
  await trx.deleteFrom("booking_manage_tokens").where("booking_id", "in", bookingIds).execute();
  await deleteAlertsOf(trx, { bookingIds });
}

/**
 * Retires the agenda of the local date of `start` when no active booking is left on it. The agenda
 * row is locked first (PostgreSQL), then the bookings are counted in a new statement, which sees any
 * booking whose transaction armed that agenda before us.
 */
export async function retireAgendaIfEmpty(trx: Kysely<Database>, dialect: Dialect, start: string): Promise<void> {
  const date = localDate(start);
  await lockAgenda(trx, dialect, date);
  const { from, to } = localDayBounds(date);
  const left = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll().as("count"))
    .where(holdsItsSlot)
    .where("slot_start", ">=", from)
    .where("slot_start", "<", to)
    .executeTakeFirstOrThrow();
  if (Number(left.count) > 0) return;
  // A day with follow-ups due keeps its agenda (decision 043).
  if ((await followUpsOn(trx, date)) > 0) return;
  await retireAgenda(trx, date);
}

/** Active bookings of one office-local date, soonest first (what an agenda lists). */
export async function activeOnDate(db: Kysely<Database>, date: string): Promise<Booking[]> {
  const { from, to } = localDayBounds(date);
  const rows = await db.selectFrom("bookings").selectAll().where(holdsItsSlot).where("slot_start", ">=", from).where("slot_start", "<", to).orderBy("slot_start").execute();
  return rows.map(toBooking);
}

/** Bookings that hold their slot and start at or after `since`, soonest first (the agency's calendar feed). */
export async function holdingSlotsSince(db: Kysely<Database>, since: string): Promise<Booking[]> {
  const rows = await db.selectFrom("bookings").selectAll().where(holdsItsSlot).where("slot_start", ">=", since).orderBy("slot_start").execute();
  return rows.map(toBooking);
}

/**
 * In a reschedule's transaction: moves an active booking from `from` to `to` (its SEQUENCE goes up by
 * one). The moved row, or undefined when it was not active at `from` any more.
 */
export async function moveBookingRow(trx: Kysely<Database>, id: string, from: string, to: Slot): Promise<BookingRow | undefined> {
  return trx
    .updateTable("bookings")
    .set((eb) => ({ slot_start: to.start, slot_end: to.end, sequence: eb("sequence", "+", 1) }))
    .where("id", "=", id)
    .where("status", "=", "active")
    .where("slot_start", "=", from)
    .returningAll()
    .executeTakeFirst();
}

/** Queues booking emails in the caller's transaction. */
export async function insertBookingMails(trx: Kysely<Database>, rows: Insertable<BookingMailTable>[]): Promise<void> {
  await trx.insertInto("booking_mails").values(rows).execute();
}

// ── the workspace's reads and erasure (server/inbox/), on the caller's connection or transaction ──

/** Which bookings a workspace view lists: the inbox's filter, as far as it concerns bookings. */
export interface BookingFilter {
  view: InboxView;
  /** Matched against name, email and topic. */
  search?: string;
  /** The signed-in person's `users.id`: what the view Mine lists. */
  userId?: string;
}

/** The bookings a view shows, as a query the caller orders, limits or counts. */
export function bookingsInView(db: Kysely<Database>, dialect: Dialect, filter: BookingFilter) {
  let query = db.selectFrom("bookings").selectAll();
  // Spam bookings live in Spam only; Booked is what holds a slot.
  query = query.where("spam", "=", filter.view === "spam" ? 1 : 0);
  if (filter.view === "booked") query = query.where(holdsItsSlot);
  if (filter.view === "follow-ups") query = query.where("follow_up_on", "is not", null);
  if (filter.view === "mine") query = query.where("assigned_to", "=", filter.userId ?? "");
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => eb.or(["name", "email", "topic"].map((column) => containsText(dialect, column, search))));
  }
  return query;
}

export async function bookingRowById(db: Kysely<Database>, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One booking's emails, in the order they were queued. */
export async function bookingMailRowsFor(db: Kysely<Database>, bookingId: string): Promise<BookingMailRow[]> {
  return db.selectFrom("booking_mails").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").orderBy("kind").execute();
}

/** The history of some bookings (a person's data on request). */
export async function bookingEventRowsOf(db: Kysely<Database>, bookingIds: readonly string[]): Promise<BookingEventRow[]> {
  return bookingIds.length ? db.selectFrom("booking_events").selectAll().where("booking_id", "in", bookingIds).execute() : [];
}

/** The emails of some bookings (a person's data on request). */
export async function bookingMailRowsOf(db: Kysely<Database>, bookingIds: readonly string[]): Promise<BookingMailRow[]> {
  return bookingIds.length ? db.selectFrom("booking_mails").selectAll().where("booking_id", "in", bookingIds).execute() : [];
}

/** Bookings (any status, not spam) starting in [from, to), soonest first. */
export async function bookingRowsBetween(db: Kysely<Database>, from: Date, to: Date): Promise<BookingRow[]> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("spam", "=", 0)
    .where("slot_start", ">=", from.toISOString())
    .where("slot_start", "<", to.toISOString())
    .orderBy("slot_start")
    .orderBy("created_at")
    .execute();
}

/** When each booking (not spam) since `since` was made. */
export async function bookingTimesSince(db: Kysely<Database>, since: Date): Promise<string[]> {
  const rows = await db.selectFrom("bookings").select("created_at").where("spam", "=", 0).where("created_at", ">=", since.toISOString()).execute();
  return rows.map((row) => iso(row.created_at));
}

/** Bookings flagged since `since`, counted by their stored reasons and whether they are still spam (0 = released). */
export async function bookingSpamReasonsSince(db: Kysely<Database>, since: Date) {
  return db
    .selectFrom("bookings")
    .select(["spam_reason", "spam", (eb) => eb.fn.countAll<number>().as("n")])
    .where("spam_reason", "is not", null)
    .where("created_at", ">=", since.toISOString())
    .groupBy(["spam_reason", "spam"])
    .execute();
}

/** Every booking with this address (any case), oldest first: a person's data on request. */
// ── People (server/inbox/): a person is one address; a person page is named by a lead or booking id ──

/** The bookings (not spam) a People search finds by name or email, newest first, at most `limit`. */
export async function bookingPeopleRows(db: Kysely<Database>, dialect: Dialect, search: string | undefined, limit: number) {
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "created_at", "name", "email"])
    .where("spam", "=", 0)
    .$if(Boolean(search), (qb) => qb.where((eb) => eb.or(["name", "email"].map((column) => containsText(dialect, column, search!)))))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: iso(row.created_at), name: row.name, email: row.email }));
}

/** The address of a booking. */
export async function bookingEmailById(db: Kysely<Database>, bookingId: string): Promise<string | undefined> {
  return (await db.selectFrom("bookings").select("email").where("id", "=", bookingId).executeTakeFirst())?.email;
}

export async function bookingRowsByEmail(db: Kysely<Database>, email: string): Promise<BookingRow[]> {
  return db.selectFrom("bookings").selectAll().where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).orderBy("created_at").execute();
}

/** In an erasure's transaction: deletes every booking with this address (any case) and all that belongs to it. The ids it deleted. */
export async function eraseBookingsByEmail(trx: Kysely<Database>, email: string): Promise<string[]> {
  const bookingIds = (await trx.selectFrom("bookings").select("id").where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).execute()).map((row) => row.id);
  if (bookingIds.length === 0) return bookingIds;
  await deleteBookingRows(trx, bookingIds);
  await trx.deleteFrom("bookings").where("id", "in", bookingIds).execute();
  return bookingIds;
}

/**
 * The bookings made in [from, to) that hold their slot (active, not spam), with their own visit source
 * and address (a booking counts toward its person's lead), for the sources report; oldest first, at most `limit`.
 */
export async function bookingSourceRowsBetween(db: Kysely<Database>, from: Date, to: Date, limit: number) {
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "email", "created_at", "landing", "channel", "utm_campaign"])
    .where(holdsItsSlot)
    .where("created_at", ">=", from.toISOString())
    .where("created_at", "<", to.toISOString())
    .orderBy("created_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: iso(row.created_at), landing: row.landing, channel: row.channel, campaign: row.utm_campaign }));
}

// ── who owns a booking and when to follow it up (decision 043) ───────────────────────────────

/** Sets (or clears, with null) a booking's follow-up; what it was before, or undefined when there is no such booking. */
export async function setBookingFollowUp(trx: Kysely<Database>, bookingId: string, on: string | null, note: string | null) {
  const before = await trx.selectFrom("bookings").select(["follow_up_on", "follow_up_note"]).where("id", "=", bookingId).executeTakeFirst();
  if (!before) return undefined;
  await trx.updateTable("bookings").set({ follow_up_on: on, follow_up_note: on === null ? null : note }).where("id", "=", bookingId).execute();
  return { on: before.follow_up_on, note: before.follow_up_note };
}

/** Gives a booking to a person (null = nobody); who had it before, or undefined when there is no such booking. */
export async function setBookingAssignee(trx: Kysely<Database>, bookingId: string, userId: string | null): Promise<{ before: string | null } | undefined> {
  const before = await trx.selectFrom("bookings").select("assigned_to").where("id", "=", bookingId).executeTakeFirst();
  if (!before) return undefined;
  await trx.updateTable("bookings").set({ assigned_to: userId }).where("id", "=", bookingId).execute();
  return { before: before.assigned_to };
}

/** Bookings (not spam) with a follow-up due by office date `date` (that day and before), soonest first. */
export async function bookingsFollowUpDueBy(db: Kysely<Database>, date: string): Promise<BookingRow[]> {
  return db.selectFrom("bookings").selectAll().where("spam", "=", 0).where("follow_up_on", "<=", date).orderBy("follow_up_on").orderBy("created_at").execute();
}

/** How many leads and bookings (not spam) have a follow-up on office date `date`. */
export async function followUpsOn(db: Kysely<Database>, date: string): Promise<number> {
  const row = await db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n")).where("spam", "=", 0).where("follow_up_on", "=", date).executeTakeFirst();
  return Number(row?.n ?? 0) + (await leadFollowUpsOn(db, date));
}

/** The owners (`users.id`) of some bookings, by booking id (the agenda's lines). */
export async function assigneesOfBookings(db: Kysely<Database>, bookingIds: readonly string[]): Promise<Map<string, string | null>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.selectFrom("bookings").select(["id", "assigned_to"]).where("id", "in", bookingIds).execute();
  return new Map(rows.map((row) => [row.id, row.assigned_to]));
}
