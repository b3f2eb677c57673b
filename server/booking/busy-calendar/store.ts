import type { Kysely } from "kysely";
import type { BusyCalendarRow, Database } from "../../db/schema";
import type { Interval } from "@domain/booking/schedule";
import { storableText } from "@domain/text";
import { isoOrNull } from "../../db/timestamps";

/** The feed's state as the workspace shows it. */
export interface BusyCalendarStatus {
  /** The address pasted in the workspace (not the environment's). */
  url: string | null;
  syncedAt: string | null;
  checkedAt: string | null;
  failingSince: string | null;
  lastError: string | null;
  busyCount: number;
}

function parseBusy(json: string): Interval[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is Interval => typeof item === "object" && item !== null && typeof item.start === "string" && typeof item.end === "string",
    );
  } catch {
    return [];
  }
}

/**
 * The one row of the owner's calendar feed. Every instance reads busy times from it; one instance
 * at a time fetches (`claim`: a lease in `locked_until`, taken only when the next check is due, in
 * one UPDATE, so two instances never both fetch).
 */
export class BusyCalendarStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Busy intervals of the last good copy (none before the first sync or without a feed). */
  async busyTimes(): Promise<Interval[]> {
    const row = await this.db.selectFrom("busy_calendar").select("busy").where("id", "=", 1).executeTakeFirst();
    return row ? parseBusy(row.busy) : [];
  }

  async status(): Promise<BusyCalendarStatus> {
    const row = await this.db
      .selectFrom("busy_calendar")
      .select(["url", "synced_at", "checked_at", "failing_since", "last_error", "busy"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    return {
      url: row.url,
      syncedAt: isoOrNull(row.synced_at),
      checkedAt: isoOrNull(row.checked_at),
      failingSince: isoOrNull(row.failing_since),
      lastError: row.last_error,
      busyCount: parseBusy(row.busy).length,
    };
  }

  /** The row for one refresh when a check is due and no other instance holds the lease; else undefined. */
  async claim(now: Date, leaseMs: number): Promise<BusyCalendarRow | undefined> {
    const at = now.toISOString();
    return this.db
      .updateTable("busy_calendar")
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "=", 1)
      .where((w) => w.or([w("next_check_at", "is", null), w("next_check_at", "<=", at)]))
      .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", at)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** A new copy (or the old one re-expanded over a new window): busy times replaced, the failure cleared. */
  async saveGood(
    values: { body: string | null; etag: string | null; lastModified: string | null; busy: Interval[]; window: { start: string; end: string }; fetched: boolean },
    now: Date,
    nextCheck: Date,
  ): Promise<void> {
    await this.db
      .updateTable("busy_calendar")
      .set({
        body: values.body,
        etag: values.etag,
        last_modified: values.lastModified,
        busy: JSON.stringify(values.busy),
        window_start: values.window.start,
        window_end: values.window.end,
        ...(values.fetched ? { synced_at: now.toISOString(), failing_since: null, last_error: null } : {}),
        checked_at: now.toISOString(),
        next_check_at: nextCheck.toISOString(),
        locked_until: null,
      })
      .where("id", "=", 1)
      .execute();
  }

  /** 304 Not Modified: the copy is current. */
  async saveNotModified(now: Date, nextCheck: Date): Promise<void> {
    await this.db
      .updateTable("busy_calendar")
      .set({ synced_at: now.toISOString(), checked_at: now.toISOString(), failing_since: null, last_error: null, next_check_at: nextCheck.toISOString(), locked_until: null })
      .where("id", "=", 1)
      .execute();
  }

  /** A failed fetch or parse: the last good busy times stay; the failure is recorded from its first time on. */
  async saveFailure(error: string, failingSince: Date | string | null, now: Date, nextCheck: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .updateTable("busy_calendar")
      .set({
        failing_since: isoOrNull(failingSince) ?? at,
        last_error: storableText(error, 500),
        checked_at: at,
        next_check_at: nextCheck.toISOString(),
        locked_until: null,
      })
      .where("id", "=", 1)
      .execute();
  }

  /** A check given up unfinished (the server stopping): due again at once, for whichever instance is up. */
  async release(now: Date): Promise<void> {
    await this.db.updateTable("busy_calendar").set({ locked_until: null, next_check_at: now.toISOString() }).where("id", "=", 1).execute();
  }

  /** Nothing to fetch (no address): no busy times, no status. */
  async saveNoFeed(now: Date, nextCheck: Date): Promise<void> {
    await this.db
      .updateTable("busy_calendar")
      .set({ ...emptyCopy, checked_at: now.toISOString(), next_check_at: nextCheck.toISOString(), locked_until: null })
      .where("id", "=", 1)
      .execute();
  }

  /** A new address from the workspace (null removes it): the old copy is dropped and a check is due now. */
  async setUrl(url: string | null, now = new Date()): Promise<void> {
    await this.db
      .updateTable("busy_calendar")
      .set({ url, ...emptyCopy, next_check_at: now.toISOString() })
      .where("id", "=", 1)
      .execute();
  }

  /** Asks for a check now (the workspace's "Check now", or a longer horizon). */
  async checkSoon(now = new Date()): Promise<void> {
    await this.db.updateTable("busy_calendar").set({ next_check_at: now.toISOString() }).where("id", "=", 1).execute();
  }
}

const emptyCopy = {
  etag: null,
  last_modified: null,
  body: null,
  busy: "[]",
  window_start: null,
  window_end: null,
  synced_at: null,
  failing_since: null,
  last_error: null,
};
