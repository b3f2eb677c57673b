/**
 * Page views counted in memory and added to `page_views` in batches: the request that brings a view
 * only bumps a number in a map (nothing slow, no database on the request path), and a timer (and the
 * shutdown) writes the day's counts through the store. Nothing per person is held even in memory: a
 * count's key is the office day, the page's path, the channel and the campaign.
 */
import type { Kysely } from "kysely";
import { localDate } from "@domain/booking/schedule";
import type { Channel } from "@domain/attribution/channel";
import type { Database } from "../db/schema";
import { logger } from "../log";
import { addPageViews, type PageViewCount } from "./page-view-store";

/** One counted view, as the request filter hands it on (server/sources/page-view-request.ts). */
export interface PageView {
  path: string;
  channel: Channel;
  /** `""` when the view came with no campaign. */
  campaign: string;
}

/**
 * Distinct (day, path, channel, campaign) keys held between two flushes. The site's pages × 7
 * channels fit many times over; past it, a flood of made-up campaigns is dropped, never held.
 */
export const MAX_PENDING_KEYS = 5_000;
/** How often the counts go to the database: a crash loses at most these seconds of views. */
export const FLUSH_INTERVAL_MS = 5_000;

export interface PageViewCounterOptions {
  db: Kysely<Database>;
  clock?: () => number;
  maxPendingKeys?: number;
  flushIntervalMs?: number;
  log?: Pick<typeof logger, "error" | "warn">;
}

export class PageViewCounter {
  private pending = new Map<string, PageViewCount>();
  private dropped = 0;
  private flushing: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly clock: () => number;
  private readonly maxPendingKeys: number;
  private readonly log: Pick<typeof logger, "error" | "warn">;

  constructor(private readonly options: PageViewCounterOptions) {
    this.clock = options.clock ?? Date.now;
    this.maxPendingKeys = options.maxPendingKeys ?? MAX_PENDING_KEYS;
    this.log = options.log ?? logger;
  }

  /** Counts one view on today's office date. Synchronous and O(1): it runs on the request path. */
  record(view: PageView): void {
    const day = localDate(new Date(this.clock()));
    const key = `${day}\n${view.path}\n${view.channel}\n${view.campaign}`;
    const count = this.pending.get(key);
    if (count) count.views += 1;
    else if (this.pending.size < this.maxPendingKeys) this.pending.set(key, { day, ...view, views: 1 });
    else this.dropped += 1;
  }

  /** Views recorded and not yet written (the tests, and the health of the map). */
  get pendingKeys(): number {
    return this.pending.size;
  }

  /**
   * Writes what was counted since the last flush in one transaction. One flush at a time; a failed
   * write puts its counts back (within the bound) for the next one, so a database hiccup loses nothing.
   */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.log.warn(`Page views: ${this.dropped} view(s) not counted, over ${this.maxPendingKeys} distinct pages and campaigns since the last write`);
      this.dropped = 0;
    }
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await addPageViews(this.options.db, [...batch.values()]);
    } catch (error) {
      this.log.error(`Page views could not be written (kept for the next try): ${error instanceof Error ? error.message : String(error)}`);
      for (const [key, count] of batch) {
        const now = this.pending.get(key);
        if (now) now.views += count.views;
        else if (this.pending.size < this.maxPendingKeys) this.pending.set(key, count);
      }
    }
  }

  /** Flushes every few seconds until `stop`; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs ?? FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the shutdown calls it before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flushing;
    await this.flush();
  }
}
