/**
 * Rule `duplicate`: the same email and the same message again within 24 hours. The server looks up
 * the earlier submissions (`recent`); this decides, with the clock passed in.
 */
import { normalizeEmail } from "../text";

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

export interface EarlierSubmission {
  email: string;
  message: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** Messages compare without regard to case or how the white space falls. */
const sameText = (a: string, b: string) => a.replace(/\s+/gu, " ").trim().toLowerCase() === b.replace(/\s+/gu, " ").trim().toLowerCase();

export function isDuplicate(submission: { email: string; message: string }, recent: readonly EarlierSubmission[], now: Date): boolean {
  const since = now.getTime() - DUPLICATE_WINDOW_MS;
  return recent.some(
    (earlier) =>
      Date.parse(earlier.createdAt) > since &&
      Date.parse(earlier.createdAt) <= now.getTime() &&
      normalizeEmail(earlier.email) === normalizeEmail(submission.email) &&
      sameText(earlier.message, submission.message),
  );
}
