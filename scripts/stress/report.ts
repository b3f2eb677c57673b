/** bench/STRESS.md from one stress run. */
import { cpus, hostname, loadavg } from "node:os";
import type { DeployResult, FaultResult } from "./faults";
import { FEED_PROBE_MS, FEED_STALL_MS, feedFailures, type FeedStressResult } from "./feed";
import type { HygieneResult } from "./text-hygiene";
import { failedChecks, invalidCharacters, lostLeads, rollingRestartOf, sigtermResets, type StressResult } from "./run";
import { ROLLING_RESTART_HEADING, rollingRestartProblems, rollingRestartSection } from "./rolling-restart-report";
import { hostLine, oversizedFailures, oversizedSection } from "./oversized-bodies";

const ms = (value: number) => `${value.toFixed(1)} ms`;
const table = (header: string[], rows: (string | number)[][]) =>
  [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

function faultRows(name: string, fault: FaultResult, extra: string): (string | number)[] {
  return [
    name,
    fault.stream.sent,
    fault.stream.accepted.length,
    fault.stored,
    fault.lost.length,
    fault.stream.resets,
    fault.stream.refused,
    fault.answeredAfterSignal,
    `${fault.exit.code ?? fault.exit.signal}`,
    extra,
  ];
}

function deployRow(name: string, deploy: DeployResult): (string | number)[] {
  return [
    name,
    deploy.stream.sent,
    deploy.stream.accepted.length,
    deploy.stored,
    deploy.lost.length,
    deploy.stream.resets,
    deploy.stream.refused,
    deploy.answeredAfterSignal,
    Number.isNaN(deploy.outOfRotationMs) ? "never" : `${Math.round(deploy.outOfRotationMs)} ms`,
    `${deploy.exit.code ?? deploy.exit.signal}`,
    `${(deploy.exitMs / 1000).toFixed(1)} s`,
  ];
}

function hygieneSection(database: string, hygiene: HygieneResult): string {
  return `### ${database}

${hygiene.sent} requests; then ${hygiene.rowsChecked} stored rows (every lead, spam included, and every booking) read back.

${table(["form or API", "hostile characters", "answers"], hygiene.cases.map((c) => [c.target, c.variant, Object.entries(c.statuses).map(([status, count]) => `${count} × ${status}`).join(", ")]))}

- **invalid characters stored: ${hygiene.invalid.length}**${hygiene.invalid.slice(0, 10).map((row) => `\n  - ${row.table}.${row.field}: \`${row.sample}\``).join("")}
`;
}

export function stressReport(result: StressResult): string {
  const { hostile } = result;
  const statusRows = Object.entries(hostile.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => [status, count]);
  const families = Object.entries(hostile.serverErrorFamilies).sort(([, a], [, b]) => b - a);
  const unanswered = Object.entries(hostile.unanswered).sort(([, a], [, b]) => b - a);
  const lost = lostLeads(result);
  const failed = failedChecks(result);
  const resets = sigtermResets(result);
  const invalid = invalidCharacters(result);
  const rolling = rollingRestartOf(result);
  const oversized = oversizedFailures(result.oversizedBodies);
  const feedFailed = result.feed ? feedFailures(result.feed) : 0;
  const verdict =
    hostile.serverErrors === 0 && failed === 0 && lost === 0 && resets === 0 && invalid === 0 && hostile.offSiteRedirects.length === 0 && oversized === 0 && feedFailed === 0 && (!rolling || rollingRestartProblems(rolling) === 0);
  const postgres = result.postgres;
  const { checks, forgedPages } = result;

  return `# Stress report

Written by \`npm run stress\` (scripts/stress.ts) on ${result.startedAt.toISOString()}, ${(result.durationMs / 1000).toFixed(0)} s,
against the production server (\`npm start\`: the server build, SQLite, no email, no rate limit) on loopback,
${cpus().length} CPU(s), load average at the end ${loadavg()[0]!.toFixed(1)} (the machine is shared: timings are indicative).

**${verdict ? "Pass" : "Fail"}:** ${hostile.serverErrors} server errors (5xx) in ${hostile.sent} hostile requests, ${lost} lost leads
(202 answered but not stored), ${resets} requests reset by a SIGTERM (SQLite${postgres && "deploy" in postgres ? " and two instances on PostgreSQL" : ""}; keep-alive and
new-connection clients; connections queued in the kernel), ${invalid} invalid characters stored (${postgres && "textHygiene" in postgres ? "SQLite and PostgreSQL" : "SQLite"}),
${hostile.offSiteRedirects.length} off-site redirects, ${failed} of ${checks.sent} checked requests answered wrong or stored a forged page,
${oversized} routes that buffered an oversized body or answered it other than 413${result.feed ? `,
${feedFailed} of ${result.feed.rows.length} calendar feeds left a wrong state or stalled \`/healthz\`` : ""}.${postgres && "skipped" in postgres ? `\nPostgreSQL phases skipped: ${postgres.skipped}.` : ""}

