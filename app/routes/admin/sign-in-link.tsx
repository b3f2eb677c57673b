import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in-link";
import adminCss from "~/admin.css?url";
import { SignInShell } from "~/components/admin/WorkspaceShell";
import { Notice } from "~/components/ui/Notice";
import { EmailLinkForm } from "~/components/admin/EmailLinkForm";
import { signIn, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { workspaceTitle } from "~/components/admin/meta";

export const handle = { workspace: true };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];
export const meta: Route.MetaFunction = () => workspaceTitle("Sign in");
// The token is in the URL: no referrer leaves this page, even to this site. A spent link's page (no
// longer a secret) asks for a new link with a form that posts to the sign-in page, which must see its origin.
const SPENT_HEADERS = { "Referrer-Policy": "same-origin" };
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  ...workspaceHeaders(),
  "Referrer-Policy": actionHeaders.get("Referrer-Policy") ?? loaderHeaders.get("Referrer-Policy") ?? "no-referrer",
});

/**
 * The emailed link opens this page; only its button signs in. Mail scanners that open every link
 * (and would use up a single-use link) only load the page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // Only looks: a used or expired link says so here, before anyone presses a button that cannot work.
  if (!(await workspace(context).accounts.signInLinkOpen(params.token))) return data({ open: false }, { status: 410, headers: SPENT_HEADERS });
  return { open: true };
}

const LINK_SPENT = "This sign-in link has expired or was already used. Ask for a new one.";

export async function action({ params, context }: Route.ActionArgs) {
  const user = await workspace(context).accounts.signInWithLink(params.token);
  if (!user) return data({ error: LINK_SPENT }, { status: 410, headers: SPENT_HEADERS });
  return signIn(context, user);
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <SignInShell title="Sign in to the workspace">
      {actionData?.error || !loaderData.open ? (
        <>
          <Notice size="compact" className="mt-4" tone="danger">{LINK_SPENT}</Notice>
          <EmailLinkForm intro="Enter your email address and we send you a new link that signs you in once." />
          <p className="mt-6">
            <a href="/admin/sign-in">Go to the sign-in page</a>
          </p>
        </>
      ) : (
        <Form method="post" className="card p-5 sm:p-6">
          <p className="text-sm text-muted">This link signs you in once, on this device.</p>
          <button type="submit" disabled={busy} className="btn btn-primary mt-4 w-full justify-center">
            Continue to the workspace
          </button>
        </Form>
      )}
    </SignInShell>
  );
}
