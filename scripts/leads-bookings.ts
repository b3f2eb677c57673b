/** `npm run leads -- bookings`: upcoming consultations as text. */
import { slotLabels } from "@domain/booking/labels";
import { spamReasonText } from "@domain/spam/rules";
import type { Booking } from "../server/booking/store";

export function formatBooking(booking: Booking): string {
  return [
    `${slotLabels(booking.start).full}  (${booking.start.replace(/\.\d+Z$/, "Z")})${booking.status === "cancelled" ? "  [CANCELLED]" : ""}${booking.spam ? `  [SPAM${booking.spamReason ? `: ${spamReasonText(booking.spamReason)}` : ""}]` : ""}  id ${booking.id}`,
    `  ${booking.name} <${booking.email}>${booking.phone ? `  Phone: ${booking.phone}` : ""}`,
    ...(booking.topic ? booking.topic.split("\n").map((line, index) => (index === 0 ? `  Topic: ${line}` : `         ${line}`)) : []),
  ].join("\n");
}
