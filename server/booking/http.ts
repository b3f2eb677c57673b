import type { Context, Hono } from "hono";
import { answerHeaders, apiBody } from "../http/answer";
import { NO_STORE, hasOnlyKeys, jsonBodyGuard, readJsonObject, rejectOtherMethods } from "../http/json-api";
import { bookSlot } from "./answer";
import { rescheduleSlot } from "./reschedule-answer";
import type { BookingService } from "./service";
import { BOOKING_FIELDS } from "@domain/booking/validation";
import { HONEYPOT_FIELD } from "@domain/lead/fields";
import { logger } from "../log";
import { isSourceAsSent } from "@domain/attribution/source";

export interface BookingRoutesOptions {
  service: BookingService;
  clientAddress: (c: Context) => string;
}

// The honeypot is a known key: a bot that fills it gets the answer a person would. So is the visit's
// `source` (optional): a bad one is dropped, never an error.
const BOOKING_KEYS = new Set<string>([...BOOKING_FIELDS, HONEYPOT_FIELD, "source"]);

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `GET /api/bookings/slots` and `POST /api/bookings`, as the contract in DESIGN.md lists them. */
export function registerBookingRoutes(app: Hono, options: BookingRoutesOptions): void {
  registerRescheduleRoute(app, options);
  registerAgencyFeedRoute(app, options);
  rejectOtherMethods(app, "/api/bookings/slots", ["GET", "HEAD"]);
  app.get("/api/bookings/slots", async (c) => {
    try {
      const slots = await options.service.freeSlots();
      return c.json({ slots: slots.map(({ start, end }) => ({ start, end })) }, 200, NO_STORE);
    } catch (error) {
      logger.error(`Booking API could not read the free slots: ${describe(error)}`);
      return c.json({ ok: false, error: "unavailable" }, 503, NO_STORE);
    }
  });

  rejectOtherMethods(app, "/api/bookings", ["POST"]);
  app.post("/api/bookings", jsonBodyGuard("booking"), async (c) => {
    const read = await readJsonObject(c, (body) => hasOnlyKeys(body, BOOKING_KEYS) && isSourceAsSent(body.source) && options.service.isValid(body));
    if ("response" in read) return read.response;
    const answer = await bookSlot(options.service, read.body, { clientAddress: options.clientAddress(c), source: read.body.source }, "Booking API");
    const body = answer.ok ? { ok: true, id: answer.booking.id, start: answer.booking.start, end: answer.booking.end } : apiBody(answer);
    return c.json(body, answer.status, { ...NO_STORE, ...answerHeaders(answer) });
  });
}

/** `POST /api/bookings/reschedule` JSON `{token, slot}` (DESIGN.md, "booking manage"). */
export function registerRescheduleRoute(app: Hono, options: BookingRoutesOptions): void {
  rejectOtherMethods(app, "/api/bookings/reschedule", ["POST"]);
  app.post("/api/bookings/reschedule", jsonBodyGuard("reschedule"), async (c) => {
    // A valid `{token, slot}` is far below 16 KiB: a larger body is always 413. Unknown keys are ignored, as for bookings.
    const read = await readJsonObject(c, () => false);
    if ("response" in read) return read.response;
    const answer = await rescheduleSlot(options.service, read.body, { clientAddress: options.clientAddress(c) }, "Reschedule API");
    const body = answer.ok ? { ok: true, id: answer.booking.id, start: answer.booking.start, end: answer.booking.end } : apiBody(answer);
    return c.json(body, answer.status, { ...NO_STORE, ...answerHeaders(answer) });
  });
}

/**
 * `GET /admin/calendar/<token>.ics`: the agency's feed. Registered before the workspace's gate: the
 * URL's token is the credential, no session is needed; a wrong token is a plain 404.
 */
export function registerAgencyFeedRoute(app: Hono, options: BookingRoutesOptions): void {
  const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  app.on(["GET", "HEAD"], "/admin/calendar/:file", async (c) => {
    const token = /^(.+)\.ics$/.exec(c.req.param("file"))?.[1];
    try {
      const body = token ? await options.service.agencyFeed.calendar(token) : undefined;
      if (body === undefined) return c.text("Not Found", 404, PRIVATE);
      return c.body(body, 200, { ...PRIVATE, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="consultations.ics"' });
    } catch (error) {
      logger.error(`Agency calendar feed failed: ${describe(error)}`);
      return c.text("Service Unavailable", 503, PRIVATE);
    }
  });
}
