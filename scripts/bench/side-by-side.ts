/**
 * Another site measured in the same run (BENCH_COMPARE_DIR, e.g. AstroWind): its medians beside ours, and
 * issue 44's targets judged against it: at the low-end profile our TBT at most 1.5× its median, and our FCP
 * and LCP at or below its medians, under every profile. Its median is over all its runs (every page it was
 * measured on), each figure at the median benchmark index of the runs it came from.
 */
import { atIndex, kib, mark, ms } from "./format";
import { median } from "./median";
import type { BenchMeta } from "./meta";
import type { RunMetrics } from "./metrics";
import { PROFILES, profileTitle, type Profile } from "./profiles";
import type { PageResult, ProfileResults } from "./results";

/** How much longer our main thread may block than the comparison's, at the low-end profile (issue 44). */
export const TBT_RATIO_TARGET = 1.5;

/** The median over every run of every page of a site: a metric and the benchmark index of those runs. */
export function pooledMedian(results: PageResult[], pick: (run: RunMetrics) => number): { value: number; index: number } {
  const runs = results.flatMap((r) => r.runs);
  return { value: median(runs.map(pick)), index: median(runs.map((r) => r.benchmarkIndex)) };
}

const row = (site: string, r: PageResult) => {
  const m = r.median;
  return `| ${site} | \`${r.path}\` | ${m.scores.performance} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${ms(m.longestTask.ms)} | ${m.cls.toFixed(3)} | ${m.domElements} | ${kib(m.totalBytes)} | ${kib(m.jsBytes)} | ${m.requests} | ${atIndex(m.benchmarkIndex)} |`;
};

const pooledRow = (site: string, results: PageResult[]) => {
  const p = (pick: (run: RunMetrics) => number) => pooledMedian(results, pick).value;
  const index = pooledMedian(results, (r) => r.benchmarkIndex).value;
  return `| ${site} | all its runs | ${p((r) => r.scores.performance)} | ${ms(p((r) => r.fcp))} | ${ms(p((r) => r.lcp))} | ${ms(p((r) => r.tbt))} | ${ms(p((r) => r.longestTask.ms))} | ${p((r) => r.cls).toFixed(3)} | ${p((r) => r.domElements)} | ${kib(p((r) => r.totalBytes))} | ${kib(p((r) => r.jsBytes))} | ${p((r) => r.requests)} | ${atIndex(index)} |`;
};

/** The side-by-side table of one profile: our pages, its pages, and both sites' medians over all their runs. */
export function sideBySideSection(profile: Profile, ours: PageResult[], theirs: PageResult[], meta: BenchMeta): string[] {
  const label = meta.compare?.label ?? "comparison site";
  return [
    `### Side by side with ${label}, same run: ${profileTitle(profile, meta.calibration)}`,
    "",
    `${label}: the static build in \`${meta.compare?.dir ?? "?"}\`, served on loopback by scripts/bench/static-host.ts (brotli or gzip,`,
    "compressed before the runs, as a static host serves it) and measured in the same rounds as this site, the order turning",
    "from page to page, so both saw the same machine. Medians, each at the median CPU benchmark index of the runs it came from.",
    "",
    "| site | page | performance | FCP | LCP | TBT | longest task | CLS | DOM elements | total bytes | JS bytes | requests | host |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...ours.map((r) => row("this site", r)),
    ...theirs.map((r) => row(label, r)),
    pooledRow("this site", ours),
    pooledRow(label, theirs),
    "",
  ];
}

/** Issue 44's targets against the comparison site: rows for the targets table and the misses. */
export function sideBySideTargets(ours: ProfileResults, theirs: ProfileResults, meta: BenchMeta): { rows: string[]; misses: string[] } {
  const label = meta.compare?.label ?? "comparison site";
  const rows: string[] = [];
  const misses: string[] = [];
  const judge = (profile: Profile, metric: string, pick: (run: Pick<RunMetrics, "fcp" | "lcp" | "tbt">) => number, ratio: number) => {
    const theirsMedian = pooledMedian(theirs[profile.id], pick);
    const bound = theirsMedian.value * ratio;
    const over = ours[profile.id].filter((r) => pick(r.median) > bound);
    const limit = ratio === 1 ? `${label}'s median (${ms(theirsMedian.value)} ${atIndex(theirsMedian.index)})` : `${ratio} × ${label}'s median (${ms(theirsMedian.value)} ${atIndex(theirsMedian.index)}: ${ms(bound)})`;
    const pageFigure = (r: PageResult) => `\`${r.path}\` ${ms(pick(r.median))} ${atIndex(r.median.benchmarkIndex)}`;
    rows.push(`| ${metric} ≤ ${limit}, ${profileTitle(profile, meta.calibration)} | ${mark(over.length === 0)} ${over.map(pageFigure).join(", ")} |`);
    for (const r of over) misses.push(`- **${metric} on \`${r.path}\` (${profile.id}) = ${ms(pick(r.median))} ${atIndex(r.median.benchmarkIndex)}**: above ${limit} in the same run (see "Side by side with ${label}").`);
  };
  for (const profile of PROFILES) {
    if (!theirs[profile.id].length || !ours[profile.id].length) continue;
    if (profile.id === "low-end") judge(profile, "TBT", (r) => r.tbt, TBT_RATIO_TARGET);
    judge(profile, "FCP", (r) => r.fcp, 1);
    judge(profile, "LCP", (r) => r.lcp, 1);
  }
  return { rows, misses };
}
