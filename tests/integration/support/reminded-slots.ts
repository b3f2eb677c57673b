import { REMINDER_LEAD_MS } from "@domain/booking/reminders";

/**
 * The free slots a booking made now gets a reminder for: those starting more than 24 hours ahead (a
 * booking made later than that has none, by design). The first free slots are tomorrow's, under 24 hours
 * away from the office's opening on; a test that counts reminders takes its slots from these, so it
 * passes at any time of day.
 */
export const remindedSlots = <Slot extends { start: string }>(slots: Slot[], now = Date.now()): Slot[] =>
  slots.filter((slot) => Date.parse(slot.start) - now > REMINDER_LEAD_MS + 60_000);
