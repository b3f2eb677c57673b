import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import { findOfferedSlot, freeSlots, officeSchedule, offeredSlots, slotConflict, type Availability, type Interval, type Slot } from "@domain/booking/schedule";
import { tooLateToChange } from "@domain/booking/notice";
import { site } from "../../content/site";
import { createAgencyFeed, type AgencyFeed } from "./agency-feed";
import { rescheduleBooking } from "./reschedule-store";
import type { Booking, BookingEvent, BookingStore, HeldByBookings, NotSpamResult } from "./store";
import { parseCancelReason, type BookingOutcome } from "@domain/booking/work";
import type { MeetingPlace } from "@domain/booking/meeting-place";
import { normalizeText } from "@domain/text";
import { NOTE_MAX } from "../inbox/service";
import type { BookingCancelledBy } from "../db/schema";
import { parseBooking, type BookingFieldErrors } from "@domain/booking/validation";
import { SLOT_ERRORS } from "@domain/booking/fields";
import { isHoneypotFilled } from "@domain/spam/honeypot";
import { formatSpamReason, type SpamRule } from "@domain/spam/rules";
import type { SpamCheck } from "../spam/check";
import { hashSecret, isSecretToken, newSecretToken } from "../security/secret-token";
import { logger } from "../log";
import { normalizeVisitSource } from "@domain/attribution/source";
import { ownHostOf } from "../attribution/source-columns";

export type BookResult =
  | { ok: true; booking: Booking; manageToken: string }
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
/** The agency's cancel also needs a reason (quoted to the visitor). */
export type AgencyCancelResult = CancelResult | { ok: false; error: "reason_required" | "reason_too_long" };

/** The agency moves a booking from the workspace. */
export type MoveResult =
  | { ok: true; booking: Booking; from: string }
  | { ok: false; error: "not_found" | "cancelled" | "past" | "spam" | "slot_taken" | "same_time" }
  | { ok: false; error: "validation"; slot: string };

export type OutcomeResult = { ok: true } | { ok: false; error: "not_found" | "not_yet" | "cancelled" };

export type BookingNoteResult = "added" | "empty" | "too_long" | "not_found";

export interface BookingService {
  /** Offered slots minus active bookings and the owner's busy times (buffers, daily cap), at request time. */
  freeSlots(): Promise<Slot[]>;
  /** The free slots and the availability they were computed from (the picker marks blocked days with it). */
  offer(): Promise<{ slots: Slot[]; availability: Availability }>;
  /** `context.source`: the visit's source as the client sent it; a bad one is dropped, never an error. */
  book(raw: Record<string, unknown>, context: { clientAddress: string; source?: unknown }): Promise<BookResult>;
  /**
   * True when `raw` is a valid booking request for a slot on offer now (it may still be taken), by
   * the availability this instance last read (a synchronous pre-check; `book` reads it afresh).
   */
  isValid(raw: Record<string, unknown>): boolean;
  /** The booking a cancel link points to (any status), or undefined. */
  findByManageToken(token: string): Promise<Booking | undefined>;
  cancel(token: string): Promise<CancelResult>;
  /**
   * The agency cancels a booking from the workspace: the same effect as the visitor's cancel link
   * (an active, upcoming booking only; the slot is free again; both cancellation emails are queued).
   */
  cancelById(id: string, by?: { actor: string; reason: unknown }): Promise<AgencyCancelResult>;
  /**
   * The agency moves an active, upcoming booking to another free slot (the same rules as /book, the
   * booking itself left out): same id, SEQUENCE + 1, updated invitations to both sides, recorded in
   * the history as moved by `actor`.
   */
  moveById(id: string, slot: unknown, actor: string): Promise<MoveResult>;
  /** Marks a booking held or a no-show: only an active one whose start has come. */
  setOutcome(id: string, outcome: BookingOutcome, actor: string): Promise<OutcomeResult>;
  /** A note in the booking's history. */
  addNote(id: string, text: unknown, actor: string): Promise<BookingNoteResult>;
  /** The booking's history, oldest first. */
  history(id: string): Promise<BookingEvent[]>;
  /** The agency's cancellation reason as it would be stored, or why it is not accepted (before asking to confirm). */
  checkCancelReason(raw: unknown): ReturnType<typeof parseCancelReason>;
  /**
   * The agency releases a booking flagged as spam: it becomes active only if its slot is still free
   * and upcoming, and then its invitations are queued; otherwise it stays in Spam and the answer says why.
   */
  notSpam(id: string): Promise<NotSpamResult>;
  /**
   * The visitor moves their booking (`{token, slot}`): same id, new slot, SEQUENCE + 1, updated
   * invitations to both sides; the slot must be free now by the same rules as /book (availability, the
   * owner's calendar, buffers and cap, the booking itself left out).
   */
  reschedule(raw: Record<string, unknown>, context: { clientAddress: string }): Promise<RescheduleResult>;
  /** True when a booking starting at `start` can no longer be moved (inside the minimum notice). */
  tooLateToChange(start: string): Promise<boolean>;
  /** The agency's private calendar feed (`/admin/calendar/<token>.ics`). */
  agencyFeed: AgencyFeed;
  /** Where consultations happen now (the owner's settings). */
  meetingPlace(): Promise<MeetingPlace>;
}

