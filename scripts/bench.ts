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
 * BENCH_PAGES=/,/contact to measure only some pages (a quick look; the report then covers only those),
 * BENCH_CALIBRATE_INDEX (1500; "off") to set the CPU slowdowns for a host of that benchmark index rather than
 * this one (scripts/bench/calibration.ts, decision 046), BENCH_COMPARE_DIR=<a static site's built folder>
 * with BENCH_COMPARE_PAGES=/,/services/ and BENCH_COMPARE_LABEL=AstroWind to measure another site in the same
 * run (served on BENCH_PORT+2 by scripts/bench/static-host.ts) and judge issue 44's targets against it.
 *
 * The parts, in scripts/bench/: options (folders, environment), profiles (what is measured, the
 * targets), calibration and host-index (the slowdowns for this host), pages (which pages, where their runs
 * are saved), server (build and serve), static-host (the comparison site), lighthouse (one run), measure
 * (every run, on a quiet machine), metrics and results (a run's figures, a page's medians), report with
 * targets, comparison, side-by-side and paint-levels (bench/REPORT.md).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measurePages, type PageWeight } from "./page-weights";
import { calibrate, calibrationTarget } from "./bench/calibration";
import { indexNumber } from "./bench/format";
import { hostIndexSamples } from "./bench/host-index";
import { chromiumVersion } from "./bench/lighthouse";
import { measure, type Measurements } from "./bench/measure";
import { median } from "./bench/median";
import type { BenchMeta } from "./bench/meta";
import {
  BEFORE_BUILD,
  BEFORE_ORIGIN,
  BEFORE_RUNS_DIR,
  BUILD_DIR,
  COMPARE_DIR,
  COMPARE_LABEL,
  COMPARE_ORIGIN,
  COMPARE_PAGES,
  COMPARE_PORT,
  COMPARE_RUNS_DIR,
  ORIGIN,
  PORT,
  REPORT,
  RUNS_DIR,
} from "./bench/options";
import { benchPages, renderedPages, runFile } from "./bench/pages";
import { PROFILES } from "./bench/profiles";
import { report } from "./bench/report";
import { resultsFromSavedRuns } from "./bench/results";
import { buildForBench, startServer, stopServer } from "./bench/server";
import { startStaticHost, stopStaticHost } from "./bench/static-host";

async function main() {
  await mkdir(RUNS_DIR, { recursive: true });
  const pages = await benchPages();
  if (process.env.BENCH_REPORT_ONLY === "1") {
    const results = await resultsFromSavedRuns(pages);
    const weights = await measurePages(join(BUILD_DIR, "client"), await renderedPages(pages));
    const meta = JSON.parse(await readFile(join(RUNS_DIR, "meta.json"), "utf8")) as BenchMeta;
    meta.note = process.env.BENCH_NOTE ?? meta.note;
    if (meta.before) meta.before = process.env.BENCH_BEFORE_LABEL ?? meta.before;
    const before = meta.before ? await resultsFromSavedRuns(pages, BEFORE_RUNS_DIR) : undefined;
    const compared = meta.compare ? await resultsFromSavedRuns(meta.compare.pages, COMPARE_RUNS_DIR) : undefined;
    await writeFile(REPORT, report(results, weights, meta, before, compared));
    console.log(`rewrote ${REPORT} from ${RUNS_DIR}`);
    return;
  }
  // Read before the build, so a mistyped value stops the bench at once.
  const targetIndex = calibrationTarget(process.env.BENCH_CALIBRATE_INDEX);
  if (process.env.BENCH_SKIP_BUILD !== "1") await buildForBench(ORIGIN);
  const dataDir = join(tmpdir(), `bench-data-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  const loadNow = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ");
  const load = loadNow();
  // Lighthouse's slowdown multiplies this host's speed: measure it once, on a quiet machine, and scale the
  // profiles to the target host's (decision 046).
  const hostSamples = targetIndex === undefined ? undefined : await hostIndexSamples();
  const calibration = calibrate(PROFILES, hostSamples, targetIndex);
  if (calibration.hostIndex !== undefined) {
    console.log(
      `host benchmark index ${indexNumber(calibration.hostIndex)} (samples ${hostSamples!.join(", ")}); CPU slowdowns for index ${indexNumber(targetIndex!)}: ` +
        PROFILES.map((p) => `${p.id} ${p.cpu}× → ${calibration.slowdowns[p.id]!.effective}×`).join(", "),
    );
  }
  const server = await startServer(dataDir);
  const beforeServer = BEFORE_BUILD ? await startServer(`${dataDir}-before`, BEFORE_BUILD, PORT + 1) : undefined;
  if (beforeServer) await mkdir(BEFORE_RUNS_DIR, { recursive: true });
  const compareHost = COMPARE_DIR ? await startStaticHost(COMPARE_DIR, COMPARE_PORT) : undefined;
  if (compareHost) await mkdir(COMPARE_RUNS_DIR, { recursive: true });
  let weights: PageWeight[];
  let measured: Measurements;
  try {
    weights = await measurePages(join(BUILD_DIR, "client"), await renderedPages(pages, ORIGIN));
    measured = await measure(
      { origin: ORIGIN, runsDir: RUNS_DIR, pages, label: "" },
      calibration,
      beforeServer ? { origin: BEFORE_ORIGIN, runsDir: BEFORE_RUNS_DIR, pages, label: "before" } : undefined,
      compareHost ? { origin: COMPARE_ORIGIN, runsDir: COMPARE_RUNS_DIR, pages: COMPARE_PAGES, label: COMPARE_LABEL } : undefined,
    );
  } finally {
    await stopServer(server);
    if (beforeServer) await stopServer(beforeServer);
    if (compareHost) await stopStaticHost(compareHost);
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-before`, { recursive: true, force: true });
  }

  const lighthouseVersion = JSON.parse(await readFile(join(RUNS_DIR, runFile(pages[0]!, PROFILES[0], 1)), "utf8")).lighthouseVersion as string;
  const { keptIndexes } = measured;
  const meta: BenchMeta = {
    chromium: await chromiumVersion(),
    lighthouse: lighthouseVersion,
    load,
    loadAfter: loadNow(),
    date: new Date().toISOString().slice(0, 10),
    before: process.env.BENCH_BEFORE_LABEL ?? BEFORE_BUILD,
    note: process.env.BENCH_NOTE,
    quietWaitMs: measured.quietWaitMs,
    repeated: measured.repeated,
    indexRange: [Math.round(Math.min(...keptIndexes)), Math.round(Math.max(...keptIndexes))],
    indexMedian: Math.round(median(keptIndexes)),
    calibration,
    compare: COMPARE_DIR ? { label: COMPARE_LABEL, dir: COMPARE_DIR, pages: COMPARE_PAGES } : undefined,
  };
  await writeFile(join(RUNS_DIR, "meta.json"), JSON.stringify(meta));
  await writeFile(REPORT, report(measured.results, weights, meta, beforeServer ? measured.before : undefined, compareHost ? measured.compare : undefined));
  console.log(`wrote ${REPORT}`);
}

await main();
