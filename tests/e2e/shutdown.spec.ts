import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sigtermMidStream } from "../../scripts/stress/faults";

/**
 * A deploy drops nothing: the production server (its own process, port and data folder) gets a
 * SIGTERM while leads stream in over keep-alive connections.
 */
test("SIGTERM mid-stream: every sent request is answered, every 202 stored, clean exit", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), "mws-shutdown-"));
  try {
    const result = await sigtermMidStream({ dataDir, channel: "api", concurrency: 8, signalAfter: 60, total: 2_000 });
    const { stream } = result;
    // No request that reached the server was cut off; new connections after the signal are refused.
    expect(stream.resets, result.log).toBe(0);
    expect(stream.otherErrors).toEqual({});
    expect(stream.statuses).toEqual({ 202: stream.accepted.length });
    expect(stream.accepted.length).toBeGreaterThanOrEqual(60);
    expect(result.lost).toEqual([]);
    expect(result.stored).toBe(stream.accepted.length);
    expect(result.exit).toEqual({ code: 0, signal: null });
    expect(result.log).toContain("SIGTERM received");
    expect(result.log).not.toMatch(/\n\s+at /);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
