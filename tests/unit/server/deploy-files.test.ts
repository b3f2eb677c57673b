import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHUTDOWN_DRAIN_MS } from "../../../server/config";

/**
 * The deploy files (docs/deploy/) against the server's shutdown: a stop timeout shorter than the
 * shutdown, or health checks slower than the drain, would cut leads off in a deploy.
 */
const deployFile = (name: string) => readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "deploy", name), "utf8");

/** The longest a SIGTERM takes to exit: the drain, 2 s to answer what was queued, 2.5 s for the outbox (README "Run"). */
const SHUTDOWN_AFTER_DRAIN_MS = 4_500;

/** `1s`, `500ms`, `15s`, `15` (seconds, systemd's default unit) in milliseconds. */
function milliseconds(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(value);
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * (match[2] === "ms" ? 1 : 1000);
}

describe("deploy files", () => {
  it("the systemd unit waits longer than the server's slowest stop before SIGKILL, and signals only the server", () => {
    const unit = deployFile("mws@.service");
    const timeout = /^TimeoutStopSec=(\S+)$/m.exec(unit)?.[1];
    expect(timeout).toBeDefined();
    expect(milliseconds(timeout!)).toBeGreaterThan(DEFAULT_SHUTDOWN_DRAIN_MS + SHUTDOWN_AFTER_DRAIN_MS);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^KillMode=mixed$/m);
  });

  it("the image's stop timeout (documented in the Dockerfile) covers the same stop", () => {
    const timeout = /--stop-timeout (\d+)/.exec(deployFile("Dockerfile"))?.[1];
    expect(Number(timeout) * 1000).toBeGreaterThan(DEFAULT_SHUTDOWN_DRAIN_MS + SHUTDOWN_AFTER_DRAIN_MS);
  });

  it("HAProxy takes a draining instance out well before its drain ends, on /healthz", () => {
    const cfg = deployFile("haproxy.cfg");
    expect(cfg).toMatch(/http-check send meth GET uri \/healthz /);
    expect(cfg).toMatch(/http-check expect status 200/);
    const server = /^\s*default-server (.*)$/m.exec(cfg)?.[1] ?? "";
    const setting = (name: string) => new RegExp(`\\b${name} (\\S+)`).exec(server)?.[1];
    const inter = milliseconds(setting("inter") ?? "2s");
    const fastinter = milliseconds(setting("fastinter") ?? setting("inter") ?? "2s");
    const fall = Number(setting("fall") ?? 3);
    // The SIGTERM lands just after a check; the next one fails, then fall - 1 more at fastinter.
    const worstCaseMs = inter + (fall - 1) * fastinter;
    expect(worstCaseMs).toBeLessThanOrEqual(DEFAULT_SHUTDOWN_DRAIN_MS / 2);
  });
});
