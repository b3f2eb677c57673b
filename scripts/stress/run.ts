/**
 * The whole probe: hostile requests and lead load against one server, then a crash (SIGKILL) and a
 * deploy (SIGTERM) in the middle of a lead stream, each on its own server and data folder, then the
 * hostile calendar feeds (./feed.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deployMidStream, killMidStream, queuedAtSignal, type DeployResult, type FaultResult, type QueuedAtSignalResult } from "./faults";
import { measureLatency, sqliteCommitCost, type CommitCost, type LatencyBuild, type LatencyRow } from "./latency";
import { invalidStoredText, sendHostileText, type HygieneResult } from "./text-hygiene";
import { findPostgresBin, startPostgres } from "../postgres-cluster";
import { DEFAULT_SHUTDOWN_DRAIN_MS } from "../../server/config";
import { feedStress, type FeedStressResult } from "./feed";
import { fuzz, type FuzzResult } from "./fuzz";
import { checkedRequests, hostileRequests, hostileSample } from "./hostile-requests";
import { percentile, streamLeads, type LeadChannel, type StreamResult } from "./lead-stream";
import { rejectedRequests, startServer } from "./server-process";
import { findHaproxy } from "./haproxy";
import { rollingRestart, type RollingRestartResult } from "./rolling-restart";
import { runOversizedBodies, type OversizedResult } from "./oversized-bodies";
import { forgedPageRows, storedLeadCount, storedLeadEmails, unsafeTextRows } from "./stored-leads";

export interface StressOptions {
  /** 0 = any free port. */
  port: number;
  buildDir?: string;
  /** Hostile requests to send, spread evenly over the cases (all of them once by default in the CLI). */
  hostileCount: number;
  apiLeads: number;
  formLeads: number;
  concurrency: number;
  /** Leads answered before the SIGKILL / SIGTERM. */
  faultAfter: number;
  /** `SHUTDOWN_DRAIN_MS` of the servers that get a SIGTERM (default: the server's default, 5 s). */
  drainMs?: number;
  /**
   * Also on PostgreSQL (a throw-away cluster on loopback): text hygiene and a deploy of one of two
   * instances sharing it. `auto`: when PostgreSQL is installed.
   */
  postgres?: boolean | "auto";
  /**
   * With PostgreSQL: two instances behind HAProxy (docs/deploy/haproxy.cfg) restarted one after the
   * other `rounds` times under load (scripts/stress/rolling-restart.ts). `auto`: when HAProxy is installed.
   */
  rollingRestart?: { haproxy: boolean | "auto"; rounds: number };
  /** The hostile calendar feeds phase (./feed.ts; about 80 s). */
  feed?: boolean;
  /** The latency comparison at high concurrency (none when leads is 0). */
  latency?: { builds: LatencyBuild[]; concurrencies: number[]; leads: number; rounds: number };
  log?: (line: string) => void;
}

export interface LoadResult {
  channel: LeadChannel;
  stream: StreamResult;
  perSecond: number;
  p50: number;
  p99: number;
  lost: number;
}

export interface StressResult {
  options: StressOptions;
  hostile: FuzzResult;
  /** Cases with one right answer (415 for codings, odd methods, forged Referer…), every one sent on every run. */
  checks: FuzzResult;
  /** Forged-Referer leads stored, and leads that kept a forged page of origin (must be 0). */
  forgedPages: { tagged: number; withForgedPage: number };
  /** After the hostile requests and checks: rows in the database and 202 answers (they must match). */
  hostileRows: number;
  hostileAccepted: number;
  unsafeRows: number;
  load: LoadResult[];
  kill: FaultResult & { restarted: boolean };
  /** SIGTERM behind a load balancer on SQLite, keep-alive clients. */
  sigterm: DeployResult;
  /** The same with a new connection per request. */
  sigtermNew: DeployResult;
  /** Connections queued in the kernel (server frozen) when the SIGTERM lands, drain 0 and the default drain. */
  queued: { drainMs: number; result: QueuedAtSignalResult }[];
  /** Hostile characters in every field of every form and API, read back from SQLite. */
  textHygiene: HygieneResult;
  postgres?: { textHygiene: HygieneResult; deploy: DeployResult; rollingRestart?: RollingRestartResult | { skipped: string } } | { skipped: string };
  /** The hostile calendar feeds: the state each left and `/healthz` meanwhile. */
  feed?: FeedStressResult;
  latency?: { rows: LatencyRow[]; commitCost: CommitCost };
  /** 256 MiB bodies, declared and chunked, to every route that takes one, with the server's memory. */
  oversizedBodies: OversizedResult;
  serverErrorLines: number;
  startedAt: Date;
  durationMs: number;
}

