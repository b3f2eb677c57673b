/**
 * Route glue of the workspace (/admin): who is signed in, sign-in and sign-out, and the services
 * the pages use, all from the request context the server sets. Every loader and action under
 * /admin calls `requireUser` (or `requireOwner`) first, although the server's gate already turned
 * away requests without a session: a route added later cannot forget the check.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { formOf } from "../../server/http/form-body";
import { clientAddressOf, workspaceOf } from "../../server/http/request-context";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "../../server/admin/session-cookie";
import type { User } from "../../server/accounts/service";

type Context = Readonly<RouterContextProvider>;

export type { User };
export { clientAddressOf };
export const workspace = (context: Context) => workspaceOf(context);

/** A data request (`.data`, fetch) is answered 401; a document is sent to the sign-in page. */
const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith(".data") || request.headers.get("accept")?.includes("application/json");

export function requireUser(request: Request, context: Context): User {
  const user = workspaceOf(context).user;
  if (user) return user;
  if (isDataRequest(request)) throw data({ ok: false, error: "unauthorized" }, { status: 401 });
  throw redirect("/admin/sign-in", 303);
}

export function requireOwner(request: Request, context: Context): User {
  const user = requireUser(request, context);
  if (user.role !== "owner") throw data({ ok: false, error: "forbidden" }, { status: 403 });
  return user;
}

/** Signs a person in: a session, its cookie, and on to the inbox. */
export async function signIn(context: Context, user: User) {
  const { accounts, secure } = workspaceOf(context);
  const session = await accounts.startSession(user);
  return redirect("/admin", { status: 303, headers: { "Set-Cookie": sessionCookie(session.token, session.expiresAt, secure) } });
}

export async function signOut(request: Request, context: Context, everywhere: boolean) {
  const { accounts, secure } = workspaceOf(context);
  const user = requireUser(request, context);
  if (everywhere) await accounts.signOutEverywhere(user);
  else await accounts.signOut(readSessionCookie(request.headers.get("cookie"), secure));
  return redirect("/admin/sign-in?signed-out=1", { status: 303, headers: { "Set-Cookie": clearedSessionCookie(secure) } });
}

/** The workspace's form posts are read like every other route's (a 415 or 400 for what no form sends). */
export { formOf };

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Since when email delivery has been failing (ISO), for the banner every workspace page shows; null while
 * it works, or when the outbox cannot be read (the page itself must still load).
 */
export async function mailFailingSinceOf(context: Context): Promise<string | null> {
  try {
    return await workspaceOf(context).outbox.mailFailingSince();
  } catch {
    return null;
  }
}

/** Every workspace answer: private, never cached, never indexed (the server's gate sets them too). */
export const workspaceHeaders = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
