import type { Context, Hono } from "hono";
import { CONTACT_FIELDS, HONEYPOT_FIELD, parseContact } from "@domain/lead/validation";
import type { ContactService } from "./service";
import { answerHeaders, apiBody } from "../http/answer";
import { NO_STORE, hasOnlyKeys, jsonBodyGuard, readJsonObject, rejectOtherMethods } from "../http/json-api";
import { submitLead } from "./answer";

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
    const answer = await submitLead(
      options.service,
      read.body,
      { clientAddress: options.clientAddress(c), page: refererPath(c, options.publicUrl(c)), rules: "api" },
      "Contact API",
    );
    return c.json(apiBody(answer), answer.status, { ...NO_STORE, ...answerHeaders(answer) });
  });
}
