import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/people";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { longWhen } from "~/components/admin/format";
import { field, formOf, requireOwner, mailFailingSinceOf, requireUser, workspace, workspaceHeaders, type User } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";
import { slotLabels } from "@domain/booking/labels";
import { localDate } from "@domain/booking/schedule";
import { normalizeText } from "@domain/text";
import { EMAIL_MAX } from "@domain/email";
import { LEAD_EVENT_LABELS, LEAD_KIND_LABELS } from "@domain/lead/labels";
import { BOOKING_MAIL_LABELS, BOOKING_STATE_LABELS } from "@domain/booking/workspace-labels";
import { OUTBOX_STATUS_LABELS } from "@domain/outbox-status";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("People's data");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

const isoOf = (value: Date | string) => new Date(value).toISOString();
const emailParam = (url: URL) => normalizeText(url.searchParams.get("email") ?? "").slice(0, EMAIL_MAX);

/**
 * `?format=json`: everything stored about the address, as a JSON download (the person's copy of
 * their data). Answered before the page's loader, as a file rather than a page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname.endsWith(".data") || url.searchParams.get("format") !== "json") return next();
    requireUser(request, context);
    const { inbox } = workspace(context);
    const email = emailParam(url);
    if (!email) return new Response(JSON.stringify({ ok: false, error: "email_required" }), { status: 400, headers: { ...workspaceHeaders(), "Content-Type": "application/json" } });
    const found = await inbox.personData(email);
    // Everything about the person, less the credentials of their cancel links (not data about them).
    const body = {
      email,
      exportedAt: inbox.now().toISOString(),
      leads: found.leads,
      leadEvents: found.leadEvents,
      bookings: found.bookings.map(({ manage_token_hash: _hash, ...booking }) => booking),
      bookingMails: found.bookingMails.map(({ manage_token: _token, ...mail }) => mail),
    };
    return new Response(JSON.stringify(body, null, 2), {
      headers: {
        ...workspaceHeaders(),
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${localDate(inbox.now())}.json"`,
      },
    });
  },
];

/** A label for a stored value, or the value itself for one this version has no word for. */
const labelOf = <Key extends string>(labels: Record<Key, string>, value: string) => (value in labels ? labels[value as Key] : value);

async function personView(context: Route.LoaderArgs["context"], email: string) {
  const { inbox } = workspace(context);
  const found = await inbox.personData(email);
  const now = inbox.now().getTime();
  return {
    leads: found.leads.map((lead) => ({
      id: lead.id,
      received: longWhen(isoOf(lead.created_at)),
      kind: labelOf(LEAD_KIND_LABELS, lead.kind),
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      page: lead.page,
      spam: Number(lead.spam) === 1,
      events: found.leadEvents
        .filter((event) => event.lead_id === lead.id)
        .map((event) => ({ when: longWhen(isoOf(event.created_at)), label: labelOf(LEAD_EVENT_LABELS, event.kind), actor: event.actor, detail: event.detail })),
    })),
    bookings: found.bookings.map((booking) => ({
      id: booking.id,
      when: slotLabels(isoOf(booking.slot_start)).full,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      topic: booking.topic,
      status: BOOKING_STATE_LABELS[booking.status === "cancelled" ? "cancelled" : "booked"],
      // A booking held as spam holds no slot: it is not an upcoming consultation.
      upcoming: booking.status === "active" && Number(booking.spam) === 0 && new Date(booking.slot_start).getTime() > now,
      mails: found.bookingMails
        .filter((mail) => mail.booking_id === booking.id)
        .map((mail) => ({ label: labelOf(BOOKING_MAIL_LABELS, mail.kind), status: labelOf(OUTBOX_STATUS_LABELS, mail.status), when: longWhen(isoOf(mail.created_at)) })),
    })),
  };
}

const canErase = (user: User) => user.role === "owner";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const email = emailParam(new URL(request.url));
  const erasures = await inbox.erasures();
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    canErase: canErase(user),
    email,
    found: email ? await personView(context, email) : null,
    erasures: erasures.slice(0, 20).map((erasure) => ({ ...erasure, when: longWhen(erasure.at) })),
  };
}

