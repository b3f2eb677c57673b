import { useEffect, useState } from "react";
import { Form, data, redirect, useActionData, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/sign-in";
import adminCss from "~/admin.css?url";
import { SignInShell } from "~/components/admin/WorkspaceShell";
import { Notice } from "~/components/ui/Notice";
import { signInWithPasskey } from "~/components/admin/passkey-client";
import { clientAddressOf, field, formOf, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";
import { normalizeEmail } from "@domain/text";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Sign in");
export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({ ...workspaceHeaders(), ...Object.fromEntries(actionHeaders) });

/** The same words whether or not the address has an account, so the form tells nobody who does. */
const LINK_SENT = "If that address belongs to the workspace, a sign-in link is on its way to it. The link works once, within 15 minutes.";

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
  const sending = useNavigation().state === "submitting";
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

      <section aria-labelledby="link-heading" className="card mt-6 p-5 sm:p-6">
        <h2 id="link-heading" className="text-lg font-semibold">
          Email me a sign-in link
        </h2>
        <p className="mt-1 text-sm text-muted">No passkey on this device? We email you a link that signs you in once.</p>
        <Form method="post" className="mt-4" noValidate>
          <label htmlFor="email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="username webauthn"
            maxLength={254}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? "email-error" : undefined}
            className="mt-1.5 block min-h-11 w-full rounded-xl border border-muted/70 bg-bg px-4 py-2.5 text-base text-fg"
          />
          {result?.error && (
            <p id="email-error" className="mt-1.5 text-sm font-medium text-danger">
              {result.error}
            </p>
          )}
          <button type="submit" disabled={sending} className="btn btn-secondary mt-4 w-full justify-center">
            {sending ? "Sending…" : "Email me a link"}
          </button>
        </Form>
        {result?.sent && <Notice size="compact" className="mt-4" tone="success">{LINK_SENT}</Notice>}
      </section>
    </SignInShell>
  );
}
