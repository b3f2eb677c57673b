import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/sources";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { workspaceTitle } from "~/components/admin/meta";
import { fieldInput } from "~/components/admin/field-classes";
import { SourcesTable } from "~/components/admin/sources/SourcesTable";
import { SourcesChart } from "~/components/admin/sources/SourcesChart";
import { LinkBuilder, type LinkBuilderResult } from "~/components/admin/sources/LinkBuilder";
import { field, formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { pagePaths } from "~/pages";
import { sourcesQueryOf, sourcesSearch } from "@domain/sources/query";
import { presetRange, SOURCES_MAX_DAYS, SOURCES_PRESETS } from "@domain/sources/range";
import { CAMPAIGN_LINK_FIELDS } from "@domain/sources/link";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Sources");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
/** "November 28, 2026" (an office date, shown as it is). */
const dateText = (date: string) => longDate.format(new Date(`${date}T12:00:00Z`));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { sources } = workspace(context);
  const query = sourcesQueryOf(new URL(request.url).searchParams, sources.now());
  const [report, mailFailingSince] = await Promise.all([sources.report(query), mailFailingSinceOf(context)]);
  return { user: { email: user.email, role: user.role }, mailFailingSince, ...report, today: presetRange(30, sources.now()).to, pages: pagePaths() };
}

/** Make link: any signed-in person; a page of the site and three utm values. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await formOf(request);
  if (field(form, "intent") !== "link") return data<LinkBuilderResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  const values = Object.fromEntries(CAMPAIGN_LINK_FIELDS.map((name) => [name, field(form, name).slice(0, 400)]));
  const result = await workspace(context).sources.addLink(values, pagePaths(), user.email);
  if (!result.ok) return data<LinkBuilderResult>({ ok: false, message: "The link was not made: see the fields marked below.", errors: result.errors, values }, { status: 422 });
  return { ok: true, message: result.created ? "Link made. It is listed below with its figures." : "That link was made before: it is listed below.", url: result.url } satisfies LinkBuilderResult;
}

export default function SourcesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mailFailingSince, range, sort, dir, tables, months, truncated, links, pages, today } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <WorkspaceShell email={user.email} role={user.role} title="Sources" mailFailingSince={mailFailingSince}>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Which pages, channels and campaigns bring the visitors who write, book and sign. Views are counted per day without tracking anyone; leads are the inbox&apos;s, spam left out.
      </p>

      <section aria-labelledby="range-heading" className="mt-6">
        <h2 id="range-heading" className="sr-only">
          Period
        </h2>
        <p className="font-medium" data-testid="sources-range">
          {dateText(range.from)} – {dateText(range.to)} ({range.days} days)
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-x-6 gap-y-3">
          <nav aria-label="Period">
            <ul className="flex flex-wrap gap-1">
              {SOURCES_PRESETS.map((days) => (
                <li key={days}>
                  <Link
                    to={sourcesSearch({ range: { from: "", to: "", preset: days }, sort, dir })}
                    aria-current={range.preset === days ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium no-underline ${range.preset === days ? "bg-accent-soft text-accent-soft-fg" : "border border-border text-fg hover:bg-surface-2"}`}
                  >
                    Last {days} days
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Choose a range">
            <div>
              <label htmlFor="from" className="block text-sm font-medium">
                From
              </label>
              <input id="from" name="from" type="date" required defaultValue={range.from} max={today} className={fieldInput} />
            </div>
            <div>
              <label htmlFor="to" className="block text-sm font-medium">
                To
              </label>
              <input id="to" name="to" type="date" required defaultValue={range.to} className={fieldInput} />
            </div>
            <button type="submit" className="btn btn-secondary min-h-11 px-4 py-2">
              Show
            </button>
          </Form>
          <a href={`/admin/sources.csv${sourcesSearch({ range, sort, dir })}`} className="btn btn-secondary min-h-11 px-4 py-2" download>
            CSV
          </a>
        </div>
        <p className="mt-1 text-xs text-muted">Office dates (Eastern); a range longer than {Math.floor(SOURCES_MAX_DAYS / 365)} years shows its last {Math.floor(SOURCES_MAX_DAYS / 365)} years.</p>
        {truncated && <p className="mt-2 text-sm text-danger">This period holds more records than one report reads: the figures cover part of it. Choose a shorter range.</p>}
      </section>

      <SourcesChart months={months} />

      {tables.map((table) => (
        <SourcesTable key={table.table} {...table} range={range} sort={sort} dir={dir} />
      ))}

      <LinkBuilder pages={pages} links={links} result={actionData} busy={busy} />
    </WorkspaceShell>
  );
}
