import { z } from "zod/mini";
import { blankIfMissing, emailField, firstIssuePerField, optional, phoneField, textField } from "../field-rules";
import { LIMITS } from "../lead/fields";
import { SLOT_ERRORS, TOPIC_MAX, type BookingField, type BookingFieldErrors } from "./fields";
import { findOfferedSlot, type ScheduleRules, type Slot } from "./schedule";

export { BOOKING_FIELDS, type BookingField, type BookingFieldErrors } from "./fields";

/** A booking request, validated: the slot is one the schedule offers (it may still be taken). */
export interface BookingInput {
  slot: Slot;
  name: string;
  email: string;
  phone?: string;
  topic?: string;
}

const personSchema = z.object({
  name: textField("Name", LIMITS.name, { required: true }),
  email: emailField,
  phone: phoneField(LIMITS.phone),
  topic: textField("Topic", TOPIC_MAX, { required: false, multiline: true }),
});

/** Validates a booking from the form or the API with the contact form's rules for the person's fields. */
export function parseBooking(
  raw: Record<string, unknown>,
  now: Date,
  schedule?: ScheduleRules,
): { ok: true; booking: BookingInput } | { ok: false; fields: BookingFieldErrors } {
  const rawSlot = blankIfMissing(raw.slot);
  const slot = findOfferedSlot(rawSlot, now, schedule);
  const result = personSchema.safeParse(Object.fromEntries(["name", "email", "phone", "topic"].map((field) => [field, blankIfMissing(raw[field])])));
  if (!slot || !result.success) {
    const fields: BookingFieldErrors = result.success ? {} : firstIssuePerField<BookingField>(result.error.issues);
    if (!slot) fields.slot = rawSlot === "" ? SLOT_ERRORS.blank : SLOT_ERRORS.unavailable;
    return { ok: false, fields };
  }
  const value = result.data;
  return { ok: true, booking: { slot, name: value.name, email: value.email, phone: optional(value.phone), topic: optional(value.topic) } };
}
