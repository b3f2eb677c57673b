import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/people";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { StageBadge } from "~/components/admin/StageBadge";
import { PeopleSection } from "~/components/admin/people/PeopleSection";
import { personPath } from "~/components/admin/people/person-path";
import { longWhen, shortWhen } from "~/components/admin/format";
import { field, formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { emailOf, erasedNotice, eraseAnswer, personExport } from "~/lib/people.server";
import { workspaceTitle } from "~/components/admin/meta";
import { carriesValue, formatDealValue } from "@domain/lead/deal";
import { normalizeText } from "@domain/text";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("People");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

/** The search box's longest query. */
const SEARCH_MAX = 200;

/**
 * `?email=…&format=json`: everything stored about the address, as a JSON download (kept from the
 * page's first version, whose links and scripts name the address). Answered before the loader.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname.endsWith(".data") || url.searchParams.get("format") !== "json") return next();
    requireUser(request, context);
    const email = emailOf(url.searchParams.get("email"));
    if (!email) return new Response(JSON.stringify({ ok: false, error: "email_required" }), { status: 400, headers: { ...workspaceHeaders(), "Content-Type": "application/json" } });
    return personExport(context, email);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const url = new URL(request.url);
  // An exact address (the older links, a pasted address): that person's page, named by a record id.
  const email = emailOf(url.searchParams.get("email"));
  if (email) {
    const found = await inbox.personData(email);
    const newest = [...found.leads, ...found.bookings].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0];
    if (newest) throw redirect(personPath(newest.id), { status: 303 });
  }
  const query = normalizeText(url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX);
  const [people, erasures] = await Promise.all([inbox.people(query), inbox.erasures()]);
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    query,
    missing: email || null,
    notice: erasedNotice(url),
    people: people.map((person) => ({
      ...person,
      last: shortWhen(person.lastAt),
      value: person.stage && carriesValue(person.stage) && person.dealValue !== null ? formatDealValue(person.dealValue) : null,
    })),
    erasures: erasures.slice(0, 20).map((erasure) => ({ ...erasure, when: longWhen(erasure.at) })),
  };
}

/** Erase by address (the person page's form posts to its own route; this keeps the older form's address). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await formOf(request);
  if (field(form, "intent") !== "erase") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  return eraseAnswer(request, context, form, user);
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { user, query, people, erasures, missing } = loaderData;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title="People">
      <p className="mt-2 max-w-2xl text-muted">
        One person is one email address: their leads, bookings and the emails sent to them on one page, where they stand and what the deal is worth. When someone asks for a copy of
        their data or for it to be erased, find them here.
      </p>
      <ActionNotice result={actionData ?? loaderData.notice} />

      <Form method="get" role="search" aria-label="Find a person" className="mt-5 flex max-w-xl flex-wrap items-end gap-2">
        <div className="min-w-0 grow">
          <label htmlFor="q" className="block text-sm font-medium">
            Name or email address
          </label>
          <input
            id="q"
            name="q"
            type="search"
            autoComplete="off"
            maxLength={SEARCH_MAX}
            defaultValue={query}
            key={query}
            className="mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-bg px-3 text-fg"
          />
        </div>
        <button type="submit" className="btn btn-primary min-h-11 px-4 py-2">
          Find
        </button>
      </Form>

      {missing && (
        <p className="mt-4 text-sm" role="status">
          Nothing is stored about <strong className="break-all">{missing}</strong>.
        </p>
      )}

      <PeopleSection id="people-heading" title={query ? `People matching \u201c${query}\u201d` : "Most recent people"}>
        {people.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{query ? "No one matches this search." : "No one yet."}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border" data-testid="people-list">
            {people.map((person) => (
              <li key={person.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="min-w-0 grow">
                  <Link to={personPath(person.id)} className="font-semibold underline underline-offset-2">
                    {person.name}
                  </Link>
                  <span className="block break-all text-muted">{person.email}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {person.stage && <StageBadge stage={person.stage} />}
                  {person.value && <span className="tabular-nums">{person.value}</span>}
                  <span className="text-muted">
                    {plural(person.leads, "lead")}, {plural(person.bookings, "booking")} · {person.last}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </PeopleSection>

      <PeopleSection id="erasures-heading" title="Last erasures">
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
                      {plural(erasure.leads, "lead")}, {plural(erasure.bookings, "booking")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PeopleSection>
    </WorkspaceShell>
  );
}
