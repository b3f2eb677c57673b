/**
 * Parses the owner's calendar feed in a worker thread with a time and memory budget, so that a feed
 * however hostile never blocks the server's event loop: expanding recurrences is CPU work that
 * ical.js does synchronously (docs/decisions/032-calendar-feed-parsed-in-a-worker.md). A feed that
 * runs out of the budget is refused as too large, like one over FEED_LIMITS. The time budget is the
 * worker's own CPU time, so a busy machine (the worker runs at low priority) does not make a feed
 * too large; a longer wall-clock limit ends a parse the machine never gets to.
 */
import { Worker } from "node:worker_threads";
import type { Interval } from "@domain/booking/schedule";
import { FeedTooLargeError, type ParseOptions } from "./parse";
import { PARSE_WORKER_FILE } from "./worker-file";

export type ParseReply = { ok: true; busy: Interval[] } | { ok: false; message: string; tooLarge: boolean };

export interface ParseBudget {
  /** The worker is stopped once it has used this much CPU time (5 s): the feed is too large. */
  cpuMs: number;
  /** …or once this long has passed (30 s), however little of the CPU it got. */
  wallMs: number;
  /** Its heap may grow to this much (256 MB): a 5 MiB feed needs far less. */
  maxHeapMb: number;
}

export const DEFAULT_PARSE_BUDGET: ParseBudget = { cpuMs: 5_000, wallMs: 30_000, maxHeapMb: 256 };
/** How often the worker's CPU time is looked at. */
const CPU_CHECK_MS = 100;

/**
 * The worker's module: from source (`npm run dev` runs modules through Vite's runner, Vitest through
 * its own; both keep each module's own URL) the TypeScript module itself; in the build, the file
 * emitted next to the chunk holding this code (vite.config.ts checks it is there).
 */
const workerUrl = () => (import.meta.url.endsWith(".ts") ? new URL("./parse-worker.ts", import.meta.url) : new URL(`./${PARSE_WORKER_FILE}`, import.meta.url));

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en-US")} second${ms === 1000 ? "" : "s"}`;

/** parseBusyTimes in a worker thread: its busy times, or its error (FeedTooLargeError too when over the budget). */
export function parseBusyTimesInWorker(text: string, options: ParseOptions, budget: ParseBudget = DEFAULT_PARSE_BUDGET, signal?: AbortSignal): Promise<Interval[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let settled = false;
    const worker = new Worker(workerUrl(), { workerData: { text, options }, resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMb } });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(cpuCheck);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      outcome();
    };
    const overBudget = () => finish(() => reject(new FeedTooLargeError(`The calendar feed is too large: reading it took more than ${seconds(budget.cpuMs)}`)));
    const cpuCheck = setInterval(() => {
      worker.cpuUsage().then(
        (usage) => usage.user + usage.system > budget.cpuMs * 1000 && overBudget(),
        () => undefined,
      );
    }, Math.min(CPU_CHECK_MS, budget.cpuMs));
    const timer = setTimeout(() => finish(() => reject(new Error(`The calendar feed could not be read within ${seconds(budget.wallMs)} (the server was too busy)`))), budget.wallMs);
    const onAbort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (reply: ParseReply) =>
      finish(() => (reply.ok ? resolve(reply.busy) : reject(reply.tooLarge ? new FeedTooLargeError(reply.message) : new Error(reply.message)))),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new FeedTooLargeError(`The calendar feed is too large: reading it needed more than ${budget.maxHeapMb} MB of memory`)
            : new Error(`The calendar feed could not be read (${error.message})`),
        ),
      ),
    );
    worker.once("exit", (code) => finish(() => reject(new Error(`The calendar feed could not be read (its reader stopped with code ${code})`))));
  });
}
