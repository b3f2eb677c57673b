/** bench/STRESS.md from one stress run. */
import { cpus, loadavg } from "node:os";
import type { FaultResult } from "./faults";
import { failedChecks, lostLeads, type StressResult } from "./run";

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

export function stressReport(result: StressResult): string {
  const { hostile } = result;
  const statusRows = Object.entries(hostile.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => [status, count]);
  const families = Object.entries(hostile.serverErrorFamilies).sort(([, a], [, b]) => b - a);
  const unanswered = Object.entries(hostile.unanswered).sort(([, a], [, b]) => b - a);
  const lost = lostLeads(result);
  const failed = failedChecks(result);
  const verdict = hostile.serverErrors === 0 && failed === 0 && lost === 0 && result.sigterm.stream.resets === 0 && hostile.offSiteRedirects.length === 0;
  const { checks, forgedPages } = result;

  return `# Stress report

Written by \`npm run stress\` (scripts/stress.ts) on ${result.startedAt.toISOString()}, ${(result.durationMs / 1000).toFixed(0)} s,
against the production server (\`npm start\`: the server build, SQLite, no email, no rate limit) on loopback,
${cpus().length} CPU(s), load average at the end ${loadavg()[0]!.toFixed(1)} (the machine is shared: timings are indicative).

**${verdict ? "Pass" : "Fail"}:** ${hostile.serverErrors} server errors (5xx) in ${hostile.sent} hostile requests, ${lost} lost leads
(202 answered but not stored), ${result.sigterm.stream.resets} connection resets under SIGTERM, ${hostile.offSiteRedirects.length} off-site redirects,
${failed} of ${checks.sent} checked requests answered wrong or stored a forged page.

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
  [
    faultRows("kill -9", result.kill, result.kill.restarted ? "restarted on the same data, took 3 more leads" : "**restart failed**"),
    faultRows("SIGTERM", result.sigterm, `exit ${(result.sigterm.exitMs / 1000).toFixed(1)} s after the signal`),
  ],
)}

- kill -9: requests in flight die with the process (resets are expected there); what matters is that every
  202 is stored (a lead stored whose answer was lost is possible and harmless: stored ≥ 202).
- SIGTERM: the server stops accepting (new connections are refused), answers every request already sent with
  \`Connection: close\`, then stops the outbox and closes the database: no resets.
`;
}
