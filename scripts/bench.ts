/**
 * `npm run bench`: builds the site, starts the real server on loopback, runs Lighthouse (mobile
 * defaults: simulated slow 4G and 4× CPU slowdown) three times on five representative pages with
 * Debian's Chromium, and writes bench/REPORT.md with the medians, the per-page gzip weights from
 * the build, and the reasons for every missed target. Raw Lighthouse results go to bench/.runs/.
 *
 * Environment: BENCH_PORT (4710), CHROMIUM_PATH (/usr/bin/chromium), BENCH_RUNS (3),
 * BENCH_SKIP_BUILD=1 to measure an existing bench build, BENCH_REPORT_ONLY=1 to rewrite the
 * report from the last runs' saved results.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
// chrome-launcher ships with lighthouse (its own dependency); it starts Chromium with a debugging port.
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { BUDGETS, KB, formatKb, measurePages, type PageWeight } from "./page-weights";

const ROOT = resolve(import.meta.dirname, "..");
const RUNS_DIR = join(ROOT, "bench", ".runs");
const BUILD_DIR = join(RUNS_DIR, "build");
const REPORT = join(ROOT, "bench", "REPORT.md");
const PORT = Number(process.env.BENCH_PORT ?? 4710);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Targets from the issue; reported, not enforced by tests (timings vary by machine). */
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, cls: 0, jsKb: BUDGETS.js / KB, homeTransferKb: 180 };

interface RunMetrics {
  scores: Record<(typeof CATEGORIES)[number], number>;
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
  /** Audits below full marks, by category: "title (display value)". */
  misses: Record<string, string[]>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

async function firstBlogSlug(): Promise<string> {
  const files = (await readdir(join(ROOT, "app", "content", "blog"))).filter((f) => f.endsWith(".md")).sort();
  if (!files[0]) throw new Error("no blog post to measure");
  return files[0].replace(/\.md$/, "");
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(BUILD_DIR, "server-entry.js")], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", BUILD_DIR, DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${ORIGIN}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(250);
  }
  server.kill("SIGTERM");
  throw new Error(`server did not answer on ${ORIGIN} within 60 s`);
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
    lcp: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbt: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    totalBytes: audit("total-byte-weight")?.numericValue ?? NaN,
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longestTask: longestTaskOf(lhr),
    domElements: audit("dom-size")?.numericValue ?? NaN,
    misses,
  };
}

