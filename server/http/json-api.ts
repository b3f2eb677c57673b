import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** API answers are per request and about one visitor: never cached. */
export const NO_STORE = { "Cache-Control": "no-store" };

const isJson = (contentType: string | undefined) => {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** 415 unless the body is JSON, 413 past `maxBytes`: the checks before a JSON API reads a body. */
export function jsonBodyGuard(maxBytes: number, noun: string): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ ok: false, error: "payload_too_large", message: `The body may be at most ${maxBytes} bytes` }, 413, NO_STORE),
  });
  return async (c, next) => {
    if (!isJson(c.req.header("content-type"))) {
      return c.json({ ok: false, error: "unsupported_media_type", message: `Send the ${noun} as application/json` }, 415, NO_STORE);
    }
    return limit(c, next);
  };
}

/** The body as a JSON object, or the 400 answer to send instead. */
export async function readJsonObject(c: Context): Promise<{ body: Record<string, unknown> } | { response: Response }> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { response: c.json({ ok: false, error: "invalid_json", message: "The body is not valid JSON" }, 400, NO_STORE) };
  }
  if (!isPlainObject(body)) return { response: c.json({ ok: false, error: "invalid_json", message: "The body must be a JSON object" }, 400, NO_STORE) };
  return { body };
}

export const rateLimitedResponse = (c: Context, retryAfterSeconds: number) =>
  c.json({ ok: false, error: "rate_limited", retryAfter: retryAfterSeconds }, 429, { ...NO_STORE, "Retry-After": String(retryAfterSeconds) });

/** 405 with `Allow` for the methods a path does not take. */
export function rejectOtherMethods(app: Hono, path: string, allowed: string[]): void {
  const others = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].filter((method) => !allowed.includes(method));
  app.on(others, path, (c) => c.json({ ok: false, error: "method_not_allowed" }, 405, { ...NO_STORE, Allow: allowed.join(", ") }));
}
