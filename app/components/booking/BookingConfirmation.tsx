import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { site } from "@content/site";
import { ConsultationSteps } from "./ConsultationSteps";
import { calendarPath, cancelPath, type BookingSummary } from "@domain/booking/fields";

/** After booking: the time in words, the calendar file, how to cancel, and what happens next. */
export function BookingConfirmation({ booking, token }: { booking: BookingSummary; token: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After a client-side submit the page does not reload: bring the confirmation into view and to the reader.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="mx-auto max-w-2xl" data-testid="booking-confirmation">
      <div className="card p-6 text-center sm:p-10">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-soft-fg">
          <Icon name="calendar-check-2" className="size-7" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="mt-5 text-h2 font-extrabold outline-none">
          You're booked
        </h2>
        <p className="mt-3 text-lead">
          Your free consultation is on <strong data-testid="booking-when">{booking.when}</strong>.
        </p>
        <p className="mt-2 text-muted">
          We sent a confirmation with a calendar invitation to <strong className="break-words text-fg">{booking.email}</strong>.
        </p>
        <div className="mt-7 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href={calendarPath(token)} download="consultation.ics" className="btn btn-primary">
            <Icon name="calendar-plus" className="size-4" />
            Add to calendar
          </a>
          <Link to={cancelPath(token)} className="btn btn-secondary">
            <Icon name="circle-x" className="size-4" />
            Cancel or change
          </Link>
        </div>
      </div>

      <section aria-labelledby="booking-next-title" className="mt-10">
        <h2 id="booking-next-title" className="text-h3 font-bold">
          What happens next
        </h2>
        <ConsultationSteps meeting={booking.meeting} />
        <p className="mt-8 text-[0.9375rem] text-muted">
          Questions before then? Call{" "}
          <a href={site.phoneHref} className="font-semibold text-accent underline underline-offset-2">
            {site.phone}
          </a>{" "}
          or reply to the confirmation email.
        </p>
      </section>
    </div>
  );
}
