import type { OutboxQueue } from "../mail/outbox-worker";
import { composeBookingMail, type BookingMailAddresses } from "./mail";
import { toBookingMail, type BookingStore } from "./store";

const KIND_LABELS = {
  agency_request: "booking to the agency",
  visitor_confirmation: "confirmation to the visitor",
  agency_cancel: "cancellation to the agency",
  visitor_cancel: "cancellation to the visitor",
} as const;

/** The booking_mails table as an outbox queue. */
export function bookingMailQueue(store: BookingStore, addresses: BookingMailAddresses): OutboxQueue {
  return {
    async claimDue(options) {
      const rows = await store.mails.claimDue(options);
      return rows.map(toBookingMail).map((mail) => {
        const label = `Booking email ${mail.id} (${KIND_LABELS[mail.kind]}, booking ${mail.bookingId})`;
        return {
          id: mail.id,
          attempts: mail.attempts,
          label,
          recipient: mail.kind.startsWith("agency") ? addresses.agency : "the visitor",
          async compose() {
            const booking = await store.get(mail.bookingId);
            if (!booking) throw new Error(`booking ${mail.bookingId} no longer exists`);
            return composeBookingMail(mail.kind, booking, addresses, mail.cancelToken);
          },
          notDelivered: (error) =>
            `BOOKING EMAIL NOT DELIVERED: ${label} failed ${mail.attempts} times and is marked failed. Last error: ${error}. ` +
            "The booking itself is stored: npm run leads -- bookings",
        };
      });
    },
    release: (ids) => store.mails.release(ids),
    async markSent(id) {
      await store.mails.markSent(id);
      await store.forgetToken(id);
    },
    markRetry: (id, at, error) => store.mails.markRetry(id, at, error),
    markFailed: (id, error) => store.mails.markFailed(id, error),
    countQueued: () => store.mails.countQueued(),
  };
}
