/**
 * `npm run bench`: builds the site, starts the real server on loopback, runs Lighthouse three times
 * on seven representative pages with Debian's Chromium under two profiles (the mobile defaults:
 * simulated slow 4G and 4× CPU slowdown; and a low-end phone: the same with 8× CPU slowdown), and
 * writes bench/REPORT.md with the medians, what each section's hydration costs (from the page's
 * `hydrate …` User Timing measures, app/components/ui/hydration-timing.ts), the per-page gzip
 * weights from the build, and the reasons for every missed target. Raw results go to bench/.runs/.
 * Each run first waits for a quiet machine, and a run the machine was busy for is repeated
 * (scripts/bench/quiet-machine.ts): other work would be multiplied by the CPU slowdown like the page's.
 *
 * Environment: BENCH_PORT (4710), CHROMIUM_PATH (/usr/bin/chromium), BENCH_RUNS (3),
 * BENCH_SKIP_BUILD=1 to measure an existing bench build, BENCH_REPORT_ONLY=1 to rewrite the
 * report from the last runs' saved results, BENCH_BEFORE_BUILD=<build folder> to measure an earlier
 * build in the same run (interleaved with this one, so both see the same machine load) and report both
 * (BENCH_BEFORE_LABEL names it), BENCH_NOTE=<sentence> to say something about the run in the report,
 * BENCH_PAGES=/,/contact to measure only some pages (a quick look; the report then covers only those).
 */
import { existsSync } from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
// chrome-launcher ships with lighthouse (its own dependency); it starts Chromium with a debugging port.
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { median } from "./bench/median";
import { SLOW_INDEX_SHARE, QUIET_BUSY_SHARE, slowerThanTypical, waitForQuietCpu } from "./bench/quiet-machine";
import { scriptsBeforeObservedPaint } from "./bench/simulated-paint";
import { BUDGETS, KB, formatKb, measurePages, type PageWeight, type RenderedPage } from "./page-weights";

const ROOT = resolve(import.meta.dirname, "..");
const RUNS_DIR = join(ROOT, "bench", ".runs");
const BUILD_DIR = join(RUNS_DIR, "build");
const REPORT = join(ROOT, "bench", "REPORT.md");
const PORT = Number(process.env.BENCH_PORT ?? 4710);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BEFORE_BUILD = process.env.BENCH_BEFORE_BUILD ? resolve(process.env.BENCH_BEFORE_BUILD) : undefined;
const BEFORE_RUNS_DIR = join(RUNS_DIR, "before");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * The Lighthouse profiles measured. Both simulate slow 4G on a Moto G Power screen; the low-end
 * phone doubles the CPU slowdown (a cheap Android, or a phone busy with something else).
 */
const PROFILES = [
  { id: "mobile", title: "mobile (Lighthouse default, 4× CPU slowdown)", cpu: 4, performance: 100, tbtMs: 50 },
  { id: "low-end", title: "low-end phone (8× CPU slowdown)", cpu: 8, performance: 95, tbtMs: 150 },
] as const;
type Profile = (typeof PROFILES)[number];
type ProfileId = Profile["id"];

/** Targets from the issues (23 for speed); reported, not enforced by tests (timings vary by machine). */
const TARGETS = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  jsKb: BUDGETS.js / KB,
  homeTransferKb: 180,
};

/** The measure names the page writes around each on-need section's hydration (app/components/ui/hydration-timing.ts). */
const HYDRATION_MEASURE_PREFIX = "hydrate ";

/** What the report says about the run: browser, tool, machine load (`uptime`'s 1/5/15-minute averages), date. */
interface BenchMeta {
  chromium: string;
  lighthouse?: string;
  load: string;
  /** Load average when the last run finished. */
  loadAfter?: string;
  date: string;
  /** What the before/after comparison measured as "before" (BENCH_BEFORE_LABEL or the build folder), if any. */
  before?: string;
  /** A sentence about the conditions of the run (BENCH_NOTE), printed under the header: e.g. other work on the machine. */
  note?: string;
  /** How long the runs waited, in all, for the rest of the machine to go quiet (scripts/bench/quiet-machine.ts). */
  quietWaitMs?: number;
  /** Runs taken on a busy machine (benchmark index well below the typical one) and repeated. */
  repeated?: { run: string; index: number; typical: number }[];
  /** The lowest and highest benchmark index of the runs kept. */
  indexRange?: [number, number];
}