type ActionResult = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await formOf(request);
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  if (field(form, "intent") !== "erase") return reply({ ok: false, message: "Unknown action." }, 400);
  requireOwner(request, context);
  const email = normalizeText(field(form, "email")).slice(0, EMAIL_MAX);
  const typed = normalizeText(field(form, "confirm-email")).slice(0, EMAIL_MAX);
  if (!email) return reply({ ok: false, message: "Find an address first." }, 422);
  if (typed.toLowerCase() !== email.toLowerCase()) return reply({ ok: false, message: "To erase, type the address exactly as shown." }, 422);
  const erased = await workspace(context).inbox.erasePerson(email, user.email);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return reply({ ok: true, message: `Erased ${plural(erased.leads, "lead")} and ${plural(erased.bookings, "booking")}, with their emails and history. The erasure is recorded without the address.` });
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { user, email, found, erasures } = loaderData;
  const busy = useNavigation().state === "submitting";
  const total = found ? found.leads.length + found.bookings.length : 0;

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title="People's data">
      <p className="mt-2 max-w-2xl text-muted">
        When someone asks for a copy of their data or for it to be erased, find everything stored about their email address here: their messages, bookings, the emails about them and
        the history of each lead.
      </p>
      <ActionNotice result={actionData} />

      <Form method="get" role="search" aria-label="Find a person's data" className="mt-5 flex max-w-xl flex-wrap items-end gap-2">
        <div className="min-w-0 grow">
          <label htmlFor="email" className="block text-sm font-medium">
            Email address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="off"
            maxLength={EMAIL_MAX}
            defaultValue={email}
            key={email}
            className="mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-bg px-3 text-fg"
          />
        </div>
        <button type="submit" className="btn btn-primary min-h-11 px-4 py-2">
          Find
        </button>
      </Form>

      {found && (
        <div data-testid="person-data">
          <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-4">
            <p className="grow text-sm" role="status">
              {total === 0 ? (
                <>
                  Nothing is stored about <strong className="break-all">{email}</strong>.
                </>
              ) : (
                <>
                  Stored about <strong className="break-all">{email}</strong>: {found.leads.length} lead{found.leads.length === 1 ? "" : "s"} and {found.bookings.length} booking
                  {found.bookings.length === 1 ? "" : "s"}.
                </>
              )}
            </p>
            {total > 0 && (
              <a href={`/admin/people?${new URLSearchParams({ email, format: "json" })}`} download className="btn btn-secondary min-h-11 px-4 py-2">
                Export as JSON
              </a>
            )}
          </div>

          {found.leads.length > 0 && (
            <Section id="leads-heading" title="Leads">
              <ul className="mt-3 space-y-3" data-testid="person-leads">
                {found.leads.map((lead) => (
                  <li key={lead.id} className="card p-4 text-sm">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <Link to={`/admin/leads/${lead.id}`} className="font-semibold underline underline-offset-2">
                        {lead.name}
                      </Link>
                      <span className="text-muted">{lead.received}</span>
                    </p>
                    <p className="mt-1 text-muted">
                      {lead.kind}
                      {lead.page ? ` · ${lead.page}` : ""} · {lead.email}
                      {lead.phone ? ` · ${lead.phone}` : ""}
                      {lead.spam ? " · Spam" : ""}
                    </p>
                    {lead.subject && <p className="mt-2 font-medium">{lead.subject}</p>}
                    <p className="mt-1 whitespace-pre-wrap break-words">{lead.message}</p>
                    {lead.events.length > 0 && (
                      <ul className="mt-3 space-y-1 border-t border-border pt-2 text-muted">
                        {lead.events.map((event, index) => (
                          <li key={index}>
                            {event.label} · {event.actor} · {event.when}
                            {event.detail ? `: ${event.detail}` : ""}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {found.bookings.length > 0 && (
            <Section id="bookings-heading" title="Bookings">
              <ul className="mt-3 space-y-3" data-testid="person-bookings">
                {found.bookings.map((booking) => (
                  <li key={booking.id} className="card p-4 text-sm">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <Link to={`/admin/bookings/${booking.id}`} className="font-semibold underline underline-offset-2">
                        {booking.when}
                      </Link>
                      <span className="text-muted">{booking.status}</span>
                    </p>
                    <p className="mt-1 text-muted">
                      {booking.name} · {booking.email}
                      {booking.phone ? ` · ${booking.phone}` : ""}
                    </p>
                    {booking.topic && <p className="mt-1 break-words">{booking.topic}</p>}
                    {booking.mails.length > 0 && (
                      <ul className="mt-3 space-y-1 border-t border-border pt-2 text-muted">
                        {booking.mails.map((mail, index) => (
                          <li key={index}>
                            {mail.label}, queued {mail.when}: {mail.status}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {total > 0 && (
            <Section id="erase-heading" title="Erase">
              {loaderData.canErase ? (
                <Form method="post" className="mt-3 max-w-xl rounded-xl border border-danger/50 bg-danger-soft p-4">
                  <input type="hidden" name="intent" value="erase" />
                  <input type="hidden" name="email" value={email} />
                  {found.bookings.some((booking) => booking.upcoming) && (
                    <p className="mb-3 text-sm font-semibold">
                      This person has an upcoming consultation. Erasing deletes it without telling anyone: cancel it on its page first if they or the agency&rsquo;s calendar should
                      get the cancellation.
                    </p>
                  )}
                  <p className="text-sm">
                    Deletes every lead and booking above, with their emails and history, at once. It cannot be undone. Export a copy first if the person asked for one.
                  </p>
                  <label htmlFor="confirm-email" className="mt-3 block text-sm font-medium">
                    Type the address again to confirm
                  </label>
                  <input
                    id="confirm-email"
                    name="confirm-email"
                    type="email"
                    required
                    autoComplete="off"
                    maxLength={EMAIL_MAX}
                    className="mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-bg px-3 text-fg"
                  />
                  <button type="submit" disabled={busy} className="btn btn-primary mt-3 min-h-11 px-4 py-2">
                    Erase
                  </button>
                </Form>
              ) : (
                <p className="mt-2 text-sm text-muted">Only an owner can erase a person&rsquo;s data. Ask an owner of the workspace.</p>
              )}
            </Section>
          )}
        </div>
      )}

      <Section id="erasures-heading" title="Last erasures">
        {erasures.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No erasures yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm" data-testid="erasures">
              <thead className="bg-surface">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    When, and by whom
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Records erased
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {erasures.map((erasure, index) => (
                  <tr key={index}>
                    <td className="px-3 py-2">
                      {erasure.when}
                      <span className="block text-muted">by {erasure.actor}</span>
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      {erasure.leads} lead{erasure.leads === 1 ? "" : "s"}, {erasure.bookings} booking{erasure.bookings === 1 ? "" : "s"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </WorkspaceShell>
  );
}
