import { useState } from "react";
import { data } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/enroll";
import adminCss from "~/admin.css?url";
import { SignInShell } from "~/components/admin/WorkspaceShell";
import { Notice } from "~/components/ui/Notice";
import { enrollPasskey } from "~/components/admin/passkey-client";
import { workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Create your passkey");
// The invitation's token is in the URL: no referrer leaves this page.
export const headers: Route.HeadersFunction = () => ({ ...workspaceHeaders(), "Referrer-Policy": "no-referrer" });

/** An invitation link (`npm run admin -- invite`, or an owner's invitation): 24 hours, single use. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { accounts } = workspace(context);
  const invitation = await accounts.invitation(params.token);
  if (!invitation) return data({ invitation: null, revoked: await accounts.invitationRevoked(params.token) }, { status: 410 });
  return { invitation: { email: invitation.email, role: invitation.role }, revoked: false };
}

export default function Enroll({ loaderData, params }: Route.ComponentProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const invitation = loaderData.invitation;

  // Withdrawn, replaced by a newer link, or its person removed: nothing here to press, since no
  // button of this page (nor signing in, for someone without an account) could work.
  if (!invitation && loaderData.revoked) {
    return (
      <SignInShell title="This invitation was withdrawn">
        <p className="text-muted">
          This link no longer works: the workspace&rsquo;s owner withdrew it, or sent a newer invitation to the same address. If you received a newer invitation, use
          the link in that one. Otherwise, ask the owner for a new invitation if you still need access.
        </p>
      </SignInShell>
    );
  }

  if (!invitation) {
    return (
      <SignInShell title="This invitation has expired">
        <p className="text-muted">The link was already used, or it is older than 24 hours. Ask the workspace's owner for a new invitation.</p>
        <p className="mt-6">
          <a href="/admin/sign-in">Sign in instead</a>
        </p>
      </SignInShell>
    );
  }

  async function onCreate() {
    setBusy(true);
    setError(null);
    const outcome = await enrollPasskey(params.token);
    if (outcome.ok) return window.location.assign("/admin");
    setBusy(false);
    setError(outcome.message);
  }

  return (
    <SignInShell title="Create your passkey">
      <div className="card p-5 sm:p-6">
        <p>
          You are invited to the workspace as {invitation.role === "owner" ? "an owner" : "a member"}: <strong className="break-all">{invitation.email}</strong>
        </p>
        <p className="mt-3 text-sm text-muted">
          A passkey signs you in with this device's screen lock (fingerprint, face or PIN). There is no password to remember or to steal.
        </p>
        <button type="button" onClick={onCreate} disabled={busy || !hydrated} className="btn btn-primary js-only mt-5 w-full justify-center">
          {busy ? "Waiting for your device…" : "Create passkey"}
        </button>
        <noscript>
          <p className="mt-5 text-sm font-medium">Creating a passkey needs JavaScript. Please turn it on for this page.</p>
        </noscript>
        {error && <Notice size="compact" className="mt-4" tone="danger">{error}</Notice>}
      </div>
    </SignInShell>
  );
}
