import { useEffect, useState } from "react";
import { data, redirect, useActionData } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/sign-in";
import adminCss from "~/admin.css?url";
import { SignInShell } from "~/components/admin/WorkspaceShell";
import { Notice } from "~/components/ui/Notice";
import { EmailLinkForm } from "~/components/admin/EmailLinkForm";
import { signInWithPasskey } from "~/components/admin/passkey-client";
import { clientAddressOf, field, formOf, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";
import { normalizeEmail } from "@domain/text";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Sign in");
export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({ ...workspaceHeaders(), ...Object.fromEntries(actionHeaders) });

export async function loader({ request, context }: Route.LoaderArgs) {
  if (workspace(context).user) throw redirect("/admin", 303);
  return { signedOut: new URL(request.url).searchParams.has("signed-out") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { accounts } = workspace(context);
  const form = await formOf(request);
  const email = field(form, "email");
  if (!normalizeEmail(email)) return data({ sent: false, error: "Enter the email address of your workspace account." }, { status: 422 });
  // Counted per client address and per email (the normalised address the link would go to).
  const result = await accounts.requestSignInLink(email, clientAddressOf(context));
  if (!result.ok) {
    return data(
      { sent: false, error: "Too many sign-in links were asked for. Wait a few minutes, then try again." },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ sent: true, error: null }, { status: 200 });
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  // Offer the passkeys in the email field's autofill too (conditional mediation), where the browser can.
  useEffect(() => {
    let active = true;
    void signInWithPasskey({ autofill: true }).then((outcome) => {
      if (!active) return;
      if (outcome.ok) window.location.assign("/admin");
      else if (!outcome.cancelled) setPasskeyError(outcome.message);
    });
    return () => {
      active = false;
    };
  }, []);

  // A link on its way is the answer now: an earlier "No passkey was used" would contradict it.
  useEffect(() => {
    if (result?.sent) setPasskeyError(null);
  }, [result]);

  async function onPasskey() {
    setBusy(true);
    setPasskeyError(null);
    const outcome = await signInWithPasskey();
    if (outcome.ok) return window.location.assign("/admin");
    setBusy(false);
    setPasskeyError(outcome.message);
  }

  return (
    <SignInShell title="Sign in to the workspace">
      {loaderData.signedOut && <Notice size="compact" className="mt-4" tone="success">You are signed out.</Notice>}
      <div className="card p-5 sm:p-6">
        <button type="button" onClick={onPasskey} disabled={busy || !hydrated} className="btn btn-primary js-only w-full justify-center">
          {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
        </button>
        <noscript>
          <p className="text-sm text-muted">Passkeys need JavaScript. Email yourself a sign-in link below.</p>
        </noscript>
        {passkeyError && <Notice size="compact" className="mt-4" tone="danger">{passkeyError}</Notice>}
      </div>

      <EmailLinkForm result={result} passkeyAutofill intro="No passkey on this device? We email you a link that signs you in once." />
    </SignInShell>
  );
}
