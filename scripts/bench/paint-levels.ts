/**
 * Lighthouse's simulated first paint falls on two levels, by whether it waited for the page's JavaScript
 * (scripts/bench/simulated-paint.ts, decision 023): which runs waited, the medians of both groups, and the
 * report's section about it.
 */
import { atIndex, ms } from "./format";
import { median } from "./median";
import type { RunMetrics } from "./metrics";
import { PROFILES } from "./profiles";
import type { PageResult, ProfileResults } from "./results";

/**
 * Whether Lighthouse's simulated first paint of a run waited for most of the page's JavaScript: the module
 * graph finished downloading before the unthrottled load's first paint (scripts/bench/simulated-paint.ts).
 */
export const paintWaitedForScripts = (run: RunMetrics) => run.scriptsBeforePaint.bytes > run.jsBytes / 2;

/** The runs of a page whose simulated first paint waited for its JavaScript, and the medians of both groups. */
export function paintLevels(result: PageResult) {
  const waited = result.runs.filter(paintWaitedForScripts);
  const not = result.runs.filter((r) => !paintWaitedForScripts(r));
  const med = (runs: RunMetrics[], pick: (r: RunMetrics) => number) => (runs.length ? ms(median(runs.map(pick))) : "–");
  return {
    waited: waited.length,
    of: result.runs.length,
    fcp: `${med(waited, (r) => r.fcp)} / ${med(not, (r) => r.fcp)}`,
    lcp: `${med(waited, (r) => r.lcp)} / ${med(not, (r) => r.lcp)}`,
  };
}

/**
 * The median of `pick` over the runs whose simulated first paint did not wait for the JavaScript, which is how
 * decision 023 says to judge a change; undefined with fewer than three such runs (too few to judge).
 */
export function medianWithoutWait(result: PageResult, pick: (r: RunMetrics) => number): number | undefined {
  const runs = result.runs.filter((r) => !paintWaitedForScripts(r));
  return runs.length >= 3 ? median(runs.map(pick)) : undefined;
}

/** A miss's note when the simulated first paint waited for the JavaScript in some of the page's runs. */
export function paintNote(result: PageResult): string {
  const levels = paintLevels(result);
  if (!levels.waited) return "";
  return (
    `; Lighthouse's simulated first paint waited for the page's JavaScript in ${levels.waited} of ${levels.of} runs ` +
    `(FCP ${levels.fcp}, LCP ${levels.lcp} in those runs / the others; see "What the simulated first paint waited for")`
  );
}

/** Per page and profile: in how many runs the simulated first paint waited for the JavaScript, and what it cost. */
export function paintSection(results: ProfileResults, before?: ProfileResults): string[] {
  const lines = [
    "## What the simulated first paint waited for",
    "",
    "Lighthouse loads the page unthrottled and simulates slow 4G over what it saw. Its simulated first paint (FCP, and",
    "LCP likewise) waits for every high-priority script that finished downloading before the unthrottled load's first",
    "paint; module scripts, which all of ours are, are never excluded. Whether the module graph's loopback download",
    "beats the first frame varies from run to run, so FCP and LCP fall on two levels: a run \"waited\" when the",
    "scripts counted before its first paint were more than half of the page's JavaScript bytes. A visitor's browser",
    "paints without waiting for module scripts. Why: scripts/bench/simulated-paint.ts.",
    "",
    `| page | profile | runs that waited | FCP: waited / not | LCP: waited / not | host |${before ? " before: runs that waited |" : ""}`,
    `|---|---|---|---|---|---|${before ? "---|" : ""}`,
  ];
  for (const profile of PROFILES) {
    for (const r of results[profile.id]) {
      const a = paintLevels(r);
      const b = before?.[profile.id].find((x) => x.path === r.path);
      const earlier = b ? paintLevels(b) : undefined;
      lines.push(
        `| \`${r.path}\` | ${profile.id} | ${a.waited} of ${a.of} | ${a.fcp} | ${a.lcp} | ${atIndex(r.median.benchmarkIndex)} |${before ? ` ${earlier ? `${earlier.waited} of ${earlier.of}` : "–"} |` : ""}`,
      );
    }
  }
  lines.push("");
  return lines;
}
