/**
 * The workspace's words for a booking's emails (`booking_mails`), for the booking page and the people
 * page; where each stands is `OUTBOX_STATUS_LABELS` (domain/outbox-status.ts).
 */
export type BookingMailKind = "agency_request" | "visitor_confirmation" | "agency_cancel" | "visitor_cancel";

export const BOOKING_MAIL_LABELS: Record<BookingMailKind, string> = {
  agency_request: "Invitation to the agency",
  visitor_confirmation: "Confirmation to the visitor",
  agency_cancel: "Cancellation to the agency",
  visitor_cancel: "Cancellation to the visitor",
};