interface RunMetrics {
  scores: Record<(typeof CATEGORIES)[number], number>;
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
interface SectionCost {
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

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

async function firstBlogSlug(): Promise<string> {
  const files = (await readdir(join(ROOT, "content", "blog"))).filter((f) => f.endsWith(".md")).sort();
  if (!files[0]) throw new Error("no blog post to measure");
  return files[0].replace(/\.md$/, "");
}

async function startServer(dataDir: string, buildDir = BUILD_DIR, port = PORT): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // A build from before the server was built with the routes (an earlier version measured beside this
  // one) has its server in server-entry.js; today's build runs server/index.js.
  const legacyEntry = join(buildDir, "server-entry.js");
  const entry = existsSync(legacyEntry) ? legacyEntry : join(buildDir, "server", "index.js");
  const server = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(250);
  }
  server.kill("SIGTERM");
  throw new Error(`server did not answer on ${origin} within 60 s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  await Promise.race([exited, sleep(8000).then(() => server.kill("SIGKILL"))]);
}

function metricsOf(lhr: LighthouseResult): RunMetrics {
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

/** One Lighthouse run in a fresh Chromium (empty cache: a first visit), with the profile's CPU slowdown. */
async function lighthouseRun(url: string, profile: Profile): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: profile.cpu },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse occasionally fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function lighthouseRunWithRetry(url: string, profile: Profile, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, profile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${(error as Error).message}; retrying`);
    }
  }
}

/** The run with the median Total Blocking Time: its breakdowns stand for the page. */
function typicalRun(runs: RunMetrics[]): RunMetrics {
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

interface PageResult {
  path: string;
  runs: RunMetrics[];
  median: Omit<RunMetrics, "misses" | "scriptsBeforePaint">;
}

function summarise(path: string, runs: RunMetrics[]): PageResult {
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
    },
  };
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "(no script)";
const ms = (v: number) => `${Math.round(v)} ms`;
const kib = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "✅" : "❌");

/** Why a page missed a target: the Lighthouse audits that did not pass, with how many runs saw each. */
function reasons(result: PageResult, category: string): string[] {
  const seen = new Map<string, { detail: string; runs: number }>();
  for (const r of result.runs) {
    for (const miss of r.misses[category] ?? []) {
      const title = miss.replace(/ \(.*\)$/, "");
      seen.set(title, { detail: miss, runs: (seen.get(title)?.runs ?? 0) + 1 });
    }
  }
  return [...seen.values()].map(({ detail, runs }) => `${detail} — in ${runs} of ${result.runs.length} runs`);
}

/**
 * Whether Lighthouse's simulated first paint of a run waited for most of the page's JavaScript: the module
 * graph finished downloading before the unthrottled load's first paint (scripts/bench/simulated-paint.ts).
 */
const paintWaitedForScripts = (run: RunMetrics) => run.scriptsBeforePaint.bytes > run.jsBytes / 2;

