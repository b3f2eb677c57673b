/**
 * The Lighthouse runs: every page under every profile, RUNS times, each saved beside the report. With an
 * earlier build, its runs alternate with this build's, so a change in load during a pair favours neither.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Result as LighthouseResult } from "lighthouse";
import { ms } from "./format";
import { lighthouseRunWithRetry } from "./lighthouse";
import type { BenchMeta } from "./meta";
import { metricsOf, type RunMetrics } from "./metrics";
import { RUNS } from "./options";
import { runFile } from "./pages";
import { PROFILES, type Profile } from "./profiles";
import { slowerThanTypical, waitForQuietCpu } from "./quiet-machine";
import { summarise, type ProfileResults } from "./results";

/** A build to measure: the origin it is served on and the folder its runs are saved in. */
export interface MeasuredBuild {
  origin: string;
  runsDir: string;
}

/** What the runs were, and how they kept the rest of the machine out of the timings (for the report's meta). */
export interface Measurements {
  results: ProfileResults;
  before: ProfileResults;
  quietWaitMs: number;
  repeated: NonNullable<BenchMeta["repeated"]>;
  keptIndexes: number[];
}

export async function measure(pages: string[], current: MeasuredBuild, earlier?: MeasuredBuild): Promise<Measurements> {
  const results = { mobile: [], "low-end": [] } as ProfileResults;
  const beforeResults = { mobile: [], "low-end": [] } as ProfileResults;
  // Other work on the machine is multiplied by the CPU slowdown like the page's own (scripts/bench/quiet-machine.ts):
  // each run waits for a quiet machine, and one whose CPU benchmark index says it was busy anyway is repeated.
  const keptIndexes: number[] = [];
  const repeated: NonNullable<BenchMeta["repeated"]> = [];
  let quietWaitMs = 0;
  const measureRun = async (label: string, origin: string, dir: string, path: string, profile: Profile, i: number, runs: RunMetrics[]) => {
    let lhr: LighthouseResult;
    for (let attempt = 1; ; attempt++) {
      const quiet = await waitForQuietCpu();
      quietWaitMs += quiet.waitedMs;
      if (quiet.waitedMs >= 1000) console.log(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for a quiet machine (busy ${Math.round(quiet.busy * 100)} %)`);
      lhr = await lighthouseRunWithRetry(`${origin}${path}`, profile);
      const index = lhr.environment.benchmarkIndex;
      const { slow, typical } = slowerThanTypical(index, keptIndexes);
      if (!slow || attempt >= 3) break;
      repeated.push({ run: `${label}${path} ${profile.id} run ${i}`, index: Math.round(index), typical: Math.round(typical!) });
      console.log(`${label}${path} ${profile.id} run ${i}: CPU benchmark index ${Math.round(index)}, typical ${Math.round(typical!)}: the machine was busy; repeating`);
    }
    keptIndexes.push(lhr.environment.benchmarkIndex);
    await writeFile(join(dir, runFile(path, profile, i)), JSON.stringify(lhr));
    const metrics = metricsOf(lhr);
    runs.push(metrics);
    console.log(`${label}${path} ${profile.id} run ${i}: perf ${metrics.scores.performance}, FCP ${ms(metrics.fcp)}, LCP ${ms(metrics.lcp)}, TBT ${ms(metrics.tbt)}, CLS ${metrics.cls.toFixed(3)}`);
  };
  for (const path of pages) {
    for (const profile of PROFILES) {
      const runs: RunMetrics[] = [];
      const beforeRuns: RunMetrics[] = [];
      for (let i = 1; i <= RUNS; i++) {
        // Alternate which build goes first, so a change in load during a pair favours neither.
        const measureCurrent = () => measureRun("", current.origin, current.runsDir, path, profile, i, runs);
        const measureEarlier = () => measureRun("before: ", earlier!.origin, earlier!.runsDir, path, profile, i, beforeRuns);
        if (!earlier) await measureCurrent();
        else if (i % 2) await measureCurrent().then(measureEarlier);
        else await measureEarlier().then(measureCurrent);
      }
      results[profile.id].push(summarise(path, runs));
      if (earlier) beforeResults[profile.id].push(summarise(path, beforeRuns));
    }
  }
  return { results, before: beforeResults, quietWaitMs, repeated, keptIndexes };
}
