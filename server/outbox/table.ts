import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "../db/migrations";
import type { Database, OutboxColumns } from "../db/schema";
import { isoOrNull } from "../db/timestamps";

/** Errors can be long (a whole SMTP transcript); the row keeps the useful start. */
const clipError = (message: string) => message.slice(0, 1000);

/** What is waiting and failing in one outbox table (the workspace's outbox page, `/healthz`). */
export interface OutboxSummary {
  /** Queued and due: should go out now (a scheduled reminder or alarm is not waiting yet). */
  waiting: number;
  /** Of those queued, the ones whose last attempt failed and that wait for their retry. */
  retrying: number;
  /** Given up after every retry. */
  failed: number;
  /** When the longest-waiting due row was due (ISO), or null. */
  oldestWaitingSince: string | null;
}

/** A row that did not go out as it should: failed, or queued after a failed attempt. */
export interface TroubledRow {
  id: string;
  createdAt: string;
  status: "queued" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** Which due rows one worker takes, and for how long. */
export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  now?: Date;
  /** Only rows whose `column` holds one of `values` (the kinds or channels this worker can deliver now). */
  only?: { column: string; values: readonly string[] };
}

/** Any table with the outbox columns, as Kysely sees it when only those columns matter. */
type OutboxDatabase = Record<string, OutboxColumns>;

/**
 * The outbox state machine over one table (queued → sent | failed, with attempts, backoff and a lease),
 * shared by every table that holds something to send (emails, webhooks, alarms); its one claim is what
 * every worker and every kind of message takes rows with. Every state change is
 * one statement, so a crash between two of them leaves a row the next worker simply picks up again.
 */
export class OutboxTable<Row extends Selectable<OutboxColumns>> {
  private readonly db: Kysely<OutboxDatabase>;

  constructor(
    db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly table: keyof Database,
  ) {
    this.db = db as unknown as Kysely<OutboxDatabase>;
  }

  /**
   * Takes up to `limit` due rows for one worker: counts the attempt and leases each row until
   * `now + leaseMs`. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several server instances claim
   * at once without ever taking the same row; on SQLite the single UPDATE is atomic by itself.
   */
  async claimDue(options: ClaimOptions): Promise<Row[]> {
    const only = options.only;
    if (only && only.values.length === 0) return [];
    const now = (options.now ?? new Date()).toISOString();
    const leaseEnd = new Date(Date.parse(now) + options.leaseMs).toISOString();
    const rows = await this.db
      .updateTable(this.table)
      .set((eb) => ({ locked_until: leaseEnd, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom(this.table)
          .select("id")
          .where("status", "=", "queued")
          .$if(only !== undefined, (qb) => qb.where(this.db.dynamic.ref(only!.column), "in", only!.values))
          .where("next_attempt_at", "<=", now)
          .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", now)]))
          .orderBy("next_attempt_at")
          .limit(options.limit)
          .$if(this.dialect === "postgres", (qb) => qb.forUpdate().skipLocked()),
      )
      .returningAll()
      .execute();
    return rows as Row[];
  }

  /** Gives claimed rows back unsent (a worker stopping), undoing the attempt the claim counted. */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable(this.table)
      .set((eb) => ({ locked_until: null, attempts: eb("attempts", "-", 1) }))
      .where("id", "in", ids)
      .where("status", "=", "queued")
      .execute();
  }

  async markSent(id: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, next_attempt_at: null, last_error: null })
      .where("id", "=", id)
      .execute();
  }

  async markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ next_attempt_at: nextAttemptAt.toISOString(), locked_until: null, last_error: clipError(error) })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ status: "failed", locked_until: null, next_attempt_at: null, last_error: clipError(error) })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  }

  async countQueued(): Promise<number> {
    const row = await this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async summary(now = new Date()): Promise<OutboxSummary> {
    const at = now.toISOString();
    const row = await this.db
      .selectFrom(this.table)
      .select((eb) => [
        eb.fn.count<number>("id").filterWhere((w) => w.and([w("status", "=", "queued"), w("next_attempt_at", "<=", at)])).as("waiting"),
        eb.fn.count<number>("id").filterWhere((w) => w.and([w("status", "=", "queued"), w("last_error", "is not", null)])).as("retrying"),
        eb.fn.count<number>("id").filterWhere("status", "=", "failed").as("failed"),
        eb.fn.min("next_attempt_at").filterWhere((w) => w.and([w("status", "=", "queued"), w("next_attempt_at", "<=", at)])).as("oldest"),
      ])
      .executeTakeFirstOrThrow();
    return {
      waiting: Number(row.waiting),
      retrying: Number(row.retrying),
      failed: Number(row.failed),
      oldestWaitingSince: isoOrNull(row.oldest as Date | string | null),
    };
  }

  /** Failed rows and rows waiting for a retry, the most recent first. */
  async troubled(limit: number): Promise<TroubledRow[]> {
    const rows = await this.db
      .selectFrom(this.table)
      .select(["id", "created_at", "status", "attempts", "next_attempt_at", "last_error"])
      .where((w) => w.or([w("status", "=", "failed"), w.and([w("status", "=", "queued"), w("last_error", "is not", null)])]))
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status === "failed" ? "failed" : "queued",
      attempts: Number(row.attempts),
      nextAttemptAt: isoOrNull(row.next_attempt_at),
      lastError: row.last_error,
    }));
  }

  /**
   * Someone asked for it to go out again: a failed row is queued with its attempts reset (a full round of
   * retries), a row waiting for its retry is due now. Not a row another worker holds right now, nor a sent
   * or skipped one. True when the row changed.
   */
  async retry(id: string, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable(this.table)
      .set((eb) => ({
        status: "queued",
        next_attempt_at: at,
        attempts: eb.case().when("status", "=", "failed").then(0).else(eb.ref("attempts")).end(),
      }))
      .where("id", "=", id)
      .where((w) => w.or([w("status", "=", "failed"), w.and([w("status", "=", "queued"), w("last_error", "is not", null)])]))
      .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", at)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
