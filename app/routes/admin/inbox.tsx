import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { StageBadge } from "~/components/admin/StageBadge";
import { WeeklyChart } from "~/components/admin/WeeklyChart";
import { InboxViewTabs } from "~/components/admin/InboxViewTabs";
import { longWhen, shortWhen } from "~/components/admin/format";
import { mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";
import { BOOKING_OUTCOME_LABELS } from "@domain/booking/workspace-labels";
import { BOOKED_GROUP_LABELS, INBOX_KIND_LABELS, bookedGroupOf, INBOX_SEARCH_MAX, VIEW_LABELS, inboxQueryOf, type InboxView } from "@domain/inbox";
import { formatDuration } from "@domain/duration";
import { PAST_REPLY_PROMISE } from "@domain/lead/labels";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { parseSpamReason, spamRuleLabel, SPAM_RULE_LABELS } from "@domain/spam/rules";
import { workViewOf } from "~/components/admin/follow-up/work-view";
import { WorkTags } from "~/components/admin/follow-up/WorkTags";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Inbox");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const { view, kind, search, page } = inboxQueryOf(new URL(request.url).searchParams);
  const [{ items, counts, pages }, overdue, weekly, spamRules, people] = await Promise.all([
    inbox.view({ view, kind, search, page, userId: user.id }),
    inbox.overdue(),
    inbox.weekly(),
    // The Spam view's header: what each rule caught lately, and how much of it was real.
    view === "spam" ? inbox.spamRuleCounts() : Promise.resolve(null),
    inbox.members(),
  ]);
  const today = inbox.today();
  const reasonsOf = (item: { spam: boolean; spamReason: string | null }) => (item.spam ? parseSpamReason(item.spamReason).map(spamRuleLabel) : []);
  const now = inbox.now().getTime();
  const overdueIds = new Set(overdue.map((lead) => lead.id));
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    filter: { view, kind: kind ?? "", q: search ?? "", page: page ?? "" },
    counts,
    pages,
    weekly,
    spamRules: spamRules?.map((count) => ({ ...count, label: SPAM_RULE_LABELS[count.rule] })) ?? null,
    // A lead without a name is named by its address, which is then not repeated beside it.
    overdue: overdue.map((lead) => ({ id: lead.id, name: leadDisplayName(lead), email: ownName(lead) === null ? null : lead.email, late: formatDuration(now - Date.parse(lead.dueAt)) })),
    items: items.map((item) =>
      item.type === "lead"
        ? {
            type: "lead" as const,
            id: item.id,
            name: leadDisplayName(item),
            email: item.email,
            kind: INBOX_KIND_LABELS[item.kind],
            page: item.page,
            summary: item.subject ?? ownMessage(item)?.slice(0, 140) ?? NO_MESSAGE,
            received: shortWhen(item.createdAt),
            receivedFull: longWhen(item.createdAt),
            age: formatDuration(now - Date.parse(item.createdAt)),
            stage: item.stage,
            spam: item.spam,
            reasons: reasonsOf(item),
            overdue: overdueIds.has(item.id),
            failed: item.delivery === "failed",
            work: workViewOf(item, people, today, user.id),
          }
        : {
            type: "booking" as const,
            id: item.id,
            name: item.name,
            email: item.email,
            when: longWhen(item.start),
            summary: item.topic ?? "Consultation",
            received: shortWhen(item.createdAt),
            receivedFull: longWhen(item.createdAt),
            cancelled: item.status === "cancelled",
            past: Date.parse(item.start) <= now,
            group: view === "booked" ? bookedGroupOf(item.start, new Date(now)) : null,
            outcome: item.outcome ? BOOKING_OUTCOME_LABELS[item.outcome] : null,
            spam: item.spam,
            reasons: reasonsOf(item),
            work: workViewOf(item, people, today, user.id),
          },
    ),
  };
}

type ListItem = Route.ComponentProps["loaderData"]["items"][number];

