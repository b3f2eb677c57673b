import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LIMITS } from "@domain/lead/fields";
import { isUtf8Request } from "./charset";

/** API answers are per request and about one visitor: never cached. */
export const NO_STORE = { "Cache-Control": "no-store" };

const isJson = (contentType: string | undefined) => {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The JSON API's 413 (`/api/…`). */
export const payloadTooLarge = (c: Context) =>
  c.json(
    {
      ok: false,
      error: "payload_too_large",
      message: `The body may be at most ${LIMITS.contractBodyBytes} bytes (more only for valid text in a non-Latin script)`,
    },
    413,
    NO_STORE,
  );

/**
 * 415 unless the body is JSON in UTF-8, 413 past `LIMITS.bodyBytes` (the most any valid body can
 * take): the checks before a JSON API reads a body. The contract's 16 KiB is applied once the body
 * is read (`readJsonObject`).
 */
export function jsonBodyGuard(noun: string): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: LIMITS.bodyBytes, onError: payloadTooLarge });
  return async (c, next) => {
    const contentType = c.req.header("content-type");
    if (!isJson(contentType) || !isUtf8Request(contentType)) {
      return c.json({ ok: false, error: "unsupported_media_type", message: `Send the ${noun} as application/json in UTF-8` }, 415, NO_STORE);
    }
    return limit(c, next);
  };
}

/**
 * The body as a JSON object, or the 400/413 answer to send instead.
 *
 * DESIGN.md's contract: a body over 16 KiB answers 413. That holds any request written in ASCII, but
 * not 5,000 characters of Hindi or emoji, least of all `\uXXXX`-escaped. So a larger body is taken
 * only when `isValidAsIs` says it is nothing but a valid request; anything else over 16 KiB (padding,
 * unknown fields, an over-long field) is too large, as the contract says.
 */
export async function readJsonObject(
  c: Context,
  isValidAsIs: (body: Record<string, unknown>) => boolean,
): Promise<{ body: Record<string, unknown> } | { response: Response }> {
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    // Fatal: invalid UTF-8 is refused, not turned into U+FFFD and stored.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { response: c.json({ ok: false, error: "invalid_json", message: "The body is not valid UTF-8" }, 400, NO_STORE) };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { response: c.json({ ok: false, error: "invalid_json", message: "The body is not valid JSON" }, 400, NO_STORE) };
  }
  if (!isPlainObject(body)) return { response: c.json({ ok: false, error: "invalid_json", message: "The body must be a JSON object" }, 400, NO_STORE) };
  if (bytes.byteLength > LIMITS.contractBodyBytes && !isValidAsIs(body)) return { response: payloadTooLarge(c) };
  return { body };
}

/** True when `body` has no keys but `allowed`. */
export const hasOnlyKeys = (body: Record<string, unknown>, allowed: ReadonlySet<string>) => Object.keys(body).every((key) => allowed.has(key));

/**
 * 405 with `Allow` for every method a path does not take (OPTIONS, TRACE, PROPFIND, QUERY… too, not
 * only the common ones). Register it before the path's own handlers: it passes the allowed methods on.
 */
export function rejectOtherMethods(app: Hono, path: string, allowed: string[]): void {
  app.all(path, async (c, next) => {
    if (allowed.includes(c.req.method)) return next();
    return c.json({ ok: false, error: "method_not_allowed" }, 405, { ...NO_STORE, Allow: allowed.join(", ") });
  });
}
