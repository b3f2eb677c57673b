/**
 * The whole probe: hostile requests and lead load against one server, then a crash (SIGKILL) and a
 * deploy (SIGTERM) in the middle of a lead stream, each on its own server and data folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killMidStream, sigtermMidStream, type FaultResult } from "./faults";
import { fuzz, type FuzzResult } from "./fuzz";
import { checkedRequests, hostileRequests, hostileSample } from "./hostile-requests";
import { percentile, streamLeads, type LeadChannel, type StreamResult } from "./lead-stream";
import { startServer } from "./server-process";
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
  sigterm: FaultResult;
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
    } finally {
      await server.stop();
    }
    const serverErrorLines = server.log().split("\n").filter((line) => /^5\d\d /.test(line)).length;

    // 2. A crash mid-stream, then a restart on the same data.
    log("fault: SIGKILL mid-stream");
    const faultOptions = { ...serverOptions, concurrency: options.concurrency, signalAfter: options.faultAfter, total: options.faultAfter * 20 };
    const kill = await killMidStream({ ...faultOptions, dataDir: dataDir() });
    // 3. A deploy mid-stream.
    log("fault: SIGTERM mid-stream");
    const sigterm = await sigtermMidStream({ ...faultOptions, dataDir: dataDir() });

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
    result.sigterm.lost.length
  );
}

/** Checked cases answered otherwise than the one right answer (5xx included), and leads stored with a forged page. */
export function failedChecks(result: StressResult): number {
  return result.checks.unexpected.length + result.forgedPages.withForgedPage;
}
