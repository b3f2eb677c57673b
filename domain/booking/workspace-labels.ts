/**
 * The workspace's words for a booking and its emails (`booking_mails`), for the booking page and the
 * people page; where an email stands is `OUTBOX_STATUS_LABELS` (domain/outbox-status.ts).
 */

/** Where a booking stands as the workspace shows it (`past` and `spam` are derived, not stored). */
export type BookingState = "booked" | "cancelled" | "past" | "spam";

export const BOOKING_STATE_LABELS: Record<BookingState, string> = { booked: "Booked", cancelled: "Cancelled", past: "Took place", spam: "Spam: holds no slot" };

export type BookingMailKind = "agency_request" | "visitor_confirmation" | "agency_cancel" | "visitor_cancel";

export const BOOKING_MAIL_LABELS: Record<BookingMailKind, string> = { agency_request: "Invitation to the agency", visitor_confirmation: "Confirmation to the visitor", agency_cancel: "Cancellation to the agency", visitor_cancel: "Cancellation to the visitor" };

/** What became of a meeting, as the buttons and the history say it. */
export const BOOKING_OUTCOME_LABELS = { held: "Held", no_show: "No-show" } as const;
