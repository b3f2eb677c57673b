import { describe, expect, it } from "vitest";
import { calibrate } from "../../../scripts/bench/calibration";
import type { BenchMeta } from "../../../scripts/bench/meta";
import type { RunMetrics } from "../../../scripts/bench/metrics";
import { PROFILES } from "../../../scripts/bench/profiles";
import { summarise, type ProfileResults } from "../../../scripts/bench/results";
import { pooledMedian, sideBySideTargets } from "../../../scripts/bench/side-by-side";

/** A run with the timings that matter here and the index of the host it was taken on. */
const run = (tbt: number, fcp: number, lcp: number, benchmarkIndex: number): RunMetrics => ({
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcp,
  lcp,
  tbt,
  cls: 0,
  totalBytes: 0,
  jsBytes: 0,
  requests: 0,
  benchmarkIndex,
  longestTask: { ms: 0, url: "" },
  domElements: 0,
  mainThread: [],
  longTasks: [],
  misses: {},
  sections: [],
  scriptsBeforePaint: { count: 0, bytes: 0 },
});

const meta: BenchMeta = {
  chromium: "Chromium",
  load: "0",
  date: "2026-11-28",
  calibration: calibrate(PROFILES, [3000], 1500),
  compare: { label: "AstroWind", dir: "/work/astrowind/dist", pages: ["/", "/services"] },
};

describe("pooledMedian", () => {
  it("is the median over every run of every page, with the median index of those runs", () => {
    const pages = [summarise("/", [run(100, 0, 0, 1500), run(140, 0, 0, 1600)]), summarise("/services", [run(80, 0, 0, 1400)])];
    expect(pooledMedian(pages, (r) => r.tbt)).toEqual({ value: 100, index: 1500 });
  });
});

describe("sideBySideTargets", () => {
  // AstroWind: TBT 100 ms median at the low-end profile, FCP 1,100 ms, LCP 1,500 ms under both.
  const theirs: ProfileResults = {
    mobile: [summarise("/", [run(5, 1100, 1500, 1500), run(5, 1100, 1500, 1500), run(5, 1100, 1500, 1500)])],
    "low-end": [summarise("/", [run(90, 1100, 1500, 1500), run(100, 1100, 1500, 1500)]), summarise("/services", [run(110, 1100, 1500, 1500)])],
  };

  it("meets the targets when our TBT is within 1.5× theirs and we paint no later", () => {
    const ours: ProfileResults = {
      mobile: [summarise("/", [run(10, 1000, 1400, 1500)])],
      "low-end": [summarise("/", [run(150, 1100, 1500, 1520)])],
    };
    const { rows, misses } = sideBySideTargets(ours, theirs, meta);
    expect(misses).toEqual([]);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.includes("✅"))).toBe(true);
    expect(rows[2]).toContain("TBT ≤ 1.5 × AstroWind's median (100 ms at index 1,500: 150 ms), low-end phone, 8× CPU slowdown at index 1,500: 16× on this host");
  });

  it("names each page over a bound with its figure and the index it was measured at", () => {
    const ours: ProfileResults = {
      mobile: [summarise("/", [run(10, 1200, 1400, 1500)])],
      "low-end": [summarise("/", [run(151, 1100, 1501, 1620)])],
    };
    const { rows, misses } = sideBySideTargets(ours, theirs, meta);
    expect(rows.filter((r) => r.includes("❌"))).toEqual([
      expect.stringMatching(/^\| FCP ≤ AstroWind's median \(1100 ms at index 1,500\), mobile .* \| ❌ `\/` 1200 ms at index 1,500 \|$/),
      expect.stringMatching(/^\| TBT ≤ 1\.5 × .* \| ❌ `\/` 151 ms at index 1,620 \|$/),
      expect.stringMatching(/^\| LCP ≤ .*low-end.* \| ❌ `\/` 1501 ms at index 1,620 \|$/),
    ]);
    expect(misses).toHaveLength(3);
  });
});