function summarize(channel: LeadChannel, stream: StreamResult, stored: Set<string>): LoadResult {
  return {
    channel,
    stream,
    perSecond: (stream.latencies.length / stream.durationMs) * 1000,
    p50: percentile(stream.latencies, 50),
    p99: percentile(stream.latencies, 99),
    lost: stream.accepted.filter((email) => !stored.has(email)).length,
  };
}

export async function runStress(options: StressOptions): Promise<StressResult> {
  const log = options.log ?? (() => {});
  const startedAt = new Date();
  const started = performance.now();
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "mws-stress-"));
    dirs.push(dir);
    return dir;
  };
  const serverOptions = { port: options.port, buildDir: options.buildDir };
  try {
    // 1. Hostile requests, then lead load, on one server.
    const mainDir = dataDir();
    const server = await startServer({ ...serverOptions, dataDir: mainDir });
    let hostile: FuzzResult;
    let checks: FuzzResult;
    let forgedPages: StressResult["forgedPages"];
    let hostileRows: number;
    let unsafeRows: number;
    let textHygiene: HygieneResult;
    const load: LoadResult[] = [];
    try {
      const requests = hostileSample(hostileRequests(Buffer.alloc(4 * 1024 * 1024, "a")), options.hostileCount);
      log(`hostile: ${requests.length} requests`);
      hostile = await fuzz(server.port, requests, options.concurrency);
      const checked = checkedRequests();
      log(`checks: ${checked.length} requests`);
      checks = await fuzz(server.port, checked, options.concurrency);
      forgedPages = await forgedPageRows(mainDir);
      hostileRows = await storedLeadCount(mainDir);
      unsafeRows = await unsafeTextRows(mainDir);
      for (const [channel, total] of [["api", options.apiLeads], ["form", options.formLeads]] as const) {
        log(`load: ${total} ${channel} leads`);
        const tag = `load-${channel}`;
        const stream = await streamLeads({ origin: server.origin, channel, concurrency: options.concurrency, total, tag });
        load.push(summarize(channel, stream, await storedLeadEmails(mainDir, tag)));
      }
      log("text hygiene: hostile characters in every field of every form and API (SQLite)");
      const sentText = await sendHostileText(server.origin);
      textHygiene = { ...sentText, ...(await invalidStoredText(mainDir)) };
    } finally {
      await server.stop();
    }
    const serverErrorLines = rejectedRequests(server.log(), 500).length;

    // 2. Oversized bodies on a fresh server, whose memory is the baseline.
    log("oversized bodies: declared and chunked, to every route that takes one");
    const oversizedBodies = await runOversizedBodies({ ...serverOptions, dataDir: dataDir() });

    // 3. A crash mid-stream, then a restart on the same data.
    log("fault: SIGKILL mid-stream");
    const faultOptions = { ...serverOptions, concurrency: options.concurrency, signalAfter: options.faultAfter, total: options.faultAfter * 20 };
    const kill = await killMidStream({ ...faultOptions, dataDir: dataDir() });
    // 4. A deploy mid-stream behind a load balancer that polls /healthz: keep-alive clients, then a
    //    new connection per request; then connections queued in the kernel while the server is frozen.
    const drainMs = options.drainMs ?? DEFAULT_SHUTDOWN_DRAIN_MS;
    const drainEnv: Record<string, string> = { SHUTDOWN_DRAIN_MS: String(drainMs) };
    log("fault: SIGTERM mid-stream (keep-alive clients)");
    const sigterm = await deployMidStream({ ...faultOptions, dataDir: dataDir(), env: drainEnv });
    log("fault: SIGTERM mid-stream (a new connection per request)");
    const sigtermNew = await deployMidStream({ ...faultOptions, connections: "new", dataDir: dataDir(), env: drainEnv });
    const queued: StressResult["queued"] = [];
    for (const queuedDrainMs of [0, drainMs]) {
      log(`fault: SIGTERM with 5 connections queued in the kernel (drain ${queuedDrainMs} ms)`);
      const env = { SHUTDOWN_DRAIN_MS: String(queuedDrainMs) };
      queued.push({ drainMs: queuedDrainMs, result: await queuedAtSignal({ ...serverOptions, dataDir: dataDir(), connections: 5, env }) });
    }

    // 5. PostgreSQL: text hygiene, and a deploy of one of two instances sharing the database.
    let postgres: StressResult["postgres"];
    const wantPostgres = options.postgres === "auto" ? findPostgresBin() !== undefined : options.postgres;
    if (wantPostgres) {
      log("postgres: starting a throw-away cluster");
      const cluster = await startPostgres();
      try {
        const env = { DATABASE_URL: cluster.url };
        const pgServer = await startServer({ ...serverOptions, dataDir: dataDir(), env });
        let sentText: Awaited<ReturnType<typeof sendHostileText>>;
        try {
          log("text hygiene: hostile characters in every field of every form and API (PostgreSQL)");
          sentText = await sendHostileText(pgServer.origin);
        } finally {
          await pgServer.stop();
        }
        log("fault: SIGTERM to one of two instances on PostgreSQL (a new connection per request)");
        const deploy = await deployMidStream({ ...faultOptions, port: 0, connections: "new", instances: 2, dataDir: dataDir(), env: { ...env, ...drainEnv } });
        const textHygiene = { ...sentText, ...(await invalidStoredText({ databaseUrl: cluster.url })) };
        let rolling: RollingRestartResult | { skipped: string } | undefined;
        const wantHaproxy = options.rollingRestart && (options.rollingRestart.haproxy === "auto" ? findHaproxy() !== undefined : options.rollingRestart.haproxy);
        if (wantHaproxy) {
          log(`rolling restart: two instances behind HAProxy on PostgreSQL, ${options.rollingRestart!.rounds} round(s)`);
          rolling = await rollingRestart({ databaseUrl: cluster.url, buildDir: options.buildDir, concurrency: options.concurrency, rounds: options.rollingRestart!.rounds, log });
        } else if (options.rollingRestart && options.rollingRestart.haproxy !== false) rolling = { skipped: "HAProxy is not installed (apt-get install haproxy)" };
        postgres = { textHygiene, deploy, ...(rolling ? { rollingRestart: rolling } : {}) };
      } finally {
        await cluster.stop();
      }
    } else if (options.postgres !== false) postgres = { skipped: "PostgreSQL is not installed (apt-get install postgresql)" };

    // 6. Hostile calendar feeds read by the server while /healthz is timed.
    let feed: FeedStressResult | undefined;
    if (options.feed) {
      log("feed: the probe's hostile calendar feeds, /healthz timed meanwhile");
      feed = await feedStress({ buildDir: options.buildDir, log });
    }

    // 7. Latency at high concurrency, this build against an earlier one, interleaved.
    let latency: StressResult["latency"];
    if (options.latency && options.latency.leads > 0) {
      const commitCost = await sqliteCommitCost();
      latency = { rows: await measureLatency({ ...options.latency, log }), commitCost };
    }

    return {
      options,
      hostile,
      checks,
      forgedPages,
      hostileRows,
      hostileAccepted: hostile.accepted + checks.accepted,
      unsafeRows,
      load,
      kill,
      sigterm,
      sigtermNew,
      queued,
      textHygiene,
      postgres,
      feed,
      latency,
      oversizedBodies,
      serverErrorLines,
      startedAt,
      durationMs: performance.now() - started,
    };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** Lost leads over the whole run: 202 answers without a stored row. */
export function lostLeads(result: StressResult): number {
  return (
    Math.max(0, result.hostileAccepted - result.hostileRows) +
    result.load.reduce((sum, load) => sum + load.lost, 0) +
    result.kill.lost.length +
    result.sigterm.lost.length +
    result.sigtermNew.lost.length +
    (result.postgres && "deploy" in result.postgres ? result.postgres.deploy.lost.length : 0) +
    (rollingRestartOf(result)?.leads.lost.length ?? 0) +
    (result.latency?.rows.reduce((sum, row) => sum + row.failures, 0) ?? 0)
  );
}

/** The rolling restart behind HAProxy, when it ran. */
export function rollingRestartOf(result: StressResult): RollingRestartResult | undefined {
  const rolling = result.postgres && "deploy" in result.postgres ? result.postgres.rollingRestart : undefined;
  return rolling && "restarts" in rolling ? rolling : undefined;
}

/** Requests reset by a SIGTERM, over every deploy phase, and queued connections not answered 202. */
export function sigtermResets(result: StressResult): number {
  const deploys = [result.sigterm, result.sigtermNew, ...(result.postgres && "deploy" in result.postgres ? [result.postgres.deploy] : [])];
  return (
    deploys.reduce((sum, deploy) => sum + deploy.stream.resets, 0) +
    result.queued.reduce((sum, { result: queued }) => sum + queued.statuses.filter((status) => status !== 202).length, 0)
  );
}

/** Stored text fields holding a character the normalisation removes or refuses (SQLite and PostgreSQL). */
export function invalidCharacters(result: StressResult): number {
  return result.textHygiene.invalid.length + (result.postgres && "textHygiene" in result.postgres ? result.postgres.textHygiene.invalid.length : 0);
}

/** Checked cases answered otherwise than the one right answer (5xx included), and leads stored with a forged page. */
export function failedChecks(result: StressResult): number {
  return result.checks.unexpected.length + result.forgedPages.withForgedPage;
}
