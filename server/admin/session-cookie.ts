/**
 * The workspace's session cookie: the session id and nothing else. `HttpOnly` (no script reads it),
 * `SameSite=Lax` (not sent on another site's posts), and over HTTPS `Secure` with the `__Host-`
 * prefix (only this host, path /, never set by a subdomain or over plain HTTP).
 */
import { parse, serialize } from "hono/utils/cookie";

const NAME = "mws_session";

export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${NAME}` : NAME);

export function readSessionCookie(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader, sessionCookieName(secure))[sessionCookieName(secure)];
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(sessionCookieName(secure), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieName(secure), "", { path: "/", httpOnly: true, sameSite: "Lax", secure, maxAge: 0, expires: new Date(0) });
}
