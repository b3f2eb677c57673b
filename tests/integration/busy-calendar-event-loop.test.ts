/**
 * A hostile calendar feed never stalls the server: the feed is served over loopback HTTP, read by
 * the real backend (BOOKING_BUSY_ICS_URL, as at start or on the workspace's "Check now"), and the
 * event loop's delay is measured while it is fetched and parsed. The bound (100 ms) is the issue's:
 * `/healthz` and every page keep answering in their usual time. The workspace then shows the feed as
 * too large, or the busy times of a large feed read correctly.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { FeedTooLargeError } from "../../server/booking/busy-calendar/parse";
import { parseBusyTimesInWorker } from "../../server/booking/busy-calendar/parse-in-worker";
import { BusyCalendarStore } from "../../server/booking/busy-calendar/store";
import { hostileFeeds, serveFeed } from "../../scripts/stress/hostile-feed";

const MAX_DELAY_MS = 100;

describe("a hostile calendar feed and the event loop", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "mws-feed-loop-"));
  let feed: Awaited<ReturnType<typeof serveFeed>>;
  let backend: Backend;

  beforeAll(async () => {
    feed = await serveFeed();
    backend = await startBackend(
      { dataDir, databaseUrl: undefined, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, busyCalendarUrl: feed.url },
      { log: { log: () => undefined, warn: () => undefined, error: () => undefined }, busyCalendar: { intervalMs: 60_000, tickMs: 60_000 } },
    );
    // The check at start reads the empty feed.
    for (let i = 0; i < 200 && !(await backend.availability.feed()).checkedAt; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    await backend?.stop();
    await feed?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The event loop's longest delay (ms) while `work` runs, and a few ticks after (a stall is recorded at the next tick). */
  async function maxDelayDuring(work: () => Promise<unknown>): Promise<number> {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await work();
    await new Promise((resolve) => setTimeout(resolve, 50));
    delay.disable();
    return delay.max / 1e6;
  }

  for (const hostile of hostileFeeds(new Date())) {
    // On a machine shared far beyond its cores an idle process alone sees 100 ms and more now and then
    // (measured on these 2-core hosts at load 12–21: up to 150 ms). So each try first measures an idle
    // second, and the bound is 100 ms over what that saw; and a try is repeated twice. A parse on the
    // event loop stalls it for seconds (9 s for the first feed before the fix), on every try.
    it(`keeps the event loop's delay under ${MAX_DELAY_MS} ms while it reads ${hostile.name}`, { retry: 2 }, async () => {
      feed.set(hostile.body);
      const idleMs = await maxDelayDuring(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      const started = performance.now();
      const maxMs = await maxDelayDuring(() => backend.availability.checkFeed());
      console.log(`${hostile.name}: read in ${Math.round(performance.now() - started)} ms, event loop delay max ${maxMs.toFixed(1)} ms (idle before: ${idleMs.toFixed(1)} ms)`);
      expect(maxMs).toBeLessThan(MAX_DELAY_MS + idleMs);

      const status = await backend.availability.feed();
      if (hostile.expected.tooLarge) {
        expect(status.lastError).toMatch(/^The calendar feed is too large: /);
        expect(status.failingSince).not.toBeNull();
      } else {
        expect(status.lastError).toBeNull();
        expect(await new BusyCalendarStore(backend.database.db).busyTimes()).toEqual(hostile.expected.busy);
      }
    });
  }
});

describe("the calendar feed's parse worker", () => {
  const window = { start: "2027-03-20T00:00:00.000Z", end: "2027-04-10T00:00:00.000Z" };
  const options = { window, officeTimeZone: "America/Detroit" };

  it("is stopped when it has used up its CPU time, and the feed is then too large", async () => {
    // Walked from 2000 (a BY… part), each step a day of minutes: slow far below the step limit.
    const slow = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:slow@t", "DTSTAMP:20260101T000000Z", "DTSTART:20000101T090000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;BYHOUR=9", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    await expect(parseBusyTimesInWorker(slow, options, { cpuMs: 300, wallMs: 20_000, maxHeapMb: 64 })).rejects.toThrow(
      new FeedTooLargeError("The calendar feed is too large: reading it took more than 0.3 seconds"),
    );
  });

  it("answers with the busy times, or with the parser's own error", async () => {
    const one = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:one@t", "DTSTAMP:20260101T000000Z", "DTSTART:20270322T150000Z", "DTEND:20270322T160000Z", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    expect(await parseBusyTimesInWorker(one, options)).toEqual([{ start: "2027-03-22T15:00:00.000Z", end: "2027-03-22T16:00:00.000Z" }]);
    await expect(parseBusyTimesInWorker("<html>Sign in</html>", options)).rejects.toThrow(/not a readable iCalendar file/);
  });
});
