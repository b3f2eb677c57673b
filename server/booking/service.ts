import { createHash, randomBytes } from "node:crypto";
import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import { findOfferedSlot, officeSchedule, offeredSlots, type BookingSchedule, type Slot } from "@domain/booking/schedule";
import { tooLateToChange } from "@domain/booking/notice";
import { site } from "../../content/site";
import { createAgencyFeed, type AgencyFeed } from "./agency-feed";
import { rescheduleBooking } from "./reschedule-store";
import type { Booking, BookingStore } from "./store";
import { parseBooking, type BookingFieldErrors } from "@domain/booking/validation";

export type BookResult =
  | { ok: true; booking: Booking; cancelToken: string }
  | { ok: false; error: "validation"; fields: BookingFieldErrors }
  | { ok: false; error: "slot_taken" }
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

export type RescheduleResult =
  | { ok: true; booking: Booking }
  | { ok: false; error: "validation"; fields: { token?: string; slot?: string } }
  | { ok: false; error: "not_found" }
  | { ok: false; error: "slot_taken" }
  /** 410: the booking starts inside the minimum notice, or is cancelled. */
  | { ok: false; error: "too_late" | "cancelled" }
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

export type CancelResult = { ok: true; booking: Booking } | { ok: false; error: "not_found" | "already_cancelled" | "past" };

export interface BookingService {
  /** Offered slots minus active bookings, at request time. */
  freeSlots(): Promise<Slot[]>;
  book(raw: Record<string, unknown>, context: { clientAddress: string }): Promise<BookResult>;
  /** True when `raw` is a valid booking request for a slot on offer now (it may still be taken). */
  isValid(raw: Record<string, unknown>): boolean;
  /** The booking a cancel link points to (any status), or undefined. */
  findByCancelToken(token: string): Promise<Booking | undefined>;
  cancel(token: string): Promise<CancelResult>;
  /**
   * The agency cancels a booking from the workspace: the same effect as the visitor's cancel link
   * (an active, upcoming booking only; the slot is free again; both cancellation emails are queued).
   */
  cancelById(id: string): Promise<CancelResult>;
  /**
   * The visitor moves their booking (`{token, slot}`): same id, new slot, SEQUENCE + 1, updated
   * invitations to both sides; the slot must be one on offer now (`findOfferedSlot`, the same rules as /book).
   */
  reschedule(raw: Record<string, unknown>, context: { clientAddress: string }): Promise<RescheduleResult>;
  /** True when a booking starting at `start` can no longer be moved (inside the minimum notice). */
  tooLateToChange(start: string): boolean;
  /** The agency's private calendar feed (`/admin/calendar/<token>.ics`). */
  agencyFeed: AgencyFeed;
}

export interface BookingServiceDeps {
  store: BookingStore;
  /** The same limiter instance as the contact service: bookings and leads share one budget. */
  rateLimiter: ClientRateLimiter | null;
  /** Told after a booking or cancellation committed emails to the outbox; must not block. */
  onQueued: (what: string) => void;
  clock?: () => Date;
  schedule?: BookingSchedule;
  /** Origin of the agency feed's URL (`SITE_URL`) and the feed's organizer address. */
  siteUrl?: string;
  organizerEmail?: string;
}

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const newCancelToken = () => randomBytes(32).toString("base64url");
/**
 * The stored form of a cancel token. Looking a booking up by this hash is safe against timing
 * attacks: what a lookup's timing could reveal is about the hash, which says nothing about the token.
 */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createBookingService(deps: BookingServiceDeps): BookingService {
  const clock = deps.clock ?? (() => new Date());
  const schedule = deps.schedule ?? officeSchedule;

  async function cancelBooking(booking: Booking | undefined): Promise<CancelResult> {
    if (!booking) return { ok: false, error: "not_found" };
    if (booking.status === "cancelled") return { ok: false, error: "already_cancelled" };
    if (Date.parse(booking.start) <= clock().getTime()) return { ok: false, error: "past" };
    const cancelled = await deps.store.cancel(booking.id, clock());
    if (!cancelled) return { ok: false, error: "already_cancelled" };
    deps.onQueued(`Cancellation of booking ${booking.id}`);
    return { ok: true, booking: (await deps.store.get(booking.id))! };
  }

  const findByCancelToken = async (token: string) => (TOKEN_PATTERN.test(token) ? deps.store.findByTokenHash(hashToken(token)) : undefined);

  const agencyFeed = createAgencyFeed({ db: deps.store.db, siteUrl: deps.siteUrl ?? "http://localhost:3000", organizerEmail: deps.organizerEmail ?? site.email, clock });

  return {
    agencyFeed,

    tooLateToChange: (start) => tooLateToChange(start, clock(), schedule),

    async reschedule(raw, context) {
      if (deps.rateLimiter) {
        const decision = await deps.rateLimiter.take(context.clientAddress);
        if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
      }
      if (typeof raw.token !== "string" || raw.token === "") return { ok: false, error: "validation", fields: { token: "The link's token is missing" } };
      const booking = await findByCancelToken(raw.token);
      if (!booking) return { ok: false, error: "not_found" };
      const now = clock();
      if (booking.status === "cancelled") return { ok: false, error: "cancelled" };
      if (tooLateToChange(booking.start, now, schedule)) return { ok: false, error: "too_late" };
      const slot = findOfferedSlot(typeof raw.slot === "string" ? raw.slot : undefined, now, schedule);
      if (!slot) {
        const blank = raw.slot === undefined || raw.slot === "";
        return { ok: false, error: "validation", fields: { slot: blank ? "Please choose a time" : "That time is not available for booking. Please choose one of the times shown" } };
      }
      if (slot.start === booking.start) return { ok: false, error: "validation", fields: { slot: "That is already the time of your consultation. Please choose another time" } };
      const moved = await rescheduleBooking(deps.store, booking.id, booking.start, slot, raw.token, now);
      if (moved === "slot_taken") return { ok: false, error: "slot_taken" };
      if (moved === "moved") {
        // Cancelled or moved by a request that won meanwhile: say which.
        const latest = await deps.store.get(booking.id);
        return latest?.status === "cancelled" ? { ok: false, error: "cancelled" } : { ok: false, error: "slot_taken" };
      }
      deps.onQueued(`Reschedule of booking ${moved.id} (${booking.start} → ${moved.start})`);
      return { ok: true, booking: moved };
    },

    async freeSlots() {
      const offered = offeredSlots(clock(), schedule);
      if (offered.length === 0) return [];
      const taken = await deps.store.activeStarts(offered[0]!.start, offered.at(-1)!.end);
      return offered.filter((slot) => !taken.has(slot.start));
    },

    async book(raw, context) {
      if (deps.rateLimiter) {
        const decision = await deps.rateLimiter.take(context.clientAddress);
        if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
      }
      const parsed = parseBooking(raw, clock(), schedule);
      if (!parsed.ok) return { ok: false, error: "validation", fields: parsed.fields };
      const cancelToken = newCancelToken();
      const booking = await deps.store.create(parsed.booking, { token: cancelToken, hash: hashToken(cancelToken) }, clock());
      if (booking === "slot_taken") return { ok: false, error: "slot_taken" };
      deps.onQueued(`Booking ${booking.id} (${booking.start}, ${booking.email})`);
      return { ok: true, booking, cancelToken };
    },

    isValid: (raw) => parseBooking(raw, clock(), schedule).ok,

    findByCancelToken,

    async cancel(token) {
      return cancelBooking(await findByCancelToken(token));
    },

    async cancelById(id) {
      return cancelBooking(await deps.store.get(id));
    },
  };
}
