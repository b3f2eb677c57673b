/** The report's targets: each one met or missed, and why each miss happened. */
import { BUDGETS, FIRST_FLIGHT_BYTES, KB, formatKb, type PageWeight } from "../page-weights";
import { atIndex, kib, mark, ms, shortUrl } from "./format";
import type { BenchMeta } from "./meta";
import { medianWithoutWait, paintLevels, paintNote } from "./paint-levels";
import { CATEGORIES, PROFILES, TARGETS, profileTitle } from "./profiles";
import type { PageResult, ProfileResults } from "./results";
import { sideBySideTargets } from "./side-by-side";

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

/** A target row judged on the runs that did not wait (decision 023): the misses, and the pages with too few such runs. */
function rowWithoutWait(target: string, misses: string[], unjudged: string[]): string {
  const notes = [...misses, ...(unjudged.length ? [`not judged (fewer than 3 such runs): ${unjudged.join(", ")}`] : [])];
  return `| ${target}, runs whose simulated first paint did not wait (decision 023) | ${mark(misses.length === 0)} ${notes.join(", ")} |`;
}

/** The costliest sections of a page, for a miss's explanation. */
function sectionSummary(r: PageResult): string {
  return [...r.median.sections]
    .sort((a, b) => b.mainThreadMs - a.mainThreadMs)
    .slice(0, 3)
    .map((c) => `${c.name} ${ms(c.mainThreadMs)} (longest ${ms(c.longestTaskMs)})`)
    .join(", ");
}

/** The targets table, the JavaScript every page shares, and the misses with their reasons. */
export function targetsSection(results: ProfileResults, weights: PageWeight[], meta: BenchMeta, before?: ProfileResults, compared?: ProfileResults): string[] {
  const lines: string[] = [];
  const all = PROFILES.flatMap((p) => results[p.id]);
  lines.push("## Targets", "", "| target | result |", "|---|---|");
  const misses: string[] = [];
  for (const profile of PROFILES) {
    const title = profileTitle(profile, meta.calibration);
    const rs = results[profile.id];
    const slow = rs.filter((r) => r.median.scores.performance < profile.performance);
    const op = profile.performance === 100 ? "=" : "≥";
    lines.push(`| performance ${op} ${profile.performance}, ${title} | ${mark(slow.length === 0)} ${slow.map((r) => `\`${r.path}\` ${r.median.scores.performance} ${atIndex(r.median.benchmarkIndex)}`).join(", ")} |`);
    for (const r of slow) misses.push(`- **performance on \`${r.path}\` (${profile.id}) = ${r.median.scores.performance} ${atIndex(r.median.benchmarkIndex)}**: ${reasons(r, "performance").join("; ") || "no single failing audit"}${paintNote(r)}.`);
    if (slow.some((r) => paintLevels(r).waited > 0)) {
      const scores = rs.map((r) => ({ r, score: medianWithoutWait(r, (run) => run.scores.performance) }));
      lines.push(
        rowWithoutWait(
          `performance ${op} ${profile.performance}, ${title}`,
          scores.filter((x) => x.score !== undefined && x.score < profile.performance).map((x) => `\`${x.r.path}\` ${x.score}`),
          scores.filter((x) => x.score === undefined).map((x) => `\`${x.r.path}\``),
        ),
      );
    }
    const blocking = rs.filter((r) => r.median.tbt > profile.tbtMs);
    lines.push(`| TBT ≤ ${profile.tbtMs} ms, ${title} | ${mark(blocking.length === 0)} ${blocking.map((r) => `\`${r.path}\` ${ms(r.median.tbt)} ${atIndex(r.median.benchmarkIndex)}`).join(", ")} |`);
    for (const r of blocking) {
      misses.push(
        `- **TBT on \`${r.path}\` (${profile.id}) = ${ms(r.median.tbt)} ${atIndex(r.median.benchmarkIndex)}**: longest main-thread tasks ` +
          `${r.median.longTasks.slice(0, 3).map((t) => `${ms(t.ms)} \`${shortUrl(t.url)}\``).join(", ") || "none over 50 ms"}; by section: ${sectionSummary(r)} (see "Hydration cost per section").`,
      );
    }
    if (before) {
      const later = rs.filter((r) => {
        const b = before[profile.id].find((x) => x.path === r.path);
        return b !== undefined && r.median.lcp > b.median.lcp * 1.05 + 50;
      });
      lines.push(
        `| LCP unchanged or better than before (within 5% + 50 ms), ${title} | ${mark(later.length === 0)} ${later.map((r) => `\`${r.path}\` ${ms(before[profile.id].find((x) => x.path === r.path)!.median.lcp)} → ${ms(r.median.lcp)} ${atIndex(r.median.benchmarkIndex)}`).join(", ")} |`,
      );
      if (later.some((r) => paintLevels(r).waited > 0 || paintLevels(before[profile.id].find((x) => x.path === r.path)!).waited > 0)) {
        const pairs = rs.flatMap((r) => {
          const b = before[profile.id].find((x) => x.path === r.path);
          return b ? [{ r, after: medianWithoutWait(r, (run) => run.lcp), before: medianWithoutWait(b, (run) => run.lcp) }] : [];
        });
        const judged = pairs.filter((p) => p.after !== undefined && p.before !== undefined);
        lines.push(
          rowWithoutWait(
            `LCP unchanged or better than before (within 5% + 50 ms), ${title}`,
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
  if (compared) {
    const side = sideBySideTargets(results, compared, meta);
    lines.push(...side.rows);
    misses.push(...side.misses);
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
  lines.push(`| gzip critical CSS ≤ ${BUDGETS.css / KB} KB on any page (build) | ${mark(weights.every((w) => w.css <= BUDGETS.css))} heaviest: ${formatKb(Math.max(...weights.map((w) => w.css)))} |`);
  lines.push(`| gzip stylesheet ≤ ${BUDGETS.stylesheet / KB} KB (build) | ${mark(weights.every((w) => w.stylesheets <= BUDGETS.stylesheet))} ${formatKb(Math.max(...weights.map((w) => w.stylesheets)))} |`);
  const late = weights.filter((w) => !w.firstScreenInFirstFlight).map((w) => `\`${w.path}\``);
  lines.push(`| every page's head, critical CSS and first screen in the first ${formatKb(FIRST_FLIGHT_BYTES)} of gzip (build) | ${mark(late.length === 0)} ${late.join(", ")} |`);

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
  return lines;
}
