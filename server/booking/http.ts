import type { Context, Hono } from "hono";
import { NO_STORE, hasOnlyKeys, jsonBodyGuard, rateLimitedResponse, readJsonObject, rejectOtherMethods } from "../http/json-api";
import type { BookingService } from "./service";
import { BOOKING_FIELDS } from "./validation";

export interface BookingRoutesOptions {
  service: BookingService;
  clientAddress: (c: Context) => string;
}

const BOOKING_KEYS = new Set<string>(BOOKING_FIELDS);

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `GET /api/bookings/slots` and `POST /api/bookings`, as the contract in DESIGN.md lists them. */
export function registerBookingRoutes(app: Hono, options: BookingRoutesOptions): void {
  rejectOtherMethods(app, "/api/bookings/slots", ["GET", "HEAD"]);
  app.get("/api/bookings/slots", async (c) => {
    try {
      const slots = await options.service.freeSlots();
      return c.json({ slots: slots.map(({ start, end }) => ({ start, end })) }, 200, NO_STORE);
    } catch (error) {
      console.error(`Booking API could not read the free slots: ${describe(error)}`);
      return c.json({ ok: false, error: "unavailable" }, 503, NO_STORE);
    }
  });

  rejectOtherMethods(app, "/api/bookings", ["POST"]);
  app.post("/api/bookings", jsonBodyGuard("booking"), async (c) => {
    const read = await readJsonObject(c, (body) => hasOnlyKeys(body, BOOKING_KEYS) && options.service.isValid(body));
    if ("response" in read) return read.response;
    try {
      const result = await options.service.book(read.body, { clientAddress: options.clientAddress(c) });
      if (result.ok) {
        const { id, start, end } = result.booking;
        return c.json({ ok: true, id, start, end }, 201, NO_STORE);
      }
      if (result.error === "rate_limited") return rateLimitedResponse(c, result.retryAfterSeconds);
      if (result.error === "slot_taken") return c.json({ ok: false, error: "slot_taken" }, 409, NO_STORE);
      return c.json({ ok: false, error: "validation", fields: result.fields }, 422, NO_STORE);
    } catch (error) {
      console.error(`Booking API could not store a booking: ${describe(error)}`);
      return c.json({ ok: false, error: "unavailable" }, 503, NO_STORE);
    }
  });
}
