import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LIMITS } from "@domain/lead/fields";
import { NO_STORE, payloadTooLarge } from "./json-api";

/** The most any request body may take, by what reads it. */
export const BODY_LIMITS = {
  /** The JSON API (`/api/…`): the largest valid lead or booking (`LIMITS.bodyBytes`, see its comment). */
  api: LIMITS.bodyBytes,
  /**
   * The workspace's JSON endpoints (`/admin/api/…`: the passkey ceremonies). A WebAuthn response
   * with its attestation is a few KiB; some are open without a session, so the bound is small.
   */
  workspaceApi: 64 * 1024,
  /**
   * A page view beacon (`POST /api/views`): a page's path and three utm values fit many times over.
   * Past it the answer is the endpoint's one answer, 204 (server/sources/http.ts).
   */
  pageView: 2 * 1024,
  /** Any other post (a page's form, a workspace form): the largest valid lead form, URL-encoded. */
  form: LIMITS.formBodyBytes,
} as const;

/** One body limit per kind of route, each with the answer its routes give past it (413, or the beacon's 204). */
const workspaceApiLimit = bodyLimit({ maxSize: BODY_LIMITS.workspaceApi, onError: (c) => c.json({ ok: false, error: "payload_too_large" }, 413, NO_STORE) });
const apiLimit = bodyLimit({ maxSize: BODY_LIMITS.api, onError: payloadTooLarge });
const pageViewLimit = bodyLimit({ maxSize: BODY_LIMITS.pageView, onError: (c) => c.body(null, 204, NO_STORE) });
const formLimit = bodyLimit({ maxSize: BODY_LIMITS.form, onError: (c) => c.text("Payload Too Large", 413, NO_STORE) });

/**
 * 413 for a body past its bound (`BODY_LIMITS`), before any route, gate or action reads it: at once
 * on a `Content-Length` over the bound, and for a chunked body as soon as the bytes read pass it (the
 * rest is never buffered; the server drains a little of it, then closes the connection). Register it
 * before every middleware and route that reads a body, so a route added later is covered too. GET
 * and HEAD carry no body the server reads.
 */
export function limitRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const pathname = new URL(c.req.url).pathname;
    if (pathname.startsWith("/admin/api/")) return workspaceApiLimit(c, next);
    if (pathname === "/api/views") return pageViewLimit(c, next);
    if (pathname.startsWith("/api/")) return apiLimit(c, next);
    return formLimit(c, next);
  };
}
