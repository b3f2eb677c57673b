import type { Kysely } from "kysely";
import type { Database, DeliveryStatus, LeadRow } from "../db/schema";
import type { Dialect } from "../db/migrations";
import type { LeadKind } from "../../app/lib/contact-schema";

/** A stored lead as the rest of the server sees it: timestamps as ISO strings, spam as a boolean. */
export interface Lead {
  id: string;
  createdAt: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  location: string | null;
  page: string | null;
  spam: boolean;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
}

export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  location?: string;
  page?: string;
  spam: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    kind: row.kind as LeadKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    location: row.location,
    page: row.page,
    spam: Number(row.spam) === 1,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    lockedUntil: isoOrNull(row.locked_until),
    lastError: row.last_error,
    sentAt: isoOrNull(row.sent_at),
  };
}

/** Errors can be long (a whole SMTP transcript); the row keeps the useful start. */
const clipError = (message: string) => message.slice(0, 1000);

/**
 * All lead reads and writes. Every state change of the outbox is one statement, so a crash
 * between two of them leaves a row that the next worker simply picks up again.
 */
export class LeadStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  /** Commits the lead. Spam is stored for the record but never enters the outbox. */
  async insert(lead: NewLead, now = new Date()): Promise<Lead> {
    const row = await this.db
      .insertInto("leads")
      .values({
        id: crypto.randomUUID(),
        created_at: now.toISOString(),
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? null,
        subject: lead.subject ?? null,
        message: lead.message,
        location: lead.location ?? null,
        page: lead.page ?? null,
        spam: lead.spam ? 1 : 0,
        status: lead.spam ? "skipped" : "queued",
        attempts: 0,
        next_attempt_at: lead.spam ? null : now.toISOString(),
        locked_until: null,
        last_error: null,
        sent_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toLead(row);
  }

  /**
   * Takes up to `limit` due leads for one worker: counts the attempt and leases each row until
   * `now + leaseMs`. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several server instances claim
   * at once without ever taking the same row; on SQLite the single UPDATE is atomic by itself.
   */
  async claimDue(options: { limit: number; leaseMs: number; now?: Date }): Promise<Lead[]> {
    const now = (options.now ?? new Date()).toISOString();
    const leaseEnd = new Date(Date.parse(now) + options.leaseMs).toISOString();
    const rows = await this.db
      .updateTable("leads")
      .set((eb) => ({ locked_until: leaseEnd, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom("leads")
          .select("id")
          .where("status", "=", "queued")
          .where("next_attempt_at", "<=", now)
          .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", now)]))
          .orderBy("next_attempt_at")
          .limit(options.limit)
          .$if(this.dialect === "postgres", (qb) => qb.forUpdate().skipLocked()),
      )
      .returningAll()
      .execute();
    return rows.map(toLead).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Gives claimed leads back unsent (a worker stopping), undoing the attempt the claim counted. */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable("leads")
      .set((eb) => ({ locked_until: null, attempts: eb("attempts", "-", 1) }))
      .where("id", "in", ids)
      .where("status", "=", "queued")
      .execute();
  }

  async markSent(id: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable("leads")
      .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, next_attempt_at: null, last_error: null })
      .where("id", "=", id)
      .execute();
  }

  async markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .updateTable("leads")
      .set({ next_attempt_at: nextAttemptAt.toISOString(), locked_until: null, last_error: clipError(error) })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .updateTable("leads")
      .set({ status: "failed", locked_until: null, next_attempt_at: null, last_error: clipError(error) })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  }

  /** Puts failed leads (or the given ones) back in the outbox with a fresh set of attempts. */
  async requeue(ids: string[] | "failed", now = new Date()): Promise<number> {
    const result = await this.db
      .updateTable("leads")
      .set({ status: "queued", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
      .where("spam", "=", 0)
      .$if(ids === "failed", (qb) => qb.where("status", "=", "failed"))
      .$if(ids !== "failed", (qb) => qb.where("id", "in", ids as string[]).where("status", "!=", "sent"))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async get(id: string): Promise<Lead | undefined> {
    const row = await this.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toLead(row);
  }

  /** Newest first. */
  async list(options: { limit?: number; status?: DeliveryStatus; includeSpam?: boolean } = {}): Promise<Lead[]> {
    const rows = await this.db
      .selectFrom("leads")
      .selectAll()
      .$if(options.status !== undefined, (qb) => qb.where("status", "=", options.status!))
      .$if(!options.includeSpam, (qb) => qb.where("spam", "=", 0))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .$if(options.limit !== undefined, (qb) => qb.limit(options.limit!))
      .execute();
    return rows.map(toLead);
  }

  /**
   * Deletes leads that arrived before `cutoff` (the privacy policy's retention period). A lead still
   * waiting in the outbox is kept until it is delivered or given up, so retention never loses one unsent.
   */
  async purgeCreatedBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom("leads")
      .where("created_at", "<", cutoff.toISOString())
      .where("status", "!=", "queued")
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countQueued(): Promise<number> {
    const row = await this.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
