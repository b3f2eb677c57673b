import { useActionData, useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/RouterLinks";
import { data } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { Route } from "./+types/book-cancel";
import { pageMeta } from "~/lib/seo";
import { site } from "@content/site";
import { PageHeader } from "~/components/ui/PageHeader";
import { BookingHeadline } from "~/components/booking/BookingHeadline";
import { CANCEL_FAILURE_TEXT, CancelledActions, CancelledNotice, QuestionsCallUs } from "~/components/booking/ManageBookingParts";
import { Notice } from "~/components/ui/Notice";
import { bookingByToken, bookingOf, bookingSummary } from "~/lib/booking.server";
import { calendarPath, managePath } from "@domain/booking/fields";

/** /book/cancel/<token>: the link in the visitor's confirmation. Showing it never cancels; the button does. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { booking: bookingSummary(await bookingByToken(context, params.token)), token: params.token };
}

export async function action({ params, context }: Route.ActionArgs) {
  await bookingByToken(context, params.token);
  const result = await bookingOf(context).cancel(params.token);
  if (result.ok) return data({ cancelled: true as const, error: null }, { status: 200 });
  return data({ cancelled: false as const, error: result.error }, { status: 409 });
}

/**
 * The URL holds the cancel token: `same-origin` keeps it out of every request to another site, while
 * the page's own form still posts with its real `Origin` (under `no-referrer` browsers send
 * `Origin: null`, which the server accepts here only because the token authorises the post).
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Cancel Your Consultation",
    description: `Cancel a consultation booked with ${site.name}.`,
    path: `/book/cancel/${params.token}`,
    breadcrumbs: false,
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { booking, token } = loaderData;
  const cancelled = result?.cancelled || booking.status === "cancelled";

  return (
    <>
      <PageHeader
        eyebrow="Your consultation"
        title={cancelled ? "Consultation cancelled" : "Cancel your consultation?"}
        intro={cancelled ? "The time is free again. We are sorry we will not talk this time." : "If the time no longer suits you, cancel it here. You can book a new time right after."}
      />
      <section className="section" aria-label="Booking">
        <div className="container-page">
          <div className="mx-auto max-w-xl card p-6 sm:p-8" data-testid="booking-cancel">
            <BookingHeadline booking={booking} cancelled={cancelled} />

            {result?.error && (
              <Notice tone="danger" className="mt-6">
                {CANCEL_FAILURE_TEXT[result.error]}
              </Notice>
            )}
            {result?.cancelled && <CancelledNotice email={booking.email} />}

            {cancelled ? (
              <CancelledActions />
            ) : booking.past ? (
              <p className="mt-6 text-muted">{CANCEL_FAILURE_TEXT.past}</p>
            ) : (
              <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Form method="post">
                  <button type="submit" disabled={busy} className="btn btn-primary w-full sm:w-auto">
                    {busy && <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />}
                    Cancel consultation
                  </button>
                </Form>
                <Link to={managePath(token)} className="btn btn-secondary">
                  Choose another time
                </Link>
                <a href={calendarPath(token)} download="consultation.ics" className="btn btn-secondary">
                  Add to calendar
                </a>
                <Link to="/" className="btn btn-secondary">
                  Keep it
                </Link>
              </div>
            )}
            <QuestionsCallUs className="mt-6" />
          </div>
        </div>
      </section>
    </>
  );
}
