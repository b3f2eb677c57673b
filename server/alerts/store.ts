/**
 * The `alerts` table: receipts, webhooks and overdue alarms in the outbox, one row each, claimed and
 * retried like every email (OutboxTable), plus the reads the workspace shows per lead and booking.
 */
import { createHash } from "node:crypto";
import type { Insertable, Kysely, SelectQueryBuilder } from "kysely";
import { normalizeEmail } from "@domain/text";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../outbox/table";
import type { AlertKind, AlertRow, AlertTable, Database, DeliveryStatus } from "../db/schema";
import type { OutboxChannel } from "../outbox/plan";
import { iso, isoOrNull } from "../db/timestamps";

/** How each kind leaves: the worker claims only what it can deliver now (no SMTP: only webhooks). */
export const ALERT_CHANNELS: Record<AlertKind, OutboxChannel> = {
  receipt: "mail",
  escalation: "mail",
  webhook: "webhook",
  escalation_webhook: "webhook",
};

/** One follow-up as the workspace shows it. */
export interface AlertDelivery {
  id: string;
  kind: AlertKind;
  status: DeliveryStatus;
  createdAt: string;
  /** When it is (or was last) due: the deadline of a waiting alarm, the next retry of a failing one. */
  nextAttemptAt: string | null;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  skipReason: string | null;
  leadId: string | null;
  bookingId: string | null;
}

export function toAlertDelivery(row: AlertRow): AlertDelivery {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    createdAt: iso(row.created_at),
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    attempts: Number(row.attempts),
    sentAt: isoOrNull(row.sent_at),
    lastError: row.last_error,
    skipReason: row.skip_reason,
    leadId: row.lead_id,
    bookingId: row.booking_id,
  };
}

const DAY_MS = 24 * 60 * 60_000;

export class AlertStore {
  readonly outbox: OutboxTable<AlertRow>;

  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    this.outbox = new OutboxTable<AlertRow>(db, dialect, "alerts");
  }

  release = (ids: string[]) => this.outbox.release(ids);
  markSent = (id: string, now?: Date) => this.outbox.markSent(id, now);
  markRetry = (id: string, at: Date, error: string) => this.outbox.markRetry(id, at, error);
  markFailed = (id: string, error: string) => this.outbox.markFailed(id, error);

  /** Not needed any more (the lead was answered, or is gone): skipped, with why, and never tried again. */
  async markSkipped(id: string, reason: string): Promise<void> {
    await this.db
      .updateTable("alerts")
      .set({ status: "skipped", skip_reason: reason.slice(0, 500), locked_until: null, next_attempt_at: null })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  }

  /** Rows due now (a scheduled alarm is not waiting yet: it is not late). */
  async countDue(now = new Date()): Promise<number> {
    const row = await this.db
      .selectFrom("alerts")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "queued")
      .where("next_attempt_at", "<=", now.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async get(id: string): Promise<AlertDelivery | undefined> {
    const row = await this.db.selectFrom("alerts").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toAlertDelivery(row);
  }

  async forLead(leadId: string): Promise<AlertDelivery[]> {
    const rows = await this.db.selectFrom("alerts").selectAll().where("lead_id", "=", leadId).orderBy("created_at").orderBy("kind").execute();
    return rows.map(toAlertDelivery);
  }

  async forBooking(bookingId: string): Promise<AlertDelivery[]> {
    const rows = await this.db.selectFrom("alerts").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").orderBy("kind").execute();
    return rows.map(toAlertDelivery);
  }

  /**
   * Daily upkeep: receipt guards older than 24 hours are spent (the address may get a receipt again),
   * and rows whose lead or booking is gone (retention, erasure) go with it. `live` are the ids that
   * still exist, as subqueries from the leads' and bookings' own stores.
   */
  async purge(live: { leadIds: OwnerIds; bookingIds: OwnerIds }, now = new Date()): Promise<number> {
    await this.db.deleteFrom("receipt_guards").where("last_receipt_at", "<", new Date(now.getTime() - DAY_MS).toISOString()).execute();
    const orphans = await this.db
      .deleteFrom("alerts")
      .where((eb) =>
        eb.or([
          eb.and([eb("lead_id", "is not", null), eb("lead_id", "not in", live.leadIds)]),
          eb.and([eb("booking_id", "is not", null), eb("booking_id", "not in", live.bookingIds)]),
        ]),
      )
      .executeTakeFirst();
    return Number(orphans.numDeletedRows);
  }
}

/** The ids of a lead or booking selection, as the alerts' statements take them (a list, or a subquery). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table: the store of each owner builds it
export type OwnerIds = readonly string[] | SelectQueryBuilder<Database, any, { id: string }>;

/** In a transaction: a new lead's or booking's follow-ups (server/alerts/follow-ups.ts decides which). */
export async function insertAlerts(trx: Kysely<Database>, rows: Insertable<AlertTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto("alerts").values(rows).execute();
}

/**
 * In the transaction that deletes leads or bookings (retention, erasure): their alerts go with them (an
 * error text can hold the address). SQLite does not cascade.
 */
export async function deleteAlertsOf(trx: Kysely<Database>, owner: { leadIds: OwnerIds } | { bookingIds: OwnerIds }): Promise<void> {
  if ("leadIds" in owner) {
    if (Array.isArray(owner.leadIds) && owner.leadIds.length === 0) return;
    await trx.deleteFrom("alerts").where("lead_id", "in", owner.leadIds).execute();
  } else {
    if (Array.isArray(owner.bookingIds) && owner.bookingIds.length === 0) return;
    await trx.deleteFrom("alerts").where("booking_id", "in", owner.bookingIds).execute();
  }
}

/** The receipts, webhooks and alarms of some leads and bookings (a person's data on request). */
export async function alertRowsOf(db: Kysely<Database>, owners: { leadIds: readonly string[]; bookingIds: readonly string[] }): Promise<AlertRow[]> {
  return [
    ...(owners.leadIds.length ? await db.selectFrom("alerts").selectAll().where("lead_id", "in", owners.leadIds).execute() : []),
    ...(owners.bookingIds.length ? await db.selectFrom("alerts").selectAll().where("booking_id", "in", owners.bookingIds).execute() : []),
  ];
}

/** The receipt guard's key: the address in its one normalised form, hashed (the guard needs no readable address). */
export const addressHash = (email: string) => createHash("sha256").update(normalizeEmail(email)).digest("hex");

/**
 * Takes the address's receipt for the next 24 hours, or answers false when one went out less than 24
 * hours ago. One statement (insert, or update only when the last receipt is older than a day), so two
 * leads from one address racing on two instances get one receipt: PostgreSQL makes the second wait on
 * the first's row and then sees it; SQLite has one writer.
 */
export async function takeReceiptSlot(trx: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const won = await trx
    .insertInto("receipt_guards")
    .values({ address_hash: addressHash(email), last_receipt_at: at })
    .onConflict((conflict) =>
      conflict
        .column("address_hash")
        .doUpdateSet({ last_receipt_at: at })
        .where("receipt_guards.last_receipt_at", "<=", new Date(now.getTime() - DAY_MS).toISOString()),
    )
    .returning("address_hash")
    .executeTakeFirst();
  return won !== undefined;
}
