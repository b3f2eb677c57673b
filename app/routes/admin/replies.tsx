import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/replies";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { workspaceTitle } from "~/components/admin/meta";
import { longWhen } from "~/components/admin/format";
import { SavedReplyEditor } from "~/components/admin/reply/SavedReplyEditor";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { formOf, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { savedRepliesAction } from "~/lib/replies.server";
import { PLACEHOLDER_HINTS, PLACEHOLDERS } from "@domain/reply/fields";
import { REPLY_WORDS } from "@domain/reply/labels";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle(REPLY_WORDS.savedReplies);
export const headers: Route.HeadersFunction = () => workspaceHeaders();

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const saved = await workspace(context).replies.savedReplies();
  return {
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    saved: saved.map((reply) => ({ ...reply, updated: longWhen(reply.updatedAt) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  if (user.role !== "owner") throw data({ ok: false, message: REPLY_WORDS.ownersOnly }, { status: 403 });
  return savedRepliesAction(context, await formOf(request), user);
}

export default function SavedRepliesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, saved } = loaderData;
  const owner = user.role === "owner";
  const busy = useNavigation().state === "submitting";
  const about = (id: string) => (actionData?.id === id ? actionData : undefined);
  const deleted = actionData?.ok && actionData.id && actionData.id !== "new" && !saved.some((reply) => reply.id === actionData.id) ? actionData : undefined;

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title={REPLY_WORDS.savedReplies}>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Replies written once and sent to many visitors from a lead&rsquo;s or booking&rsquo;s page, where anyone in the workspace can choose one and change it before sending.
        {owner ? " These words are filled in for each visitor:" : " Only an owner can change them."}
      </p>
      {owner && (
        <ul className="mt-2 max-w-2xl list-disc pl-5 text-sm" data-testid="placeholders">
          {PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder}>
              <code className="font-mono">{`{${placeholder}}`}</code>: {PLACEHOLDER_HINTS[placeholder]}
            </li>
          ))}
        </ul>
      )}
      <ActionNotice result={deleted ?? (actionData && !actionData.id ? actionData : undefined)} />

      {owner && (
        <section aria-labelledby="new-saved-heading" className="card mt-6 max-w-2xl p-5">
          <h2 id="new-saved-heading" className="font-semibold">
            New saved reply
          </h2>
          <SavedReplyEditor id="new" intent="create" submit="Add saved reply" busy={busy} result={about("new")} version={`new-${saved.length}`} />
        </section>
      )}

      <section aria-labelledby="saved-list-heading" className="mt-8">
        <h2 id="saved-list-heading" className="text-lg font-semibold">
          {REPLY_WORDS.savedReplies} ({saved.length})
        </h2>
        {saved.length === 0 ? (
          <p className="mt-2 text-sm text-muted">None yet.</p>
        ) : (
          <ul className="mt-3 max-w-2xl space-y-4" data-testid="saved-replies">
            {saved.map((reply) => (
              <li key={reply.id} className="card p-5">
                <h3 className="font-semibold">{reply.title}</h3>
                <p className="mt-1 text-sm text-muted">
                  Last changed by {reply.updatedBy}, {reply.updated}
                </p>
                {owner ? (
                  <>
                    <SavedReplyEditor id={reply.id} intent="update" submit="Save" busy={busy} initial={reply} result={about(reply.id)} version={reply.updatedAt} />
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={reply.id} />
                      <button type="submit" disabled={busy} className="btn btn-secondary min-h-11 px-4 py-2" aria-label={`Delete ${reply.title}`}>
                        Delete
                      </button>
                    </Form>
                  </>
                ) : (
                  <>
                    <p className="mt-3 break-words text-sm font-medium">{reply.subject}</p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-sm">{reply.body}</p>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </WorkspaceShell>
  );
}
