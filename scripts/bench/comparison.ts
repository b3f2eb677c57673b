/** The before/after table of an earlier build measured in the same run (BENCH_BEFORE_BUILD). */
import { atIndex, indexNumber, kib, ms } from "./format";
import type { BenchMeta } from "./meta";
import { profileTitle, type Profile } from "./profiles";
import type { PageResult } from "./results";

/** The earlier build against this one, medians of runs taken alternately in the same bench. */
export function comparison(profile: Profile, before: PageResult[], after: PageResult[], meta: BenchMeta): string[] {
  const lines = [
    `### Before and after, same run: ${profileTitle(profile, meta.calibration)}`,
    "",
    `Before: \`${meta.before ?? "earlier build"}\`, served side by side and measured alternately with this build (same pages,`,
    "same number of runs), so both saw the same machine load. Medians; before → after, each pair at the median CPU",
    "benchmark index of the runs it came from (last column).",
    "",
    "| page | performance | FCP | LCP | TBT | longest task | CLS | DOM elements | JS bytes | host |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const a of after) {
    const b = before.find((r) => r.path === a.path);
    if (!b) continue;
    const pair = (pick: (r: PageResult) => number, format: (v: number) => string) => `${format(pick(b))} → ${format(pick(a))}`;
    lines.push(
      `| \`${a.path}\` | ${pair((r) => r.median.scores.performance, String)} | ${pair((r) => r.median.fcp, ms)} | ${pair((r) => r.median.lcp, ms)} | ${pair((r) => r.median.tbt, ms)} | ${pair((r) => r.median.longestTask.ms, ms)} | ${pair((r) => r.median.cls, (v) => v.toFixed(3))} | ${pair((r) => r.median.domElements, String)} | ${pair((r) => r.median.jsBytes, kib)} | ${indexNumber(b.median.benchmarkIndex) === indexNumber(a.median.benchmarkIndex) ? atIndex(a.median.benchmarkIndex) : `at index ${pair((r) => r.median.benchmarkIndex, indexNumber)}`} |`,
    );
  }
  lines.push("");
  return lines;
}
