/**
 * Rule `rate_email`: the per-email tier of the rate limits. The per-address tier (CONTACT_RATE_LIMIT)
 * refuses with 429 before anything is stored; this one never refuses: anyone can type anyone's
 * address, so a 429 here would let a stranger lock a person out. Past the limit a submission is
 * stored as spam instead, where the agency can still release it.
 */
export interface EmailLimit {
  limit: number;
  windowMs: number;
}

/** Three submissions per address per day: a quick note, the full form and a booking. */
export const DEFAULT_EMAIL_LIMIT: EmailLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

/** `earlier` = submissions with this address already stored within the window. */
export function isOverEmailLimit(earlier: number, limit: EmailLimit | null): boolean {
  return limit !== null && earlier >= limit.limit;
}
