import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "./migrations";
import type { Database, OutboxColumns } from "./schema";

/** Errors can be long (a whole SMTP transcript); the row keeps the useful start. */
const clipError = (message: string) => message.slice(0, 1000);

/** Any table with the outbox columns, as Kysely sees it when only those columns matter. */
type OutboxDatabase = Record<string, OutboxColumns>;

/**
 * The outbox state machine over one table (queued → sent | failed, with attempts, backoff and a lease),
 * shared by every table that holds emails to send: leads and booking mails. Every state change is
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
  async claimDue(options: { limit: number; leaseMs: number; now?: Date }): Promise<Row[]> {
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
}
