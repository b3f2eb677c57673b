/**
 * A booking request's outcome as an HTTP answer: the one mapping from the booking service's result
 * to a status, shared by `POST /api/bookings` and the /book form's route action.
 */
import type { BookingFieldErrors } from "@domain/booking/fields";
import type { BookingService } from "./service";
import type { Booking } from "./store";
import { answerOf, type Unavailable } from "../http/answer";

export type BookingAnswer =
  | { status: 201; ok: true; booking: Booking; manageToken: string }
  | { status: 409; ok: false; error: "slot_taken" }
  | { status: 422; ok: false; error: "validation"; fields: BookingFieldErrors }
  | { status: 429; ok: false; error: "rate_limited"; retryAfterSeconds: number }
  | Unavailable;

/** Books a slot; a database failure is logged and answered 503 (the visitor's input is kept). */
export function bookSlot(service: BookingService, raw: Record<string, unknown>, context: { clientAddress: string; source?: unknown }, source: string): Promise<BookingAnswer> {
  return answerOf(
    () => service.book(raw, context),
    (result): BookingAnswer => {
      if (result.ok) return { status: 201, ...result };
      if (result.error === "slot_taken") return { status: 409, ...result };
      if (result.error === "rate_limited") return { status: 429, ...result };
      return { status: 422, ...result };
    },
    `${source} could not store a booking`,
  );
}
