/**
 * Moving a booking to another slot: one transaction whose first statement moves the slot (the
 * booking keeps its id; its SEQUENCE goes up by one), then the two updated invitations, the
 * reminder and the agendas follow it. The partial unique index on active `slot_start` turns away a
 * move into a slot someone else holds, exactly as it does a second booking, so no race books a slot twice;
 * the buffers and the daily cap, which span several slots, are read under the booking lock (`claimSlot`).
 */
import type { Slot } from "@domain/booking/schedule";
import { localDate } from "@domain/booking/schedule";
import { armAgenda, armReminder } from "./reminders-store";
import { claimSlot, insertBookingMails, isSlotTaken, moveBookingRow, recordBookingEvent, retireAgendaIfEmpty, toBooking, type Booking, type BookingStore, type HeldByBookings } from "./store";

/** `moved`: the booking was not active at `from` any more (cancelled, or moved meanwhile). */
export type RescheduleOutcome = Booking | "slot_taken" | "moved";

/**
 * `heldBy` judges the bookings around `to`, the booking itself left out. `actor` is who moved it:
 * `visitor` (their manage link) or the workspace member's email; the history records it.
 */
export async function rescheduleBooking(
  store: BookingStore,
  id: string,
  from: string,
  to: Slot,
  now: Date,
  heldBy: HeldByBookings,
  actor = "visitor",
): Promise<RescheduleOutcome> {
  const at = now.toISOString();
  try {
    return await store.db.transaction().execute(async (trx) => {
      await claimSlot(trx, store.dialect, to, heldBy, id);
      const row = await moveBookingRow(trx, id, from, to);
      if (!row) return "moved" as const;
      await recordBookingEvent(trx, id, actor, "moved", JSON.stringify({ from, to: to.start }), now);
      // A booking held as spam moves like any other (the visitor learns nothing) but was never
      // mailed and holds no slot: no invitations, reminder or agenda follow it.
      if (Number(row.spam) === 1) return toBooking(row);
      await insertBookingMails(trx, [
        { ...store.mailRow(id, "agency_request", at), previous_start: from },
        { ...store.mailRow(id, "visitor_confirmation", at), previous_start: from },
      ]);
      await armReminder(trx, { id, start: to.start }, now);
      await armAgenda(trx, to.start, now);
      if (localDate(from) !== localDate(to.start)) await retireAgendaIfEmpty(trx, store.dialect, from);
      return toBooking(row);
    });
  } catch (error) {
    if (isSlotTaken(error)) return "slot_taken";
    throw error;
  }
}