/** The runs of a page whose simulated first paint waited for its JavaScript, and the medians of both groups. */
function paintLevels(result: PageResult) {
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
function medianWithoutWait(result: PageResult, pick: (r: RunMetrics) => number): number | undefined {
  const runs = result.runs.filter((r) => !paintWaitedForScripts(r));
  return runs.length >= 3 ? median(runs.map(pick)) : undefined;
}

/** A target row judged on the runs that did not wait (decision 023): the misses, and the pages with too few such runs. */
function rowWithoutWait(target: string, misses: string[], unjudged: string[]): string {
  const notes = [...misses, ...(unjudged.length ? [`not judged (fewer than 3 such runs): ${unjudged.join(", ")}`] : [])];
  return `| ${target}, runs whose simulated first paint did not wait (decision 023) | ${mark(misses.length === 0)} ${notes.join(", ")} |`;
}

/** A miss's note when the simulated first paint waited for the JavaScript in some of the page's runs. */
function paintNote(result: PageResult): string {
  const levels = paintLevels(result);
  if (!levels.waited) return "";
  return (
    `; Lighthouse's simulated first paint waited for the page's JavaScript in ${levels.waited} of ${levels.of} runs ` +
    `(FCP ${levels.fcp}, LCP ${levels.lcp} in those runs / the others; see "What the simulated first paint waited for")`
  );
}

/** Results of one build: per profile, per page. */
type ProfileResults = Record<ProfileId, PageResult[]>;

/** How the runs kept other work on the machine out of the timings (scripts/bench/quiet-machine.ts); nothing for a report from before that. */
function quietMachineLines(meta: BenchMeta): string[] {
  if (meta.repeated === undefined) return [];
  const range = meta.indexRange ? ` (benchmark index of the runs kept: ${meta.indexRange[0]}–${meta.indexRange[1]})` : "";
  const repeats = meta.repeated.length === 0
    ? "none was repeated"
    : `repeated ${meta.repeated.length}: ${meta.repeated.map((r) => `${r.run} (index ${r.index}, typical ${r.typical})`).join("; ")}`;
  return [
    `Each run waited until the rest of the machine used at most ${Math.round(QUIET_BUSY_SHARE * 100)} % of the CPU (${Math.round((meta.quietWaitMs ?? 0) / 1000)} s of waiting in all), and a run whose CPU benchmark index was below ${Math.round(SLOW_INDEX_SHARE * 100)} % of the typical one was repeated, at most twice${range}: ${repeats}.`,
  ];
}

function report(results: ProfileResults, weights: PageWeight[], meta: BenchMeta, before?: ProfileResults): string {
  const lines: string[] = [];
  const all = PROFILES.flatMap((p) => results[p.id]);
  const measured = new Set(all.map((r) => r.path));
  lines.push(
    "# Speed and size benchmark",
    "",
    `Generated by \`npm run bench\` (scripts/bench.ts) on ${meta.date}. Lighthouse ${meta.lighthouse ?? "13.5.0"}, simulated slow 4G on a`,
    `Moto G Power screen, two CPU profiles: ${PROFILES.map((p) => p.title).join("; ")}. ${meta.chromium}, headless.`,
    `${RUNS} run${RUNS === 1 ? "" : "s"} per page and profile against the production server on ${ORIGIN}; ${RUNS === 1 ? "every figure below is that one run (not a median)" : "every figure below is the median of the runs"}.`,
    `Machine: ${cpus().length} CPU cores, load average (1/5/15 min, as \`uptime\` shows it) ${meta.load} when the runs started${meta.loadAfter ? ` and ${meta.loadAfter} when they ended` : ""}; Lighthouse CPU benchmark index (median) ${Math.round(median(all.map((r) => r.median.benchmarkIndex)))}.`,
    ...quietMachineLines(meta),
    "Timing metrics (LCP, TBT, performance score) depend on the machine; byte counts do not.",
    "",
  );
  if (meta.note) lines.push(meta.note, "");

  for (const profile of PROFILES) {
    lines.push(
      `## Lighthouse medians: ${profile.title}`,
      "",
      "| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | longest task | CLS | DOM elements | total bytes | JS bytes | requests |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const r of results[profile.id]) {
      const m = r.median;
      lines.push(
        `| \`${r.path}\` | ${m.scores.performance} (${r.runs.map((run) => run.scores.performance).join(", ")}) | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${ms(m.longestTask.ms)} | ${m.cls.toFixed(3)} | ${m.domElements} | ${kib(m.totalBytes)} | ${kib(m.jsBytes)} | ${m.requests} |`,
      );
    }
    lines.push("");
    if (before) lines.push(...comparison(profile, before[profile.id], results[profile.id], meta));
  }
  lines.push(
    "Bytes are transfer sizes as Lighthouse saw them (brotli from our server); 1 KB = 1024 bytes. The longest task is the",
    "longest main-thread task of a run (after the profile's CPU slowdown), median over the runs.",
    "",
  );

  // Targets.
  lines.push("## Targets", "", "| target | result |", "|---|---|");
  const misses: string[] = [];
  for (const profile of PROFILES) {
    const rs = results[profile.id];
    const slow = rs.filter((r) => r.median.scores.performance < profile.performance);
    const op = profile.performance === 100 ? "=" : "≥";
    lines.push(`| performance ${op} ${profile.performance}, ${profile.title} | ${mark(slow.length === 0)} ${slow.map((r) => `\`${r.path}\` ${r.median.scores.performance}`).join(", ")} |`);
    for (const r of slow) misses.push(`- **performance on \`${r.path}\` (${profile.id}) = ${r.median.scores.performance}**: ${reasons(r, "performance").join("; ") || "no single failing audit"}${paintNote(r)}.`);
    if (slow.some((r) => paintLevels(r).waited > 0)) {
      const scores = rs.map((r) => ({ r, score: medianWithoutWait(r, (run) => run.scores.performance) }));
      lines.push(
        rowWithoutWait(
          `performance ${op} ${profile.performance}, ${profile.title}`,
          scores.filter((x) => x.score !== undefined && x.score < profile.performance).map((x) => `\`${x.r.path}\` ${x.score}`),
          scores.filter((x) => x.score === undefined).map((x) => `\`${x.r.path}\``),
        ),
      );
    }
    const blocking = rs.filter((r) => r.median.tbt > profile.tbtMs);
    lines.push(`| TBT ≤ ${profile.tbtMs} ms, ${profile.title} | ${mark(blocking.length === 0)} ${blocking.map((r) => `\`${r.path}\` ${ms(r.median.tbt)}`).join(", ")} |`);
    for (const r of blocking) {
      misses.push(
        `- **TBT on \`${r.path}\` (${profile.id}) = ${ms(r.median.tbt)}**: longest main-thread tasks ` +
          `${r.median.longTasks.slice(0, 3).map((t) => `${ms(t.ms)} \`${shortUrl(t.url)}\``).join(", ") || "none over 50 ms"}; by section: ${sectionSummary(r)} (see "Hydration cost per section").`,
      );
    }
    if (before) {
      const later = rs.filter((r) => {
        const b = before[profile.id].find((x) => x.path === r.path);
        return b !== undefined && r.median.lcp > b.median.lcp * 1.05 + 50;
      });
      lines.push(
        `| LCP unchanged or better than before (within 5% + 50 ms), ${profile.title} | ${mark(later.length === 0)} ${later.map((r) => `\`${r.path}\` ${ms(before[profile.id].find((x) => x.path === r.path)!.median.lcp)} → ${ms(r.median.lcp)}`).join(", ")} |`,
      );
      if (later.some((r) => paintLevels(r).waited > 0 || paintLevels(before[profile.id].find((x) => x.path === r.path)!).waited > 0)) {
        const pairs = rs.flatMap((r) => {
          const b = before[profile.id].find((x) => x.path === r.path);
          return b ? [{ r, after: medianWithoutWait(r, (run) => run.lcp), before: medianWithoutWait(b, (run) => run.lcp) }] : [];
        });
        const judged = pairs.filter((p) => p.after !== undefined && p.before !== undefined);
        lines.push(
          rowWithoutWait(
            `LCP unchanged or better than before (within 5% + 50 ms), ${profile.title}`,
            judged.filter((p) => p.after! > p.before! * 1.05 + 50).map((p) => `\`${p.r.path}\` ${ms(p.before!)} → ${ms(p.after!)}`),
            pairs.filter((p) => !judged.includes(p)).map((p) => `\`${p.r.path}\``),
          ),
        );
      }
      for (const r of later) {
        const earlier = before[profile.id].find((x) => x.path === r.path)!;
        const [a, b] = [paintLevels(r), paintLevels(earlier)];
        const perRun = (x: PageResult) => x.runs.map((run) => ms(run.lcp)).join(", ");
        misses.push(
          `- **LCP on \`${r.path}\` (${profile.id}) later than before**: ` +
            (a.waited || b.waited
              ? `the simulated first paint waited for the page's JavaScript in ${a.waited} of ${a.of} runs after and ${b.waited} of ${b.of} before (see "What the simulated first paint waited for").`
              : `not the simulated first paint's wait (no run of either build waited for the JavaScript); LCP per run before: ${perRun(earlier)}; after: ${perRun(r)}.`),
        );
      }
    }
  }
  for (const id of CATEGORIES.filter((c) => c !== "performance")) {
    const target = TARGETS[id];
    const failing = all.filter((r) => r.median.scores[id] < target);
    lines.push(`| ${id} = ${target} on every measured page and profile | ${mark(failing.length === 0)} ${failing.map((r) => `\`${r.path}\` ${r.median.scores[id]}`).join(", ")} |`);
    for (const r of failing) misses.push(`- **${id} on \`${r.path}\` = ${r.median.scores[id]}**: ${reasons(r, id).join("; ") || "see bench/.runs"}.`);
  }
  const shifting = all.filter((r) => r.median.cls > TARGETS.cls);
  lines.push(`| CLS = 0 | ${mark(shifting.length === 0)} ${[...new Set(shifting.map((r) => `\`${r.path}\` ${r.median.cls.toFixed(3)}`))].join(", ")} |`);
  for (const r of shifting) misses.push(`- **CLS on \`${r.path}\` = ${r.median.cls.toFixed(3)}**: ${reasons(r, "performance").filter((x) => /shift/i.test(x)).join("; ") || "see the layout-shift diagnostics in bench/.runs"}`);

  const heaviest = [...weights].sort((a, b) => b.js - a.js)[0]!;
  const jsOk = heaviest.js <= TARGETS.jsKb * KB;
  lines.push(`| ≤ ${TARGETS.jsKb} KB gzip JavaScript on any page (build) | ${mark(jsOk)} heaviest: \`${heaviest.path}\` ${formatKb(heaviest.js)} |`);
  const home = results.mobile.find((r) => r.path === "/");
  const homeOk = home ? home.median.totalBytes <= TARGETS.homeTransferKb * KB : false;
  lines.push(`| ≤ ${TARGETS.homeTransferKb} KB total transfer, home page first load | ${mark(homeOk)} ${home ? kib(home.median.totalBytes) : "not measured"} |`);
  lines.push(`| gzip CSS ≤ ${BUDGETS.css / KB} KB on any page (build) | ${mark(weights.every((w) => w.css <= BUDGETS.css))} heaviest: ${formatKb(Math.max(...weights.map((w) => w.css)))} |`);

  // JavaScript every page shares (framework and layout), to explain the JS figure.
  const shared = weights.map((w) => new Set(w.jsFiles)).reduce((a, b) => new Set([...a].filter((f) => b.has(f))));
  const sharedBytes = [...shared].reduce((sum, f) => sum + (heaviest.fileBytes[f] ?? 0), 0);
  const largest = [...shared].sort((a, b) => (heaviest.fileBytes[b] ?? 0) - (heaviest.fileBytes[a] ?? 0)).slice(0, 3);
  const sharedNote =
    `${formatKb(sharedBytes)} of JavaScript is loaded by every page (framework and layout; largest: ` +
    `${largest.map((f) => `\`${f.replace(/^\/assets\//, "")}\` ${formatKb(heaviest.fileBytes[f] ?? 0)}`).join(", ")}), ` +
    `leaving ${formatKb(Math.max(0, BUDGETS.js - sharedBytes))} of the ${formatKb(BUDGETS.js)} budget for each page's own code.`;
  lines.push("", sharedNote);
  if (!jsOk) misses.push(`- **JavaScript on \`${heaviest.path}\` = ${formatKb(heaviest.js)}**: ${sharedNote} See the weights table for the page's own share.`);
  if (!homeOk && home) misses.push(`- **Home page transfer = ${kib(home.median.totalBytes)}**: JavaScript is ${kib(home.median.jsBytes)} of it.`);
  lines.push("", "### Misses and why", "", ...(misses.length ? misses : ["None: every target is met."]), "");
  lines.push(...paintSection(results, before));

  lines.push(
    "## Hydration cost per section",
    "",
    "Which section costs what, from the run with the median TBT of each page. The page writes a User Timing measure",
    "around each on-need section's hydration (`hydrate <section> (<trigger>)`, app/components/ui/hydration-timing.ts;",
    "the trigger is what let it hydrate: near the viewport, idle, interaction, navigation, submission (a form was sent),",
    "revalidation (the page refreshed its data)). Each observed main-thread",
    "task goes to the section whose window holds most of it; \"page start and shell\" is everything else (script evaluation, the",
    "header and hero, which hydrate at once, style and layout). Lighthouse observes the page unthrottled and simulates",
    "the slow CPU, so the times here are the observed ones multiplied by the profile's slowdown: estimates, comparable",
    "between sections, not equal to Lighthouse's own TBT. \"long\" counts the tasks over 50 ms after the slowdown.",
    "",
  );
  for (const profile of PROFILES) {
    lines.push(`### ${profile.title}`, "", "| page | section (trigger): start, main-thread time, longest task, long tasks |", "|---|---|");
    for (const r of results[profile.id]) {
      const parts = [...r.median.sections]
        .sort((a, b) => a.startMs - b.startMs)
        .map((c) => `${c.name}: ${c.name === "page start and shell" ? "" : `at ${ms(c.startMs)}, `}${ms(c.mainThreadMs)}, longest ${ms(c.longestTaskMs)}${c.longTasks ? `, ${c.longTasks} long` : ""}`);
      lines.push(`| \`${r.path}\` | ${parts.join("<br>") || "no measures (an older build?)"} |`);
    }
    lines.push("");
  }

  lines.push(
    "## Main-thread time per page",
    "",
    "From the run with the median TBT of each page (after the profile's CPU slowdown): where the main thread's time went, and",
    "the long tasks (over 50 ms; each one beyond 50 ms counts towards TBT) with the script Lighthouse attributes them to.",
    "",
  );
  for (const profile of PROFILES) {
    lines.push(`### ${profile.title}`, "", "| page | main-thread time by kind | long tasks |", "|---|---|---|");
    for (const r of results[profile.id]) {
      const total = r.median.mainThread.reduce((sum, x) => sum + x.ms, 0);
      const kinds = r.median.mainThread.slice(0, 4).map((x) => `${x.label} ${ms(x.ms)}`).join("; ");
      const tasks = r.median.longTasks.length ? r.median.longTasks.slice(0, 4).map((t) => `${ms(t.ms)} \`${shortUrl(t.url)}\``).join(", ") : "none";
      lines.push(`| \`${r.path}\` | ${ms(total)} in all: ${kinds} | ${tasks} |`);
    }
    lines.push("");
  }

  // Build weights.
  lines.push(
    "## Gzip bytes per page from the build",
    "",
    "Computed from the build output (scripts/page-weights.ts, gzip level 9): the HTML document, the stylesheets it links and",
    "the JavaScript modules it loads at start-up. The same numbers back the budget tests (tests/e2e/budgets.spec.ts).",
    "\"HTML parsed\" is the document uncompressed: what the browser's parser works through while the page loads.",
    "Pages measured by Lighthouse are in bold.",
    "",
    "| page | HTML | HTML parsed | CSS | JS | JS files |",
    "|---|---|---|---|---|---|",
  );
  for (const w of weights) {
    const name = measured.has(w.path) ? `**\`${w.path}\`**` : `\`${w.path}\``;
    lines.push(`| ${name} | ${formatKb(w.html)} | ${formatKb(w.htmlParsed)} | ${formatKb(w.css)} | ${formatKb(w.js)} | ${w.jsFiles.length} |`);
  }
  lines.push("", `Targets, also enforced by the budget tests: JS ≤ ${BUDGETS.js / KB} KB and CSS ≤ ${BUDGETS.css / KB} KB gzip per page.`, "");
  return lines.join("\n");
}

