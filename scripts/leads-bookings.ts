/** `npm run leads -- bookings`: upcoming consultations as text. */
import { slotLabels } from "@domain/booking/labels";
import { spamReasonText } from "@domain/spam/rules";
import type { Booking } from "../server/booking/store";

/** " [SPAM: <the rules that fired, in the workspace's words>]" for a spam lead or booking, else nothing. */
export const spamTag = (record: { spam: boolean; spamReason: string | null }) =>
  record.spam ? ` [SPAM${record.spamReason ? `: ${spamReasonText(record.spamReason)}` : ""}]` : "";

export function formatBooking(booking: Booking): string {
  return [
    `${slotLabels(booking.start).full}  (${booking.start.replace(/\.\d+Z$/, "Z")})${booking.status === "cancelled" ? "  [CANCELLED]" : ""}${booking.spam ? ` ${spamTag(booking)}` : ""}  id ${booking.id}`,
    `  ${booking.name} <${booking.email}>${booking.phone ? `  Phone: ${booking.phone}` : ""}`,
    ...(booking.topic ? booking.topic.split("\n").map((line, index) => (index === 0 ? `  Topic: ${line}` : `         ${line}`)) : []),
  ].join("\n");
}
