import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/person";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { StageBadge } from "~/components/admin/StageBadge";
import { PeopleSection } from "~/components/admin/people/PeopleSection";
import { field, formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { canErase, eraseAnswer, personExport, personView } from "~/lib/people.server";
import { workspaceTitle } from "~/components/admin/meta";
import { EMAIL_MAX } from "@domain/email";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = ({ loaderData }) => workspaceTitle(loaderData ? `Person: ${loaderData.person.name}` : "Person");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

/** The address a person page names (by one of their leads' or bookings' ids), or a 404. */
async function emailOfPage(context: Route.LoaderArgs["context"], id: string): Promise<string> {
  const email = await workspace(context).inbox.personEmailOf(id);
  if (!email) throw data(null, { status: 404 });
  return email;
}

/** `?format=json`: the person's data as a JSON download, answered before the page's loader. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname.endsWith(".data") || url.searchParams.get("format") !== "json") return next();
    requireUser(request, context);
    const email = await workspace(context).inbox.personEmailOf(params.id);
    if (!email) return new Response(JSON.stringify({ ok: false, error: "not_found" }), { status: 404, headers: { ...workspaceHeaders(), "Content-Type": "application/json" } });
    return personExport(context, email);
  },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const person = await personView(context, await emailOfPage(context, params.id));
  if (!person) throw data(null, { status: 404 });
  return { user: { email: user.email, role: user.role }, mailFailingSince: await mailFailingSinceOf(context), canErase: canErase(user), id: params.id, person };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await formOf(request);
  if (field(form, "intent") !== "erase") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  return eraseAnswer(request, context, form, user);
}

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, person, id } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { leads, bookings, mails } = person;

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title={person.name}>
      <p className="mt-1 text-sm">
        <Link to="/admin/people" className="underline underline-offset-2">
          Back to People
        </Link>
      </p>
      <ActionNotice result={actionData} />

      <div className="mt-5 grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="min-w-0 text-sm">
          <p role="status">
            Stored about <span className="break-all">{person.email}</span>: {leads.length} lead{leads.length === 1 ? "" : "s"} and {bookings.length} booking{bookings.length === 1 ? "" : "s"}.
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2" data-testid="person-stage">
            <span className="text-muted">Where they stand:</span>
            {person.stage ? (
              <>
                <StageBadge stage={person.stage.stage} />
                <Link to={`/admin/leads/${person.stage.leadId}`} className="underline underline-offset-2" aria-label={`Their newest lead: ${person.stage.deal}`}>
                  {person.stage.detail ?? "Their newest lead"}
                </Link>
              </>
            ) : (
              <span>Booked only, no form sent.</span>
            )}
          </p>
        </div>
        <a href={`/admin/people/${encodeURIComponent(id)}?format=json`} download className="btn btn-secondary min-h-11 justify-self-start px-4 py-2">
          Export as JSON
        </a>
      </div>

      {leads.length > 0 && (
        <PeopleSection id="leads-heading" title="Leads">
          <ul className="mt-3 space-y-3" data-testid="person-leads">
            {[...leads].reverse().map((lead) => (
              <li key={lead.id} className="card p-4 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link to={`/admin/leads/${lead.id}`} className="font-semibold underline underline-offset-2">
                    {lead.name}
                  </Link>
                  <span className="text-muted">{lead.received}</span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2">
                  <StageBadge stage={lead.stage} />
                  {lead.detail && <span data-testid="person-lead-deal">{lead.detail}</span>}
                </p>
                <p className="mt-1 text-muted">
                  {lead.kind}
                  {lead.page ? ` · ${lead.page}` : ""}
                  {lead.phone ? ` · ${lead.phone}` : ""}
                  {lead.spam ? " · Spam" : ""}
                </p>
                {lead.subject && <p className="mt-2 font-medium">{lead.subject}</p>}
                <p className="mt-1 whitespace-pre-wrap break-words">{lead.message}</p>
                {lead.events.length > 0 && (
                  <ul className="mt-3 space-y-1 border-t border-border pt-2 text-muted">
                    {lead.events.map((event, index) => (
                      <li key={index} className="break-words">
                        {event.label} · {event.actor} · {event.when}
                        {event.detail ? `: ${event.detail}` : ""}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </PeopleSection>
      )}

      {bookings.length > 0 && (
        <PeopleSection id="bookings-heading" title="Bookings">
          <ul className="mt-3 space-y-3" data-testid="person-bookings">
            {[...bookings].reverse().map((booking) => (
              <li key={booking.id} className="card p-4 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link to={`/admin/bookings/${booking.id}`} className="font-semibold underline underline-offset-2">
                    {booking.when}
                  </Link>
                  <span className="text-muted">{booking.status}</span>
                </p>
                <p className="mt-1 text-muted">
                  {booking.name}
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
        </PeopleSection>
      )}

      <PeopleSection id="mails-heading" title="Emails to them">
        {mails.length === 0 ? (
          <p className="mt-2 text-sm text-muted">None yet.</p>
        ) : (
          <ul className="mt-3 space-y-1 text-sm" data-testid="person-mails">
            {mails.map((mail, index) => (
              <li key={index}>
                <span className="font-medium">{mail.label}</span>, queued {mail.when}: <span className="text-muted">{mail.state}</span>
              </li>
            ))}
          </ul>
        )}
      </PeopleSection>

      <PeopleSection id="erase-heading" title="Erase">
        {loaderData.canErase ? (
          <Form method="post" className="mt-3 max-w-xl rounded-xl border border-danger/50 bg-danger-soft p-4">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={person.email} />
            {bookings.some((booking) => booking.upcoming) && (
              <p className="mb-3 text-sm font-semibold">
                This person has an upcoming consultation. Erasing deletes it without telling anyone: cancel it on its page first if they or the agency&rsquo;s calendar should get the
                cancellation.
              </p>
            )}
            <p className="text-sm">Deletes every lead and booking above, with their emails and history, at once. It cannot be undone. Export a copy first if the person asked for one.</p>
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
      </PeopleSection>
    </WorkspaceShell>
  );
}
