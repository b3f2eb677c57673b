/**
 * Oversized bodies to every route that takes one: declared (`Content-Length` far past the bound,
 * then silence) and chunked (no length; bytes streamed until the server answers or the total is
 * sent). The server must answer 413 at once for the first and cut the second at its bound, without
 * buffering it: the process's resident memory is sampled while each is sent.
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { cpus, hostname, loadavg } from "node:os";
import { sendRaw } from "./raw-request";
import { startServer } from "./server-process";

export interface BodyRoute {
  path: string;
  contentType: string;
  /** What takes the body, for the report. */
  label: string;
  /** The answer past the bound: 413, but the page view beacon's one answer is 204 (decision 039). */
  refusal?: number;
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

/** Every route that reads a body: the JSON API, the passkey endpoints (open ones first), visitor and workspace forms. */
export const BODY_ROUTES: BodyRoute[] = [
  { path: "/api/contact", contentType: JSON_TYPE, label: "contact API" },
  { path: "/api/bookings", contentType: JSON_TYPE, label: "booking API" },
  { path: "/api/bookings/reschedule", contentType: JSON_TYPE, label: "reschedule API" },
  { path: "/api/views", contentType: "text/plain;charset=UTF-8", label: "page view beacon", refusal: 204 },
  { path: "/admin/api/passkeys/sign-in/options", contentType: JSON_TYPE, label: "passkey, no session" },
  { path: "/admin/api/passkeys/sign-in", contentType: JSON_TYPE, label: "passkey, no session" },
  { path: "/admin/api/passkeys/enroll/options", contentType: JSON_TYPE, label: "passkey, no session" },
  { path: "/admin/api/passkeys/enroll", contentType: JSON_TYPE, label: "passkey, no session" },
  { path: "/admin/api/passkeys/add/options", contentType: JSON_TYPE, label: "passkey, session" },
  { path: "/admin/api/passkeys/add", contentType: JSON_TYPE, label: "passkey, session" },
  { path: "/contact", contentType: FORM_TYPE, label: "lead form" },
  { path: "/contact.data", contentType: FORM_TYPE, label: "lead form (fetcher)" },
  { path: "/book", contentType: FORM_TYPE, label: "booking form" },
  { path: `/book/manage/${"A".repeat(43)}`, contentType: FORM_TYPE, label: "booking manage form" },
  { path: "/admin/sign-in", contentType: FORM_TYPE, label: "workspace form, no session" },
  { path: "/admin/leads/1", contentType: FORM_TYPE, label: "workspace form, session" },
];

/** The process's resident memory in bytes (Linux: /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kib) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

export interface Attempt {
  /** The answer's status; null when the connection ended without one. */
  status: number | null;
  /** Body bytes written before the answer (chunked) or declared (Content-Length). */
  bytes: number;
  ms: number;
  /** The most the process's resident memory grew while the attempt ran. */
  peakGrowthBytes: number;
  /** Why there is no status (a reset, a timeout). */
  error?: string;
}

/** One chunk of a chunked body: 64 KiB of `a` with its framing. */
const CHUNK = Buffer.concat([Buffer.from(`${(64 * 1024).toString(16)}\r\n`), Buffer.alloc(64 * 1024, "a"), Buffer.from("\r\n")]);
const CHUNK_BODY_BYTES = 64 * 1024;

/**
 * Streams up to `total` body bytes chunked on a socket of its own until the first byte of an answer
 * arrives, then stops writing (as a browser does) and reads the status line. Not `node:http`'s
 * client: it drops an answer that arrives while it is still writing once the server closes.
 */
function postChunked(port: number, path: string, headers: Record<string, string>, total: number, timeoutMs: number): Promise<{ status: number | null; bytes: number; error?: string }> {
  return new Promise((resolve) => {
    let sent = 0;
    let received = "";
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port, allowHalfOpen: true });
    const statusOf = () => Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1]) || null;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const status = statusOf();
      resolve({ status, bytes: sent, error: status === null ? (error ?? "closed") : undefined });
    };
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    socket.on("data", (data) => {
      received += data.toString("latin1");
      if (received.includes("\r\n")) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on("close", () => finish("closed"));
    const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), "Transfer-Encoding: chunked"];
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    const write = () => {
      while (!settled && received === "" && sent < total) {
        sent += CHUNK_BODY_BYTES;
        if (!socket.write(CHUNK)) return void socket.once("drain", write);
      }
      if (!settled && received === "") socket.write("0\r\n\r\n");
    };
    write();
  });
}

