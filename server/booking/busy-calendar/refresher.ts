/**
 * Keeps the owner's calendar busy times current: every instance ticks, the one that claims the
 * row's lease (when a check is due) fetches the feed with a conditional GET, parses it over the
 * window the booking horizon needs (in a worker thread: ./parse-in-worker.ts), and stores the busy
 * times for every instance to read. A failure (a feed too large included) keeps the last good busy
 * times and records since when it fails; a 304 or a failure re-expands the last good copy when the
 * window has moved on.
 */
import { busyWindow } from "@domain/booking/schedule";
import type { Availability } from "@domain/booking/availability";
import type { Agent } from "undici";
import { DEFAULT_FETCH_LIMITS, fetchFeed, maskFeedUrl, type FetchLimits } from "./fetch";
import { publicNetworkAgent, type AllowedNetwork } from "./public-network";
import { DEFAULT_PARSE_BUDGET, parseBusyTimesInWorker, type ParseBudget } from "./parse-in-worker";
import type { BusyCalendarStore } from "./store";

export interface BusyCalendarOptions {
  store: BusyCalendarStore;
  availability: () => Promise<Availability>;
  /** BOOKING_BUSY_ICS_URL: when set, it is the feed and the workspace's address is not used. The operator set it: it may lead anywhere. */
  configuredUrl?: string;
  /** BOOKING_FEED_PRIVATE_NETWORKS: the private ranges the workspace's address may reach besides the public internet. */
  privateNetworks?: readonly AllowedNetwork[];
  /** How often the feed is fetched (5 minutes). */
  intervalMs?: number;
  /** How often an instance looks whether a fetch is due (30 s). */
  tickMs?: number;
  /** How long a claim holds the row: longer than a fetch and two parses (a failure re-expands the last good copy) take. */
  leaseMs?: number;
  limits?: FetchLimits;
  /** Time and memory a parse may take in its worker thread before the feed counts as too large. */
  parseBudget?: ParseBudget;
  clock?: () => Date;
  log?: Pick<Console, "log" | "error">;
}

export const DEFAULT_INTERVAL_MS = 5 * 60_000;
/** The fetch's timeout (10 s) and two parses at their wall-clock limit (30 s each), with room to spare. */
const DEFAULT_LEASE_MS = 90_000;
/** A week of margin past the horizon: the stored copy is re-expanded once more than 3 days of it are spent. */
const MARGIN_DAYS = 7;
const REEXPAND_AFTER_MS = 3 * 24 * 3_600_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class BusyCalendarRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly abort = new AbortController();
  /** Connects the workspace's address to public addresses only; made at its first use. */
  private publicOnly: Agent | undefined;
  private readonly intervalMs: number;
  private readonly clock: () => Date;
  private readonly log: Pick<Console, "log" | "error">;

  constructor(private readonly options: BusyCalendarOptions) {
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log ?? console;
  }

  /** The address in use: the environment's, else the workspace's. */
  async address(): Promise<string | null> {
    return this.options.configuredUrl ?? (await this.options.store.status()).url;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 30_000);
    this.timer.unref();
    void this.tick();
  }

  /** Stops ticking, aborts a fetch in flight and waits for the tick to finish. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.abort.abort();
    await this.running;
    await this.publicOnly?.destroy();
  }

  /** One check if due (and no other instance holds the lease). Never throws. */
  tick(): Promise<void> {
    this.running ??= this.refreshIfDue()
      .catch((error: unknown) => this.log.error(`Calendar feed check failed: ${describe(error)}`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Makes a check due now and runs it (the workspace's "Check now", a new address, a longer horizon). Never throws. */
  async refreshNow(): Promise<void> {
    await this.running;
    try {
      await this.options.store.checkSoon(this.clock());
    } catch (error) {
      this.log.error(`Calendar feed check could not be scheduled: ${describe(error)}`);
      return;
    }
    await this.tick();
  }

  private async refreshIfDue(): Promise<void> {
    const { store } = this.options;
    const now = this.clock();
    const row = await store.claim(now, this.options.leaseMs ?? DEFAULT_LEASE_MS);
    if (!row) return;
    const next = new Date(now.getTime() + this.intervalMs);
    const address = this.options.configuredUrl ?? row.url;
    const limits = this.options.limits ?? DEFAULT_FETCH_LIMITS;
    if (!address) {
      await store.saveNoFeed(now, next);
      return;
    }
    const availability = await this.options.availability();
    const window = busyWindow(now, availability, MARGIN_DAYS);
    // In a worker thread: a hostile feed costs that thread its budget, never the event loop a request waits on.
    const parse = (body: string) => parseBusyTimesInWorker(body, { window, officeTimeZone: availability.timeZone }, this.options.parseBudget ?? DEFAULT_PARSE_BUDGET, this.abort.signal);
    const storedEnd = row.window_end === null ? 0 : new Date(row.window_end).getTime();
    // The last good copy, re-expanded when the window it was expanded over runs short.
    const reexpand = async () => {
      if (row.body === null || storedEnd >= Date.parse(window.end) - REEXPAND_AFTER_MS) return;
      await store.saveGood({ body: row.body, etag: row.etag, lastModified: row.last_modified, busy: await parse(row.body), window, fetched: false }, now, next);
    };
    try {
      const result = await fetchFeed(
        address,
        row.body === null ? { etag: null, lastModified: null } : { etag: row.etag, lastModified: row.last_modified },
        limits,
        this.abort.signal,
        this.options.configuredUrl ? undefined : (this.publicOnly ??= publicNetworkAgent(this.options.privateNetworks ?? [], limits.timeoutMs)),
      );
      if (result.kind === "not_modified") {
        await store.saveNotModified(now, next);
        await reexpand();
        return;
      }
      const busy = await parse(result.body);
      await store.saveGood({ body: result.body, etag: result.etag, lastModified: result.lastModified, busy, window, fetched: true }, now, next);
    } catch (error) {
      if (this.abort.signal.aborted) {
        await store.release(now);
        return;
      }
      const message = describe(error);
      this.log.error(`Calendar feed ${maskFeedUrl(address)} failing: ${message} (the last good busy times stay in use)`);
      await store.saveFailure(message, row.failing_since, now, next);
      try {
        await reexpand();
      } catch (reparse) {
        this.log.error(`Calendar feed: the last good copy could not be re-read: ${describe(reparse)}`);
      }
    }
  }
}
