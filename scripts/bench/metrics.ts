/** What one Lighthouse run says about a page: scores, timings, bytes, and where the main thread's time went. */
import type { Result as LighthouseResult } from "lighthouse";
import { CATEGORIES, type Category } from "./profiles";
import { scriptsBeforeObservedPaint } from "./simulated-paint";

/** The measure names the page writes around each on-need section's hydration (app/components/ui/hydration-timing.ts). */
export const HYDRATION_MEASURE_PREFIX = "hydrate ";

export interface RunMetrics {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  benchmarkIndex: number;
  /** The longest main-thread task (after the CPU slowdown) and the script it is attributed to. */
  longestTask: { ms: number; url: string };
  /** Elements in the page's DOM. */
  domElements: number;
  /** Where the main thread's time went: Lighthouse's categories (script evaluation, style and layout, …), largest first. */
  mainThread: { label: string; ms: number }[];
  /** The long tasks (over 50 ms after the CPU slowdown), longest first. */
  longTasks: { ms: number; url: string }[];
  /** Audits below full marks, by category: "title (display value)". */
  misses: Record<string, string[]>;
  /** What each on-need section's hydration cost, and the page start (everything outside those sections). */
  sections: SectionCost[];
  /** The scripts Lighthouse's simulated first paint waited for (scripts/bench/simulated-paint.ts). */
  scriptsBeforePaint: { count: number; bytes: number };
}

/**
 * One section's hydration, from the page's User Timing measure, with the main-thread time of the
 * tasks inside its window. Lighthouse observes the page unthrottled and simulates the slow CPU, so
 * the costs are the observed times multiplied by the profile's CPU slowdown: an estimate.
 */
export interface SectionCost {
  /** `section#portfolio (near)`: the section and what let it hydrate; "page start and shell" for the rest. */
  name: string;
  /** Observed start, ms after navigation start. */
  startMs: number;
  /** Estimated main-thread time (after the CPU slowdown) of the tasks in the section's window. */
  mainThreadMs: number;
  /** The longest of those tasks, estimated after the CPU slowdown. */
  longestTaskMs: number;
  /** Tasks that would be long (over 50 ms after the slowdown). */
  longTasks: number;
}

export function metricsOf(lhr: LighthouseResult): RunMetrics {
  const audit = (id: string) => lhr.audits[id];
  const requests = (audit("network-requests")?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const failing = (a: (typeof lhr.audits)[string] | undefined) =>
    a !== undefined && a.score !== null && a.score < 1 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode);
  const label = (a: (typeof lhr.audits)[string]) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`;
  const misses: Record<string, string[]> = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]!.auditRefs;
    misses[id] = refs.filter((ref) => ref.weight > 0 && failing(audit(ref.id))).map((ref) => label(audit(ref.id)!));
  }
  // For speed, also the largest savings Lighthouse suggests (audits without weight that estimate LCP/FCP/TBT gains).
  const savings = (a: (typeof lhr.audits)[string]) => Object.values(a.metricSavings ?? {}).reduce((sum: number, v) => sum + (v ?? 0), 0);
  misses.performance!.push(
    ...lhr.categories.performance!.auditRefs
      .filter((ref) => ref.weight === 0 && failing(audit(ref.id)) && savings(audit(ref.id)!) > 0)
      .map((ref) => audit(ref.id)!)
      .sort((a, b) => savings(b) - savings(a))
      .slice(0, 4)
      .map((a) => `suggestion: ${label(a)}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as RunMetrics["scores"],
    fcp: audit("first-contentful-paint")?.numericValue ?? NaN,
    lcp: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbt: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    totalBytes: audit("total-byte-weight")?.numericValue ?? NaN,
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longestTask: longestTaskOf(lhr),
    // Lighthouse 13 reports the DOM size as an insight; 12 had the `dom-size` audit.
    domElements: audit("dom-size-insight")?.numericValue ?? audit("dom-size")?.numericValue ?? NaN,
    mainThread: mainThreadOf(lhr),
    longTasks: longTasksOf(lhr),
    misses,
    sections: sectionCostsOf(lhr),
    scriptsBeforePaint: scriptsBeforeObservedPaint(lhr),
  };
}

/**
 * Maps the page's observed main-thread tasks onto its sections' hydration windows: a task belongs to
 * the section whose window holds most of it; tasks outside every window are the page start (script
 * evaluation, the shell's hydration: header and hero) or other work.
 */
function sectionCostsOf(lhr: LighthouseResult): SectionCost[] {
  const cpu = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
  const timings = (lhr.audits["user-timings"]?.details as { items?: { name: string; startTime: number; duration?: number; timingType: string }[] } | undefined)?.items ?? [];
  const windows = timings
    .filter((t) => t.timingType === "Measure" && t.name.startsWith(HYDRATION_MEASURE_PREFIX))
    .map((t) => ({ name: t.name.slice(HYDRATION_MEASURE_PREFIX.length), start: t.startTime, end: t.startTime + (t.duration ?? 0) }));
  const tasks = (lhr.audits["main-thread-tasks"]?.details as { items?: { startTime: number; duration: number }[] } | undefined)?.items ?? [];
  const costs = new Map<string, SectionCost>([["page start and shell", { name: "page start and shell", startMs: 0, mainThreadMs: 0, longestTaskMs: 0, longTasks: 0 }]]);
  for (const w of windows) costs.set(w.name, { name: w.name, startMs: w.start, mainThreadMs: 0, longestTaskMs: 0, longTasks: 0 });
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    const overlap = (w: { start: number; end: number }) => Math.max(0, Math.min(end, w.end) - Math.max(task.startTime, w.start));
    const owner = windows.reduce<{ name: string; overlap: number }>((best, w) => (overlap(w) > best.overlap ? { name: w.name, overlap: overlap(w) } : best), { name: "page start and shell", overlap: 0 });
    const cost = costs.get(owner.name)!;
    const estimated = task.duration * cpu;
    cost.mainThreadMs += estimated;
    cost.longestTaskMs = Math.max(cost.longestTaskMs, estimated);
    if (estimated > 50) cost.longTasks++;
  }
  return [...costs.values()];
}

function longTasksOf(lhr: LighthouseResult): RunMetrics["longTasks"] {
  const tasks = (lhr.audits["long-tasks"]?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? [];
  return tasks.map((t) => ({ ms: t.duration, url: t.url })).sort((a, b) => b.ms - a.ms);
}

function longestTaskOf(lhr: LighthouseResult): RunMetrics["longestTask"] {
  return longTasksOf(lhr)[0] ?? { ms: 0, url: "" };
}

function mainThreadOf(lhr: LighthouseResult): RunMetrics["mainThread"] {
  const items = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel?: string; group?: string; duration: number }[] } | undefined)?.items ?? [];
  return items.map((i) => ({ label: i.groupLabel ?? i.group ?? "other", ms: i.duration })).sort((a, b) => b.ms - a.ms);
}
