import { data, useNavigation } from "react-router";
import type { Route } from "./+types/outbox";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { IntentButton } from "~/components/admin/IntentButton";
import { longWhen } from "~/components/admin/format";
import { workspaceTitle } from "~/components/admin/meta";
import { field, formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Outbox");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { outbox } = workspace(context);
  const [state, troubled, mailFailingSince] = await Promise.all([outbox.state(), outbox.troubled(), mailFailingSinceOf(context)]);
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince,
    kinds: state.kinds.map((kind) => ({ ...kind, oldest: kind.oldestWaitingSince ? longWhen(kind.oldestWaitingSince) : null })),
    totals: { waiting: state.waiting, retrying: state.retrying, failed: state.failed },
    oldest: state.oldestWaitingSince ? longWhen(state.oldestWaitingSince) : null,
    lastError: state.lastError,
    lastErrorAt: state.lastErrorAt ? longWhen(state.lastErrorAt) : null,
    messages: troubled.map((message) => ({
      ...message,
      created: longWhen(message.createdAt),
      next: message.nextAttemptAt ? longWhen(message.nextAttemptAt) : null,
    })),
  };
}

/** Retry: any signed-in person, as a lead's Send again (it sends what was already meant to go out). */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const form = await formOf(request);
  if (field(form, "intent") !== "retry") return data({ ok: false, message: "Unknown action." }, { status: 400 });
  const result = await workspace(context).outbox.retry(field(form, "kind").slice(0, 40), field(form, "id").slice(0, 100));
  return result === "retried"
    ? { ok: true, message: "The message is queued again and goes out on the next pass." }
    : data({ ok: false, message: "Only a failed message, or one waiting for its retry, can be retried." }, { status: 409 });
}

export default function OutboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, mailFailingSince, kinds, totals, oldest, lastError, lastErrorAt, messages } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <WorkspaceShell email={user.email} role={user.role} title="Outbox" mailFailingSince={mailFailingSince}>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Every email and webhook waits here until it is delivered, and is retried with growing pauses. Leads and bookings are stored either way.
      </p>
      <ActionNotice result={actionData} />

      <section aria-labelledby="waiting-heading" className="mt-6">
        <h2 id="waiting-heading" className="text-lg font-semibold">
          Waiting and failing
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="outbox-totals">
          <div className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-muted">Waiting now</dt>
            <dd className="text-xl font-semibold">{totals.waiting}</dd>
          </div>
          <div className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-muted">Waiting for a retry</dt>
            <dd className="text-xl font-semibold">{totals.retrying}</dd>
          </div>
          <div className="rounded-xl border border-border bg-surface p-3">
            <dt className="text-muted">Failed</dt>
            <dd className="text-xl font-semibold">{totals.failed}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm">{oldest ? `Oldest waiting since ${oldest}.` : "Nothing is waiting."}</p>
        <p className="mt-1 text-sm">{lastError ? `Last error (${lastErrorAt}): ${lastError}` : "No delivery error recorded."}</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Messages per kind</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3">Kind</th>
                <th scope="col" className="py-2 pr-3">Waiting</th>
                <th scope="col" className="py-2 pr-3">Retrying</th>
                <th scope="col" className="py-2 pr-3">Failed</th>
                <th scope="col" className="py-2">Oldest waiting</th>
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => (
                <tr key={kind.kind} className="border-b border-border">
                  <th scope="row" className="py-2 pr-3 font-medium">{kind.label}</th>
                  <td className="py-2 pr-3">{kind.waiting}</td>
                  <td className="py-2 pr-3">{kind.retrying}</td>
                  <td className="py-2 pr-3">{kind.failed}</td>
                  <td className="py-2">{kind.oldest ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="messages-heading" className="mt-8">
        <h2 id="messages-heading" className="text-lg font-semibold">
          Messages that did not go out
        </h2>
        {messages.length === 0 ? (
          <p className="mt-2 text-sm text-muted">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border rounded-xl border border-border bg-surface" data-testid="outbox-messages">
            {messages.map((message) => (
              <li key={`${message.kind}-${message.id}`} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    {message.label}: {message.status === "failed" ? "failed" : `retry ${message.next ? `at ${message.next}` : "soon"}`}
                  </p>
                  <p className="text-muted">
                    Queued {message.created}; {message.attempts} attempt{message.attempts === 1 ? "" : "s"}
                  </p>
                  {message.lastError && <p className="break-words">{message.lastError}</p>}
                </div>
                {message.retryable && (
                  <IntentButton intent="retry" fields={{ kind: message.kind, id: message.id }} variant="secondary" size="compact" disabled={busy} aria-label={`Retry ${message.label.toLowerCase()} queued ${message.created}`}>
                    Retry
                  </IntentButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </WorkspaceShell>
  );
}