function longestTaskOf(lhr: LighthouseResult): RunMetrics["longestTask"] {
  const tasks = (lhr.audits["long-tasks"]?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? [];
  const longest = [...tasks].sort((a, b) => b.duration - a.duration)[0];
  return { ms: longest?.duration ?? 0, url: longest?.url ?? "" };
}

/** One Lighthouse run in a fresh Chromium (empty cache: a first visit). */
async function lighthouseRun(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse occasionally fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function lighthouseRunWithRetry(url: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${(error as Error).message}; retrying`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface PageResult {
  path: string;
  runs: RunMetrics[];
  median: Omit<RunMetrics, "misses">;
}

function summarise(path: string, runs: RunMetrics[]): PageResult {
  const m = (pick: (r: RunMetrics) => number) => median(runs.map(pick));
  return {
    path,
    runs,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, m((r) => r.scores[id])])) as RunMetrics["scores"],
      lcp: m((r) => r.lcp),
      tbt: m((r) => r.tbt),
      cls: m((r) => r.cls),
      totalBytes: m((r) => r.totalBytes),
      jsBytes: m((r) => r.jsBytes),
      requests: m((r) => r.requests),
      benchmarkIndex: m((r) => r.benchmarkIndex),
      longestTask: { ms: m((r) => r.longestTask.ms), url: runs[0]?.longestTask.url ?? "" },
      domElements: m((r) => r.domElements),
    },
  };
}

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

function report(results: PageResult[], weights: PageWeight[], meta: { chromium: string; load: string; date: string }): string {
  const lines: string[] = [];
  const measured = new Set(results.map((r) => r.path));
  lines.push(
    "# Speed and size benchmark",
    "",
    `Generated by \`npm run bench\` (scripts/bench.ts) on ${meta.date}. Lighthouse 13.5.0, mobile defaults`,
    `(simulated slow 4G, 4× CPU slowdown, Moto G Power viewport), ${meta.chromium}, headless.`,
    `${RUNS} runs per page against the production server on ${ORIGIN}; every figure below is the median of the runs.`,
    `Machine: ${cpus().length} CPU cores, load average ${meta.load} when the runs started; Lighthouse CPU benchmark index (median) ${Math.round(median(results.map((r) => r.median.benchmarkIndex)))}.`,
    "Timing metrics (LCP, TBT, performance score) depend on the machine; byte counts do not.",
    "",
    "## Lighthouse medians",
    "",
    "| page | performance (runs) | accessibility | best practices | SEO | LCP | TBT | CLS | total bytes | JS bytes | requests |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of results) {
    const m = r.median;
    lines.push(
      `| \`${r.path}\` | ${m.scores.performance} (${r.runs.map((run) => run.scores.performance).join(", ")}) | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(3)} | ${kib(m.totalBytes)} | ${kib(m.jsBytes)} | ${m.requests} |`,
    );
  }
  lines.push("", "Bytes are transfer sizes as Lighthouse saw them (brotli from our server); 1 KB = 1024 bytes.", "");

  // Targets.
  lines.push("## Targets", "", "| target | result |", "|---|---|");
  const misses: string[] = [];
  for (const id of CATEGORIES) {
    const target = TARGETS[id];
    const failing = results.filter((r) => r.median.scores[id] < target);
    lines.push(`| ${id} ${target === 100 ? "=" : "≥"} ${target} on every measured page | ${mark(failing.length === 0)} ${failing.map((r) => `\`${r.path}\` ${r.median.scores[id]}`).join(", ")} |`);
    for (const r of failing) {
      const why = reasons(r, id).join("; ") || "no single failing audit; the score is the weighted sum of metric scores";
      // The usual cause on this site, stated with the page's own numbers.
      // The usual causes on this site, stated with the page's own numbers.
      const task = r.median.longestTask;
      const tbtNote =
        id === "performance" && reasons(r, id).some((x) => x.startsWith("Total Blocking Time")) && task.ms > 50
          ? ` The longest main-thread task (median ${ms(task.ms)} after the 4× CPU slowdown) is in \`${task.url.replace(/^https?:\/\/[^/]+/, "")}\`: evaluating the page's modules and hydrating its ${r.median.domElements}-element prerendered DOM, which Preact does in one task; fewer elements or less hydrated markup is the lever.`
          : "";
      const tbts = r.runs.map((run) => run.tbt);
      const cpuNote =
        id === "performance" && Math.max(...tbts) > 150 && Math.min(...tbts) < Math.max(...tbts) / 3
          ? ` Total Blocking Time ranged from ${ms(Math.min(...tbts))} to ${ms(Math.max(...tbts))} across the runs of the same build: Lighthouse multiplies the main-thread time it observes by 4, so CPU contention on the shared machine shows up as blocking time.`
          : "";
      misses.push(`- **${id} on \`${r.path}\` = ${r.median.scores[id]}**: ${why}.${tbtNote}${cpuNote}`);
    }
  }
  const shifting = results.filter((r) => r.median.cls > TARGETS.cls);
  lines.push(`| CLS = 0 | ${mark(shifting.length === 0)} ${shifting.map((r) => `\`${r.path}\` ${r.median.cls.toFixed(3)}`).join(", ")} |`);
  for (const r of shifting) misses.push(`- **CLS on \`${r.path}\` = ${r.median.cls.toFixed(3)}**: ${reasons(r, "performance").filter((x) => /shift/i.test(x)).join("; ") || "see the layout-shift diagnostics in bench/.runs"}`);

  const heaviest = [...weights].sort((a, b) => b.js - a.js)[0]!;
  const jsOk = heaviest.js <= TARGETS.jsKb * KB;
  lines.push(`| ≤ ${TARGETS.jsKb} KB gzip JavaScript on any page (build) | ${mark(jsOk)} heaviest: \`${heaviest.path}\` ${formatKb(heaviest.js)} |`);
  const home = results.find((r) => r.path === "/");
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

  // Build weights.
  lines.push(
    "## Gzip bytes per page from the build",
    "",
    "Computed from the build output (scripts/page-weights.ts, gzip level 9): the HTML document, the stylesheets it links and",
    "the JavaScript modules it loads at start-up. The same numbers back the budget tests (tests/e2e/budgets.spec.ts).",
    "Pages measured by Lighthouse are in bold.",
    "",
    "| page | HTML | CSS | JS | JS files |",
    "|---|---|---|---|---|",
  );
  for (const w of weights) {
    const name = measured.has(w.path) ? `**\`${w.path}\`**` : `\`${w.path}\``;
    lines.push(`| ${name} | ${formatKb(w.html)} | ${formatKb(w.css)} | ${formatKb(w.js)} | ${w.jsFiles.length} |`);
  }
  lines.push("", `Targets, also enforced by the budget tests: JS ≤ ${BUDGETS.js / KB} KB and CSS ≤ ${BUDGETS.css / KB} KB gzip per page.`, "");
  return lines.join("\n");
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
async function reportFromSavedRuns(pages: string[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const path of pages) {
    const runs: RunMetrics[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const file = join(RUNS_DIR, `${runSlug(path)}-${i}.json`);
      runs.push(metricsOf(JSON.parse(await readFile(file, "utf8")) as LighthouseResult));
    }
    results.push(summarise(path, runs));
  }
  return results;
}

