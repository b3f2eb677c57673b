import { afterEach, beforeEach } from "vitest";
import { startBackend, type Backend, type BackendConfig, type OutboxTuning } from "../../../server/backend";
import type { StorageTarget } from "./outbox-suite";
import { SmtpCapture } from "./smtp";

/** An outbox that polls often and retries soon, so a suite sees deliveries and retries in test time. */
export const FAST_OUTBOX: OutboxTuning = {
  pollIntervalMs: 50,
  leaseMs: 30_000,
  backoff: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 },
};

export interface HarnessBackendOptions {
  /** `false`: no SMTP server configured, so mail stays queued. */
  smtp?: boolean;
  /** Prefixes this backend's log lines (`[a] …`) when a test runs two. */
  name?: string;
  tuning?: Partial<OutboxTuning>;
  config?: Partial<BackendConfig>;
}

/**
 * Backends on a suite's database with a real SMTP server on loopback: each test starts on an empty
 * database and an empty mailbox, and every backend it started is stopped after it (with the SMTP server).
 * Call it at the top of a `define…Suite`; the suite's own hooks run inside these.
 */
export function backendHarness(target: StorageTarget, base: Partial<BackendConfig> = {}) {
  const smtp = new SmtpCapture();
  const backends: Backend[] = [];
  const logs: string[] = [];
  const logger = (prefix = "") => ({
    log: (line: string) => logs.push(`${prefix}${line}`),
    warn: (line: string) => logs.push(`${prefix}WARN ${line}`),
    error: (line: string) => logs.push(`${prefix}ERROR ${line}`),
  });

  async function backend(options: HarnessBackendOptions = {}): Promise<Backend> {
    const started = await startBackend(
      {
        ...target.config(),
        smtpUrl: options.smtp === false ? undefined : smtp.url,
        mailFrom: "site@agency.example",
        contactTo: "leads@agency.example",
        rateLimit: null,
        ...base,
        ...options.config,
      },
      { ...FAST_OUTBOX, log: logger(options.name ? `[${options.name}] ` : ""), ...options.tuning },
    );
    backends.push(started);
    return started;
  }

  beforeEach(async () => {
    await target.reset();
    smtp.mails.length = 0;
    smtp.delayMs = 0;
    logs.length = 0;
    await smtp.start(0);
  });

  afterEach(async () => {
    for (const started of backends.splice(0)) await started.stop();
    await smtp.stop();
  });

  /** `backends`: the ones still running, stopped after the test (a test that stops one itself takes it out). */
  return { smtp, logs, logger, backend, backends };
}