/** Per page and profile: in how many runs the simulated first paint waited for the JavaScript, and what it cost. */
function paintSection(results: ProfileResults, before?: ProfileResults): string[] {
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
    `| page | profile | runs that waited | FCP: waited / not | LCP: waited / not |${before ? " before: runs that waited |" : ""}`,
    `|---|---|---|---|---|${before ? "---|" : ""}`,
  ];
  for (const profile of PROFILES) {
    for (const r of results[profile.id]) {
      const a = paintLevels(r);
      const b = before?.[profile.id].find((x) => x.path === r.path);
      const earlier = b ? paintLevels(b) : undefined;
      lines.push(
        `| \`${r.path}\` | ${profile.id} | ${a.waited} of ${a.of} | ${a.fcp} | ${a.lcp} |${before ? ` ${earlier ? `${earlier.waited} of ${earlier.of}` : "–"} |` : ""}`,
      );
    }
  }
  lines.push("");
  return lines;
}

/** The costliest sections of a page, for a miss's explanation. */
function sectionSummary(r: PageResult): string {
  return [...r.median.sections]
    .sort((a, b) => b.mainThreadMs - a.mainThreadMs)
    .slice(0, 3)
    .map((c) => `${c.name} ${ms(c.mainThreadMs)} (longest ${ms(c.longestTaskMs)})`)
    .join(", ");
}

