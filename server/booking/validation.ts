import { z } from "zod/mini";
import { LIMITS, sharedFieldRules } from "../../app/lib/contact-schema";
import { TOPIC_MAX } from "../../app/lib/booking";
import { findOfferedSlot, type BookingSchedule, type Slot } from "./availability";

export const BOOKING_FIELDS = ["slot", "name", "email", "phone", "topic"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingFieldErrors = Partial<Record<BookingField, string>>;


/** A booking request, validated: the slot is one the schedule offers (it may still be taken). */
export interface BookingInput {
  slot: Slot;
  name: string;
  email: string;
  phone?: string;
  topic?: string;
}

const personSchema = z.object({
  name: sharedFieldRules.textField("Name", LIMITS.name, { required: true }),
  email: sharedFieldRules.emailField,
  phone: sharedFieldRules.phoneField,
  topic: sharedFieldRules.textField("Topic", TOPIC_MAX, { required: false, multiline: true }),
});

const blankIfMissing = (value: unknown) => (value === undefined || value === null ? "" : value);
const optional = (value: string) => (value === "" ? undefined : value);

/** Validates a booking from the form or the API with the contact form's rules for the person's fields. */
export function parseBooking(
  raw: Record<string, unknown>,
  now: Date,
  schedule?: BookingSchedule,
): { ok: true; booking: BookingInput } | { ok: false; fields: BookingFieldErrors } {
  const fields: BookingFieldErrors = {};
  const rawSlot = blankIfMissing(raw.slot);
  const slot = findOfferedSlot(rawSlot, now, schedule);
  if (!slot) fields.slot = rawSlot === "" ? "Please choose a time" : "That time is not available for booking. Please choose one of the times shown";
  const result = personSchema.safeParse(Object.fromEntries(["name", "email", "phone", "topic"].map((field) => [field, blankIfMissing(raw[field])])));
  if (!result.success) {
    for (const issue of result.error.issues) fields[issue.path[0] as BookingField] ??= issue.message;
  }
  if (!slot || !result.success) return { ok: false, fields };
  const value = result.data;
  return { ok: true, booking: { slot, name: value.name, email: value.email, phone: optional(value.phone), topic: optional(value.topic) } };
}