## Hostile requests

${hostile.sent} requests in ${(hostile.durationMs / 1000).toFixed(1)} s (${result.options.concurrency} at a time, one connection each):
bad and missing content types on every form route, its \`.data\` twin and the API; broken multipart; invalid
UTF-8 and lone surrogates; objects and arrays where strings belong; deep JSON nesting; header injection and
bidi controls in name and subject; odd methods (PUT, PATCH, DELETE, OPTIONS, TRACE, PROPFIND, FOO, HEAD with a
body); path tricks (\`//evil.example/\`, \`/\\evil.example/\`, \`..%2F\`, \`%00\`, \`%ff\`, absolute-form targets,
8,000-character paths); hostile headers (forwarded host/proto, foreign and invalid Origin, huge cookies and
ETags); 4 MiB bodies, declared and chunked; unknown pages and \`.data\` paths.

${table(["status", "requests"], statusRows)}

- Server errors (5xx): **${hostile.serverErrors}** (${result.serverErrorLines} logged by the server)
- Redirects off the site: **${hostile.offSiteRedirects.length}**${hostile.offSiteRedirects.slice(0, 5).map((s) => `\n  - \`${s.method} ${s.target}\` → ${s.detail}`).join("")}
- Leads stored by the hostile requests: ${result.hostileRows} rows for ${result.hostileAccepted} answers 202 to submissions${result.hostileRows === result.hostileAccepted ? " (one row per 202, nothing stored without one)" : result.hostileRows > result.hostileAccepted ? ` (**${result.hostileRows - result.hostileAccepted} stored without a 202**)` : ` (**${result.hostileAccepted - result.hostileRows} answers 202 without a stored row**)`}
- Stored leads (not spam) with text nobody should be able to store (line breaks or bidi/invisible controls in name, subject or email; U+FFFD or lone surrogates anywhere): **${result.unsafeRows}**
${families.length ? `\nServer errors by case:\n\n${table(["case", "5xx"], families.slice(0, 25).map(([family, count]) => [family, count]))}\n\nFirst ones, to reproduce:\n\n${table(["method", "target", "case", "status"], hostile.samples.map((s) => [s.method, `\`${s.target}\``, s.family, s.status ?? "none"]))}\n` : ""}${unanswered.length ? `\nNo status line (the server closed the connection first):\n\n${table(["case (client error)", "requests"], unanswered.map(([reason, count]) => [reason, count]))}\n` : ""}
## Checks: requests with one right answer

Sent in full on every run (not sampled): a body in a content coding the server does not decode (\`gzip\`,
\`br\`, \`zstd\`, a list, junk, a really compressed body) on both JSON APIs, the form pages, \`/book\` and a cancel
link → 415, and \`identity\` → read and stored; methods no route takes (CONNECT, TRACE, PROPFIND, QUERY) → 405 with
\`Allow\`, tokens that are no method → 400; a cancel link posted with \`Origin: null\` → decided by the token (404
for an unknown one), a foreign origin → 400; leads posted with a forged page of origin (\`Host: evil.example\` and a
Referer there, or a forwarded host without \`TRUST_PROXY\`).

${table(["case", "sent", "answered right"], Object.entries(checks.checks).map(([family, check]) => [family, check.sent, check.right === check.sent ? check.right : `**${check.right}**`]))}

- Forged-Referer leads stored: ${forgedPages.tagged}; leads stored with a forged page of origin: **${forgedPages.withForgedPage}**
${checks.unexpected.length ? `\nAnswered otherwise:\n\n${table(["method", "target", "case", "status", "expected"], checks.unexpected.slice(0, 25).map((s) => [s.method, `\`${s.target}\``, s.family, s.status ?? "none", s.detail ?? ""]))}\n` : ""}
## Load: leads over keep-alive connections

${result.options.concurrency} clients at once, each posting its next lead as soon as the last is answered.

${table(
  ["channel", "leads", "202", "stored", "lost", "throughput", "p50", "p99", "errors"],
  result.load.map((load) => [
    load.channel === "api" ? "API (`POST /api/contact`, JSON)" : "form (`POST /contact`, no JavaScript)",
    load.stream.sent,
    load.stream.accepted.length,
    load.stream.accepted.length - load.lost,
    load.lost,
    `${load.perSecond.toFixed(0)}/s`,
    ms(load.p50),
    ms(load.p99),
    load.stream.resets + load.stream.refused + Object.values(load.stream.otherErrors).reduce((a, b) => a + b, 0),
  ]),
)}

## Faults in the middle of a lead stream

A fresh server and database each; the signal goes out after ${result.options.faultAfter} answered leads.

${table(
  ["fault", "sent", "202", "stored", "lost", "resets", "refused", "answered after signal", "exit", "then"],
  [faultRows("kill -9", result.kill, result.kill.restarted ? "restarted on the same data, took 3 more leads" : "**restart failed**")],
)}

- kill -9: requests in flight die with the process (resets are expected there); what matters is that every
  202 is stored (a lead stored whose answer was lost is possible and harmless: stored ≥ 202).

### SIGTERM (a deploy) behind a load balancer

\`SHUTDOWN_DRAIN_MS\` = ${result.queued.at(-1)?.drainMs ?? "?"} ms. The probe plays the load balancer: it asks each instance's \`/healthz\` every
100 ms (a new connection each time) and stops sending to one that does not answer 200. On SIGTERM the server
answers 503 there at once, keeps accepting and answering for the drain, then closes the listener once the
kernel's accept queue is empty, answers what it accepted, closes idle keep-alive connections, stops the outbox
and closes the database.

${table(
  ["deploy", "sent", "202", "stored", "lost", "resets", "refused", "answered after signal", "out of rotation after", "exit", "exit after"],
  [
    deployRow("SQLite, keep-alive clients", result.sigterm),
    deployRow("SQLite, a new connection per request", result.sigtermNew),
    ...(postgres && "deploy" in postgres ? [deployRow("PostgreSQL, 1 of 2 instances, a new connection per request", postgres.deploy)] : []),
  ],
)}

Connections queued in the kernel when the SIGTERM lands (the issue-22 repro: the server frozen with SIGSTOP,
5 clients each connect and send a complete \`POST /api/contact\`, then SIGTERM and SIGCONT; before the fix:
1 × 202 and 4 resets):

${table(
  ["SHUTDOWN_DRAIN_MS", "answers", "stored", "/healthz meanwhile", "exit", "exit after"],
  result.queued.map(({ drainMs, result: queued }) => [
    drainMs,
    queued.statuses.map((status) => status ?? "reset").join(", "),
    queued.stored,
    queued.healthDuringDrain ?? "none",
    `${queued.exit.code ?? queued.exit.signal}`,
    `${(queued.exitMs / 1000).toFixed(1)} s`,
  ]),
)}

## Text hygiene: hostile characters in every field of every form and API

Each form and API (\`POST /api/contact\` as full, quick and location leads; the quick, full and location forms
without JavaScript; \`POST /api/bookings\` and the \`/book\` form) gets each of its fields hostile on its own and
then all at once: U+202E, U+061C, U+200E, U+FFFE, U+FFFF and a decomposed é (removed or composed by the one
normalisation in \`domain/text.ts\`, so the lead is stored); C0/C1 controls (U+0001, U+0007, U+001B, U+0085,
U+009B: refused in a field with a message); and both as spam (honeypot filled: stored without validation, so
normalised and stripped). Afterwards every stored text field is read back from the database: it must be NFC and
hold no bidi control, noncharacter, C0/C1 control (but a message's or topic's line feed), lone surrogate or U+FFFD.

${hygieneSection("SQLite", result.textHygiene)}${postgres && "textHygiene" in postgres ? `\n${hygieneSection("PostgreSQL", postgres.textHygiene)}` : ""}
${oversizedSection(result.oversizedBodies, hostLine())}
${result.feed ? `\n${feedSection(result.feed, result.startedAt)}` : ""}${latencySection(result)}${rollingSection(result)}`;
}

