import type { Context, Hono } from "hono";
import { CONTACT_FIELDS, HONEYPOT_FIELD, parseContact } from "../../app/lib/contact-schema";
import type { ContactService } from "./service";
import { NO_STORE, hasOnlyKeys, jsonBodyGuard, rateLimitedResponse, readJsonObject, rejectOtherMethods } from "../http/json-api";

export interface ContactRoutesOptions {
  service: ContactService;
  clientAddress: (c: Context) => string;
  /** The URL the request had in the browser (scheme and host behind a trusted proxy). */
  publicUrl: (c: Context) => URL;
}

const LEAD_KEYS = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD]);

/** A lead over 16 KiB is taken only as nothing but a valid lead (see `readJsonObject`). */
const isValidLead = (body: Record<string, unknown>) => hasOnlyKeys(body, LEAD_KEYS) && parseContact(body, { rules: "api" }).ok;

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

  rejectOtherMethods(app, "/api/contact", ["POST"]);

  app.post("/api/contact", jsonBodyGuard("lead"), async (c) => {
    const read = await readJsonObject(c, isValidLead);
    if ("response" in read) return read.response;
    const body = read.body;
    try {
      const result = await options.service.submit(body, {
        clientAddress: options.clientAddress(c),
        page: refererPath(c, options.publicUrl(c)),
        rules: "api",
      });
      if (result.ok) return c.json({ ok: true, id: result.id }, 202, NO_STORE);
      if (result.error === "rate_limited") return rateLimitedResponse(c, result.retryAfterSeconds);
      return c.json({ ok: false, error: "validation", fields: result.fields }, 422, NO_STORE);
    } catch (error) {
      console.error(`Contact API could not store a lead: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ ok: false, error: "unavailable" }, 503, NO_STORE);
    }
  });
}
