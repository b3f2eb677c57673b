/** A page's runs summed up as its result (medians, and the typical run's breakdowns), live or from saved runs. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Result as LighthouseResult } from "lighthouse";
import { median } from "./median";
import { metricsOf, type RunMetrics } from "./metrics";
import { RUNS, RUNS_DIR } from "./options";
import { runFile } from "./pages";
import { CATEGORIES, PROFILES, type ProfileId } from "./profiles";

/** The run with the median Total Blocking Time: its breakdowns stand for the page. */
function typicalRun(runs: RunMetrics[]): RunMetrics {
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface PageResult {
  path: string;
  runs: RunMetrics[];
  /** Medians of the runs; the breakdowns (main thread, sections, long tasks) are the typical run's, whose index is `typicalRunIndex`. */
  median: Omit<RunMetrics, "misses" | "scriptsBeforePaint"> & { typicalRunIndex: number };
}

export function summarise(path: string, runs: RunMetrics[]): PageResult {
  const m = (pick: (r: RunMetrics) => number) => median(runs.map(pick));
  return {
    path,
    runs,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, m((r) => r.scores[id])])) as RunMetrics["scores"],
      fcp: m((r) => r.fcp),
      lcp: m((r) => r.lcp),
      tbt: m((r) => r.tbt),
      cls: m((r) => r.cls),
      totalBytes: m((r) => r.totalBytes),
      jsBytes: m((r) => r.jsBytes),
      requests: m((r) => r.requests),
      benchmarkIndex: m((r) => r.benchmarkIndex),
      longestTask: { ms: m((r) => r.longestTask.ms), url: runs[0]?.longestTask.url ?? "" },
      domElements: m((r) => r.domElements),
      mainThread: typicalRun(runs).mainThread,
      sections: typicalRun(runs).sections,
      longTasks: typicalRun(runs).longTasks,
      typicalRunIndex: typicalRun(runs).benchmarkIndex,
    },
  };
}

/** Results of one build: per profile, per page. */
export type ProfileResults = Record<ProfileId, PageResult[]>;

/** The results of the last bench, from its raw results (BENCH_REPORT_ONLY=1): no build, no runs. */
export async function resultsFromSavedRuns(pages: string[], dir = RUNS_DIR): Promise<ProfileResults> {
  const results = { mobile: [], "low-end": [] } as ProfileResults;
  for (const profile of PROFILES) {
    for (const path of pages) {
      const runs: RunMetrics[] = [];
      for (let i = 1; i <= RUNS; i++) runs.push(metricsOf(JSON.parse(await readFile(join(dir, runFile(path, profile, i)), "utf8")) as LighthouseResult));
      results[profile.id].push(summarise(path, runs));
    }
  }
  return results;
}
