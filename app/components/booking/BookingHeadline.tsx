import { Icon } from "~/components/ui/Icon";
import type { BookingSummary } from "@domain/booking/fields";
import { consultation } from "@content/booking";

/**
 * The booking at the top of the cancel and manage pages: when, for whom, and its status. `cancelled`
 * overrides the stored status when the page already knows better (its own cancel just succeeded).
 */
export function BookingHeadline({ booking, cancelled = booking.status === "cancelled" }: { booking: BookingSummary; cancelled?: boolean }) {
  return (
    <div className="flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-fg">
        <Icon name={cancelled ? "calendar-x-2" : "calendar-clock"} className="size-6" />
      </span>
      <dl className="grid gap-1">
        <dt className="sr-only">When</dt>
        <dd className={`text-lg font-bold ${cancelled ? "text-muted line-through" : ""}`} data-testid="booking-when">
          {booking.when}
        </dd>
        <dt className="sr-only">Consultation</dt>
        <dd className="text-muted">{consultation.title}</dd>
        <dt className="sr-only">Booked by</dt>
        <dd className="break-words text-muted">
          <span className="font-medium text-fg">{booking.name}</span> ({booking.email})
        </dd>
        <dt className="sr-only">Status</dt>
        <dd className="text-sm font-semibold" data-testid="booking-status">
          {cancelled ? "Cancelled" : booking.past ? "Took place" : "Booked"}
        </dd>
      </dl>
    </div>
  );
}