/** The earlier build against this one, medians of runs taken alternately in the same bench. */
function comparison(profile: Profile, before: PageResult[], after: PageResult[], meta: BenchMeta): string[] {
  const lines = [
    `### Before and after, same run: ${profile.title}`,
    "",
    `Before: \`${meta.before ?? "earlier build"}\`, served side by side and measured alternately with this build (same pages,`,
    "same number of runs), so both saw the same machine load. Medians; before → after.",
    "",
    "| page | performance | FCP | LCP | TBT | longest task | CLS | DOM elements | JS bytes |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const a of after) {
    const b = before.find((r) => r.path === a.path);
    if (!b) continue;
    const pair = (pick: (r: PageResult) => number, format: (v: number) => string) => `${format(pick(b))} → ${format(pick(a))}`;
    lines.push(
      `| \`${a.path}\` | ${pair((r) => r.median.scores.performance, String)} | ${pair((r) => r.median.fcp, ms)} | ${pair((r) => r.median.lcp, ms)} | ${pair((r) => r.median.tbt, ms)} | ${pair((r) => r.median.longestTask.ms, ms)} | ${pair((r) => r.median.cls, (v) => v.toFixed(3))} | ${pair((r) => r.median.domElements, String)} | ${pair((r) => r.median.jsBytes, kib)} |`,
    );
  }
  lines.push("");
  return lines;
}