function rollingSection(result: StressResult): string {
  const rolling = rollingRestartOf(result);
  if (rolling) return `\n${rollingRestartSection(rolling, { concurrency: result.options.concurrency, rounds: result.options.rollingRestart?.rounds }, result.startedAt, "npm run stress")}`;
  const postgres = result.postgres;
  const skipped = postgres && "deploy" in postgres && postgres.rollingRestart && "skipped" in postgres.rollingRestart ? postgres.rollingRestart.skipped : undefined;
  return skipped ? `\n${ROLLING_RESTART_HEADING}\n\nSkipped: ${skipped}.\n` : "";
}

function latencySection(result: StressResult): string {
  const latency = result.latency;
  if (!latency) return "";
  const { commitCost } = latency;
  return `
## Latency at high concurrency: \`POST /api/contact\` on SQLite, before and after

${latency.rows.length / (result.options.latency?.concurrencies.length ?? 1)} builds measured in the same run, interleaved (rounds alternate which goes first; each round a fresh
server and database per build, warmed up with 400 leads that are not counted), keep-alive clients each posting
its next lead as soon as the last is answered;
${result.options.latency?.leads} leads per build, concurrency and round, ${result.options.latency?.rounds} rounds. Load average at the end ${loadavg()[0]!.toFixed(1)} on ${cpus().length} shared CPUs:
compare the rows with each other, not with another run.

${table(
  ["build", "clients", "leads", "p50", "p99", "max", "throughput", "not 202 or lost"],
  latency.rows.map((row) => [row.label, row.concurrency, row.leads, ms(row.p50), ms(row.p99), ms(row.max), `${row.perSecond.toFixed(0)}/s`, row.failures]),
)}

Where the time goes: \`node:sqlite\` is synchronous, so a commit blocks the event loop, and with
\`synchronous = FULL\` (kept: a 202 means the lead survives a power cut) each commit waits for an fsync of the WAL.
On this machine's disk, in this run: one row per commit ${ms(commitCost.single.p50)} median, ${ms(commitCost.single.p99)} p99; 25 rows sharing a commit
${ms(commitCost.batchedPerRow)} per row. Before, every lead paid one commit, one after the other, and every other request waited
behind it: at c clients the last in line waits for c fsyncs. After, the leads that arrive in one turn of the event loop
share one multi-row INSERT (\`server/db/group-commit.ts\`): one fsync per batch, each 202 still sent only after the
commit holding its lead. A CPU profile of the server at 50 clients showed the rest: about a tenth of each lead's time
went into building the zod schema anew for every lead (\`domain/lead/validation.ts\` now builds each once). The other
suspects, measured or read: the outbox worker does not hold the writer during a send (claim, send and mark-sent are
separate one-statement commits; without SMTP, as here, it does no database work at all, and with SMTP each email adds
two small commits); the rate limit is in memory on SQLite (and off in this probe); the per-lead log line is one short
write.
`;
}

