import type { Kysely } from "kysely";
import type { OutboxPlan } from "../outbox/plan";
import type { BookingMailRow, BookingReminderRow, BookingAgendaRow, Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { composeBookingMail, type BookingMailAddresses } from "./mail";
import { activeOnDate, toBookingMail, type BookingStore } from "./store";
import { forgetFailedReminderToken, markReminderSent, reminderTables } from "./reminders-store";
import { composeAgenda, composeReminder } from "./reminders-mail";
import { isoOrNull } from "../db/timestamps";
import { defaultMeetingPlace, type MeetingPlace } from "@domain/booking/meeting-place";

const KIND_LABELS = {
  agency_request: "booking to the agency",
  visitor_confirmation: "confirmation to the visitor",
  agency_cancel: "cancellation to the agency",
  visitor_cancel: "cancellation to the visitor",
} as const;

const MOVED_LABELS = { agency_request: "move to the agency", visitor_confirmation: "move to the visitor" } as const;

/** The booking_mails table as an outbox plan; a confirmation's token is forgotten once sent. */
/** Where consultations happen, read when each mail is composed (the owner's availability settings). */
export type MeetingPlaceSource = () => Promise<MeetingPlace>;
const defaultPlace: MeetingPlaceSource = async () => defaultMeetingPlace;

export function bookingMailPlan(store: BookingStore, addresses: BookingMailAddresses, meetingPlace: MeetingPlaceSource = defaultPlace): OutboxPlan<BookingMailRow> {
  return {
    table: store.mails,
    describe(row) {
      const mail = toBookingMail(row);
      const previousStart = isoOrNull(row.previous_start ?? null);
      const kindLabel = previousStart && mail.kind in MOVED_LABELS ? MOVED_LABELS[mail.kind as keyof typeof MOVED_LABELS] : KIND_LABELS[mail.kind];
      const label = `Booking email ${mail.id} (${kindLabel}, booking ${mail.bookingId})`;
      return {
        label,
        recipient: mail.kind.startsWith("agency") ? addresses.agency : "the visitor",
        notDelivered: (error) =>
          `BOOKING EMAIL NOT DELIVERED: ${label} failed ${mail.attempts} times and is marked failed. Last error: ${error}. ` +
          "The booking itself is stored: npm run leads -- bookings",
      };
    },
    async compose(row) {
      const mail = toBookingMail(row);
      const booking = await store.get(mail.bookingId);
      if (!booking) throw new Error(`booking ${mail.bookingId} no longer exists`);
      // The confirmation's link is minted now (its hash committed before the send); a row queued
      // before migration 0010 still carries the token it was queued with.
      const token = mail.kind === "visitor_confirmation" ? (mail.manageToken ?? (await store.mintManageToken(booking.id))) : null;
      const previousStart = isoOrNull(row.previous_start ?? null);
      // Moved by the agency (a member's email in the history) or by the visitor's own link.
      const movedBy = previousStart && (await store.lastMovedBy(booking.id) ?? "visitor") !== "visitor" ? "agency" : "visitor";
      return composeBookingMail(mail.kind, booking, addresses, token, previousStart, movedBy, await meetingPlace());
    },
    async markSent(id) {
      await store.mails.markSent(id);
      await store.forgetToken(id);
    },
  };
}

/**
 * The visitor's reminders as an outbox plan: a row is due 24 hours before its booking (the claim
 * takes only due rows); its link is minted when it is composed.
 */
export function reminderMailPlan(
  db: Kysely<Database>,
  dialect: Dialect,
  store: BookingStore,
  addresses: BookingMailAddresses,
  meetingPlace: MeetingPlaceSource = defaultPlace,
): OutboxPlan<BookingReminderRow> {
  const { reminders } = reminderTables(db, dialect);
  return {
    table: reminders,
    describe(row) {
      const label = `Booking reminder ${row.id} (reminder to the visitor, booking ${row.booking_id})`;
      return {
        label,
        recipient: "the visitor",
        notDelivered: (error) => `BOOKING REMINDER NOT DELIVERED: ${label} failed ${row.attempts} times and is marked failed. Last error: ${error}.`,
      };
    },
    async compose(row) {
      const booking = await store.get(row.booking_id);
      if (!booking || booking.status !== "active") throw new Error(`booking ${row.booking_id} is no longer active`);
      return composeReminder(booking, addresses, row.manage_token ?? (await store.mintManageToken(booking.id)), await meetingPlace());
    },
    // Only the claim that is still current (a move or cancel meanwhile cleared the lease).
    markSent: (id) => markReminderSent(db, id),
    async markFailed(id, error) {
      await reminders.markFailed(id, error);
      await forgetFailedReminderToken(db, id);
    },
  };
}

/** The agency's morning agendas as an outbox plan: each is composed when sent, from that day's active bookings. */
export function agendaMailPlan(db: Kysely<Database>, dialect: Dialect, addresses: BookingMailAddresses): OutboxPlan<BookingAgendaRow> {
  const { agendas } = reminderTables(db, dialect);
  return {
    table: agendas,
    describe(row) {
      const label = `Booking agenda ${row.id} (agenda of ${row.local_date} to the agency)`;
      return {
        label,
        recipient: addresses.agency,
        notDelivered: (error) =>
          `BOOKING AGENDA NOT DELIVERED: ${label} failed ${row.attempts} times and is marked failed. Last error: ${error}. ` +
          "The day's bookings: npm run leads -- bookings",
      };
    },
    async compose(row) {
      const bookings = await activeOnDate(db, row.local_date);
      return composeAgenda(row.local_date, bookings, addresses);
    },
  };
}
