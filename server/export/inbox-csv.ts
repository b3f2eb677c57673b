/**
 * The workspace's CSV export (`/admin/export.csv`): what a view of the inbox shows, for a person to read
 * in a spreadsheet. Column headers in words, times in the office's zone (the header names it) as
 * "2026-11-24 10:00", towns by name, stages and channels by their labels, a lead's notes in one cell.
 * Every cell goes through `csvCell`, which defuses formulas a visitor could plant.
 */
import { towns } from "@content/towns";
import { CHANNEL_LABELS } from "@domain/attribution/channel";
import { localDateTime } from "@domain/booking/schedule";
import { BOOKING_STATE_LABELS } from "@domain/booking/workspace-labels";
import { formatDuration } from "@domain/duration";
import { INBOX_KIND_LABELS } from "@domain/inbox";
import { ownMessage, ownName } from "@domain/lead/display";
import { STAGE_LABELS } from "@domain/lead/stage";
import { spamReasonText } from "@domain/spam/rules";
import type { InboxExportItem } from "../inbox/store";
import { csvTable } from "./csv";
import { FOLLOW_UP_LABEL, OWNER_LABEL } from "@domain/follow-up";

const townName = (slug: string | null) => (slug ? (towns.find((town) => town.slug === slug)?.name ?? slug) : null);

/** The columns, in order: each a header and how an item fills it (a lead-only column is empty for a booking). */
function columns(timeZone: string, now: Date, people: ReadonlyMap<string, string>) {
  const at = (instant: string | null) => (instant ? localDateTime(instant, timeZone) : null);
  const zoned = (label: string) => `${label} (${timeZone})`;
  return [
    ["Type", (row) => (row.type === "lead" ? "Lead" : "Booking")],
    ["ID", (row) => row.item.id],
    [zoned("Received"), (row) => at(row.item.createdAt)],
    ["Form", (row) => (row.type === "lead" ? INBOX_KIND_LABELS[row.item.kind] : INBOX_KIND_LABELS.booking)],
    ["Name", (row) => (row.type === "lead" ? ownName(row.item) : row.item.name)],
    ["Email", (row) => row.item.email],
    ["Phone", (row) => row.item.phone],
    ["Company", (row) => (row.type === "lead" ? row.item.company : null)],
    ["Subject", (row) => (row.type === "lead" ? row.item.subject : row.item.topic)],
    ["Message", (row) => (row.type === "lead" ? ownMessage(row.item) : null)],
    ["Town", (row) => (row.type === "lead" ? townName(row.item.location) : null)],
    ["Sent from", (row) => (row.type === "lead" ? row.item.page : null)],
    ["Stage", (row) => (row.type === "lead" ? STAGE_LABELS[row.item.stage] : null)],
    ["Deal value (USD)", (row) => (row.type === "lead" ? row.dealValue : null)],
    [zoned("First response"), (row) => (row.type === "lead" ? at(row.item.firstResponseAt) : null)],
    ["Time to first response", (row) => (row.type === "lead" && row.item.firstResponseAt ? formatDuration(Date.parse(row.item.firstResponseAt) - Date.parse(row.item.createdAt)) : null)],
    ["Notes", (row) => (row.type === "lead" ? row.notes.map((note) => `${at(note.at)} ${note.actor}: ${note.detail ?? ""}`).join("\n") : null)],
    // Who owns it (their address; blank for nobody, or for a person since removed) and when to follow it up.
    [OWNER_LABEL, (row) => (row.item.assignedTo === null ? null : (people.get(row.item.assignedTo) ?? null))],
    [FOLLOW_UP_LABEL, (row) => row.item.followUpOn],
    [zoned("Consultation"), (row) => (row.type === "booking" ? at(row.item.start) : null)],
    [
      "Booking",
      (row) =>
        row.type === "booking" ? BOOKING_STATE_LABELS[row.item.status === "cancelled" ? "cancelled" : Date.parse(row.item.start) <= now.getTime() ? "past" : "booked"] : null,
    ],
    ["Landing page", (row) => row.source.landing],
    ["Referrer", (row) => row.source.referrer],
    ["Channel", (row) => CHANNEL_LABELS[row.source.channel] ?? row.source.channel],
    ["Campaign", (row) => row.source.campaign],
    ["Spam", (row) => (row.item.spam ? "Yes" : "No")],
    ["Caught by", (row) => spamReasonText(row.item.spamReason) || null],
  ] as const satisfies readonly (readonly [string, (row: InboxExportItem) => string | number | null])[];
}

/** The export's header names, in order (for tests and docs). */
export const inboxCsvHeaders = (timeZone: string) => columns(timeZone, new Date(0), new Map()).map(([header]) => header);

/** `people`: the workspace's members' addresses by id (the Owner column). */
export function inboxCsv(items: readonly InboxExportItem[], options: { timeZone: string; now: Date; people: ReadonlyMap<string, string> }): string {
  const list = columns(options.timeZone, options.now, options.people);
  const rows = items.map((item) => Object.fromEntries(list.map(([header, cell]) => [header, (cell as (row: InboxExportItem) => string | number | null)(item)])));
  return csvTable<Record<string, string | number | null>>(
    list.map(([header]) => header),
    rows,
  );
}
