/**
 * `npm run stress`: the production server probed as an attacker and an operator would: hostile
 * requests, lead load, hostile characters in every field, kill -9 and SIGTERM mid-stream (SQLite,
 * and two instances on a throw-away PostgreSQL), latency at 50 and 200 clients against an earlier
 * build. Loopback only, bounded in requests and time, stops its own servers. Writes bench/STRESS.md;
 * exits 1 on any 5xx, lost lead, SIGTERM reset, invalid character stored, off-site redirect or check
 * answered wrong (415 for unknown codings, odd methods, forged Referer).
 *
 * Environment: STRESS_PORT (5150), BUILD_DIR (build; built first only if missing), STRESS_HOSTILE
 * (6,259 = every case once), STRESS_API_LEADS (2,000), STRESS_FORM_LEADS (600), STRESS_CONCURRENCY
 * (16), STRESS_TIMEOUT_S (900), STRESS_POSTGRES (auto; 1 = required, 0 = skip), STRESS_BEFORE_BUILD
 * (unset; an earlier build folder for the latency comparison), STRESS_BEFORE_LABEL,
 * STRESS_LATENCY_LEADS (1,000; 0 = no latency phase), STRESS_LATENCY_ROUNDS (2), STRESS_HAPROXY (auto;
 * 1 = the rolling restart behind HAProxy required, 0 = skipped), STRESS_ROLLING_ROUNDS (2).
 * STRESS_ONLY (unset; `rolling-restart` = only the rolling restart, PostgreSQL and HAProxy required;
 * `bodies` = only the oversized-body case, on STRESS_BEFORE_BUILD too when set; `feed` = only the
 * calendar feed phase): each rewrites only
 * its own section of bench/STRESS.md.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { hostileRequests } from "./stress/hostile-requests";
import { OVERSIZED_START, hostLine, oversizedFailures, oversizedSection, runOversizedBodies } from "./stress/oversized-bodies";
import { FEED_HEADING, feedSection, stressReport } from "./stress/report";
import { writeSection } from "./stress/report-section";
import { feedFailures, feedStress } from "./stress/feed";
import { failedChecks, invalidCharacters, lostLeads, rollingRestartOf, runStress, sigtermResets } from "./stress/run";
import { ROOT } from "./stress/server-process";
import { startPostgres } from "./postgres-cluster";
import { rollingRestart } from "./stress/rolling-restart";
import { ROLLING_RESTART_HEADING, rollingRestartProblems, rollingRestartSection } from "./stress/rolling-restart-report";

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const buildDir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
if (!existsSync(join(buildDir, "server", "index.js"))) {
  console.log(`No build in ${buildDir}: building it`);
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(1);
}

// Bounded in time as well as in count; exiting kills the servers it started (server-process.ts).
const timeoutS = env("STRESS_TIMEOUT_S", 900);
setTimeout(() => {
  console.error(`Stress run exceeded ${timeoutS} s; stopping`);
  process.exit(1);
}, timeoutS * 1000).unref();
process.on("SIGINT", () => process.exit(130));

const reportFile = join(ROOT, "bench", "STRESS.md");
const haproxy = process.env.STRESS_HAPROXY === "1" ? true : process.env.STRESS_HAPROXY === "0" ? false : "auto";
const rollingRounds = Math.max(1, env("STRESS_ROLLING_ROUNDS", 2));

if (process.env.STRESS_ONLY === "rolling-restart") {
  const startedAt = new Date();
  const cluster = await startPostgres();
  const options = { concurrency: env("STRESS_CONCURRENCY", 16), rounds: rollingRounds };
  try {
    const rolling = await rollingRestart({ databaseUrl: cluster.url, buildDir, ...options, log: (line) => console.log(line) });
    const section = rollingRestartSection(rolling, options, startedAt, "STRESS_ONLY=rolling-restart npm run stress");
    writeSection(reportFile, ROLLING_RESTART_HEADING, section);
    console.log(section);
    process.exitCode = rollingRestartProblems(rolling) > 0 ? 1 : 0;
  } finally {
    await cluster.stop();
  }
  process.exit();
}
if (process.env.STRESS_ONLY === "bodies") {
  const dataDir = mkdtempSync(join(tmpdir(), "mws-stress-"));
  let failures: number;
  try {
    console.log("oversized bodies: declared and chunked, to every route that takes one");
    const port = env("STRESS_PORT", 5150);
    const beforeDir = process.env.STRESS_BEFORE_BUILD;
    const before = beforeDir
      ? { label: process.env.STRESS_BEFORE_LABEL ?? `the build in ${beforeDir}`, result: await runOversizedBodies({ port, buildDir: resolve(beforeDir), dataDir }) }
      : undefined;
    const bodies = await runOversizedBodies({ port, buildDir, dataDir });
    const section = oversizedSection(bodies, hostLine(), before);
    writeSection(reportFile, OVERSIZED_START, section);
    console.log(section);
    failures = oversizedFailures(bodies);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failures > 0 ? 1 : 0);
}
if (process.env.STRESS_ONLY === "feed") {
  const feed = await feedStress({ buildDir, log: (line) => console.log(line) });
  const section = feedSection(feed);
  writeSection(reportFile, FEED_HEADING, section);
  console.log(section);
  process.exit(feedFailures(feed) > 0 ? 1 : 0);
}

const result = await runStress({
  port: env("STRESS_PORT", 5150),
  buildDir,
  hostileCount: env("STRESS_HOSTILE", hostileRequests(Buffer.alloc(0)).length),
  apiLeads: env("STRESS_API_LEADS", 2_000),
  formLeads: env("STRESS_FORM_LEADS", 600),
  concurrency: env("STRESS_CONCURRENCY", 16),
  faultAfter: 200,
  feed: true,
  postgres: process.env.STRESS_POSTGRES === "1" ? true : process.env.STRESS_POSTGRES === "0" ? false : "auto",
  rollingRestart: { haproxy, rounds: rollingRounds },
  latency: {
    builds: [
      ...(process.env.STRESS_BEFORE_BUILD
        ? [{ label: process.env.STRESS_BEFORE_LABEL ?? `before (${process.env.STRESS_BEFORE_BUILD})`, buildDir: resolve(process.env.STRESS_BEFORE_BUILD) }]
        : []),
      { label: process.env.STRESS_BEFORE_BUILD ? "after (this build)" : "this build", buildDir },
    ],
    concurrencies: [50, 200],
    leads: env("STRESS_LATENCY_LEADS", 1_000),
    rounds: Math.max(1, env("STRESS_LATENCY_ROUNDS", 2)),
  },
  log: (line) => console.log(line),
});
const report = stressReport(result);
writeFileSync(reportFile, report);
console.log(report);
const failed =
  result.hostile.serverErrors > 0 ||
  failedChecks(result) > 0 ||
  lostLeads(result) > 0 ||
  sigtermResets(result) > 0 ||
  invalidCharacters(result) > 0 ||
  result.hostile.offSiteRedirects.length > 0 ||
  (result.feed !== undefined && feedFailures(result.feed) > 0) ||
  oversizedFailures(result.oversizedBodies) > 0 ||
  (process.env.STRESS_POSTGRES === "1" && !(result.postgres && "deploy" in result.postgres)) ||
  (haproxy === true && !rollingRestartOf(result)) ||
  (rollingRestartOf(result) !== undefined && rollingRestartProblems(rollingRestartOf(result)!) > 0);
process.exitCode = failed ? 1 : 0;
