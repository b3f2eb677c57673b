/** bench/REPORT.md: the header, the medians, the targets, and where each page's time and bytes go. */
import { cpus } from "node:os";
import { BUDGETS, FIRST_FLIGHT_BYTES, KB, formatKb, type PageWeight } from "../page-weights";
import { comparison } from "./comparison";
import { DEFAULT_TARGET_INDEX } from "./calibration";
import { atIndex, indexNumber, kib, ms, shortUrl } from "./format";
import { median } from "./median";
import type { BenchMeta } from "./meta";
import { ORIGIN, RUNS } from "./options";
import { paintSection } from "./paint-levels";
import { PROFILES, VISITOR_TIME_ZONE, profileTitle } from "./profiles";
import { SLOW_INDEX_SHARE, QUIET_BUSY_SHARE } from "./quiet-machine";
import type { ProfileResults } from "./results";
import { sideBySideSection } from "./side-by-side";
import { targetsSection } from "./targets";

/** How far (a share of the target) the runs' own index may put the profiles from the target index before the report warns. */
const EQUIVALENT_INDEX_TOLERANCE = 0.15;

/**
 * The host's CPU benchmark index and what the profiles' slowdowns were on it (decision 046): every timing
 * below is "at index N", the median index of the runs it came from.
 */
function hostLines(meta: BenchMeta, all: { median: { benchmarkIndex: number } }[]): string[] {
  const range = meta.indexRange ? `${indexNumber(meta.indexRange[0])}–${indexNumber(meta.indexRange[1])}` : undefined;
  const mid = meta.indexMedian ?? median(all.map((r) => r.median.benchmarkIndex));
  const lines = [
    `Host: Lighthouse CPU benchmark index ${range ? `${range} over the runs kept, median ${indexNumber(mid)}` : `median ${indexNumber(mid)}`}. Lighthouse's CPU slowdown multiplies the speed of the host, so a timing is only comparable with one taken at a similar index: every timing below says the index it was measured at (the median index of its runs).`,
  ];
  const c = meta.calibration;
  if (!c) return lines;
  const perProfile = PROFILES.map((p) => {
    const s = c.slowdowns[p.id];
    return s ? `${p.name} ${s.nominal}× nominal, ${s.effective}× effective` : p.name;
  }).join("; ");
  if (c.targetIndex === undefined || c.hostIndex === undefined) {
    lines.push(`CPU slowdowns not calibrated (BENCH_CALIBRATE_INDEX=off): ${perProfile}, of this host; on a host of index ${indexNumber(DEFAULT_TARGET_INDEX)} the same multipliers would be a slower phone.`);
    return lines;
  }
  lines.push(
    `CPU slowdowns calibrated to a host of index ${indexNumber(c.targetIndex)} (BENCH_CALIBRATE_INDEX; decision 046): this host's index measured ${indexNumber(c.hostIndex)} before the runs (median of ${c.hostSamples?.length ?? "?"} samples: ${(c.hostSamples ?? []).map(indexNumber).join(", ")}), so each nominal multiplier was scaled by ${indexNumber(c.hostIndex)} / ${indexNumber(c.targetIndex)} and never set below the nominal: ${perProfile}.`,
  );
  // The runs measure the index again at their start: if they saw a different host than the calibration did, the
  // profiles were at another index than the target (the simulated phone is the run's host speed / the multiplier).
  const lowEnd = c.slowdowns["low-end"];
  if (lowEnd && Number.isFinite(mid)) {
    const equivalent = (mid * lowEnd.nominal) / lowEnd.effective;
    if (Math.abs(equivalent - c.targetIndex) > c.targetIndex * EQUIVALENT_INDEX_TOLERANCE) {
      lines.push(
        `Warning: the runs' own median index (${indexNumber(mid)}) differs from the one the slowdowns were calibrated on (${indexNumber(c.hostIndex)}): judged by the runs, the profiles were at index ${indexNumber(equivalent)}, not ${indexNumber(c.targetIndex)} (the machine was ${equivalent > c.targetIndex ? "busier during the calibration than during the runs: the figures are optimistic" : "quieter during the calibration than during the runs: the figures are pessimistic"}). Measure again on a quiet machine.`,
      );
    }
  }
  if (c.hostIndex < c.targetIndex) {
    lines.push(
      `The calibration measured this host slower than index ${indexNumber(c.targetIndex)}: the multipliers stayed at their nominal values, so each profile here is a slower phone than the same profile on a host of index ${indexNumber(c.targetIndex)} (timings are pessimistic by about ${indexNumber(c.targetIndex)} / ${indexNumber(c.hostIndex)} = ${(c.targetIndex / c.hostIndex).toFixed(2)}×).`,
    );
  }
  return lines;
}

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

