import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";

/**
 * The one definition of a booking that holds its slot: active and not spam. The partial unique
 * index `bookings_active_slot_idx` (server/db/spam-migrations.ts) says the same in SQL; every query
 * for taken slots, the agenda, reminders and the agency's calendar goes through this.
 */
export function holdsItsSlot(eb: ExpressionBuilder<Database, "bookings">) {
  return eb.and([eb("bookings.status", "=", "active"), eb("bookings.spam", "=", 0)]);
}
