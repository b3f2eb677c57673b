import { sql, type Kysely } from "kysely";
import type { RateLimit } from "../config";
import type { Database } from "../db/schema";
import { retryAfterSeconds, type ClientRateLimiter, type RateDecision } from "./client-rate-limiter";

/** First key of the two-key advisory lock: keeps these locks apart from any others on the database. */
const LOCK_NAMESPACE = 0x524c; // "RL"

/**
 * The sliding-window limit counted in PostgreSQL (table `rate_limit_hits`, one row per allowed
 * request), so every instance on the database spends from the same budget.
 *
 * One client's `take`s run one at a time across all instances: a transaction-scoped advisory lock on
 * the client serialises "count the window, then record the hit", which two concurrent statements
 * could otherwise both pass. Rows leave the table once they are out of the window: the client's own
 * on each take, everyone's in a sweep at most once per window per instance.
 */
export class PostgresRateLimiter implements ClientRateLimiter {
  private lastSweepMs = Number.NEGATIVE_INFINITY;

  constructor(
    // The table is not in the typed schema: it is PostgreSQL-only and touched only here, in raw SQL.
    private readonly db: Kysely<Database>,
    private readonly limit: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  async take(client: string): Promise<RateDecision> {
    const now = this.clock();
    const windowStart = new Date(now - this.limit.windowMs).toISOString();
    if (now - this.lastSweepMs >= this.limit.windowMs) {
      this.lastSweepMs = now;
      await sql`delete from rate_limit_hits where hit_at <= ${windowStart}`.execute(this.db);
    }
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${client}))`.execute(trx);
      await sql`delete from rate_limit_hits where client = ${client} and hit_at <= ${windowStart}`.execute(trx);
      const { rows } = await sql<{ hits: string; oldest: Date | null }>`
        select count(*) as hits, min(hit_at) as oldest from rate_limit_hits where client = ${client}`.execute(trx);
      const { hits, oldest } = rows[0]!;
      if (Number(hits) >= this.limit.limit && oldest) {
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(oldest.getTime(), this.limit.windowMs, now) };
      }
      await sql`insert into rate_limit_hits (client, hit_at) values (${client}, ${new Date(now).toISOString()})`.execute(trx);
      return { allowed: true };
    });
  }
}
