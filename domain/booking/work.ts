/**
 * The agency's work on a booking from the workspace: the reason it gives when it cancels (quoted to
 * the visitor), and what became of a meeting. Pure: the limits and the one reading of the input.
 */
import { normalizeText, storableText } from "../text";

/** Longest cancellation reason (it is quoted in the visitor's email). */
export const CANCEL_REASON_MAX = 500;

export const BOOKING_OUTCOMES = ["held", "no_show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

export const isBookingOutcome = (value: unknown): value is BookingOutcome => (BOOKING_OUTCOMES as readonly unknown[]).includes(value);

/** The reason as stored (lines kept, invisible and unstorable characters removed), or why it is not accepted. */
export function parseCancelReason(raw: unknown): { ok: true; reason: string } | { ok: false; error: "reason_required" | "reason_too_long" } {
  if (typeof raw !== "string") return { ok: false, error: "reason_required" };
  const reason = normalizeText(raw, { multiline: true });
  if (!reason) return { ok: false, error: "reason_required" };
  if (reason.length > CANCEL_REASON_MAX) return { ok: false, error: "reason_too_long" };
  return { ok: true, reason: storableText(reason, CANCEL_REASON_MAX, { multiline: true }) };
}