export interface BookingServiceDeps {
  store: BookingStore;
  /** The same limiter instance as the contact service: bookings and leads share one budget. */
  rateLimiter: ClientRateLimiter | null;
  /** Told after a booking or cancellation committed emails to the outbox; must not block. */
  onQueued: (what: string) => void;
  clock?: () => Date;
  /** The availability the workspace edits, read per request (defaults: content/site.ts). */
  availability?: { current(): Promise<Availability> };
  /** The owner's calendar's busy times (the feed's last good copy); none when absent. */
  busyTimes?: { busyTimes(): Promise<Interval[]> };
  /** The spam rules past the honeypot (server/spam/check.ts). */
  spam: SpamCheck;
  /** Origin of the agency feed's URL (`SITE_URL`) and the feed's organizer address. */
  siteUrl?: string;
  organizerEmail?: string;
}

export function createBookingService(deps: BookingServiceDeps): BookingService {
  const clock = deps.clock ?? (() => new Date());
  const availabilitySource = deps.availability ?? { current: async () => officeSchedule };
  // The last availability read: `isValid` is synchronous (the 16 KiB body guard).
  let lastAvailability: Availability = officeSchedule;
  const currentAvailability = async () => (lastAvailability = await availabilitySource.current());

  /**
   * What else the owner has on around the slots: busy times and active bookings, a day either side
   * (buffers, and the daily cap, which counts every booking of a slot's local day).
   */
  async function commitments(slots: Slot[]) {
    if (slots.length === 0) return { busy: [], bookings: [] };
    const [busy, bookings] = await Promise.all([readBusy(), deps.store.activeAround(slots[0]!, slots.at(-1))]);
    return { busy, bookings };
  }

  /** The owner's busy times; a failure to read them never fails /book (logged, none assumed). */
  async function readBusy(): Promise<Interval[]> {
    if (!deps.busyTimes) return [];
    try {
      return await deps.busyTimes.busyTimes();
    } catch (error) {
      logger.error(`Booking could not read the calendar feed's busy times: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  /**
   * Whether the bookings around `slot` hold it, with the owner's busy times (read now, from the feed's
   * copy) and the rules: what the store applies to the bookings it reads under its lock.
   */
  async function heldByBookingsAround(slot: Slot, availability: Availability): Promise<HeldByBookings> {
    const busy = await readBusy();
    return (bookings) => slotConflict(slot, { busy, bookings }, availability) !== undefined;
  }

  async function offer() {
    const now = clock();
    const availability = await currentAvailability();
    const offered = offeredSlots(now, availability);
    const slots = freeSlots(now, await commitments(offered), availability);
    return { slots, availability };
  }

  async function cancelBooking(booking: Booking | undefined, by: BookingCancelledBy, details: { actor?: string; reason?: string } = {}): Promise<CancelResult> {
    if (!booking) return { ok: false, error: "not_found" };
    if (booking.status === "cancelled") return { ok: false, error: "already_cancelled" };
    if (Date.parse(booking.start) <= clock().getTime()) return { ok: false, error: "past" };
    const cancelled = await deps.store.cancel(booking.id, clock(), by, details);
    if (!cancelled) return { ok: false, error: "already_cancelled" };
    deps.onQueued(`Cancellation of booking ${booking.id}`);
    return { ok: true, booking: (await deps.store.get(booking.id))! };
  }

  const findByManageToken = async (token: string) => (isSecretToken(token) ? deps.store.findByTokenHash(hashSecret(token)) : undefined);

  const meetingPlace = async () => (await currentAvailability()).meetingPlace;
  const agencyFeed = createAgencyFeed({ db: deps.store.db, siteUrl: deps.siteUrl ?? "http://localhost:3000", organizerEmail: deps.organizerEmail ?? site.email, clock, meetingPlace });

  return {
    agencyFeed,

    meetingPlace,

    tooLateToChange: async (start) => tooLateToChange(start, clock(), await currentAvailability()),

    async reschedule(raw, context) {
      if (deps.rateLimiter) {
        const decision = await deps.rateLimiter.take(context.clientAddress);
        if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
      }
      if (typeof raw.token !== "string" || raw.token === "") return { ok: false, error: "validation", fields: { token: "The link's token is missing" } };
      const booking = await findByManageToken(raw.token);
      if (!booking) return { ok: false, error: "not_found" };
      const now = clock();
      if (booking.status === "cancelled") return { ok: false, error: "cancelled" };
      const availability = await currentAvailability();
      if (tooLateToChange(booking.start, now, availability)) return { ok: false, error: "too_late" };
      const slot = findOfferedSlot(typeof raw.slot === "string" ? raw.slot : undefined, now, availability);
      if (!slot) {
        const blank = raw.slot === undefined || raw.slot === "";
        return { ok: false, error: "validation", fields: { slot: blank ? SLOT_ERRORS.blank : SLOT_ERRORS.unavailable } };
      }
      if (slot.start === booking.start) return { ok: false, error: "validation", fields: { slot: "That is already the time of your consultation. Please choose another time" } };
      // Held by the owner's calendar, a buffer or the day's cap, counting every booking but this one:
      // decided in the move's transaction, under the booking lock.
      const moved = await rescheduleBooking(deps.store, booking.id, booking.start, slot, now, await heldByBookingsAround(slot, availability));
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
      return (await offer()).slots;
    },

    offer,

    async book(raw, context) {
      if (deps.rateLimiter) {
        const decision = await deps.rateLimiter.take(context.clientAddress);
        if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
      }
      const availability = await currentAvailability();
      const parsed = parseBooking(raw, clock(), availability);
      if (!parsed.ok) return { ok: false, error: "validation", fields: parsed.fields };
      // Offered by the hours, but held: by the owner's calendar, another booking's buffer, the day's cap.
      const slot = parsed.booking.slot;
      const heldBy = await heldByBookingsAround(slot, availability);
      const manageToken = newSecretToken();
      const input = { ...parsed.booking, source: normalizeVisitSource(context.source, ownHostOf(deps.siteUrl)) };
      const fired: SpamRule[] = isHoneypotFilled(raw) ? ["honeypot"] : await deps.spam.booking(parsed.booking, clock());
      const spamReason = formatSpamReason(fired);
      if (spamReason) {
        // Answered exactly like a clean booking (409 too when the slot is held), stored without
        // invitations, holding no slot.
        if (heldBy(await deps.store.activeAround(slot))) return { ok: false, error: "slot_taken" };
        const booking = await deps.store.create(input, hashSecret(manageToken), clock(), spamReason);
        if (booking === "slot_taken") return { ok: false, error: "slot_taken" };
        return { ok: true, booking, manageToken };
      }
      // The one place a clean booking is stored and handed on. The store decides whether the slot is
      // held, under its booking lock: two bookings of neighbouring slots (a buffer) or of a day's last
      // places (the cap) are decided one after the other.
      const booking = await deps.store.create(input, hashSecret(manageToken), clock(), null, heldBy);
      if (booking === "slot_taken") return { ok: false, error: "slot_taken" };
      deps.onQueued(`Booking ${booking.id} (${booking.start}, ${booking.email})`);
      return { ok: true, booking, manageToken };
    },

    isValid: (raw) => parseBooking(raw, clock(), lastAvailability).ok,

    findByManageToken,

    async cancel(token) {
      return cancelBooking(await findByManageToken(token), "visitor");
    },

    async cancelById(id, by) {
      if (!by) return cancelBooking(await deps.store.get(id), "agency");
      const reason = parseCancelReason(by.reason);
      if (!reason.ok) return { ok: false, error: reason.error };
      return cancelBooking(await deps.store.get(id), "agency", { actor: by.actor, reason: reason.reason });
    },

    async moveById(id, rawSlot, actor) {
      const booking = await deps.store.get(id);
      if (!booking) return { ok: false, error: "not_found" };
      if (booking.status === "cancelled") return { ok: false, error: "cancelled" };
      if (booking.spam) return { ok: false, error: "spam" };
      const now = clock();
      if (Date.parse(booking.start) <= now.getTime()) return { ok: false, error: "past" };
      const availability = await currentAvailability();
      const slot = findOfferedSlot(rawSlot, now, availability);
      if (!slot) {
        const blank = rawSlot === undefined || rawSlot === "";
        return { ok: false, error: "validation", slot: blank ? SLOT_ERRORS.blank : SLOT_ERRORS.unavailable };
      }
      if (slot.start === booking.start) return { ok: false, error: "same_time" };
      const moved = await rescheduleBooking(deps.store, booking.id, booking.start, slot, now, await heldByBookingsAround(slot, availability), actor);
      if (moved === "slot_taken") return { ok: false, error: "slot_taken" };
      if (moved === "moved") {
        const latest = await deps.store.get(booking.id);
        return latest?.status === "cancelled" ? { ok: false, error: "cancelled" } : { ok: false, error: "slot_taken" };
      }
      deps.onQueued(`Move of booking ${moved.id} by the agency (${booking.start} → ${moved.start})`);
      return { ok: true, booking: moved, from: booking.start };
    },

    async setOutcome(id, outcome, actor) {
      if (await deps.store.setOutcome(id, outcome, actor, clock())) return { ok: true };
      const booking = await deps.store.get(id);
      if (!booking) return { ok: false, error: "not_found" };
      if (booking.status === "cancelled" || booking.spam) return { ok: false, error: "cancelled" };
      return { ok: false, error: "not_yet" };
    },

    async addNote(id, text, actor) {
      const note = typeof text === "string" ? normalizeText(text, { multiline: true }) : "";
      if (!note) return "empty";
      if (note.length > NOTE_MAX) return "too_long";
      return (await deps.store.addNote(id, note, actor, clock())) ? "added" : "not_found";
    },

    history: (id) => deps.store.events(id),

    checkCancelReason: parseCancelReason,

    async notSpam(id) {
      const booking = await deps.store.get(id);
      if (booking?.spam && booking.status === "active" && Date.parse(booking.start) <= clock().getTime()) return { ok: false, error: "past" };
      const result = await deps.store.markNotSpam(id, clock());
      if (result.ok) deps.onQueued(`Booking ${id} (not spam)`);
      return result;
    },
  };
}
