/** What a limiter answers for one request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A per-client budget (`CONTACT_RATE_LIMIT`: N requests per sliding window), shared by every entry
 * point that takes it (contact API and forms, bookings). `take` records one request by `client` and
 * says whether it may go ahead; it throws only when its storage fails.
 */
export interface ClientRateLimiter {
  take(client: string): Promise<RateDecision>;
}

/** Seconds until the oldest counted request leaves the window (at least 1, as `Retry-After` wants). */
export function retryAfterSeconds(oldestHitMs: number, windowMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((oldestHitMs + windowMs - nowMs) / 1000));
}
