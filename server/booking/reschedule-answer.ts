/**
 * A reschedule's outcome as an HTTP answer: the one mapping shared by `POST /api/bookings/reschedule`
 * and the manage page's form action.
 */
import type { BookingService } from "./service";
import type { Booking } from "./store";
import { logger } from "../log";

export type RescheduleAnswer =
  | { status: 200; ok: true; booking: Booking }
  | { status: 404; ok: false; error: "not_found" }
  | { status: 409; ok: false; error: "slot_taken" }
  | { status: 410; ok: false; error: "too_late" | "cancelled" }
  | { status: 422; ok: false; error: "validation"; fields: { token?: string; slot?: string } }
  | { status: 429; ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | { status: 503; ok: false; error: "unavailable" };

/** Moves a booking; a database failure is logged and answered 503. */
export async function rescheduleSlot(service: BookingService, raw: Record<string, unknown>, context: { clientAddress: string }, source: string): Promise<RescheduleAnswer> {
  try {
    const result = await service.reschedule(raw, context);
    if (result.ok) return { status: 200, ...result };
    switch (result.error) {
      case "not_found":
        return { status: 404, ...result, error: result.error };
      case "slot_taken":
        return { status: 409, ...result, error: result.error };
      case "too_late":
      case "cancelled":
        return { status: 410, ok: false, error: result.error };
      case "rate_limited":
        return { status: 429, ...result };
      case "validation":
        return { status: 422, ...result };
    }
  } catch (error) {
    logger.error(`${source} could not reschedule a booking: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 503, ok: false, error: "unavailable" };
  }
}
