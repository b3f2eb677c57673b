/**
 * The booking page's work on a booking (history and notes, Move, Cancel with a reason, Held /
 * No-show): what the loader shows and what each intent answers, in words, for `<ActionNotice>`.
 */
import type { RouterContextProvider } from "react-router";
import { groupByDay, slotLabels } from "@domain/booking/labels";
import { bookingHistory } from "@domain/booking/history";
import { CANCEL_REASON_MAX, isBookingOutcome, type BookingOutcome } from "@domain/booking/work";
import { BOOKING_OUTCOME_LABELS } from "@domain/booking/workspace-labels";
import { meetingOf } from "@domain/booking/meeting-place";
import { bookingOf } from "../../server/http/request-context";
import { NOTE_MAX } from "../../server/inbox/service";
import { longWhen } from "~/components/admin/format";

type Context = Readonly<RouterContextProvider>;


/** An intent's answer: `field` names the form field a failure is about; `confirm` asks before cancelling. */
export interface BookingWorkResult {
  ok: boolean;
  message: string;
  intent?: "move" | "cancel" | "outcome" | "note";
  field?: "slot" | "reason" | "note";
  confirm?: boolean;
  /** The reason being confirmed (carried to the confirmation's form). */
  reason?: string;
}

interface WorkedBooking {
  id: string;
  phone: string | null;
  createdAt: string;
  start: string;
  status: "active" | "cancelled";
  spam: boolean;
  outcome: BookingOutcome | null;
}

/** What the booking page offers: its history, the free times it can move to, whether its outcome is due. */
export async function bookingWorkOf(context: Context, booking: WorkedBooking, now: number) {
  const service = bookingOf(context);
  const events = await service.history(booking.id);
  const history = bookingHistory(booking.createdAt, events, (iso) => slotLabels(iso).full).map((line) => ({ id: line.id, when: longWhen(line.at), text: line.text, quote: line.quote }));
  const active = booking.status === "active" && !booking.spam;
  const upcoming = active && Date.parse(booking.start) > now;
  let moveDays: { date: string; label: string; slots: { start: string; time: string }[] }[] | null = null;
  if (upcoming) {
    const { slots, availability } = await service.offer();
    moveDays = groupByDay(slots, availability)
      .filter((day) => day.slots.length > 0)
      .map((day) => ({ date: day.date, label: day.label, slots: day.slots.map((slot) => ({ start: slot.start, time: slot.time })) }));
  }
  // Where it happens, as the visitor's invitation says it (the owner's settings now).
  const meeting = meetingOf(await service.meetingPlace(), booking.phone).location;
  return { history, moveDays, outcome: { due: active && !upcoming, value: booking.outcome }, noteMax: NOTE_MAX, meeting };
}

const MOVE_ERRORS = {
  not_found: "This booking no longer exists.",
  cancelled: "This booking is cancelled, so it cannot be moved.",
  past: "This consultation's time has come, so it cannot be moved.",
  spam: "A booking held as spam cannot be moved: mark it Not spam first.",
  slot_taken: "That time was taken meanwhile. Choose another.",
  same_time: "That is already this booking's time. Choose another.",
} as const;

const CANCEL_ERRORS = {
  not_found: "This booking no longer exists.",
  already_cancelled: "This booking was already cancelled.",
  past: "This consultation has already taken place, so it cannot be cancelled.",
  reason_required: "Write the reason: the visitor's email quotes it.",
  reason_too_long: `A reason can be at most ${CANCEL_REASON_MAX} characters.`,
} as const;

const OUTCOME_ERRORS = {
  not_found: "This booking no longer exists.",
  not_yet: "Its time has not come yet: mark it Held or No-show after it starts.",
  cancelled: "A cancelled booking has no outcome.",
} as const;

const NOTE_ERRORS = {
  empty: "Write a note first.",
  too_long: `A note can be at most ${NOTE_MAX.toLocaleString("en-US")} characters.`,
  not_found: "This booking no longer exists.",
} as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Runs one of the work intents for `actor` (the member's email). */
export async function bookingWorkAction(context: Context, id: string, form: FormData, actor: string): Promise<{ result: BookingWorkResult; status: number }> {
  const service = bookingOf(context);
  switch (text(form, "intent")) {
    case "move": {
      const moved = await service.moveById(id, text(form, "slot"), actor);
      if (moved.ok)
        return {
          result: { ok: true, intent: "move", message: `Moved to ${slotLabels(moved.booking.start).full}. The visitor and the agency are being emailed the updated invitation.` },
          status: 200,
        };
      if (moved.error === "validation") return { result: { ok: false, intent: "move", field: "slot", message: moved.slot }, status: 422 };
      const status = moved.error === "not_found" ? 404 : 409;
      return { result: { ok: false, intent: "move", field: moved.error === "slot_taken" || moved.error === "same_time" ? "slot" : undefined, message: MOVE_ERRORS[moved.error] }, status };
    }
    case "cancel": {
      const reason = text(form, "reason");
      if (text(form, "confirm") !== "yes") {
        // The first press checks the reason, then asks; only the confirmation's button cancels.
        const checked = service.checkCancelReason(reason);
        if (!checked.ok) return { result: { ok: false, intent: "cancel", field: "reason", message: CANCEL_ERRORS[checked.error] }, status: 422 };
        return { result: { ok: true, intent: "cancel", message: "", confirm: true, reason: checked.reason }, status: 200 };
      }
      const cancelled = await service.cancelById(id, { actor, reason });
      if (cancelled.ok)
        return { result: { ok: true, intent: "cancel", message: "Booking cancelled. The time is free again; the visitor is being emailed the cancellation with your reason and a link to book again." }, status: 200 };
      const invalid = cancelled.error === "reason_required" || cancelled.error === "reason_too_long";
      return { result: { ok: false, intent: "cancel", field: invalid ? "reason" : undefined, message: CANCEL_ERRORS[cancelled.error] }, status: invalid ? 422 : cancelled.error === "not_found" ? 404 : 409 };
    }
    case "outcome": {
      const outcome = text(form, "outcome");
      if (!isBookingOutcome(outcome)) return { result: { ok: false, intent: "outcome", message: "Choose Held or No-show." }, status: 422 };
      const marked = await service.setOutcome(id, outcome, actor);
      if (marked.ok) return { result: { ok: true, intent: "outcome", message: `Marked ${BOOKING_OUTCOME_LABELS[outcome]}.` }, status: 200 };
      return { result: { ok: false, intent: "outcome", message: OUTCOME_ERRORS[marked.error] }, status: marked.error === "not_found" ? 404 : 409 };
    }
    default: {
      const added = await service.addNote(id, form.get("note"), actor);
      if (added === "added") return { result: { ok: true, intent: "note", message: "Note added." }, status: 200 };
      return { result: { ok: false, intent: "note", field: "note", message: NOTE_ERRORS[added] }, status: added === "not_found" ? 404 : 422 };
    }
  }
}
