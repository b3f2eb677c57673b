import { useActionData, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { Form } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import type { Route } from "./+types/book-manage";
import { pageMeta } from "~/lib/seo";
import { site } from "@content/site";
import { PageHeader } from "~/components/ui/PageHeader";
import { BookingHeadline } from "~/components/booking/BookingHeadline";
import { CANCEL_FAILURE_TEXT, CancelledActions, CancelledNotice, QuestionsCallUs } from "~/components/booking/ManageBookingParts";
import { Notice } from "~/components/ui/Notice";
import { SlotPicker } from "~/components/booking/SlotPicker";
import { manageAction, manageLoader } from "~/lib/booking-manage.server";
import { calendarPath, type ManageActionResult } from "@domain/booking/fields";

/** /book/manage/<token>: the link in the visitor's emails. Move the consultation, or cancel it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return manageLoader(context, params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return manageAction(request, context, params.token);
}

/** After a move or a cancel, the booking and the free times are read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate, actionStatus }) => actionStatus === 409 || defaultShouldRevalidate;

/** The URL holds the token: no cache, and `same-origin` keeps it out of requests to other sites (as on the cancel page). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Your Consultation",
    description: `Move or cancel a consultation booked with ${site.name}.`,
    path: `/book/manage/${params.token}`,
    breadcrumbs: false,
    noindex: true,
  });

const MOVE_TEXT = {
  slot_taken: "Sorry, someone booked that time a moment ago. Please choose another time.",
  too_late: `Your consultation is too close to move online. Please call ${site.phone}.`,
  cancelled: "This consultation is cancelled, so it cannot be moved. Book a new time instead.",
  rate_limited: "Too many requests from your connection. Please wait a few minutes and try again, or call us.",
  unavailable: `We could not move your booking just now. Please try again in a minute, or call ${site.phone}.`,
} as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const result = useActionData<ManageActionResult>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { booking, token, changeable, days, hours } = loaderData;
  const cancelled = booking.status === "cancelled";
  const moved = result?.intent === "reschedule" && result.ok ? result : null;
  const moveFailure = result?.intent === "reschedule" && !result.ok ? result : null;
  const cancelFailure = result?.intent === "cancel" && !result.ok ? result : null;

  return (
    <>
      <PageHeader
        eyebrow="Your consultation"
        title={cancelled ? "Consultation cancelled" : "Change or cancel your consultation"}
        intro={cancelled ? "The time is free again. Book a new one whenever you like." : "Pick another time that suits you better, or cancel. Both sides get an updated calendar invitation."}
      />
      <section className="section" aria-label="Your booking">
        <div className="container-page grid gap-8">
          <div className="mx-auto w-full max-w-2xl card p-6 sm:p-8" data-testid="booking-manage">
            <BookingHeadline booking={booking} cancelled={cancelled} />

            {moved && (
              <Notice tone="success" className="mt-6" testId="manage-moved">
                Done: your consultation is now on {moved.when}. We sent an updated invitation to {booking.email}.
              </Notice>
            )}
            {result?.intent === "cancel" && result.ok && <CancelledNotice email={booking.email} />}
            {moveFailure && moveFailure.error !== "validation" && (
              <Notice tone="danger" className="mt-6" testId="manage-error">
                {MOVE_TEXT[moveFailure.error]}
              </Notice>
            )}
            {cancelFailure && (
              <Notice tone="danger" className="mt-6">
                {CANCEL_FAILURE_TEXT[cancelFailure.error]}
              </Notice>
            )}

            {cancelled ? (
              <CancelledActions />
            ) : booking.past ? (
              <p className="mt-6 text-muted">{CANCEL_FAILURE_TEXT.past}</p>
            ) : (
              <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <a href={calendarPath(token)} download="consultation.ics" className="btn btn-secondary">
                  <Icon name="calendar-plus" className="size-4" />
                  Add to calendar
                </a>
              </div>
            )}
          </div>

          {!cancelled && !booking.past && (
            <>
              <div className="mx-auto w-full max-w-2xl card p-6 sm:p-8" aria-labelledby="move-title" role="region">
                <h2 id="move-title" className="flex min-h-lh items-center gap-2 text-h3 font-bold">
                  <Icon name="calendar-clock" className="size-5 text-accent" />
                  Choose another time
                </h2>
                {changeable ? (
                  <Form method="post" noValidate className="mt-5 grid gap-6" data-testid="reschedule-form" aria-label="Choose another time">
                    <input type="hidden" name="intent" value="reschedule" />
                    <p className="text-[0.9375rem] text-muted">
                      30 minutes, {hours}. Your current time stays booked until you move it.
                    </p>
                    <SlotPicker
                      key={moveFailure ? `${moveFailure.error}-${navigation.state}` : moved ? moved.when : "picker"}
                      days={days}
                      initialDay={moveFailure?.day}
                      error={moveFailure?.error === "validation" ? moveFailure.slotError : undefined}
                    />
                    <div className="border-t border-border pt-5">
                      <button type="submit" disabled={submitting === "reschedule"} className="btn btn-primary btn-lg">
                        {submitting === "reschedule" && <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />}
                        Move to this time
                      </button>
                    </div>
                  </Form>
                ) : (
                  <p className="mt-4 text-muted" data-testid="manage-too-late">
                    Your consultation is too close to move online. To change it, call{" "}
                    <a href={site.phoneHref} className="font-semibold text-accent underline underline-offset-2">
                      {site.phone}
                    </a>
                    .
                  </p>
                )}
              </div>

              <div className="mx-auto w-full max-w-2xl card p-6 sm:p-8" aria-labelledby="cancel-title" role="region">
                <h2 id="cancel-title" className="text-h3 font-bold">
                  Can't make it at all?
                </h2>
                <p className="mt-2 text-muted">Cancelling frees the time for someone else. You can book a new one right after.</p>
                <Form method="post" className="mt-5">
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" disabled={submitting === "cancel"} className="btn btn-secondary">
                    {submitting === "cancel" && <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />}
                    Cancel booking
                  </button>
                </Form>
              </div>
            </>
          )}
          <QuestionsCallUs className="mx-auto w-full max-w-2xl" />
        </div>
      </section>
    </>
  );
}