async function chromiumVersion(): Promise<string> {
  return new Promise((done) => {
    const child = spawn(CHROMIUM_PATH, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", () => done(out.trim().split("\n")[0] || "Chromium"));
    child.on("error", () => done("Chromium"));
  });
}

/** Rebuilds the report from the raw results of the last bench (BENCH_REPORT_ONLY=1): no build, no runs. */
async function reportFromSavedRuns(pages: string[], dir = RUNS_DIR): Promise<ProfileResults> {
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

const runSlug = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));
const runFile = (path: string, profile: Profile, i: number) => `${runSlug(path)}-${profile.id}-${i}.json`;

/** The pages measured: issue 23's list (home, services, a case study, a town, a post, contact, booking). */
async function benchPages(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",");
  return ["/", "/services", "/profile/dental-clinic", "/locations/warren", `/blog/${await firstBlogSlug()}`, "/contact", "/book"];
}

/**
 * The measured pages the build did not prerender (home, /book: the server renders them per request), for the
 * weights table, as the bench server sends them, as the budget tests measure them. Kept beside the runs, so
 * BENCH_REPORT_ONLY can report them too.
 */
async function renderedPages(pages: string[], origin?: string): Promise<RenderedPage[]> {
  const perRequest = pages.filter((path) => !existsSync(join(BUILD_DIR, "client", path, "index.html")));
  const rendered = await Promise.all(
    perRequest.map(async (path) => {
      const file = join(RUNS_DIR, `rendered-${runSlug(path)}.html`);
      if (!origin) return existsSync(file) ? { path, html: await readFile(file, "utf8") } : undefined;
      const html = await (await fetch(`${origin}${path}`)).text();
      await writeFile(file, html);
      return { path, html };
    }),
  );
  return rendered.filter((page) => page !== undefined);
}

