/**
 * The calendar feed phase: the production server reads each of the probe's hostile feeds
 * (BOOKING_BUSY_ICS_URL, read right after start) from a loopback server while `/healthz` is timed, one
 * request at a time; the same with an empty calendar first, as the baseline. Then the state the
 * server logged: too large, or read.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyFeed, hostileFeeds, serveFeed, type HostileFeed } from "./hostile-feed";
import { percentile } from "./lead-stream";
import { startServer } from "./server-process";

/** How long `/healthz` is timed once the feed is fetched: past the parse's CPU budget (5 s). */
export const FEED_PROBE_MS = 8_000;
/** A `/healthz` this slow is a stall, not a busy machine: the phase fails. */
export const FEED_STALL_MS = 1_000;

export interface FeedRow {
  name: string;
  bytes: number;
  /** What the server logged: the failure's reason, or "read" when it logged none. */
  outcome: string;
  expected: boolean;
  healthz: { sent: number; failed: number; p50: number; p99: number; max: number };
}

export interface FeedStressResult {
  rows: FeedRow[];
  durationMs: number;
}

async function timeHealthz(origin: string, untilMs: number): Promise<FeedRow["healthz"]> {
  const latencies: number[] = [];
  let failed = 0;
  while (performance.now() < untilMs) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) failed++;
    } catch {
      failed++;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { sent: latencies.length, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies) };
}

async function readOne(feed: HostileFeed, buildDir: string | undefined): Promise<FeedRow> {
  const server = await serveFeed();
  server.set(feed.body);
  const dataDir = mkdtempSync(join(tmpdir(), "mws-stress-feed-"));
  try {
    const process = await startServer({ dataDir, buildDir, env: { BOOKING_BUSY_ICS_URL: server.url } });
    try {
      for (let i = 0; i < 500 && server.requests() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      const healthz = await timeHealthz(process.origin, performance.now() + FEED_PROBE_MS);
      const failure = /Calendar feed \S+ failing: (.*?) \(the last good busy times stay in use\)/.exec(process.log())?.[1];
      const outcome = failure ?? "read";
      const expected = feed.expected.tooLarge ? outcome.startsWith("The calendar feed is too large: ") : failure === undefined;
      return { name: feed.name, bytes: Buffer.byteLength(feed.body), outcome, expected, healthz };
    } finally {
      await process.stop();
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function feedStress(options: { buildDir?: string; log?: (line: string) => void }): Promise<FeedStressResult> {
  const started = performance.now();
  const rows: FeedRow[] = [];
  const baseline: HostileFeed = { name: "baseline: an empty calendar", body: emptyFeed(), expected: { tooLarge: false, busy: [] } };
  const feeds = [baseline, ...hostileFeeds(new Date())];
  for (const feed of feeds) {
    options.log?.(`feed: ${feed.name}`);
    rows.push(await readOne(feed, options.buildDir));
  }
  return { rows, durationMs: performance.now() - started };
}

/** Rows whose state is wrong or whose `/healthz` stalled or failed (must be 0). */
export const feedFailures = (result: FeedStressResult) => result.rows.filter((row) => !row.expected || row.healthz.failed > 0 || row.healthz.max >= FEED_STALL_MS).length;
