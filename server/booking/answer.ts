/**
 * A booking request's outcome as an HTTP answer: the one mapping from the booking service's result
 * to a status, shared by `POST /api/bookings` and the /book form's route action.
 */
import type { BookingFieldErrors } from "@domain/booking/fields";
import type { BookingService } from "./service";
import type { Booking } from "./store";
import { logger } from "../log";

export type BookingAnswer =
  | { status: 201; ok: true; booking: Booking; manageToken: string }
  | { status: 409; ok: false; error: "slot_taken" }
  | { status: 422; ok: false; error: "validation"; fields: BookingFieldErrors }
  | { status: 429; ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | { status: 503; ok: false; error: "unavailable" };

/** Books a slot; a database failure is logged and answered 503 (the visitor's input is kept). */
export async function bookSlot(service: BookingService, raw: Record<string, unknown>, context: { clientAddress: string }, source: string): Promise<BookingAnswer> {
  try {
    const result = await service.book(raw, context);
    if (result.ok) return { status: 201, ...result };
    if (result.error === "slot_taken") return { status: 409, ...result };
    if (result.error === "rate_limited") return { status: 429, ...result };
    return { status: 422, ...result };
  } catch (error) {
    logger.error(`${source} could not store a booking: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 503, ok: false, error: "unavailable" };
  }
}
