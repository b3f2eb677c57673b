import { useEffect, useRef } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/booking";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { longWhen } from "~/components/admin/format";
import { field, formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { bookingOf } from "~/lib/booking.server";
import { workspaceTitle } from "~/components/admin/meta";
import { IntentButton } from "~/components/admin/IntentButton";
import { slotLabels } from "@domain/booking/labels";
import { localDate } from "@domain/booking/schedule";
import { site } from "@content/site";
import { AlertDeliveryList, alertDeliveryViews } from "~/components/admin/AlertDeliveries";
import { parseSpamReason, spamRuleLabel } from "@domain/spam/rules";
import { BOOKING_MAIL_LABELS, BOOKING_STATE_LABELS, type BookingState } from "@domain/booking/workspace-labels";
import { OUTBOX_STATUS_LABELS } from "@domain/outbox-status";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = ({ loaderData }) => workspaceTitle(loaderData ? `Booking: ${loaderData.booking.name}` : "Booking");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const found = await inbox.booking(params.id);
  if (!found) throw data(null, { status: 404 });
  const { booking, sameDay, upcoming, alerts } = found;
  const now = inbox.now().getTime();
  const statusOf = (item: { status: string; start: string }): BookingState => (item.status === "cancelled" ? "cancelled" : Date.parse(item.start) <= now ? "past" : "booked");
  const brief = (item: (typeof upcoming)[number]) => ({ id: item.id, name: item.name, time: `${slotLabels(item.start).time}`, status: statusOf(item) });
  // The agenda: upcoming active consultations, by day in the office's zone.
  const days = new Map<string, { label: string; items: ReturnType<typeof brief>[] }>();
  for (const item of upcoming) {
    const date = localDate(item.start);
    if (!days.has(date)) days.set(date, { label: slotLabels(item.start).day, items: [] });
    days.get(date)!.items.push(brief(item));
  }
  const labels = slotLabels(booking.start);
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    booking: {
      id: booking.id,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      topic: booking.topic,
      when: labels.full,
      day: labels.day,
      from: labels.time,
      until: `${slotLabels(booking.end).time} ${site.hours.zoneName}`,
      booked: longWhen(booking.createdAt),
      cancelled: booking.cancelledAt ? longWhen(booking.cancelledAt) : null,
      // A spam booking that is still active holds no slot and was mailed nothing: it is "spam" until released.
      status: booking.spam && booking.status === "active" ? ("spam" as const) : statusOf(booking),
      spam: booking.spam,
      reasons: parseSpamReason(booking.spamReason).map(spamRuleLabel),
      mails: booking.mails.map((mail) => ({
        label: BOOKING_MAIL_LABELS[mail.kind],
        state: `${OUTBOX_STATUS_LABELS[mail.status]}${mail.sentAt ? ` ${longWhen(mail.sentAt)}` : ""}${mail.status !== "sent" && mail.attempts > 0 ? ` (${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"})` : ""}`,
        failed: mail.status === "failed",
      })),
    },
    alerts: alertDeliveryViews(alerts, now),
    sameDay: sameDay.map(brief),
    agenda: [...days.entries()].map(([date, day]) => ({ date, ...day })),
  };
}

type ActionResult = { ok: boolean; message: string; confirm?: boolean };

const CANCEL_ERRORS = {
  not_found: "This booking no longer exists.",
  already_cancelled: "This booking was already cancelled.",
  past: "This consultation has already taken place, so it cannot be cancelled.",
} as const;

const NOT_SPAM_ERRORS = {
  not_found: "This booking no longer exists.",
  not_spam: "This booking is not in spam.",
  cancelled: "The visitor cancelled this booking, so it stays in Spam.",
  past: "This time has passed, so the booking stays in Spam.",
  slot_taken: "Someone else has booked this time since, so this booking stays in Spam and holds nothing. Write to the visitor to offer another time.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  requireUser(request, context);
  const form = await formOf(request);
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  if (field(form, "intent") === "not-spam") {
    const released = await bookingOf(context).notSpam(params.id);
    if (released.ok) return reply({ ok: true, message: "Not spam: the booking now holds its time, and the invitations to the visitor and the agency are on their way." });
    return reply({ ok: false, message: NOT_SPAM_ERRORS[released.error] }, released.error === "not_found" ? 404 : 409);
  }
  if (field(form, "intent") !== "cancel") return reply({ ok: false, message: "Unknown action." }, 400);
  // The first press asks; only the confirmation's button cancels.
  if (field(form, "confirm") !== "yes") return reply({ ok: true, message: "", confirm: true });
  const result = await bookingOf(context).cancelById(params.id);
  if (result.ok) return reply({ ok: true, message: "Booking cancelled. The time is free again; the visitor and the agency are being emailed the cancellation." });
  return reply({ ok: false, message: CANCEL_ERRORS[result.error] }, result.error === "not_found" ? 404 : 409);
}

function StatusBadge({ status }: { status: BookingState }) {
  const tones: Record<BookingState, string> = { booked: "bg-accent-soft text-accent-soft-fg", cancelled: "bg-danger-soft text-danger", past: "bg-surface-2 text-muted", spam: "bg-surface-2 text-fg" };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`} data-testid={`status-${status}`}>
      {BOOKING_STATE_LABELS[status]}
    </span>
  );
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, booking, sameDay, agenda, alerts } = loaderData;
  const busy = useNavigation().state === "submitting";
  const confirming = actionData?.confirm === true && booking.status === "booked";
  const confirmRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const details: [string, string | null][] = [
    ["Time", `${booking.from} – ${booking.until}`],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Topic", booking.topic],
    ["Booked on", booking.booked],
    ["Cancelled on", booking.cancelled],
  ];

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title={booking.name}>
      <p className="mt-1 text-sm">
        <Link to={booking.status === "spam" ? "/admin?view=spam" : "/admin?view=booked"} className="underline underline-offset-2">
          {booking.status === "spam" ? "Back to spam" : "Back to the bookings"}
        </Link>
      </p>
      <ActionNotice result={actionData && !actionData.confirm ? actionData : null} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <article aria-labelledby="booking-heading" className="card p-5">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              Free 30-minute consultation <StatusBadge status={booking.status} />
            </p>
            <h2 id="booking-heading" className={`mt-3 text-lg font-semibold ${booking.status === "cancelled" ? "text-muted line-through" : ""}`} data-testid="booking-title">
              {booking.when}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {details
                .filter((detail): detail is [string, string] => Boolean(detail[1]))
                .map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="font-medium text-muted">{term}</dt>
                    <dd className="break-words" data-testid={`booking-${term.split(" ")[0]!.toLowerCase()}`}>
                      {term === "Email" ? (
                        <a href={`mailto:${value}`} className="underline underline-offset-2">
                          {value}
                        </a>
                      ) : term === "Phone" ? (
                        <a href={`tel:${value.replace(/[^0-9+]/g, "")}`} className="underline underline-offset-2">
                          {value}
                        </a>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                ))}
              <div className="contents">
                <dt className="font-medium text-muted">Status</dt>
                <dd data-testid="booking-status">{BOOKING_STATE_LABELS[booking.status]}</dd>
              </div>
            </dl>
          </article>

          {booking.reasons.length > 0 && (
            <section aria-labelledby="spam-heading" className="card p-5" data-testid="spam-reasons">
              <h2 id="spam-heading" className="font-semibold">
                {booking.spam ? "Held as spam: no invitation sent, the time stays free" : "Was held as spam"}
              </h2>
              <p className="mt-2 text-sm">Caught by:</p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {booking.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {booking.status === "spam" && (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="not-spam" />
                  <p className="mb-2 text-sm text-muted">Not spam makes it a booking if its time is still free, and sends both invitations.</p>
                  <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2">
                    Not spam
                  </button>
                </Form>
              )}
            </section>
          )}

          {booking.status === "booked" && (
            <section aria-labelledby="cancel-heading" className={`card p-5 ${confirming ? "border-danger/60" : ""}`}>
              {confirming ? (
                <>
                  <h2 id="cancel-heading" ref={confirmRef} tabIndex={-1} className="font-semibold text-danger outline-none">
                    Cancel this consultation?
                  </h2>
                  <p className="mt-2 text-sm">
                    {booking.name} and the agency will each get an email saying the consultation on {booking.when} is cancelled, and the time becomes free for other visitors. This cannot be undone.
                  </p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <IntentButton intent="cancel" fields={{ confirm: "yes" }} variant="primary" disabled={busy}>
                      Yes, cancel booking
                    </IntentButton>
                    <Link to="." replace className="btn btn-secondary min-h-11 px-4 py-2">
                      Keep the booking
                    </Link>
                  </div>
                </>
              ) : (
                <>
                  <h2 id="cancel-heading" className="font-semibold">
                    Cancel the booking
                  </h2>
                  <p className="mt-2 text-sm text-muted">Frees the time and emails a cancellation to {booking.name} and to the agency, as the visitor&rsquo;s own cancel link does. You will be asked to confirm.</p>
                  <IntentButton intent="cancel" variant="secondary" disabled={busy} className="mt-3">
                    Cancel booking
                  </IntentButton>
                </>
              )}
            </section>
          )}

          <section aria-labelledby="mails-heading" className="card p-5">
            <h2 id="mails-heading" className="font-semibold">
              Emails
            </h2>
            {booking.mails.length === 0 ? (
              <p className="mt-2 text-sm text-muted">None: a booking held as spam is never emailed.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm" data-testid="booking-mails">
                {booking.mails.map((mail, index) => (
                  <li key={index}>
                    <span className="font-medium">{mail.label}:</span> <span className={mail.failed ? "font-semibold text-danger" : "text-muted"}>{mail.state}</span>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-4 text-sm font-semibold">Alerts</h3>
            <AlertDeliveryList items={alerts} empty="None: a booking sends a webhook alert when LEAD_WEBHOOK_URL is set." />
          </section>
        </div>

        <div className="space-y-6">
          <section aria-labelledby="same-day-heading" className="card p-5">
            <h2 id="same-day-heading" className="font-semibold">
              Also on {booking.day}
            </h2>
            {sameDay.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No other bookings that day.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm" data-testid="same-day">
                {sameDay.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-x-2">
                    <span className="tabular-nums text-muted">{item.time}</span>
                    <Link to={`/admin/bookings/${item.id}`} className="underline underline-offset-2">
                              {item.name}
                            </Link>
                    {item.status !== "booked" && <StatusBadge status={item.status} />}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="agenda-heading" className="card p-5">
            <h2 id="agenda-heading" className="font-semibold">
              Upcoming consultations
            </h2>
            {agenda.length === 0 ? (
              <p className="mt-2 text-sm text-muted">Nothing booked ahead.</p>
            ) : (
              <div className="mt-2 space-y-3 text-sm" data-testid="agenda">
                {agenda.map((day) => (
                  <div key={day.date}>
                    <h3 className="font-medium">{day.label}</h3>
                    <ul className="mt-1 space-y-1">
                      {day.items.map((item) => (
                        <li key={item.id} className="flex flex-wrap gap-x-2">
                          <span className="tabular-nums text-muted">{item.time}</span>
                          {item.id === booking.id ? (
                            <span aria-current="page" className="font-semibold">
                              {item.name} (this booking)
                            </span>
                          ) : (
                            <Link to={`/admin/bookings/${item.id}`} className="underline underline-offset-2">
                              {item.name}
                            </Link>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </section>
        </div>
      </div>
    </WorkspaceShell>
  );
}
