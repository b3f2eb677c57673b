import { Form, useNavigation } from "react-router";
import { Notice } from "~/components/ui/Notice";
import { EMAIL_MAX } from "@domain/email";

/** The same words whether or not the address has an account, so the form tells nobody who does. */
export const LINK_SENT = "If that address belongs to the workspace, a sign-in link is on its way to it. The link works once, within 15 minutes.";

/**
 * "Email me a sign-in link": posts to the sign-in page's action from wherever it is shown (the sign-in
 * page, or a used or expired link's page), so it works without JavaScript.
 */
export function EmailLinkForm({
  result,
  intro,
  passkeyAutofill = false,
}: {
  result?: { sent: boolean; error: string | null } | undefined;
  intro: string;
  /** The page also asks for a passkey through the email field's autofill (conditional mediation). */
  passkeyAutofill?: boolean;
}) {
  const sending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="link-heading" className="card mt-6 p-5 sm:p-6">
      <h2 id="link-heading" className="text-lg font-semibold">
        Email me a sign-in link
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <Form method="post" action="/admin/sign-in" className="mt-4" noValidate>
        <label htmlFor="email" className="block text-sm font-medium">
          Email
        </label>
        <input
          id="email"
          name="email"
          type="email"
          required
          autoComplete={passkeyAutofill ? "username webauthn" : "username"}
          maxLength={EMAIL_MAX}
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
  );
}
