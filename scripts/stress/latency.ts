/**
 * Latency of `POST /api/contact` under load, this build against an earlier one (`STRESS_BEFORE_BUILD`)
 * in the same run: rounds alternate which build goes first, each on a fresh server and database
 * (warmed up with a few hundred leads first), so a busy shared machine weighs on both alike.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { percentile, streamLeads } from "./lead-stream";
import { startServer } from "./server-process";
import { storedLeadEmails } from "./stored-leads";

export interface LatencyBuild {
  label: string;
  buildDir?: string;
}

export interface LatencyRow {
  label: string;
  concurrency: number;
  leads: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  /** Answers other than 202, resets and lost leads (must be 0). */
  failures: number;
}

export interface LatencyOptions {
  builds: LatencyBuild[];
  concurrencies: number[];
  /** Leads per build, concurrency and round. */
  leads: number;
  rounds: number;
  log?: (line: string) => void;
}

export async function measureLatency(options: LatencyOptions): Promise<LatencyRow[]> {
  const samples = new Map<string, { latencies: number[]; ms: number; failures: number }>();
  const key = (label: string, concurrency: number) => `${label}\u0000${concurrency}`;
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? options.builds : [...options.builds].reverse();
    for (const build of order) {
      const dataDir = mkdtempSync(join(tmpdir(), "mws-latency-"));
      const server = await startServer({ dataDir, buildDir: build.buildDir });
      try {
        // Warm-up, not measured: the first requests compile the handlers and open the connections.
        await streamLeads({ origin: server.origin, channel: "api", concurrency: Math.max(...options.concurrencies), total: 2 * Math.max(...options.concurrencies), tag: "warm-up" });
        for (const concurrency of options.concurrencies) {
          options.log?.(`latency: ${build.label}, c=${concurrency}, round ${round + 1}/${options.rounds}`);
          const tag = `latency-${round}-${concurrency}`;
          const stream = await streamLeads({ origin: server.origin, channel: "api", concurrency, total: options.leads, tag });
          const stored = await storedLeadEmails(dataDir, tag);
          const sample = samples.get(key(build.label, concurrency)) ?? { latencies: [], ms: 0, failures: 0 };
          sample.latencies.push(...stream.latencies);
          sample.ms += stream.durationMs;
          sample.failures +=
            stream.sent - stream.accepted.length + stream.accepted.filter((email) => !stored.has(email)).length;
          samples.set(key(build.label, concurrency), sample);
        }
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  return options.builds.flatMap((build) =>
    options.concurrencies.map((concurrency) => {
      const sample = samples.get(key(build.label, concurrency))!;
      return {
        label: build.label,
        concurrency,
        leads: sample.latencies.length,
        p50: percentile(sample.latencies, 50),
        p99: percentile(sample.latencies, 99),
        max: Math.max(...sample.latencies),
        perSecond: (sample.latencies.length / sample.ms) * 1000,
        failures: sample.failures,
      };
    }),
  );
}

export interface CommitCost {
  /** Per commit of one row, `synchronous = FULL` (the server's setting): p50 and p99 in ms. */
  single: { p50: number; p99: number };
  /** Per row when 25 rows share a commit (what group commit does at load). */
  batchedPerRow: number;
}

/**
 * Where a lead's time goes on SQLite: the cost of one durable commit (fsync of the WAL) on this
 * machine's disk, paid while the event loop is blocked (node:sqlite is synchronous), against the
 * same rows sharing commits.
 */
export async function sqliteCommitCost(rows = 200): Promise<CommitCost> {
  const { DatabaseSync } = await import("node:sqlite");
  const dir = mkdtempSync(join(tmpdir(), "mws-commit-"));
  try {
    const db = new DatabaseSync(join(dir, "cost.sqlite"));
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("create table t (id text, body text)");
    const insert = db.prepare("insert into t values (?, ?)");
    const body = "x".repeat(400);
    const single: number[] = [];
    for (let n = 0; n < rows; n++) {
      const started = performance.now();
      insert.run(String(n), body);
      single.push(performance.now() - started);
    }
    const started = performance.now();
    for (let batch = 0; batch < rows / 25; batch++) {
      db.exec("BEGIN");
      for (let n = 0; n < 25; n++) insert.run(String(n), body);
      db.exec("COMMIT");
    }
    const batchedPerRow = (performance.now() - started) / rows;
    db.close();
    return { single: { p50: percentile(single, 50), p99: percentile(single, 99) }, batchedPerRow };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