export function report(results: ProfileResults, weights: PageWeight[], meta: BenchMeta, before?: ProfileResults, compared?: ProfileResults): string {
  const lines: string[] = [];
  const all = PROFILES.flatMap((p) => results[p.id]);
  const measured = new Set(all.map((r) => r.path));
  lines.push(
    "# Speed and size benchmark",
    "",
    `Generated by \`npm run bench\` (scripts/bench.ts) on ${meta.date}. Lighthouse ${meta.lighthouse ?? "13.5.0"}, simulated slow 4G on a`,
    `Moto G Power screen, two CPU profiles: ${PROFILES.map((p) => profileTitle(p, meta.calibration)).join("; ")}. ${meta.chromium}, headless, its clock in the office's time zone (${VISITOR_TIME_ZONE}: a local visitor).`,
    `${RUNS} run${RUNS === 1 ? "" : "s"} per page and profile against the production server on ${ORIGIN}; ${RUNS === 1 ? "every figure below is that one run (not a median)" : "every figure below is the median of the runs"}.`,
    `Machine: ${cpus().length} CPU cores, load average (1/5/15 min, as \`uptime\` shows it) ${meta.load} when the runs started${meta.loadAfter ? ` and ${meta.loadAfter} when they ended` : ""}.`,
    ...hostLines(meta, all),
    ...quietMachineLines(meta),
    "Timing metrics (LCP, TBT, performance score) depend on the machine; byte counts do not.",
    "",
  );
  if (meta.note) lines.push(meta.note, "");

  for (const profile of PROFILES) {
    lines.push(
      `## Lighthouse medians: ${profileTitle(profile, meta.calibration)}`,
      "",
      "| page | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | longest task | CLS | DOM elements | total bytes | JS bytes | requests | host |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const r of results[profile.id]) {
      const m = r.median;
      lines.push(
        `| \`${r.path}\` | ${m.scores.performance} (${r.runs.map((run) => run.scores.performance).join(", ")}) | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${ms(m.longestTask.ms)} | ${m.cls.toFixed(3)} | ${m.domElements} | ${kib(m.totalBytes)} | ${kib(m.jsBytes)} | ${m.requests} | ${atIndex(m.benchmarkIndex)} |`,
      );
    }
    lines.push("");
    if (before) lines.push(...comparison(profile, before[profile.id], results[profile.id], meta));
    if (compared) lines.push(...sideBySideSection(profile, results[profile.id], compared[profile.id], meta));
  }
  lines.push(
    "Bytes are transfer sizes as Lighthouse saw them (brotli from our server); 1 KB = 1024 bytes. The longest task is the",
    "longest main-thread task of a run (after the profile's CPU slowdown), median over the runs.",
    "",
  );

  lines.push(...targetsSection(results, weights, meta, before, compared));
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
    lines.push(`### ${profileTitle(profile, meta.calibration)}`, "", "| page | section (trigger): start, main-thread time, longest task, long tasks |", "|---|---|");
    for (const r of results[profile.id]) {
      const parts = [...r.median.sections]
        .sort((a, b) => a.startMs - b.startMs)
        .map((c) => `${c.name}: ${c.name === "page start and shell" ? "" : `at ${ms(c.startMs)}, `}${ms(c.mainThreadMs)}, longest ${ms(c.longestTaskMs)}${c.longTasks ? `, ${c.longTasks} long` : ""}`);
      lines.push(`| \`${r.path}\` (run ${atIndex(r.median.typicalRunIndex)}) | ${parts.join("<br>") || "no measures (an older build?)"} |`);
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
    lines.push(`### ${profileTitle(profile, meta.calibration)}`, "", "| page | main-thread time by kind | long tasks |", "|---|---|---|");
    for (const r of results[profile.id]) {
      const total = r.median.mainThread.reduce((sum, x) => sum + x.ms, 0);
      const kinds = r.median.mainThread.slice(0, 4).map((x) => `${x.label} ${ms(x.ms)}`).join("; ");
      const tasks = r.median.longTasks.length ? r.median.longTasks.slice(0, 4).map((t) => `${ms(t.ms)} \`${shortUrl(t.url)}\``).join(", ") : "none";
      lines.push(`| \`${r.path}\` (run ${atIndex(r.median.typicalRunIndex)}) | ${ms(total)} in all: ${kinds} | ${tasks} |`);
    }
    lines.push("");
  }

  // Build weights.
  lines.push(
    "## Gzip bytes per page from the build",
    "",
    "Computed from the build output (scripts/page-weights.ts, gzip level 9): the HTML document, its critical CSS (inline in",
    "the head, part of the HTML), the stylesheet it links at the end of <body> and the JavaScript modules it loads at start-up.",
    "The same numbers back the budget tests (tests/e2e/budgets.spec.ts). \"First screen in 14 KB\": whether the first",
    `${formatKb(FIRST_FLIGHT_BYTES)} of the HTML's gzip (one round trip) carry the head, the critical CSS, the header and the page's first section.`,
    "\"HTML parsed\" is the document uncompressed: what the browser's parser works through while the page loads.",
    "Pages measured by Lighthouse are in bold.",
    "",
    "| page | HTML | first screen in 14 KB | HTML parsed | critical CSS | stylesheet | JS | JS files |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const w of weights) {
    const name = measured.has(w.path) ? `**\`${w.path}\`**` : `\`${w.path}\``;
    lines.push(
      `| ${name} | ${formatKb(w.html)} | ${w.firstScreenInFirstFlight ? "yes" : "**no**"} | ${formatKb(w.htmlParsed)} | ${formatKb(w.css)} | ${formatKb(w.stylesheets)} | ${formatKb(w.js)} | ${w.jsFiles.length} |`,
    );
  }
  lines.push(
    "",
    `Targets, also enforced by the budget tests: JS ≤ ${BUDGETS.js / KB} KB, critical CSS ≤ ${BUDGETS.css / KB} KB and the stylesheet ≤ ${BUDGETS.stylesheet / KB} KB gzip per page, and every page's first screen in the first flight.`,
    "",
  );
  return lines.join("\n");
}
