import type { RateLimit } from "../config";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Bounded memory even under a flood of distinct addresses; the oldest clients are forgotten first. */
const MAX_CLIENTS = 10_000;

/**
 * A sliding-window limit per client address, kept in this process's memory. With several instances
 * each one counts its own requests, which still stops a single client from flooding the inbox.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records one request by `client` and says whether it may go ahead. */
  take(client: string): RateDecision {
    const now = this.clock();
    const windowStart = now - this.limit.windowMs;
    const recent = (this.hits.get(client) ?? []).filter((time) => time > windowStart);
    if (recent.length >= this.limit.limit) {
      this.hits.set(client, recent);
      const retryAt = recent[0]! + this.limit.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
    }
    recent.push(now);
    // Re-inserting moves the client to the end, so the map's first key is the least recently seen.
    this.hits.delete(client);
    this.hits.set(client, recent);
    if (this.hits.size > MAX_CLIENTS) this.hits.delete(this.hits.keys().next().value!);
    return { allowed: true };
  }
}
