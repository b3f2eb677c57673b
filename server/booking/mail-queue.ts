import type { Kysely } from "kysely";
import type { OutboxQueue } from "../outbox/worker";
import type { Database } from "../db/schema";
import type { Dialect } from "../db/migrations";
import { composeBookingMail, type BookingMailAddresses } from "./mail";
import { activeOnDate, toBookingMail, type BookingStore } from "./store";
import { forgetFailedReminderToken, markReminderSent, reminderTables } from "./reminders-store";
import { composeAgenda, composeReminder } from "./reminders-mail";
import { isoOrNull } from "../db/timestamps";

const KIND_LABELS = {
  agency_request: "booking to the agency",
  visitor_confirmation: "confirmation to the visitor",
  agency_cancel: "cancellation to the agency",
  visitor_cancel: "cancellation to the visitor",
} as const;

const MOVED_LABELS = { agency_request: "move to the agency", visitor_confirmation: "move to the visitor" } as const;

/** The booking_mails table as an outbox queue. */
export function bookingMailQueue(store: BookingStore, addresses: BookingMailAddresses): OutboxQueue {
  return {
    ...store.mails.queueMethods(),
    async claimDue(options) {
      const rows = await store.mails.claimDue(options);
      return rows.map((row) => {
        const mail = toBookingMail(row);
        const previousStart = isoOrNull(row.previous_start ?? null);
        const kindLabel = previousStart && mail.kind in MOVED_LABELS ? MOVED_LABELS[mail.kind as keyof typeof MOVED_LABELS] : KIND_LABELS[mail.kind];
        const label = `Booking email ${mail.id} (${kindLabel}, booking ${mail.bookingId})`;
        return {
          id: mail.id,
          attempts: mail.attempts,
          label,
          recipient: mail.kind.startsWith("agency") ? addresses.agency : "the visitor",
          async compose() {
            const booking = await store.get(mail.bookingId);
            if (!booking) throw new Error(`booking ${mail.bookingId} no longer exists`);
            // The confirmation's link is minted now (its hash committed before the send); a row queued
            // before migration 0010 still carries the token it was queued with.
            const token = mail.kind === "visitor_confirmation" ? (mail.manageToken ?? (await store.mintManageToken(booking.id))) : null;
            return composeBookingMail(mail.kind, booking, addresses, token, previousStart);
          },
          notDelivered: (error) =>
            `BOOKING EMAIL NOT DELIVERED: ${label} failed ${mail.attempts} times and is marked failed. Last error: ${error}. ` +
            "The booking itself is stored: npm run leads -- bookings",
        };
      });
    },
    async markSent(id) {
      await store.mails.markSent(id);
      await store.forgetToken(id);
    },
  };
}

/**
 * The visitor's reminders as an outbox queue: a row is due 24 hours before its booking (claimDue
 * takes only due rows); its link is minted when it is composed.
 */
export function reminderMailQueue(db: Kysely<Database>, dialect: Dialect, store: BookingStore, addresses: BookingMailAddresses): OutboxQueue {
  const { reminders } = reminderTables(db, dialect);
  return {
    ...reminders.queueMethods(),
    async claimDue(options) {
      const rows = await reminders.claimDue(options);
      return rows.map((row) => {
        const label = `Booking reminder ${row.id} (reminder to the visitor, booking ${row.booking_id})`;
        return {
          id: row.id,
          attempts: Number(row.attempts),
          label,
          recipient: "the visitor",
          async compose() {
            const booking = await store.get(row.booking_id);
            if (!booking || booking.status !== "active") throw new Error(`booking ${row.booking_id} is no longer active`);
            return composeReminder(booking, addresses, row.manage_token ?? (await store.mintManageToken(booking.id)));
          },
          notDelivered: (error) => `BOOKING REMINDER NOT DELIVERED: ${label} failed ${row.attempts} times and is marked failed. Last error: ${error}.`,
        };
      });
    },
    // Only the claim that is still current (a move or cancel meanwhile cleared the lease).
    markSent: (id) => markReminderSent(db, id),
    async markFailed(id, error) {
      await reminders.markFailed(id, error);
      await forgetFailedReminderToken(db, id);
    },
  };
}

/** The agency's morning agendas as an outbox queue: each is composed when sent, from that day's active bookings. */
export function agendaMailQueue(db: Kysely<Database>, dialect: Dialect, addresses: BookingMailAddresses): OutboxQueue {
  const { agendas } = reminderTables(db, dialect);
  return {
    ...agendas.queueMethods(),
    async claimDue(options) {
      const rows = await agendas.claimDue(options);
      return rows.map((row) => {
        const label = `Booking agenda ${row.id} (agenda of ${row.local_date} to the agency)`;
        return {
          id: row.id,
          attempts: Number(row.attempts),
          label,
          recipient: addresses.agency,
          async compose() {
            const bookings = await activeOnDate(db, row.local_date);
            return composeAgenda(row.local_date, bookings, addresses);
          },
          notDelivered: (error) =>
            `BOOKING AGENDA NOT DELIVERED: ${label} failed ${row.attempts} times and is marked failed. Last error: ${error}. ` +
            "The day's bookings: npm run leads -- bookings",
        };
      });
    },
  };
}
