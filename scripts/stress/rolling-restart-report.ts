/** The "Rolling restart behind HAProxy" section of bench/STRESS.md. */
import { spawnSync } from "node:child_process";
import { cpus, hostname, loadavg } from "node:os";
import { basename, dirname } from "node:path";
import { findPostgresBin } from "../postgres-cluster";
import { findHaproxy } from "./haproxy";
import type { RollingRestartOptions, RollingRestartResult } from "./rolling-restart";

export const ROLLING_RESTART_HEADING = "## Rolling restart behind HAProxy";

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(0)} ms`);
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const table = (header: string[], rows: (string | number)[][]) =>
  [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

/** Failed requests, lost leads and bookings, workspace answers that were not signed in, and a race without exactly one winner. */
export function rollingRestartProblems(result: RollingRestartResult): number {
  return (
    result.failures.length +
    result.leads.lost.length +
    result.bookings.lost.length +
    (result.workspace.checks - result.workspace.signedIn) +
    (result.race.statuses[201] === 1 && result.race.activeBookings === 1 && result.race.statuses[409] === result.race.clients - 1 ? 0 : 1) +
    result.restarts.filter((restart) => restart.exit.code !== 0).length
  );
}

function haproxyVersion(): string {
  const binary = findHaproxy();
  const output = binary ? spawnSync(binary, ["-v"], { encoding: "utf8" }).stdout : "";
  return /version (\S+)/.exec(output)?.[1] ?? "unknown";
}

export function rollingRestartSection(result: RollingRestartResult, options: Pick<RollingRestartOptions, "concurrency" | "rounds" | "drainMs">, writtenAt: Date, command: string): string {
  const kinds = [
    ["page loads (`GET` /, /services, /book, /blog, /contact, /process → 200)", result.requests.page],
    ["leads (`POST /api/contact` → 202)", result.requests.lead],
    ["bookings (`POST /api/bookings`, each a free slot of its own → 201)", result.requests.booking],
    ["the signed-in owner (`GET /admin` with the session cookie every 200 ms → 200, the inbox)", result.requests.workspace],
  ] as const;
  const total = kinds.reduce((sum, [, kind]) => ({ sent: sum.sent + kind.sent, ok: sum.ok + kind.ok }), { sent: 0, ok: 0 });
  const postgres = findPostgresBin();
  const problems = rollingRestartProblems(result);
  const raceAnswers = Object.entries(result.race.statuses)
    .map(([status, count]) => `${count} × ${status === "0" ? "no answer" : status}`)
    .join(", ");
  // In the foreground HAProxy prints each state change twice: as a warning on stderr and as a log line.
  const haproxyLines = [...new Set(result.haproxyLog.split("\n").map((line) => line.replace(/^\[\w+\]\s+\(\d+\) : /, "").trim()).filter(Boolean))];

  return `${ROLLING_RESTART_HEADING}

Written by \`${command}\` on ${writtenAt.toISOString()}, host \`${hostname()}\`, ${cpus().length} CPU(s), load average at the
end ${loadavg()[0]!.toFixed(1)} (the machine is shared: latencies are indicative).

Two instances of the production build on one PostgreSQL (${postgres ? `${basename(dirname(postgres))}, ` : ""}a throw-away cluster on loopback, fsync off) behind
HAProxy ${haproxyVersion()} running \`docs/deploy/haproxy.cfg\` as it is (addresses from its environment variables, loopback
only), \`TRUST_PROXY=1\`, \`SHUTDOWN_DRAIN_MS\` ${options.drainMs ?? 5000}. ${options.concurrency} clients send page loads, leads and bookings
through HAProxy over keep-alive connections, each its next request as soon as the last is answered, plus a signed-in
owner, while each instance in turn gets SIGTERM, is replaced by a new process on its port once it has exited, and
the other follows only when HAProxy has the new one UP (${options.rounds ?? 1} round(s) of both).

**${problems === 0 ? "Pass" : "Fail"}:** ${total.sent - total.ok} failed requests of ${total.sent}, ${result.leads.lost.length} lost leads, ${result.bookings.lost.length} lost bookings,
${result.workspace.checks - result.workspace.signedIn} workspace answers not signed in, ${result.race.statuses[201] ?? 0} winner(s) of a ${result.race.clients}-way booking race.

${table(
  ["requests", "sent", "answered as expected", "failed", "p50", "p99"],
  [...kinds.map(([name, kind]) => [name, kind.sent, kind.ok, kind.sent - kind.ok, ms(kind.p50), ms(kind.p99)]), ["**all**", total.sent, total.ok, total.sent - total.ok, "", ""]],
)}

- Over ${seconds(result.durationMs)}. Leads answered 202: ${result.leads.accepted}, in the database ${result.leads.stored}, **lost ${result.leads.lost.length}**;
  bookings answered 201: ${result.bookings.accepted}, in the database ${result.bookings.stored}, **lost ${result.bookings.lost.length}**.
- The owner's session (in PostgreSQL): ${result.workspace.signedIn} of ${result.workspace.checks} requests for \`/admin\` answered with the inbox across
  the restarts (without the cookie: ${result.workspace.withoutCookie ?? "no answer"}, the redirect to sign-in).${
    result.failures.length > 0 ? `\n- Failed requests (first 10):${result.failures.slice(0, 10).map((f) => `\n  - ${f.kind} ${f.target} at ${seconds(f.atMs)}: ${f.outcome.replace(/\s+/g, " ")}`).join("")}` : ""
  }

${table(
  ["instance", "out of rotation after SIGTERM", "exited after (code)", "new process listening after", "then UP in HAProxy after", "whole restart"],
  result.restarts.map((restart) => [
    restart.instance,
    ms(restart.outOfRotationMs),
    `${seconds(restart.exitMs)} (${restart.exit.code ?? restart.exit.signal})`,
    seconds(restart.startMs),
    seconds(restart.backInRotationMs),
    seconds(restart.totalMs),
  ]),
)}

"Out of rotation": HAProxy's health checks saw \`/healthz\` answer 503 and marked the instance DOWN while it kept
serving for its drain. "Whole restart": from the SIGTERM to the new process UP in HAProxy; during it the other
instance carried everything.

Why the configuration gives a health check 3 s to answer (\`timeout check 3s\`) rather than HAProxy's default, the 1 s
interval: the instance that carries everything while the other restarts answers slowly under load, and on this
host (load average 16, 16 clients) a run with the default had its checks time out there, HAProxy took the last
instance out too, and 2,435 of 3,428 requests were answered 503 by HAProxy (no lead was lost: none of them reached an
instance).

**Booking race:** ${result.race.clients} clients post the same slot through HAProxy at once, each on a connection of its own:
${raceAnswers}; active bookings for that slot: ${result.race.activeBookings}.

HAProxy logged ${haproxyLines.length} distinct line(s) (the configuration logs only errors, retries, redispatches and state changes:
\`dontlog-normal\`)${haproxyLines.length > 0 ? `:\n\n\`\`\`\n${haproxyLines.slice(0, 12).join("\n")}${haproxyLines.length > 12 ? `\n… ${haproxyLines.length - 12} more` : ""}\n\`\`\`` : "."}
`;
}
