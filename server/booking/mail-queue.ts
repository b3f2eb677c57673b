import type { Kysely } from "kysely";
import type { OutboxPlan } from "../outbox/plan";
import type { BookingMailRow, BookingReminderRow, BookingAgendaRow, Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { composeBookingMail, type BookingMailAddresses } from "./mail";
import { activeOnDate, assigneesOfBookings, bookingsFollowUpDueBy, toBookingMail, type BookingStore } from "./store";
import { leadsFollowUpDueBy } from "../contact/lead-store";
import { userEmailsById } from "../accounts/store";
import { followUpWhen, inFollowUpOrder } from "@domain/follow-up";
import { leadDisplayName } from "@domain/lead/display";
import type { LeadKind } from "@domain/lead/fields";
import { forgetFailedReminderToken, markReminderSent, reminderTables, skipAgenda } from "./reminders-store";
import { composeAgenda, composeReminder, type AgendaFollowUp } from "./reminders-mail";
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
      const date = row.local_date;
      const [bookings, leadRows, bookingRows, people] = await Promise.all([activeOnDate(db, date), leadsFollowUpDueBy(db, date), bookingsFollowUpDueBy(db, date), userEmailsById(db)]);
      const ownerOf = (id: string | null) => (id === null ? null : (people.get(id) ?? null));
      const followUps: AgendaFollowUp[] = inFollowUpOrder(
        [
          ...leadRows.map((lead) => ({ type: "lead" as const, id: lead.id, name: leadDisplayName({ kind: lead.kind as LeadKind, name: lead.name, email: lead.email }), followUpOn: lead.follow_up_on, note: lead.follow_up_note, owner: ownerOf(lead.assigned_to) })),
          ...bookingRows.map((booking) => ({ type: "booking" as const, id: booking.id, name: booking.name, followUpOn: booking.follow_up_on, note: booking.follow_up_note, owner: ownerOf(booking.assigned_to) })),
        ],
        date,
      ).map(({ followUpOn, ...item }) => ({ ...item, due: followUpWhen(followUpOn, date) }));
      // A day whose bookings were cancelled and whose follow-ups were cleared has nothing to say.
      if (bookings.length === 0 && followUps.length === 0) return { nothingToSend: "Nothing booked and no follow-up due that day" };
      const bookingOwners = new Map<string, string>();
      for (const [id, owner] of await assigneesOfBookings(db, bookings.map((booking) => booking.id))) if (ownerOf(owner)) bookingOwners.set(id, ownerOf(owner)!);
      // Each owner of a line is copied in: the agenda of their own items arrives where they read it.
      const cc = [...bookingOwners.values(), ...followUps.map((item) => item.owner)].filter((owner): owner is string => owner !== null && owner !== addresses.agency);
      return composeAgenda(date, bookings, addresses, followUps, { bookings: bookingOwners, cc });
    },
    markSkipped: (id) => skipAgenda(db, id),
  };
}
