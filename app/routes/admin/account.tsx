import { useState } from "react";
import { Form, data, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/account";
import adminCss from "~/admin.css?url";
import { WorkspaceShell } from "~/components/admin/WorkspaceShell";
import { ActionNotice } from "~/components/admin/ActionNotice";
import { addPasskey } from "~/components/admin/passkey-client";
import { longWhen } from "~/components/admin/format";
import { field, formOf, requireOwner, mailFailingSinceOf, requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";
import { fieldInput } from "~/components/admin/field-classes";
import { IntentButton } from "~/components/admin/IntentButton";
import { agencyFeedOf } from "~/lib/agency-feed.server";
import { backupViewOf } from "~/lib/backups.server";
import { BackupStatus } from "~/components/admin/BackupStatus";
import { CALENDAR_REPLACE_CONFIRM, CALENDAR_URL_INTENT, ReplaceCalendarAddress } from "~/components/admin/ReplaceCalendarAddress";
import { PendingInvitations, REVOKE_INVITATION_INTENT } from "~/components/admin/PendingInvitations";
import { normalizeEmail } from "@domain/text";
import { EMAIL_MAX } from "@domain/email";
import { PASSKEY_NAME_MAX } from "@domain/passkey-name";
import { DefaultAssigneeForm } from "~/components/admin/follow-up/AssigneeForm";
import { defaultAssigneeAnswer } from "~/components/admin/follow-up/answers";
import { peopleChoices } from "~/components/admin/follow-up/work-view";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Account");
export const headers: Route.HeadersFunction = () => workspaceHeaders();

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { accounts } = workspace(context);
  const passkeys = await accounts.passkeys(user);
  const members = user.role === "owner" ? await accounts.users() : [];
  const feed = user.role === "owner" ? await agencyFeedOf(context).current() : null;
  const backup = user.role === "owner" ? await backupViewOf(context) : null;
  const invitations = user.role === "owner" ? await accounts.pendingInvitations() : [];
  const { inbox } = workspace(context);
  return {
    newLeadsOwner: user.role === "owner" ? { current: (await inbox.defaultAssignee()) ?? "", people: peopleChoices(await inbox.members()) } : null,
    backup,
    calendarFeed: feed ? { since: longWhen(feed.createdAt), by: feed.createdBy } : null,
    user: { email: user.email, role: user.role },
    mailFailingSince: await mailFailingSinceOf(context),
    passkeys: passkeys.map((key) => ({ id: key.id, name: key.name, added: longWhen(key.createdAt), lastUsed: key.lastUsedAt ? longWhen(key.lastUsedAt) : null })),
    members: members.map((member) => ({ email: member.email, role: member.role, since: longWhen(member.createdAt), self: member.id === user.id })),
    invitations: invitations.map((invitation) => ({ email: invitation.email, role: invitation.role, expires: longWhen(invitation.expiresAt), invitedBy: invitation.invitedBy })),
  };
}

type ActionResult = { ok: boolean; message: string; inviteUrl?: string; calendarUrl?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const { accounts } = workspace(context);
  const form = await formOf(request);
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  switch (field(form, "intent")) {
    case "remove-passkey": {
      const result = await accounts.removePasskey(user, field(form, "id"));
      if (result === "removed") return reply({ ok: true, message: "Passkey removed." });
      return reply({ ok: false, message: result === "last" ? "This is your only passkey: add another before removing it." : "That passkey was not found." }, 409);
    }
    case "rename-passkey": {
      const result = await accounts.renamePasskey(user, field(form, "id"), field(form, "name"));
      if (result === "renamed") return reply({ ok: true, message: "Passkey renamed." });
      return reply({ ok: false, message: result === "empty" ? "Enter a name for the passkey." : "That passkey was not found." }, result === "empty" ? 422 : 409);
    }
    case "invite": {
      const owner = requireOwner(request, context);
      const role = field(form, "role") === "owner" ? "owner" : "member";
      const result = await accounts.invite(field(form, "email"), role, owner.email);
      if (!result.ok) return reply({ ok: false, message: result.error === "exists" ? "That address already has access." : "Enter a valid email address." }, 422);
      const replaced = result.supersededEarlier ? " The earlier invitation to this address no longer works." : "";
      return reply({ ok: true, message: `Invitation ready. Send this link to the person; it works once, within 24 hours.${replaced}`, inviteUrl: result.url });
    }
    case REVOKE_INVITATION_INTENT: {
      requireOwner(request, context);
      const email = normalizeEmail(field(form, "email"));
      if (await accounts.revokeInvitations(email)) return reply({ ok: true, message: `The invitation for ${email} is revoked; its link no longer works.` });
      return reply({ ok: false, message: "There is no open invitation for that address." }, 409);
    }
    case "default-assignee": {
      const owner = requireOwner(request, context);
      return defaultAssigneeAnswer(await workspace(context).inbox.setDefaultAssignee(field(form, "default_assignee"), owner.email)) as ReturnType<typeof reply>;
    }
    case CALENDAR_URL_INTENT: {
      const owner = requireOwner(request, context);
      if ((await agencyFeedOf(context).current()) && field(form, CALENDAR_REPLACE_CONFIRM) !== "on") {
        return reply({ ok: false, message: "Not replaced: tick the box that says subscribed calendars stop updating, then press Replace again." }, 422);
      }
      const url = await agencyFeedOf(context).issue(owner.email);
      return reply({ ok: true, message: "New calendar address ready. Subscribe to it in your calendar app; any earlier address has stopped working.", calendarUrl: url });
    }
    case "remove-member": {
      requireOwner(request, context);
      const email = field(form, "email");
      if (normalizeEmail(email) === user.email) return reply({ ok: false, message: "You cannot remove yourself here." }, 409);
      const result = await accounts.remove(email);
      if (result.ok) return reply({ ok: true, message: `${result.user.email} no longer has access; their sessions ended.` });
      return reply({ ok: false, message: result.error === "last_owner" ? "The last owner cannot be removed." : "That person has no access." }, 409);
    }
    default:
      return reply({ ok: false, message: "Unknown action." }, 400);
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, passkeys, members, invitations, calendarFeed, backup } = loaderData;
  const busy = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [addMessage, setAddMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const [name, setName] = useState("");

  async function onAdd() {
    setAdding(true);
    setAddMessage(null);
    const outcome = await addPasskey(name);
    setAdding(false);
    setAddMessage(outcome.ok ? { ok: true, message: "Passkey added." } : { ok: false, message: outcome.message });
    if (outcome.ok) {
      setName("");
      await revalidator.revalidate();
    }
  }

  return (
    <WorkspaceShell email={user.email} role={user.role} mailFailingSince={loaderData.mailFailingSince} title="Account">
      {actionData && (
        <ActionNotice result={actionData}>
          {actionData.inviteUrl && (
            <>
              <br />
              <input readOnly aria-label="Invitation link" value={actionData.inviteUrl} className="mt-2 block w-full rounded border border-border bg-bg px-2 py-1 font-mono text-xs" />
            </>
          )}
          {actionData.calendarUrl && (
            <>
              <br />
              <input readOnly aria-label="Calendar feed address" value={actionData.calendarUrl} data-testid="calendar-url" className="mt-2 block w-full rounded border border-border bg-bg px-2 py-1 font-mono text-xs" />
            </>
          )}
        </ActionNotice>
      )}

      <section aria-labelledby="passkeys-heading" className="mt-6">
        <h2 id="passkeys-heading" className="text-lg font-semibold">
          Your passkeys
        </h2>
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border" data-testid="passkeys">
          {passkeys.map((key, index) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <span className="font-medium">{key.name}</span>
                <span className="block text-sm text-muted">
                  Added {key.added}
                  {key.lastUsed ? ` · last used ${key.lastUsed}` : ""}
                </span>
              </span>
              <span className="flex flex-wrap items-start gap-2">
                {/* A plain form inside a disclosure: renaming works before (and without) the page's JavaScript. */}
                <details className="group">
                  <summary className="btn btn-secondary cursor-pointer list-none px-3 py-1.5 text-sm" aria-label={`Rename ${key.name}`}>
                    Rename
                  </summary>
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="rename-passkey" />
                    <input type="hidden" name="id" value={key.id} />
                    <div>
                      <label htmlFor={`passkey-rename-${index}`} className="block text-sm font-medium">
                        New name for {key.name}
                      </label>
                      <input id={`passkey-rename-${index}`} name="name" required defaultValue={key.name} maxLength={PASSKEY_NAME_MAX} className={fieldInput} />
                    </div>
                    <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
                      Save name
                    </button>
                  </Form>
                </details>
                <IntentButton intent="remove-passkey" fields={{ id: key.id }} variant="secondary" size="compact" disabled={busy || passkeys.length === 1} aria-label={`Remove ${key.name}`}>
                  Remove
                </IntentButton>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="passkey-name" className="block text-sm font-medium">
              Name for a new passkey <span className="font-normal text-muted">(optional)</span>
            </label>
            <input id="passkey-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={PASSKEY_NAME_MAX} placeholder="My phone" className={fieldInput} />
          </div>
          <button type="button" onClick={onAdd} disabled={adding} className="btn btn-primary js-only min-h-11 px-4 py-2">
            {adding ? "Waiting for your device…" : "Add a passkey"}
          </button>
        </div>
        <ActionNotice result={addMessage} />
      </section>

      <section aria-labelledby="sessions-heading" className="mt-10">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Sessions
        </h2>
        <p className="mt-1 text-sm text-muted">Lost a phone or signed in on someone else's computer? End every session, this one included.</p>
        <Form method="post" action="/admin/sign-out" className="mt-3">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className="btn btn-secondary min-h-11 px-4 py-2">
            Sign out everywhere
          </button>
        </Form>
      </section>

      {user.role === "owner" && (
        <section aria-labelledby="members-heading" className="mt-10">
          <h2 id="members-heading" className="text-lg font-semibold">
            People with access
          </h2>
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border" data-testid="members">
            {members.map((member) => (
              <li key={member.email} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span>
                  <span className="font-medium break-all">{member.email}</span>
                  <span className="block text-sm text-muted">
                    {member.role === "owner" ? "Owner" : "Member"} · since {member.since}
                  </span>
                </span>
                {!member.self && (
                  <IntentButton intent="remove-member" fields={{ email: member.email }} variant="secondary" size="compact" disabled={busy} aria-label={`Remove ${member.email}`}>
                    Remove
                  </IntentButton>
                )}
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4 grid max-w-xl gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <input type="hidden" name="intent" value="invite" />
            <div>
              <label htmlFor="invite-email" className="block text-sm font-medium">
                Invite by email
              </label>
              <input id="invite-email" name="email" type="email" required maxLength={EMAIL_MAX} className="mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-bg px-3 text-fg" />
            </div>
            <div>
              <label htmlFor="invite-role" className="block text-sm font-medium">
                Role
              </label>
              <select id="invite-role" name="role" defaultValue="member" className={fieldInput}>
                <option value="member">Member</option>
                <option value="owner">Owner</option>
              </select>
            </div>
            <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
              Create invitation
            </button>
          </Form>
        </section>
      )}

      {user.role === "owner" && <PendingInvitations invitations={invitations} busy={busy} />}

      {loaderData.newLeadsOwner && <DefaultAssigneeForm current={loaderData.newLeadsOwner.current} people={loaderData.newLeadsOwner.people} busy={busy} />}

      {user.role === "owner" && (
        <section aria-labelledby="calendar-heading" className="mt-10">
          <h2 id="calendar-heading" className="text-lg font-semibold">
            Bookings in your calendar app
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            A secret address your calendar app (Google, Outlook, Apple) subscribes to: every active booking, upcoming and the last 30 days, updated as
            visitors book, move or cancel. Keep it private: whoever has it sees the bookings. Only a fingerprint of it is stored, so it is shown once;
            creating a new address replaces the previous one, which stops working at once.
          </p>
          <p className="mt-2 text-sm" data-testid="calendar-feed-state">
            {calendarFeed ? `Current address created ${calendarFeed.since} by ${calendarFeed.by}.` : "No calendar address yet."}
          </p>
          <ReplaceCalendarAddress exists={calendarFeed !== null} busy={busy} />
        </section>
      )}

      {backup && <BackupStatus backup={backup} />}
    </WorkspaceShell>
  );
}
