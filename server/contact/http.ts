import type { Context, Hono } from "hono";
import { CONTACT_FIELDS, HONEYPOT_FIELD, parseContact } from "@domain/lead/validation";
import type { ContactService } from "./service";
import { answerHeaders, apiBody } from "../http/answer";
import { NO_STORE, hasOnlyKeys, jsonBodyGuard, readJsonObject, rejectOtherMethods } from "../http/json-api";
import { originPage } from "../http/origin-page";
import { submitLead } from "./answer";
import type { OutboxStatus } from "../outbox/status";
import { logger } from "../log";
import { isSourceAsSent } from "@domain/attribution/source";

export interface ContactRoutesOptions {
  service: ContactService;
  clientAddress: (c: Context) => string;
  /** The site's public origins for this request (`SITE_URL`, the trusted proxy's): a Referer from elsewhere names no page. */
  siteOrigins: (c: Context) => string[];
  /** False while the server shuts down (SIGTERM): the health check says 503 so a load balancer stops sending. */
  ready?: () => boolean;
  /** The outbox's counts for the health check (waiting, retrying, failed, oldest waiting, email failing since). */
  outbox?: Pick<OutboxStatus, "health">;
}

// `source` (the visit's, optional) is a known key: a bad one is dropped, never an error.
const LEAD_KEYS = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD, "source"]);

/** A lead over 16 KiB is taken only as nothing but a valid lead and a plain source (see `readJsonObject`). */
const isValidLead = (body: Record<string, unknown>) => hasOnlyKeys(body, LEAD_KEYS) && isSourceAsSent(body.source) && parseContact(body, { rules: "api" }).ok;

/** `POST /api/contact` and `GET /healthz`, exactly as the contract in DESIGN.md lists them. */
export function registerContactRoutes(app: Hono, options: ContactRoutesOptions): void {
  app.get("/healthz", async (c) => {
    if (options.ready && !options.ready()) return c.json({ ok: false, draining: true }, 503, NO_STORE);
    const ok = await options.service.healthy();
    if (!ok || !options.outbox) return c.json({ ok }, ok ? 200 : 503, NO_STORE);
    // The outbox's state adds to the answer, never changes its status: a failing mail server is not a
    // reason to take the instance out of a load balancer. Counts and times only: the check is public.
    const outbox = await options.outbox.health().catch((error: unknown) => {
      logger.error(`Health check could not read the outbox: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    return c.json({ ok, outbox }, 200, NO_STORE);
  });

  rejectOtherMethods(app, "/api/contact", ["POST"]);

  app.post("/api/contact", jsonBodyGuard("lead"), async (c) => {
    const read = await readJsonObject(c, isValidLead);
    if ("response" in read) return read.response;
    const answer = await submitLead(
      options.service,
      read.body,
      { clientAddress: options.clientAddress(c), page: originPage(c.req.header("referer"), options.siteOrigins(c)), rules: "api", source: read.body.source },
      "Contact API",
    );
    return c.json(apiBody(answer), answer.status, { ...NO_STORE, ...answerHeaders(answer) });
  });
}