async function main() {
  await mkdir(RUNS_DIR, { recursive: true });
  const pages = await benchPages();
  if (process.env.BENCH_REPORT_ONLY === "1") {
    const results = await reportFromSavedRuns(pages);
    const weights = await measurePages(join(BUILD_DIR, "client"), await renderedPages(pages));
    const meta = JSON.parse(await readFile(join(RUNS_DIR, "meta.json"), "utf8")) as BenchMeta;
    meta.note = process.env.BENCH_NOTE ?? meta.note;
    const before = meta.before ? await reportFromSavedRuns(pages, BEFORE_RUNS_DIR) : undefined;
    await writeFile(REPORT, report(results, weights, meta, before));
    console.log(`rewrote ${REPORT} from ${RUNS_DIR}`);
    return;
  }
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    // Its own build folder, with the canonical origin of the bench server, so the main build stays untouched.
    await run("npm", ["run", "build"], { BUILD_DIR, SITE_URL: ORIGIN });
  }
  const dataDir = join(tmpdir(), `bench-data-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  const loadNow = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ");
  const load = loadNow();
  const server = await startServer(dataDir);
  const beforeServer = BEFORE_BUILD ? await startServer(`${dataDir}-before`, BEFORE_BUILD, PORT + 1) : undefined;
  if (beforeServer) await mkdir(BEFORE_RUNS_DIR, { recursive: true });
  const results = { mobile: [], "low-end": [] } as ProfileResults;
  const beforeResults = { mobile: [], "low-end": [] } as ProfileResults;
  // Other work on the machine is multiplied by the CPU slowdown like the page's own (scripts/bench/quiet-machine.ts):
  // each run waits for a quiet machine, and one whose CPU benchmark index says it was busy anyway is repeated.
  const keptIndexes: number[] = [];
  const repeated: NonNullable<BenchMeta["repeated"]> = [];
  let quietWaitMs = 0;
  const measure = async (label: string, origin: string, dir: string, path: string, profile: Profile, i: number, runs: RunMetrics[]) => {
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
  let weights: PageWeight[];
  try {
    weights = await measurePages(join(BUILD_DIR, "client"), await renderedPages(pages, ORIGIN));
    for (const path of pages) {
      for (const profile of PROFILES) {
        const runs: RunMetrics[] = [];
        const beforeRuns: RunMetrics[] = [];
        for (let i = 1; i <= RUNS; i++) {
          // Alternate which build goes first, so a change in load during a pair favours neither.
          const current = () => measure("", ORIGIN, RUNS_DIR, path, profile, i, runs);
          const earlier = () => measure("before: ", `http://127.0.0.1:${PORT + 1}`, BEFORE_RUNS_DIR, path, profile, i, beforeRuns);
          if (!beforeServer) await current();
          else if (i % 2) await current().then(earlier);
          else await earlier().then(current);
        }
        results[profile.id].push(summarise(path, runs));
        if (beforeServer) beforeResults[profile.id].push(summarise(path, beforeRuns));
      }
    }
  } finally {
    await stopServer(server);
    if (beforeServer) await stopServer(beforeServer);
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-before`, { recursive: true, force: true });
  }

  const lighthouseVersion = JSON.parse(await readFile(join(RUNS_DIR, runFile("/", PROFILES[0], 1)), "utf8")).lighthouseVersion as string;
  const meta: BenchMeta = {
    chromium: await chromiumVersion(),
    lighthouse: lighthouseVersion,
    load,
    loadAfter: loadNow(),
    date: new Date().toISOString().slice(0, 10),
    before: process.env.BENCH_BEFORE_LABEL ?? BEFORE_BUILD,
    note: process.env.BENCH_NOTE,
    quietWaitMs,
    repeated,
    indexRange: [Math.round(Math.min(...keptIndexes)), Math.round(Math.max(...keptIndexes))],
  };
  await writeFile(join(RUNS_DIR, "meta.json"), JSON.stringify(meta));
  await writeFile(REPORT, report(results, weights, meta, beforeServer ? beforeResults : undefined));
  console.log(`wrote ${REPORT}`);
}

await main();
