import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { QUIET_BUSY_SHARE, busyShare, parseCpuTimes, slowerThanTypical, waitForQuietCpu } from "../../../scripts/bench/quiet-machine";

/** A /proc/stat as Linux writes it: the aggregate line, then one per core. */
const procStat = (user: number, system: number, idle: number, iowait: number) =>
  [`cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 0 0 0`, `cpu0 ${user} 0 ${system} ${idle} ${iowait} 0 0 0 0 0`, "intr 1 2 3"].join("\n");

describe("parseCpuTimes", () => {
  it("reads the aggregate line, counting idle and I/O wait as idle", () => {
    expect(parseCpuTimes(procStat(100, 50, 800, 50))).toEqual({ idle: 850, total: 1000 });
  });

  it("gives nothing for text that is not /proc/stat", () => {
    expect(parseCpuTimes("")).toBeUndefined();
    expect(parseCpuTimes("cpu0 1 2 3 4 5")).toBeUndefined();
    expect(parseCpuTimes("cpu  a b c d e")).toBeUndefined();
  });
});

describe("busyShare", () => {
  it("is the share of the time between two readings that was not idle", () => {
    const before = parseCpuTimes(procStat(100, 50, 800, 50))!;
    // 200 ticks pass: 30 working, 170 idle.
    const after = parseCpuTimes(procStat(120, 60, 960, 60))!;
    expect(busyShare(before, after)).toBeCloseTo(0.15);
  });

  it("is 0 when no time passed, and never outside 0–1", () => {
    const reading = { idle: 10, total: 20 };
    expect(busyShare(reading, reading)).toBe(0);
    expect(busyShare({ idle: 10, total: 20 }, { idle: 40, total: 30 })).toBe(0);
  });
});

describe("slowerThanTypical", () => {
  it("judges no run until three have been kept", () => {
    expect(slowerThanTypical(1000, [])).toEqual({ slow: false });
    expect(slowerThanTypical(1000, [3600, 3500])).toEqual({ slow: false });
  });

  it("calls a run slow when its index is below 80 % of the median of the runs kept", () => {
    const kept = [3600, 3500, 3700, 3550];
    // The median of the four is 3,575; 80 % of it is 2,860.
    expect(slowerThanTypical(2200, kept)).toEqual({ slow: true, typical: 3575 });
    expect(slowerThanTypical(2900, kept)).toEqual({ slow: false, typical: 3575 });
    expect(slowerThanTypical(4500, kept).slow).toBe(false);
  });

  it("does not let one slow run kept earlier lower the bar much", () => {
    expect(slowerThanTypical(2300, [2200, 3600, 3650]).slow).toBe(true);
  });

  it("judges nothing from a missing index", () => {
    expect(slowerThanTypical(Number.NaN, [3600, 3500, 3700]).slow).toBe(false);
  });
});

describe("waitForQuietCpu", () => {
  it("keeps waiting while other processes keep the CPU busy, up to its limit", { timeout: 20_000 }, async () => {
    // One spinning process per core: the machine is fully busy for as long as they run.
    const spinners = cpus().map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
    try {
      await sleep(300);
      const result = await waitForQuietCpu(2000);
      expect(result.busy).toBeGreaterThan(QUIET_BUSY_SHARE);
      expect(result.waitedMs).toBeGreaterThanOrEqual(2000);
    } finally {
      for (const spinner of spinners) spinner.kill("SIGKILL");
    }
  });
});
