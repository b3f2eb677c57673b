/**
 * The Lighthouse runs: every page under every profile, RUNS times, each saved beside the report. An earlier
 * build (BENCH_BEFORE_BUILD) and a comparison site (BENCH_COMPARE_DIR) are measured in the same rounds:
 * round i measures the first page of each site, then the second, and so on, the order of the sites turning
 * from page to page and round to round, so a change in load during the bench favours none of them.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Result as LighthouseResult } from "lighthouse";
import type { Calibration } from "./calibration";
import { indexNumber, ms } from "./format";
import { lighthouseRunWithRetry } from "./lighthouse";
import type { BenchMeta } from "./meta";
import { metricsOf, type RunMetrics } from "./metrics";
import { RUNS } from "./options";
import { runFile } from "./pages";
import { PROFILES, type Profile } from "./profiles";
import { slowerThanTypical, waitForQuietCpu } from "./quiet-machine";
import { summarise, type ProfileResults } from "./results";

/** A site to measure: the origin it is served on, the folder its runs are saved in, its pages, its label in the log. */
export interface MeasuredSite {
  origin: string;
  runsDir: string;
  pages: string[];
  label: string;
}

/** What the runs were, and how they kept the rest of the machine out of the timings (for the report's meta). */
export interface Measurements {
  results: ProfileResults;
  before: ProfileResults;
  compare: ProfileResults;
  quietWaitMs: number;
  repeated: NonNullable<BenchMeta["repeated"]>;
  keptIndexes: number[];
}

const emptyResults = () => ({ mobile: [], "low-end": [] }) as ProfileResults;

export async function measure(current: MeasuredSite, calibration: Calibration, earlier?: MeasuredSite, compared?: MeasuredSite): Promise<Measurements> {
  const sites = [current, earlier, compared].filter((s) => s !== undefined);
  const resultsOf = new Map(sites.map((s) => [s, emptyResults()]));
  // Other work on the machine is multiplied by the CPU slowdown like the page's own (scripts/bench/quiet-machine.ts):
  // each run waits for a quiet machine, and one whose CPU benchmark index says it was busy anyway is repeated.
  const keptIndexes: number[] = [];
  const repeated: NonNullable<BenchMeta["repeated"]> = [];
  let quietWaitMs = 0;
  const measureRun = async (site: MeasuredSite, path: string, profile: Profile, i: number): Promise<RunMetrics> => {
    const label = site === current ? "" : `${site.label}: `;
    const cpu = calibration.slowdowns[profile.id]?.effective ?? profile.cpu;
    let lhr: LighthouseResult;
    for (let attempt = 1; ; attempt++) {
      const quiet = await waitForQuietCpu();
      quietWaitMs += quiet.waitedMs;
      if (quiet.waitedMs >= 1000) console.log(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for a quiet machine (busy ${Math.round(quiet.busy * 100)} %)`);
      lhr = await lighthouseRunWithRetry(`${site.origin}${path}`, cpu);
      const index = lhr.environment.benchmarkIndex;
      const { slow, typical } = slowerThanTypical(index, keptIndexes);
      if (!slow || attempt >= 3) break;
      repeated.push({ run: `${label}${path} ${profile.id} run ${i}`, index: Math.round(index), typical: Math.round(typical!) });
      console.log(`${label}${path} ${profile.id} run ${i}: CPU benchmark index ${Math.round(index)}, typical ${Math.round(typical!)}: the machine was busy; repeating`);
    }
    keptIndexes.push(lhr.environment.benchmarkIndex);
    await writeFile(join(site.runsDir, runFile(path, profile, i)), JSON.stringify(lhr));
    const metrics = metricsOf(lhr);
    console.log(
      `${label}${path} ${profile.id} (${cpu}×) run ${i} at index ${indexNumber(metrics.benchmarkIndex)}: perf ${metrics.scores.performance}, FCP ${ms(metrics.fcp)}, LCP ${ms(metrics.lcp)}, TBT ${ms(metrics.tbt)}, CLS ${metrics.cls.toFixed(3)}`,
    );
    return metrics;
  };
  const slots = Math.max(...sites.map((s) => s.pages.length));
  for (const profile of PROFILES) {
    const runsOf = new Map(sites.map((s) => [s, new Map(s.pages.map((path) => [path, [] as RunMetrics[]]))]));
    for (let i = 1; i <= RUNS; i++) {
      for (let slot = 0; slot < slots; slot++) {
        const here = sites.filter((s) => slot < s.pages.length);
        // Turn the order from page to page and round to round, so a change in load favours no site.
        const turn = (i - 1 + slot) % here.length;
        for (const site of [...here.slice(turn), ...here.slice(0, turn)]) {
          const path = site.pages[slot]!;
          runsOf.get(site)!.get(path)!.push(await measureRun(site, path, profile, i));
        }
      }
    }
    for (const site of sites) {
      for (const path of site.pages) resultsOf.get(site)![profile.id].push(summarise(path, runsOf.get(site)!.get(path)!));
    }
  }
  return {
    results: resultsOf.get(current)!,
    before: earlier ? resultsOf.get(earlier)! : emptyResults(),
    compare: compared ? resultsOf.get(compared)! : emptyResults(),
    quietWaitMs,
    repeated,
    keptIndexes,
  };
}
