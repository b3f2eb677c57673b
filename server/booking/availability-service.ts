/**
 * The workspace's side of availability (/admin/availability): the settings, the owner's calendar
 * feed (its address, status, a check on demand) and the upcoming bookings a change left outside
 * the hours. A change never cancels a booking; it only lists them.
 */
import type { Availability, AvailabilityErrors } from "@domain/booking/availability";
import { withinHours } from "@domain/booking/schedule";
import type { AvailabilityStore } from "./availability-store";
import type { BookingStore, Booking } from "./store";
import type { BusyCalendarStore } from "./busy-calendar/store";
import type { BusyCalendarRefresher } from "./busy-calendar/refresher";
import { feedUrl, maskFeedUrl, NOT_PUBLIC } from "./busy-calendar/fetch";
import { isRefusedHost, type AllowedNetwork } from "./busy-calendar/public-network";
import { storableText } from "@domain/text";

export interface FeedView {
  /** Where the address comes from: the deployment's BOOKING_BUSY_ICS_URL, the workspace, or nowhere. */
  source: "environment" | "workspace" | null;
  /** The address with its secret part hidden. */
  masked: string | null;
  syncedAt: string | null;
  checkedAt: string | null;
  failingSince: string | null;
  lastError: string | null;
  busyCount: number;
}

export interface AvailabilityService {
  settings(): Promise<Availability>;
  save(raw: unknown, actor: string): Promise<{ ok: true; availability: Availability } | { ok: false; errors: AvailabilityErrors }>;
  feed(): Promise<FeedView>;
  /** A new address (an empty one removes it); the first fetch starts at once. */
  setFeedUrl(value: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** Fetches the feed now (waits for it). */
  checkFeed(): Promise<void>;
  /** Upcoming active bookings that the current hours or blocked dates no longer cover. */
  outsideHours(): Promise<Booking[]>;
  now(): Date;
}

export interface AvailabilityServiceDeps {
  settings: AvailabilityStore;
  busy: BusyCalendarStore;
  refresher: BusyCalendarRefresher;
  bookings: BookingStore;
  configuredUrl?: string;
  /** BOOKING_FEED_PRIVATE_NETWORKS (see the refresher): checked here for addresses written as IP literals. */
  privateNetworks?: readonly AllowedNetwork[];
  clock?: () => Date;
}

const MAX_URL = 2000;

export function createAvailabilityService(deps: AvailabilityServiceDeps): AvailabilityService {
  const clock = deps.clock ?? (() => new Date());
  return {
    settings: () => deps.settings.current(),

    async save(raw, actor) {
      const result = await deps.settings.save(raw, actor, clock());
      // A longer horizon needs the feed expanded further: re-read it in the background.
      if (result.ok) void deps.refresher.refreshNow();
      return result;
    },

    async feed() {
      const status = await deps.busy.status();
      const address = deps.configuredUrl ?? status.url;
      return {
        source: deps.configuredUrl ? "environment" : status.url ? "workspace" : null,
        masked: address ? maskFeedUrl(address) : null,
        syncedAt: status.syncedAt,
        checkedAt: status.checkedAt,
        failingSince: status.failingSince,
        lastError: status.lastError,
        busyCount: status.busyCount,
      };
    },

    async setFeedUrl(value) {
      const trimmed = value.trim();
      if (trimmed === "") {
        await deps.busy.setUrl(null, clock());
        return { ok: true };
      }
      const url = feedUrl(trimmed);
      if (!url || trimmed.length > MAX_URL || storableText(trimmed, MAX_URL) !== trimmed) {
        return { ok: false, error: "Paste the calendar's address: it starts with https://, http:// or webcal://" };
      }
      // Said at once where the address itself shows it; a name is judged by the fetch, on what it resolves to.
      if (isRefusedHost(url.hostname, deps.privateNetworks ?? [])) return { ok: false, error: NOT_PUBLIC };
      await deps.busy.setUrl(url.href, clock());
      void deps.refresher.refreshNow();
      return { ok: true };
    },

    checkFeed: () => deps.refresher.refreshNow(),

    async outsideHours() {
      const availability = await deps.settings.current();
      const upcoming = await deps.bookings.upcoming(clock());
      return upcoming.filter((booking) => !withinHours(booking, availability));
    },

    now: clock,
  };
}
