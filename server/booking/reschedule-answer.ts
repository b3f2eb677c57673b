/**
 * A reschedule's outcome as an HTTP answer: the one mapping shared by `POST /api/bookings/reschedule`
 * and the manage page's form action.
 */
import type { BookingService } from "./service";
import type { Booking } from "./store";
import { answerOf, type Unavailable } from "../http/answer";

export type RescheduleAnswer =
  | { status: 200; ok: true; booking: Booking }
  | { status: 404; ok: false; error: "not_found" }
  | { status: 409; ok: false; error: "slot_taken" }
  | { status: 410; ok: false; error: "too_late" | "cancelled" }
  | { status: 422; ok: false; error: "validation"; fields: { token?: string; slot?: string } }
  | { status: 429; ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | Unavailable;

/** Moves a booking; a database failure is logged and answered 503. */
export function rescheduleSlot(service: BookingService, raw: Record<string, unknown>, context: { clientAddress: string }, source: string): Promise<RescheduleAnswer> {
  return answerOf(
    () => service.reschedule(raw, context),
    (result): RescheduleAnswer => {
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
    },
    `${source} could not reschedule a booking`,
  );
}
