/**
 * The HTTP side of the workspace (`/admin`): the one gate every workspace request passes, and the
 * JSON endpoints of the passkey ceremonies (the pages are React Router routes under app/routes/admin*).
 *
 * The gate: every `/admin` answer is private (`Cache-Control: private, no-store`, `X-Robots-Tag:
 * noindex`). Without a live session a page answers 303 to the sign-in page and a data request
 * (`.data`, JSON, CSV, the API) 401 with no data; only sign-in, enrolment and the emailed link's
 * page are open. The routes' loaders check the session again (defence in depth).
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AccountService, User } from "../accounts/service";
import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import { formPostOrigin } from "../http/form-origin";
import { NO_STORE } from "../http/json-api";
import { readSessionCookie, sessionCookie } from "./session-cookie";
import { logger } from "../log";

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in person of a workspace request (set by the gate). */
    adminUser: User | undefined;
  }
}

export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** Paths under /admin that answer without a session (with or without React Router's `.data`). */
const OPEN_PATHS = [/^\/admin\/sign-in$/, /^\/admin\/sign-in\/link\/[^/]+$/, /^\/admin\/enroll\/[^/]+$/, /^\/admin\/api\/passkeys\/(sign-in|enroll)(\/options)?$/];

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname === "/admin.data" || pathname.startsWith("/admin/");
const withoutDataSuffix = (pathname: string) => (pathname === "/admin.data" ? "/admin" : pathname.replace(/\.data$/, ""));

/** A request for data rather than a page: it gets 401, never a redirect to a page. */
function wantsData(c: Context, pathname: string): boolean {
  if (pathname.endsWith(".data") || pathname.startsWith("/admin/api/") || /\.(csv|json|ics)$/.test(pathname)) return true;
  const accept = c.req.header("accept") ?? "";
  return !accept.includes("text/html") && (accept.includes("application/json") || accept.includes("text/csv"));
}

export interface AdminOptions {
  accounts: AccountService;
  /** True when the site is served over HTTPS (cookie `Secure` + `__Host-`). */
  secure: (c: Context) => boolean;
  /** The origins whose pages may post here (`postOrigins`: `SITE_URL`, the trusted proxy's, a loopback Host's). */
  postOrigins: (c: Context) => string[];
  clientAddress: (c: Context) => string;
  /** Sign-in attempts (passkey and emailed link), counted per client address and per email. */
  signInLimiter: ClientRateLimiter | null;
  /** Ceremonies begun (options: each stores a challenge), per client address. */
  ceremonyLimiter: ClientRateLimiter | null;
}

/** The gate in front of everything under /admin (register it before the page handler). */
export function adminGate(options: AdminOptions): MiddlewareHandler {
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    if (!isAdminPath(pathname)) return next();
    const secure = options.secure(c);
    const session = await options.accounts.session(readSessionCookie(c.req.header("cookie"), secure)).catch((error: unknown) => {
      logger.error(`Workspace session check failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    c.set("adminUser", session?.user);
    const open = OPEN_PATHS.some((pattern) => pattern.test(withoutDataSuffix(pathname)));
    if (!session && !open) {
      c.header("Cache-Control", ADMIN_HEADERS["Cache-Control"]);
      c.header("X-Robots-Tag", ADMIN_HEADERS["X-Robots-Tag"]);
      if (wantsData(c, pathname)) return c.json({ ok: false, error: "unauthorized" }, 401, { ...ADMIN_HEADERS, ...NO_STORE });
      return c.body(null, 303, { ...ADMIN_HEADERS, Location: "/admin/sign-in" });
    }
    await next();
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) c.res.headers.set(name, value);
    // A session used again slides its expiry: the cookie's follows.
    if (session?.expiresAt && !c.res.headers.has("Set-Cookie")) {
      const token = readSessionCookie(c.req.header("cookie"), secure)!;
      c.res.headers.append("Set-Cookie", sessionCookie(token, session.expiresAt, secure));
    }
  };
}

/** A state change from another site is refused: a browser's Origin, one of the site's origins, is required. */
function sameOrigin(c: Context, options: AdminOptions): boolean {
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  return formPostOrigin({ origin, referer: c.req.header("referer") ?? null }, new URL(c.req.url).pathname, options.postOrigins(c)) === "same-origin";
}

/** The body as a JSON object. Its size is bounded before any route runs (`BODY_LIMITS.workspaceApi`, server/http/body-limit.ts). */
async function readBody(c: Context): Promise<Record<string, unknown> | undefined> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) return undefined;
  const text = await c.req.text().catch(() => "");
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The passkey ceremonies' JSON endpoints (all POST, same-origin only). */
export function registerPasskeyRoutes(app: Hono, options: AdminOptions): void {
  const { accounts } = options;

  const guard: MiddlewareHandler = async (c, next) => {
    if (!sameOrigin(c, options)) return c.json({ ok: false, error: "forbidden" }, 403, NO_STORE);
    return next();
  };

  /** Verifications count against the sign-in budget; beginning a ceremony against a looser one. */
  const limited = async (c: Context, kind: "attempt" | "ceremony" = "attempt") => {
    const limiter = kind === "attempt" ? options.signInLimiter : options.ceremonyLimiter;
    if (!limiter) return undefined;
    const decision = await limiter.take(`passkey-${kind}:${options.clientAddress(c)}`);
    if (decision.allowed) return undefined;
    return c.json({ ok: false, error: "rate_limited", retryAfter: decision.retryAfterSeconds }, 429, { ...NO_STORE, "Retry-After": String(decision.retryAfterSeconds) });
  };

  const signedIn = async (c: Context, user: User) => {
    const session = await accounts.startSession(user);
    c.header("Set-Cookie", sessionCookie(session.token, session.expiresAt, options.secure(c)));
    return c.json({ ok: true, redirect: "/admin" }, 200, NO_STORE);
  };

  app.post("/admin/api/passkeys/sign-in/options", guard, async (c) => {
    const tooMany = await limited(c, "ceremony");
    if (tooMany) return tooMany;
    return c.json(await accounts.signInOptions(), 200, NO_STORE);
  });

  app.post("/admin/api/passkeys/sign-in", guard, async (c) => {
    const tooMany = await limited(c);
    if (tooMany) return tooMany;
    const body = await readBody(c);
    const user = body && (await accounts.signInWithPasskey(str(body.challengeId), body.response as AuthenticationResponseJSON));
    if (!user) return c.json({ ok: false, error: "not_recognised" }, 400, NO_STORE);
    return signedIn(c, user);
  });

  app.post("/admin/api/passkeys/enroll/options", guard, async (c) => {
    const tooMany = await limited(c, "ceremony");
    if (tooMany) return tooMany;
    const body = await readBody(c);
    const ceremony = body && (await accounts.enrollOptions(str(body.token)));
    if (!ceremony) return c.json({ ok: false, error: "invalid_invite" }, 410, NO_STORE);
    return c.json(ceremony, 200, NO_STORE);
  });

  app.post("/admin/api/passkeys/enroll", guard, async (c) => {
    const tooMany = await limited(c);
    if (tooMany) return tooMany;
    const body = await readBody(c);
    if (!body) return c.json({ ok: false, error: "invalid_json" }, 400, NO_STORE);
    const result = await accounts.enroll(str(body.token), str(body.challengeId), body.response as RegistrationResponseJSON, { name: str(body.name), userAgent: c.req.header("user-agent") });
    if (!result.ok) return c.json(result, result.error === "not_verified" ? 400 : 410, NO_STORE);
    return signedIn(c, result.user);
  });

  app.post("/admin/api/passkeys/add/options", guard, async (c) => {
    const user = c.get("adminUser");
    if (!user) return c.json({ ok: false, error: "unauthorized" }, 401, NO_STORE);
    return c.json(await accounts.addPasskeyOptions(user), 200, NO_STORE);
  });

  app.post("/admin/api/passkeys/add", guard, async (c) => {
    const user = c.get("adminUser");
    if (!user) return c.json({ ok: false, error: "unauthorized" }, 401, NO_STORE);
    const body = await readBody(c);
    const added = body && (await accounts.addPasskey(user, str(body.challengeId), body.response as RegistrationResponseJSON, { name: str(body.name), userAgent: c.req.header("user-agent") }));
    return added ? c.json({ ok: true }, 200, NO_STORE) : c.json({ ok: false, error: "not_verified" }, 400, NO_STORE);
  });

  for (const path of ["/admin/api/passkeys/sign-in", "/admin/api/passkeys/enroll", "/admin/api/passkeys/add"]) {
    for (const route of [path, `${path}/options`]) {
      app.on(["GET", "HEAD", "PUT", "PATCH", "DELETE"], route, (c) => c.json({ ok: false, error: "method_not_allowed" }, 405, { ...NO_STORE, Allow: "POST" }));
    }
  }
}