/** Runs `attempt` while sampling the process's memory every 20 ms. */
async function measured(pid: number, attempt: () => Promise<{ status: number | null; bytes: number; error?: string }>): Promise<Attempt> {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // The process ended: the caller sees it.
    }
  }, 20);
  const started = performance.now();
  try {
    const { status, bytes, error } = await attempt();
    peak = Math.max(peak, residentBytes(pid));
    return { status, bytes, error, ms: performance.now() - started, peakGrowthBytes: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

export interface OversizedOptions {
  port: number;
  pid: number;
  /** The `Origin` the site's own pages send (the passkey endpoints take nothing else). */
  origin: string;
  /** Bytes a chunked attempt may stream at most (default 256 MiB). */
  chunkedBytes?: number;
  /** Bytes a declared attempt announces (default 256 MiB). */
  declaredBytes?: number;
  timeoutMs?: number;
}

/** A declared and a chunked oversized body to `route`. */
export async function oversizedBody(route: BodyRoute, options: OversizedOptions): Promise<{ declared: Attempt; chunked: Attempt }> {
  const { port, pid, origin, chunkedBytes = 256 * 1024 * 1024, declaredBytes = 256 * 1024 * 1024, timeoutMs = 30_000 } = options;
  const headers = { "Content-Type": route.contentType, Origin: origin };
  const declared = await measured(pid, async () => {
    const answer = await sendRaw(
      port,
      { family: "oversized body", method: "POST", target: route.path, headers: [...Object.entries(headers), ["Content-Length", String(declaredBytes)]], body: "{" },
      Math.min(timeoutMs, 5_000),
    );
    return { status: answer.status, bytes: declaredBytes, error: answer.error };
  });
  const chunked = await measured(pid, () => postChunked(port, route.path, headers, chunkedBytes, timeoutMs));
  return { declared, chunked };
}

/** Growth of the server's resident memory past which an attempt counts as buffered (the issue's 256 MiB grew it by 500 MB). */
export const MAX_GROWTH_BYTES = 50 * 1024 * 1024;

export interface OversizedRow {
  route: BodyRoute;
  declared: Attempt;
  chunked: Attempt;
}

export interface OversizedResult {
  rows: OversizedRow[];
  /** The server's resident memory before the first attempt and after the last. */
  residentBefore: number;
  residentAfter: number;
}

/** Every route in `BODY_ROUTES`, one after the other, against a server already running. */
export async function oversizedBodies(options: OversizedOptions): Promise<OversizedResult> {
  const residentBefore = residentBytes(options.pid);
  const rows: OversizedRow[] = [];
  for (const route of BODY_ROUTES) rows.push({ route, ...(await oversizedBody(route, options)) });
  return { rows, residentBefore, residentAfter: residentBytes(options.pid) };
}

/** Rows answered other than their refusal (413), or during which the server's memory grew past `MAX_GROWTH_BYTES`. */
export function oversizedFailures(result: OversizedResult): number {
  return result.rows.filter(({ route, declared, chunked }) =>
    [declared, chunked].some((attempt) => attempt.status !== (route.refusal ?? 413) || attempt.peakGrowthBytes >= MAX_GROWTH_BYTES),
  ).length;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function oversizedTable(result: OversizedResult): string {
  return `| route | takes | declared: status, ms, growth | chunked: status, written, ms, growth |
|---|---|---|---|
${result.rows
  .map(
    ({ route, declared: d, chunked: c }) =>
      `| \`${route.path.replace(/A{43}/, "<token>")}\` | ${route.label} | ${d.status ?? "none"}, ${d.ms.toFixed(0)}, ${mib(d.peakGrowthBytes)} | ${c.status ?? "none"}, ${mib(c.bytes)}, ${c.ms.toFixed(0)}, ${mib(c.peakGrowthBytes)} |`,
  )
  .join("\n")}`;
}

const verdictLine = (result: OversizedResult) =>
  `**${oversizedFailures(result) === 0 ? "Pass" : "Fail"}:** ${oversizedFailures(result)} of ${result.rows.length} routes answered otherwise or grew the process past the bound.
Resident memory ${mib(result.residentBefore)} before the first attempt, ${mib(result.residentAfter)} after the last.`;

/**
 * The report's section (bench/STRESS.md), between markers so a run of this case alone can replace
 * it; with `before` (an earlier build, `STRESS_BEFORE_BUILD`), its figures too.
 */
export function oversizedSection(result: OversizedResult, host: string, before?: { label: string; result: OversizedResult }): string {
  const declared = result.rows[0]?.declared.bytes ?? 0;
  return `${OVERSIZED_START}
## Oversized bodies: every route that takes one, before any session

${host}. Each route in turn gets a body that declares ${mib(declared)} in \`Content-Length\` (then a single byte and silence), then
a chunked body streamed in 64 KiB chunks until the answer's first byte arrives (at most 256 MiB; "written" is what the
client had written by then, most of it still in the two sockets' buffers). The server's resident memory (\`VmRSS\`) is
sampled every 20 ms during each attempt; growth is its peak minus its value just before. A route passes with 413 (the page view beacon: 204) for
both and growth under ${mib(MAX_GROWTH_BYTES)}.

${verdictLine(result)}

${oversizedTable(result)}
${
  before
    ? `
Before: ${before.label}, in the same run. "none" is no answer within 5 s (the route waited for the declared bytes).

${verdictLine(before.result)}

${oversizedTable(before.result)}
`
    : ""
}${OVERSIZED_END}`;
}

export const OVERSIZED_START = "<!-- oversized-bodies -->";
export const OVERSIZED_END = "<!-- /oversized-bodies -->";

/** The case on a server of its own (a fresh process: its memory is the baseline), stopped afterwards. */
export async function runOversizedBodies(options: { port: number; buildDir?: string; dataDir: string }): Promise<OversizedResult> {
  const server = await startServer({ port: options.port, buildDir: options.buildDir, dataDir: options.dataDir });
  try {
    return await oversizedBodies({ port: server.port, pid: server.child.pid!, origin: server.origin });
  } finally {
    await server.stop();
  }
}

/** Where the figures were taken, for the report: the host and its load. */
export const hostLine = () => `Host \`${hostname()}\`, ${cpus().length} CPU(s) (${cpus()[0]?.model.trim() ?? "unknown"}), load average ${loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`;