const runSlug = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));

async function main() {
  await mkdir(RUNS_DIR, { recursive: true });
  if (process.env.BENCH_REPORT_ONLY === "1") {
    const pages = ["/", "/locations/warren", "/profile/dental-clinic", `/blog/${await firstBlogSlug()}`, "/contact"];
    const results = await reportFromSavedRuns(pages);
    const weights = await measurePages(join(BUILD_DIR, "client"));
    const meta = JSON.parse(await readFile(join(RUNS_DIR, "meta.json"), "utf8")) as { chromium: string; load: string; date: string };
    await writeFile(REPORT, report(results, weights, meta));
    console.log(`rewrote ${REPORT} from ${RUNS_DIR}`);
    return;
  }
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    // Its own build folder, with the canonical origin of the bench server, so the main build stays untouched.
    await run("npm", ["run", "build"], { BUILD_DIR, SITE_URL: ORIGIN });
  }
  const weights = await measurePages(join(BUILD_DIR, "client"));
  const pages = ["/", "/locations/warren", "/profile/dental-clinic", `/blog/${await firstBlogSlug()}`, "/contact"];

  const dataDir = join(tmpdir(), `bench-data-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  const server = await startServer(dataDir);
  const results: PageResult[] = [];
  try {
    for (const path of pages) {
      const runs: RunMetrics[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const lhr = await lighthouseRunWithRetry(`${ORIGIN}${path}`);
        await writeFile(join(RUNS_DIR, `${runSlug(path)}-${i}.json`), JSON.stringify(lhr));
        const metrics = metricsOf(lhr);
        runs.push(metrics);
        console.log(`${path} run ${i}: perf ${metrics.scores.performance}, a11y ${metrics.scores.accessibility}, bp ${metrics.scores["best-practices"]}, seo ${metrics.scores.seo}, LCP ${ms(metrics.lcp)}, TBT ${ms(metrics.tbt)}, CLS ${metrics.cls.toFixed(3)}`);
      }
      results.push(summarise(path, runs));
    }
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }

  const meta = { chromium: await chromiumVersion(), load, date: new Date().toISOString().slice(0, 10) };
  await writeFile(join(RUNS_DIR, "meta.json"), JSON.stringify(meta));
  await writeFile(REPORT, report(results, weights, meta));
  console.log(`wrote ${REPORT}`);
}

await main();