/** The calendar feed phase's section of bench/STRESS.md (also written on its own: `STRESS_ONLY=feed`). */
/** How the calendar feed section begins (STRESS_ONLY=feed replaces it). */
export const FEED_HEADING = "## Calendar feed:";

export function feedSection(feed: FeedStressResult, at = new Date()): string {
  const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);
  return `${FEED_HEADING} \`/healthz\` while a hostile feed is read

Run on ${at.toISOString()} (${(feed.durationMs / 1000).toFixed(0)} s) on ${hostname()}: ${cpus().length} shared CPUs (${cpus()[0]?.model.trim() ?? "unknown model"}), load average at the end ${loadavg()[0]!.toFixed(1)}.
Each feed is served from loopback as the deployment's \`BOOKING_BUSY_ICS_URL\`, which a fresh production server
reads right after start; from the moment the feed is fetched, \`/healthz\` is timed one request at a time (20 ms
apart) for ${FEED_PROBE_MS / 1000} s, past the parse's CPU budget. The first row is the baseline: an empty calendar. Before the
fix, the 1.3 KB feed of ten one-minute events every minute stalled every request for 8.7–9.8 s (issue 39).
A \`/healthz\` over ${FEED_STALL_MS} ms, a failed one or a wrong state fails the run: **${feedFailures(feed)}**.

${table(
  ["feed", "size", "state afterwards", "/healthz", "p50", "p99", "max"],
  feed.rows.map((row) => [row.name, size(row.bytes), row.expected ? row.outcome : `**${row.outcome}** (unexpected)`, row.healthz.failed ? `${row.healthz.sent} (**${row.healthz.failed} failed**)` : row.healthz.sent, ms(row.healthz.p50), ms(row.healthz.p99), ms(row.healthz.max)]),
)}
`;
}
