/**
 * Keeps other work on the machine out of the bench's timings.
 *
 * Lighthouse observes the page at the machine's own speed and multiplies what it saw by the profile's CPU
 * slowdown, so anything else using the CPU during a run (a build finishing, a test suite, another
 * Chromium still shutting down) is multiplied too. On this 2-core machine, two runs of the home page at 8×
 * with a CPU benchmark index of about 2,200 (3,600 typical) had TBT 255 and 350 ms, where the same build's
 * median on a quiet machine is about 100 ms (decision 027). Lighthouse's
 * own guidance on variability names client resource contention as a high-impact source and asks for an
 * isolated machine; this is the bench's part of that:
 * - before each run it waits until the rest of the machine is nearly idle (`waitForQuietCpu`);
 * - a run whose benchmark index (Lighthouse measures the CPU at the start of each run) is well below the
 *   bench's typical one was taken on a busy machine and is repeated (`slowerThanTypical`). Every repeat
 *   is named in the report, before and after builds alike.
 */

import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { median } from "./median";

/** Aggregate CPU time counters, from the first line of /proc/stat (in clock ticks). */
export interface CpuTimes {
  idle: number;
  total: number;
}

/** Parses the `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal …; idle and iowait count as idle. */
export function parseCpuTimes(procStat: string): CpuTimes | undefined {
  const line = procStat.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return undefined;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((t) => !Number.isFinite(t))) return undefined;
  const [, , , idle = 0, iowait = 0] = ticks;
  return { idle: idle + iowait, total: ticks.reduce((sum, t) => sum + t, 0) };
}

/** The share of all cores' time (0–1) spent working between two readings. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

/** Busier than this (a fifth of the machine: 40 % of one core of two) counts as other work running. */
export const QUIET_BUSY_SHARE = 0.2;

async function readCpuTimes(): Promise<CpuTimes | undefined> {
  try {
    return parseCpuTimes(await readFile("/proc/stat", "utf8"));
  } catch {
    return undefined; // Not Linux: nothing to measure, nothing to wait for.
  }
}

/**
 * Waits, one-second look at a time, until the machine's busy share over the last second is at most
 * QUIET_BUSY_SHARE, or `maxWaitMs` has passed. Returns how long it waited and the last busy share seen.
 */
export async function waitForQuietCpu(maxWaitMs = 120_000): Promise<{ waitedMs: number; busy: number }> {
  const started = Date.now();
  for (;;) {
    const before = await readCpuTimes();
    await sleep(1000);
    const after = await readCpuTimes();
    const busy = before && after ? busyShare(before, after) : 0;
    const waitedMs = Date.now() - started - 1000;
    if (busy <= QUIET_BUSY_SHARE || waitedMs >= maxWaitMs) return { waitedMs: Math.max(0, waitedMs), busy };
  }
}

/** A run's benchmark index below this share of the typical one means the machine was busy during it. */
export const SLOW_INDEX_SHARE = 0.8;

/**
 * Whether a run's CPU benchmark index says the machine was busy: below SLOW_INDEX_SHARE of the median of
 * the runs accepted so far. Needs three accepted runs to know what is typical; before that, none is judged.
 */
export function slowerThanTypical(index: number, acceptedIndexes: readonly number[]): { slow: boolean; typical?: number } {
  if (acceptedIndexes.length < 3 || !Number.isFinite(index)) return { slow: false };
  const typical = median(acceptedIndexes);
  return { slow: index < typical * SLOW_INDEX_SHARE, typical };
}
