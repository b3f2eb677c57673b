import type { RateLimit } from "../config";
import { retryAfterSeconds, type ClientRateLimiter, type RateDecision } from "./client-rate-limiter";

/** Bounded memory even under a flood of distinct addresses; the oldest clients are forgotten first. */
const MAX_CLIENTS = 10_000;

/**
 * The sliding-window limit kept in this process's memory: exact for one server process (the SQLite
 * set-up, where one process owns the database file). Several instances count in PostgreSQL instead.
 */
export class MemoryRateLimiter implements ClientRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  async take(client: string): Promise<RateDecision> {
    const now = this.clock();
    const windowStart = now - this.limit.windowMs;
    const recent = (this.hits.get(client) ?? []).filter((time) => time > windowStart);
    if (recent.length >= this.limit.limit) {
      this.hits.set(client, recent);
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(recent[0]!, this.limit.windowMs, now) };
    }
    recent.push(now);
    // Re-inserting moves the client to the end, so the map's first key is the least recently seen.
    this.hits.delete(client);
    this.hits.set(client, recent);
    if (this.hits.size > MAX_CLIENTS) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true };
  }
}
