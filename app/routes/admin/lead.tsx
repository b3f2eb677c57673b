import { Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/lead";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { Notice } from "~/components/ui/Notice";
import { StageBadge } from "~/components/admin/StageBadge";
import { IntentButton } from "~/components/admin/IntentButton";
import { EditLeadForm, EDIT_LEAD_INTENT } from "~/components/admin/lead/EditLeadForm";
import { NoteForm, NOTE_INTENT } from "~/components/admin/lead/NoteForm";
import { longWhen } from "~/components/admin/format";
import { field, formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";
import { StageForm } from "~/components/admin/pipeline/StageForm";
import { PersonLink } from "~/components/admin/people/PersonLink";
import { stageAnswer } from "~/lib/pipeline.server";
import { stageEventText } from "@domain/lead/deal";
import { formatDuration } from "@domain/duration";
import { towns } from "@content/towns";
import { AlertDeliveryList, alertDeliveryViews } from "~/components/admin/AlertDeliveries";
import { parseSpamReason, spamRuleLabel } from "@domain/spam/rules";
import { leadDisplayName, NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";
import { LEAD_EVENT_LABELS, LEAD_KIND_LABELS, PAST_REPLY_PROMISE } from "@domain/lead/labels";
import { OUTBOX_STATUS_LABELS } from "@domain/outbox-status";
import { visitSourceDetails } from "@domain/attribution/details";
import { Conversation } from "~/components/admin/reply/Conversation";
import { replyAction, replyPanelOf } from "~/lib/replies.server";
import { FollowUpForm } from "~/components/admin/follow-up/FollowUpForm";
import { AssigneeForm } from "~/components/admin/follow-up/AssigneeForm";
import { assignAnswer, followUpAnswer } from "~/components/admin/follow-up/answers";
import { peopleChoices, workViewOf } from "~/components/admin/follow-up/work-view";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = ({ loaderData }) => workspaceTitle(loaderData ? `Lead from ${loaderData.lead.name}` : "Lead");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

const DELIVERY_LABELS = {
  queued: OUTBOX_STATUS_LABELS.queued,
  sent: "Emailed to the agency",
  failed: "Email failed after every retry",
  skipped: "Not emailed (spam)",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const found = await inbox.lead(params.id);
  if (!found) throw data(null, { status: 404 });
  const { lead, events, dueAt, alerts } = found;
  const now = inbox.now().getTime();
  const age = now - Date.parse(lead.createdAt);
  const people = await inbox.members();
  return {
    work: workViewOf(lead, people, inbox.today(), user.id),
    people: peopleChoices(people),
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    lead: {
      ...lead,
      name: leadDisplayName(lead),
      ownName: ownName(lead),
      message: ownMessage(lead),
      kindLabel: LEAD_KIND_LABELS[lead.kind],
      town: lead.location ? (towns.find((town) => town.slug === lead.location)?.name ?? lead.location) : null,
      received: longWhen(lead.createdAt),
      age: formatDuration(age),
      due: longWhen(dueAt),
      overdue: lead.stage === "new" && Date.parse(dueAt) <= now,
      responseTime: lead.firstResponseAt ? formatDuration(Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) : null,
      sent: lead.sentAt ? longWhen(lead.sentAt) : null,
      deliveryLabel: DELIVERY_LABELS[lead.delivery],
      // Which spam rules caught it, in words (kept after Not spam, so the agency sees what misfired).
      reasons: parseSpamReason(lead.spamReason).map(spamRuleLabel),
    },
    alerts: alertDeliveryViews(alerts, now),
    reply: await replyPanelOf(request, context, { leadId: params.id }),
    events: events.map((event) => ({
      ...event,
      detail:
        event.kind === "not_spam" && event.detail
          ? `Had been caught by: ${parseSpamReason(event.detail).map(spamRuleLabel).join("; ")}`
          : event.kind === "stage" && event.detail
            ? stageEventText(event.detail)
            : event.detail,
      when: longWhen(event.at),
      label: LEAD_EVENT_LABELS[event.kind],
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const form = await formOf(request);
  switch (field(form, "intent")) {
    case "stage":
      return stageAnswer(await inbox.setStage(params.id, field(form, "stage"), user.email, { dealValue: field(form, "deal_value"), lostReason: field(form, "lost_reason"), lostNote: field(form, "lost_note") }));
    case EDIT_LEAD_INTENT: {
      const result = await inbox.editLead(params.id, Object.fromEntries(["name", "phone", "company"].map((name) => [name, field(form, name)])), user.email);
      if ("notFound" in result) throw data(null, { status: 404 });
      if (!result.ok) return data({ ok: false, message: `Not saved: ${Object.values(result.fields).join(". ")}.` }, { status: 422 });
      return { ok: true, message: "outcome" in result && result.outcome === "unchanged" ? "Nothing to change: the details were already those." : "Details saved." };
    }
    case NOTE_INTENT: {
      const result = await inbox.addNote(params.id, field(form, "note"), user.email);
      if (result === "added") return { ok: true, message: "Note added." };
      return data({ ok: false, message: result === "too_long" ? "A note can be at most 2,000 characters." : "Write a note first." }, { status: 422 });
    }
    case "not-spam":
      return (await inbox.notSpam(params.id, user.email)) ? { ok: true, message: "Moved to the inbox; its email is on its way." } : data({ ok: false, message: "This lead is not in spam." }, { status: 409 });
    case "reply":
      return replyAction(context, form, user, { leadId: params.id });
    case "follow-up":
      return followUpAnswer(await inbox.setFollowUp("lead", params.id, field(form, "follow_up_on"), field(form, "follow_up_note"), user.email));
    case "assign":
      return assignAnswer(await inbox.assign("lead", params.id, field(form, "assigned_to"), user.email));
    case "resend":
      return (await inbox.resend(params.id, user.email)) ? { ok: true, message: "The email is queued again." } : data({ ok: false, message: "Only a failed email can be sent again." }, { status: 409 });
    default:
      return data({ ok: false, message: "Unknown action." }, { status: 400 });
  }
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, lead, events, alerts } = loaderData;
  const busy = useNavigation().state === "submitting";
  const details: [string, string | null][] = [
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Subject", lead.subject],
    ["Town", lead.town],
    ["Sent from", lead.page],
    // Where the visit came from; the channel is always known (direct when nothing was sent).
    ...visitSourceDetails(lead.source),
    ["Received", `${lead.received} (${lead.age} ago)`],
    ["Reply promised by", lead.due],
    ["First response", lead.responseTime ? `after ${lead.responseTime}` : null],
  ];

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title={lead.name}>
      <p className="mt-1 text-sm">
        <Link to="/admin">Back to the inbox</Link>
      </p>
      <PersonLink recordId={lead.id} name={lead.name} />
      {actionData && !("form" in actionData) && <ActionNotice result={actionData} />}
      {lead.overdue && <Notice size="compact" className="mt-4" tone="danger">Still new, and {PAST_REPLY_PROMISE} ({lead.due}).</Notice>}

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <article aria-labelledby="message-heading" className="card p-5 lg:self-start">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {lead.kindLabel} <StageBadge stage={lead.stage} />
            {lead.spam && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg">Spam</span>}
          </p>
          {lead.reasons.length > 0 && (
            <div className="mt-3 rounded-lg border border-border bg-surface p-3 text-sm" data-testid="spam-reasons">
              <p className="font-medium">{lead.spam ? "Held as spam, never emailed. Caught by:" : "Was held as spam, caught by:"}</p>
              <ul className="mt-1 list-disc pl-5">
                {lead.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
          <h2 id="message-heading" className="mt-3 text-lg font-semibold">
            Message
          </h2>
          {lead.message === null ? (
            <p className="mt-2 text-muted" data-testid="lead-message">
              {NO_MESSAGE}
            </p>
          ) : (
            <p className="mt-2 whitespace-pre-wrap break-words" data-testid="lead-message">
              {lead.message}
            </p>
          )}
          <dl className="mt-5 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {details
              .filter((detail): detail is [string, string] => Boolean(detail[1]))
              .map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-medium text-muted">{term}</dt>
                  <dd className="break-words">{term === "Email" ? <a href={`mailto:${value}`}>{value}</a> : term === "Phone" ? <a href={`tel:${value.replace(/[^0-9+]/g, "")}`}>{value}</a> : value}</dd>
                </div>
              ))}
          </dl>
          <EditLeadForm lead={{ name: lead.ownName ?? "", phone: lead.phone, company: lead.company }} busy={busy} />
        </article>

        <div className="space-y-6">
          <section aria-labelledby="status-heading" className="card p-5">
            <h2 id="status-heading" className="font-semibold">
              Status
            </h2>
            <StageForm lead={lead} busy={busy} invalid={actionData && "invalid" in actionData ? actionData.invalid : null} />
          </section>

          <FollowUpForm work={loaderData.work} busy={busy} />
          <AssigneeForm work={loaderData.work} people={loaderData.people} busy={busy} />

          <section aria-labelledby="delivery-heading" className="card p-5">
            <h2 id="delivery-heading" className="font-semibold">
              Email to the agency
            </h2>
            <p className="mt-2 text-sm" data-testid="delivery">
              {lead.deliveryLabel}
              {lead.sent ? `: ${lead.sent}` : ""}
              {lead.delivery !== "sent" && lead.attempts > 0 ? ` (${lead.attempts} attempt${lead.attempts === 1 ? "" : "s"})` : ""}
            </p>
            {lead.lastError && lead.delivery !== "sent" && <p className="mt-1 break-words text-sm text-muted">Last error: {lead.lastError}</p>}
            {lead.delivery === "failed" && (
              <IntentButton intent="resend" variant="secondary" disabled={busy} className="mt-3">
                Send again
              </IntentButton>
            )}
            {lead.spam && (
              <IntentButton intent="not-spam" variant="secondary" disabled={busy} className="mt-3">
                Not spam
              </IntentButton>
            )}
          </section>

          <section aria-labelledby="alerts-heading" className="card p-5">
            <h2 id="alerts-heading" className="font-semibold">
              Receipt and alerts
            </h2>
            <AlertDeliveryList items={alerts} empty={lead.spam ? "None: spam gets no receipt and no alerts." : "None."} />
          </section>
        </div>
      </div>

      <Conversation panel={loaderData.reply} result={actionData} />

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="text-lg font-semibold">
          Notes and history
        </h2>
        <NoteForm noteMax={2000} />
        {events.length === 0 ? (
          <p className="mt-4 text-sm text-muted">No changes yet.</p>
        ) : (
          <ol className="mt-4 space-y-3" data-testid="lead-history">
            {[...events].reverse().map((event, index) => (
              <li key={index} className="rounded-lg border border-border p-3 text-sm">
                <p className="text-muted">
                  {event.label} · {event.actor} · {event.when}
                </p>
                {event.detail && <p className="mt-1 whitespace-pre-wrap break-words">{event.detail}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </WorkspaceShell>
  );
}
