import type { Context, Hono } from "hono";
import { CONTACT_FIELDS, HONEYPOT_FIELD, parseContact } from "../../app/lib/contact-schema";
import type { ContactService } from "./service";
import { NO_STORE, hasOnlyKeys, jsonBodyGuard, rateLimitedResponse, readJsonObject, rejectOtherMethods } from "../http/json-api";
import { originPage } from "../http/origin-page";

export interface ContactRoutesOptions {
  service: ContactService;
  clientAddress: (c: Context) => string;
  /** The site's public origins for this request (`SITE_URL`, the trusted proxy's): a Referer from elsewhere names no page. */
  siteOrigins: (c: Context) => string[];
}

const LEAD_KEYS = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD]);

/** A lead over 16 KiB is taken only as nothing but a valid lead (see `readJsonObject`). */
const isValidLead = (body: Record<string, unknown>) => hasOnlyKeys(body, LEAD_KEYS) && parseContact(body, { rules: "api" }).ok;

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
        page: originPage(c.req.header("referer"), options.siteOrigins(c)),
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
