/**
 * Leads and bookings as CSV, for the `leads` command and the workspace's export: one format, and one
 * guard against formulas a visitor could plant in the agency's spreadsheet.
 */
import type { Booking } from "../booking/store";
import type { Lead } from "../contact/lead-store";
import { ownMessage, ownName } from "@domain/lead/display";

/**
 * One CSV cell (RFC 4180 quoting). Cells a spreadsheet would run as a formula (= + - @ and
 * tab/CR at the start) get a leading apostrophe, so a visitor cannot plant one in the agency's Excel.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF line ends (what spreadsheets expect). */
export function csvTable<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [columns.join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(","))];
  return lines.join("\r\n") + "\r\n";
}

export const LEAD_CSV_COLUMNS = [
  "id",
  "createdAt",
  "kind",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "location",
  "page",
  "spam",
  "spamReason",
  "status",
  "attempts",
  "lastError",
  "sentAt",
] as const satisfies readonly (keyof Lead)[];

export const BOOKING_CSV_COLUMNS = ["id", "start", "end", "name", "email", "phone", "topic", "status", "spam", "spamReason", "createdAt", "cancelledAt"] as const satisfies readonly (keyof Booking)[];

/** A lead's row as the CSV shows it: `name` and `message` only as the visitor wrote them (blank for a quick request's fixed label and text). */
export const leadCsvRow = <Row extends Pick<Lead, "kind" | "name" | "message">>(lead: Row): Row => ({ ...lead, name: ownName(lead) ?? "", message: ownMessage(lead) ?? "" });

export const leadsCsv = (leads: readonly Lead[]) => csvTable<Lead>(LEAD_CSV_COLUMNS, leads.map(leadCsvRow));
export const bookingsCsv = (bookings: readonly Booking[]) => csvTable<Booking>(BOOKING_CSV_COLUMNS, bookings);
