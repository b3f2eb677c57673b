import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CONTACT_FIELDS, HONEYPOT_FIELD, LIMITS, isUtf8Request, parseContact } from "../../app/lib/contact-schema";
import type { ContactService } from "./service";

export interface ContactRoutesOptions {
  service: ContactService;
  clientAddress: (c: Context) => string;
  /** The URL the request had in the browser (scheme and host behind a trusted proxy). */
  publicUrl: (c: Context) => URL;
}

const NO_STORE = { "Cache-Control": "no-store" };

const isJson = (contentType: string | undefined) => {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LEAD_KEYS = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD]);

/**
 * The contract's 16 KiB holds any lead written in ASCII, but not 5,000 characters of Hindi or emoji,
 * least of all `\uXXXX`-escaped. So a larger body (up to `LIMITS.bodyBytes`) is taken only when it is
 * nothing but a valid lead; anything else over 16 KiB (padding, unknown fields, an over-long field)
 * is too large, as the contract says.
 */
function isOversized(bytes: number, body: Record<string, unknown>): boolean {
  if (bytes <= LIMITS.contractBodyBytes) return false;
  if (Object.keys(body).some((key) => !LEAD_KEYS.has(key))) return true;
  return !parseContact(body, { rules: "api" }).ok;
}

const payloadTooLarge = (c: Context) =>
  c.json(
    { ok: false, error: "payload_too_large", message: `The body may be at most ${LIMITS.contractBodyBytes} bytes (more only for a valid lead in a non-Latin script)` },
    413,
    NO_STORE,
  );

/** Same-origin path of the page that sent the request, when the browser says. */
function refererPath(c: Context, requestUrl: URL): string | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === requestUrl.host ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** `POST /api/contact` and `GET /healthz`, exactly as the contract in DESIGN.md lists them. */
export function registerContactRoutes(app: Hono, options: ContactRoutesOptions): void {
  app.get("/healthz", async (c) => {
    const ok = await options.service.healthy();
    return c.json({ ok }, ok ? 200 : 503, NO_STORE);
  });

  app.on(["GET", "HEAD", "PUT", "PATCH", "DELETE"], "/api/contact", (c) =>
    c.json({ ok: false, error: "method_not_allowed" }, 405, { ...NO_STORE, Allow: "POST" }),
  );

  app.post(
    "/api/contact",
    async (c, next) => {
      const contentType = c.req.header("content-type");
      if (!isJson(contentType) || !isUtf8Request(contentType)) {
        return c.json({ ok: false, error: "unsupported_media_type", message: "Send the lead as application/json in UTF-8" }, 415, NO_STORE);
      }
      return next();
    },
    bodyLimit({
      maxSize: LIMITS.bodyBytes,
      onError: payloadTooLarge,
    }),
    async (c) => {
      let text: string;
      const bytes = await c.req.arrayBuffer();
      try {
        // Fatal: invalid UTF-8 is refused, not turned into U+FFFD and stored.
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        return c.json({ ok: false, error: "invalid_json", message: "The body is not valid UTF-8" }, 400, NO_STORE);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ ok: false, error: "invalid_json", message: "The body is not valid JSON" }, 400, NO_STORE);
      }
      if (!isPlainObject(body)) {
        return c.json({ ok: false, error: "invalid_json", message: "The body must be a JSON object" }, 400, NO_STORE);
      }
      if (isOversized(bytes.byteLength, body)) return payloadTooLarge(c);
      try {
        const result = await options.service.submit(body, {
          clientAddress: options.clientAddress(c),
          page: refererPath(c, options.publicUrl(c)),
          rules: "api",
        });
        if (result.ok) return c.json({ ok: true, id: result.id }, 202, NO_STORE);
        if (result.error === "rate_limited") {
          return c.json(
            { ok: false, error: "rate_limited", retryAfter: result.retryAfterSeconds },
            429,
            { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) },
          );
        }
        return c.json({ ok: false, error: "validation", fields: result.fields }, 422, NO_STORE);
      } catch (error) {
        console.error(`Contact API could not store a lead: ${error instanceof Error ? error.message : String(error)}`);
        return c.json({ ok: false, error: "unavailable" }, 503, NO_STORE);
      }
    },
  );
}