/** The Booked view in groups by meeting day (Today, Tomorrow, This week, Later, Earlier); every other view is one list. */
function groupsOf(items: ListItem[]): { key: string; label: string | null; items: ListItem[] }[] {
  const groups: { key: string; label: string | null; items: ListItem[] }[] = [];
  for (const item of items) {
    const group = item.type === "booking" ? item.group : null;
    const last = groups.at(-1);
    if (last && last.key === (group ?? "all")) last.items.push(item);
    else groups.push({ key: group ?? "all", label: group ? BOOKED_GROUP_LABELS[group] : null, items: [item] });
  }
  return groups;
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { user, filter, counts, pages, items, overdue, weekly, spamRules } = loaderData;
  const query = (view: InboxView) => {
    const params = new URLSearchParams({ view });
    if (filter.q) params.set("q", filter.q);
    if (filter.kind) params.set("kind", filter.kind);
    if (filter.page) params.set("page", filter.page);
    return `/admin?${params}`;
  };

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title="Inbox">
      {overdue.length > 0 && (
        <section aria-labelledby="overdue-heading" className="mt-4 rounded-xl border border-danger/50 bg-danger-soft p-4">
          <h2 id="overdue-heading" className="font-semibold text-danger">
            {overdue.length === 1 ? "1 lead is" : `${overdue.length} leads are`} {PAST_REPLY_PROMISE}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {overdue.map((lead) => (
              <li key={lead.id}>
                <Link to={`/admin/leads/${lead.id}`} className="font-medium">
                  {lead.name}
                </Link>{" "}
                <span className="text-muted">
                  {lead.email && `(${lead.email}) · `}overdue by {lead.late}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <InboxViewTabs current={filter.view} counts={counts} hrefOf={query} />

      <Form method="get" role="search" aria-label="Search the inbox" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <input type="hidden" name="view" value={filter.view} />
        <div>
          <label htmlFor="q" className="block text-sm font-medium">
            Search name, email or text
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q} maxLength={INBOX_SEARCH_MAX} className="mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-bg px-3 text-fg" />
        </div>
        <div>
          <label htmlFor="kind" className="block text-sm font-medium">
            Kind
          </label>
          <select id="kind" name="kind" defaultValue={filter.kind} className="mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-bg px-3 text-fg">
            <option value="">Any</option>
            {Object.entries(INBOX_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="page" className="block text-sm font-medium">
            Page
          </label>
          <select id="page" name="page" defaultValue={filter.page} className="mt-1 block min-h-11 w-full max-w-60 rounded-lg border border-muted/70 bg-bg px-3 text-fg">
            <option value="">Any page</option>
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary min-h-11 px-4 py-2">
            Filter
          </button>
          <a href={`/admin/export.csv?${new URLSearchParams(filter)}`} className="btn btn-secondary min-h-11 px-4 py-2" download>
            CSV
          </a>
        </div>
      </Form>

      {spamRules && (
        <section aria-labelledby="spam-rules-heading" className="mt-6 rounded-xl border border-border bg-surface p-4">
          <h2 id="spam-rules-heading" className="font-semibold">
            What the spam rules caught in the last 30 days
          </h2>
          <p className="mt-1 text-sm text-muted">Nothing flagged is mailed or deleted. A rule whose catches you often mark Not spam is catching real leads.</p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="spam-rule-counts">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Rule
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Caught
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">
                    Marked not spam
                  </th>
                </tr>
              </thead>
              <tbody>
                {spamRules.map((count) => (
                  <tr key={count.rule} className="border-b border-border last:border-0" data-rule={count.rule}>
                    <th scope="row" className="py-2 pr-3 font-normal">
                      {count.label}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{count.caught}</td>
                    <td className={`py-2 pl-3 text-right tabular-nums ${count.released > 0 ? "font-semibold text-danger" : ""}`}>{count.released}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section aria-labelledby="list-heading" className="mt-6">
        <h2 id="list-heading" className="sr-only">
          {VIEW_LABELS[filter.view]}
        </h2>
        {items.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-6 text-center text-muted">Nothing here{filter.q || filter.kind || filter.page ? " for this search" : ""}.</p>
        ) : (
          <div className="space-y-4" data-testid="inbox-list">
            {groupsOf(items).map((group) => (
              <div key={group.key}>
                {group.label && (
                  <h3 className="mb-2 text-sm font-semibold text-muted" data-testid="booked-group">
                    {group.label}
                  </h3>
                )}
                <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border">
                  {group.items.map((item) => (
              <li key={`${item.type}-${item.id}`} className="bg-bg">
                <Link
                  to={item.type === "lead" ? `/admin/leads/${item.id}` : `/admin/bookings/${item.id}`}
                  className="block px-4 py-3 text-fg no-underline hover:bg-surface focus-visible:bg-surface"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold">{item.name}</span>
                    <time className="text-sm text-muted" title={item.receivedFull}>
                      {item.received}
                    </time>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-muted">
                    {item.type === "lead" ? `${item.kind}${item.page ? ` · ${item.page}` : ""} · ${item.email}` : `Booking for ${item.when} · ${item.email}`}
                  </span>
                  <span className="mt-1 block truncate text-sm">{item.summary}</span>
                  <span className="mt-2 flex flex-wrap gap-1.5">
                    {item.type === "lead" ? (
                      <>
                        <StageBadge stage={item.stage} />
                        {item.overdue && <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">Overdue</span>}
                        {item.failed && <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">Email failed</span>}
                        {item.spam && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">Spam</span>}
                        {item.stage === "new" && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{item.age} old</span>}
                      </>
                    ) : item.spam ? (
                      <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">Spam · holds no slot</span>
                    ) : (
                      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-soft-fg">
                        {item.cancelled ? "Cancelled" : (item.outcome ?? (item.past ? "Took place" : "Booked"))}
                      </span>
                    )}
                    <WorkTags followUpWhen={item.work.followUpWhen} due={item.work.due} overdue={item.work.overdue} owner={item.work.assignedTo ? item.work.owner : null} />
                  </span>
                  {item.reasons.length > 0 && (
                    <span className="mt-1.5 block text-xs text-muted" data-testid="spam-reasons">
                      Caught by: {item.reasons.join("; ")}
                    </span>
                  )}
                </Link>
              </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>

      <WeeklyChart rows={weekly} />
    </WorkspaceShell>
  );
}
