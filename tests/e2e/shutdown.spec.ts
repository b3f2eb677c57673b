import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { queuedAtSignal, sigtermMidStream } from "../../scripts/stress/faults";

/**
 * A deploy drops nothing: the production server (its own process, port and data folder) gets a
 * SIGTERM while leads stream in through a load balancer (`deployMidStream`: it asks `/healthz`
 * every 100 ms and stops sending to an instance that says 503).
 */
const withDataDir = async (run: (dataDir: string) => Promise<void>) => {
  const dataDir = mkdtempSync(join(tmpdir(), "mws-shutdown-"));
  try {
    await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

for (const connections of ["keep-alive", "new"] as const) {
  test(`SIGTERM mid-stream (${connections} connections): /healthz says 503, every sent request is answered, every 202 stored, clean exit`, async () => {
    test.setTimeout(90_000);
    await withDataDir(async (dataDir) => {
      // The default drain (5 s) for keep-alive clients; a shorter one keeps the second case quick.
      const env = { SHUTDOWN_DRAIN_MS: connections === "new" ? "1500" : "5000" };
      const result = await sigtermMidStream({ dataDir, channel: "api", concurrency: 8, connections, signalAfter: 60, total: 2_000, env });
      const { stream } = result;
      // No request that reached the server was cut off, none refused: the load balancer stopped first.
      expect(stream.resets, result.log).toBe(0);
      expect(stream.refused).toBe(0);
      expect(stream.otherErrors).toEqual({});
      expect(stream.statuses).toEqual({ 202: stream.accepted.length });
      expect(stream.accepted.length).toBeGreaterThanOrEqual(60);
      // The balancer took the instance out after the signal and within the drain, while the server still
      // listened and answered: so /healthz said 503, not a refused connection after the close (NaN: never taken out).
      expect(result.outOfRotationMs).toBeGreaterThan(0);
      expect(result.outOfRotationMs).toBeLessThan(Number(env.SHUTDOWN_DRAIN_MS));
      expect(result.lost).toEqual([]);
      expect(result.stored).toBe(stream.accepted.length);
      expect(result.exit).toEqual({ code: 0, signal: null });
      expect(result.log).toContain("SIGTERM received");
      expect(result.log).not.toMatch(/\n\s+at /);
    });
  });
}

/**
 * The repro of issue 22: requests still in the kernel's accept queue when the listener would close.
 * The server is frozen (SIGSTOP) while 5 clients each connect and send a complete lead, then gets
 * SIGTERM and SIGCONT. With no drain at all, every queued connection must still be accepted and
 * answered (not reset); with a drain, /healthz answers 503 meanwhile.
 */
for (const drainMs of ["0", "1500"]) {
  test(`connections queued at SIGTERM are answered, not reset (SHUTDOWN_DRAIN_MS=${drainMs})`, async () => {
    test.setTimeout(60_000);
    await withDataDir(async (dataDir) => {
      const result = await queuedAtSignal({ dataDir, connections: 5, env: { SHUTDOWN_DRAIN_MS: drainMs } });
      expect(result.errors, result.log).toEqual([]);
      expect(result.statuses).toEqual([202, 202, 202, 202, 202]);
      expect(result.stored).toBe(5);
      expect(result.exit).toEqual({ code: 0, signal: null });
      if (drainMs !== "0") expect(result.healthDuringDrain).toBe(503);
      expect(result.log).not.toMatch(/\n\s+at /);
    });
  });
}
