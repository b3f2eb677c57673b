/** `npm run leads -- bookings`: upcoming consultations as text or CSV. */
import { csvCell } from "./leads";
import { slotLabels } from "../server/booking/labels";
import type { Booking } from "../server/booking/store";

const CSV_COLUMNS = ["id", "start", "end", "name", "email", "phone", "topic", "status", "createdAt", "cancelledAt"] as const satisfies readonly (keyof Booking)[];

export function bookingsCsv(bookings: Booking[]): string {
  const lines = [CSV_COLUMNS.join(","), ...bookings.map((booking) => CSV_COLUMNS.map((column) => csvCell(booking[column])).join(","))];
  return lines.join("\r\n") + "\r\n";
}

export function formatBooking(booking: Booking): string {
  return [
    `${slotLabels(booking.start).full}  (${booking.start.replace(/\.\d+Z$/, "Z")})${booking.status === "cancelled" ? "  [CANCELLED]" : ""}  id ${booking.id}`,
    `  ${booking.name} <${booking.email}>${booking.phone ? `  Phone: ${booking.phone}` : ""}`,
    ...(booking.topic ? booking.topic.split("\n").map((line, index) => (index === 0 ? `  Topic: ${line}` : `         ${line}`)) : []),
  ].join("\n");
}
