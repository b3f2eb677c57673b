/** What a booking consists of, and the shapes the booking pages share between server and browser. */

export const BOOKING_FIELDS = ["slot", "name", "email", "phone", "topic"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

/** Why a slot was refused: none chosen, or one that is not offered (the form's and the API's words). */
export const SLOT_ERRORS = {
  blank: "Please choose a time",
  unavailable: "That time is not available for booking. Please choose one of the times shown",
} as const;

/** Longest "what would you like to talk about" text. */
export const TOPIC_MAX = 2000;

export type BookingFormValues = Partial<Record<"slot" | "name" | "email" | "phone" | "topic", string>>;

/** A booking as the confirmation and cancel pages show it. */
export interface BookingSummary {
  /** "Tuesday, November 24 at 10:00 AM Eastern" */
  when: string;
  day: string;
  /** "10:00 AM Eastern" */
  time: string;
  name: string;
  email: string;
  status: "active" | "cancelled";
  past: boolean;
  /** Where the meeting happens, a sentence (domain/booking/meeting-place.ts). */
  meeting: string;
}

export type BookingActionResult =
  | { ok: true; booking: BookingSummary; token: string }
  | { ok: false; error: "validation"; fields: BookingFieldErrors; values: BookingFormValues }
  /** `day`: the local date of the taken slot, so the picker reopens on that day. */
  | { ok: false; error: "slot_taken"; values: BookingFormValues; day: string }
  | { ok: false; error: "rate_limited" | "unavailable"; values: BookingFormValues };

/** What the manage page's form post answers: a move (with the API's outcomes) or a cancel. */
export type ManageActionResult =
  | { intent: "reschedule"; ok: true; when: string }
  | { intent: "reschedule"; ok: false; error: "validation" | "slot_taken" | "too_late" | "cancelled" | "rate_limited" | "unavailable"; slotError?: string; day?: string }
  | { intent: "cancel"; ok: true }
  | { intent: "cancel"; ok: false; error: "already_cancelled" | "past" | "not_found" };

export const calendarPath = (token: string) => `/book/calendar/${token}`;
export const cancelPath = (token: string) => `/book/cancel/${token}`;
/** The visitor's page to move or cancel the booking (the same token as the cancel link). */
export const managePath = (token: string) => `/book/manage/${token}`;
