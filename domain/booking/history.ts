/**
 * A booking's history as the workspace reads it: one sentence per event, oldest first, starting with
 * the booking itself (every booking has its `created_at`; bookings older than the history table have
 * no other lines). Pure: times arrive as a function that puts an instant into words.
 */
import { BOOKING_OUTCOME_LABELS } from "./workspace-labels";
import { isBookingOutcome } from "./work";
import { LEAD_EVENT_LABELS } from "../lead/labels";

export interface BookingHistoryEvent {
  id: string;
  createdAt: string;
  /** `visitor`, or a workspace member's email. */
  actor: string;
  kind: "moved" | "cancelled" | "outcome" | "note" | "follow_up" | "assign";
  detail: string | null;
}

export interface BookingHistoryLine {
  id: string;
  at: string;
  /** Who did it, in words ("the visitor", or the member's email). */
  who: string;
  /** What happened, a sentence. */
  text: string;
  /** A note's or a reason's own words, shown as typed. */
  quote: string | null;
  kind: BookingHistoryEvent["kind"] | "booked";
}

const whoOf = (actor: string) => (actor === "visitor" ? "the visitor" : actor);

function detailOf(detail: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(detail ?? "null");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function bookingHistory(createdAt: string, events: readonly BookingHistoryEvent[], when: (iso: string) => string): BookingHistoryLine[] {
  const lines: BookingHistoryLine[] = [{ id: "booked", at: createdAt, who: "the visitor", text: "Booked by the visitor", quote: null, kind: "booked" }];
  for (const event of events) {
    const who = whoOf(event.actor);
    const base = { id: event.id, at: event.createdAt, who, kind: event.kind };
    switch (event.kind) {
      case "moved": {
        const { from, to } = detailOf(event.detail);
        const times = typeof from === "string" && typeof to === "string" ? ` from ${when(from)} to ${when(to)}` : "";
        lines.push({ ...base, text: `Moved${times} by ${who}`, quote: null });
        break;
      }
      case "cancelled": {
        const { reason } = detailOf(event.detail);
        lines.push({ ...base, text: `Cancelled by ${who}`, quote: typeof reason === "string" && reason ? reason : null });
        break;
      }
      case "outcome":
        lines.push({ ...base, text: `Marked ${isBookingOutcome(event.detail) ? BOOKING_OUTCOME_LABELS[event.detail] : "done"} by ${who}`, quote: null });
        break;
      case "note":
        lines.push({ ...base, text: `Note by ${who}`, quote: event.detail });
        break;
      // The same words as a lead's history: "Follow-up" (the date and note, or Cleared), "Owner changed" (to whom).
      case "follow_up":
      case "assign":
        lines.push({ ...base, text: `${LEAD_EVENT_LABELS[event.kind]} by ${who}`, quote: event.detail });
        break;
    }
  }
  return lines;
}
