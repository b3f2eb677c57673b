import { expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { productionServerEntry } from "../../support/production-server";

export interface TestServer {
  origin: string;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  /** Rows of the server's SQLite lead table. */
  leads(where?: string, ...params: SQLInputValue[]): Record<string, unknown>[];
  stop(): Promise<void>;
}

/**
 * Another instance of the production server (the build `npm start` serves) on a free loopback port,
 * with its own empty SQLite database, no mail and no rate limit unless `env` says otherwise.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "mws-e2e-server-"));
  const child = spawn(process.execPath, [productionServerEntry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_RATE_LIMIT: "0",
      TRUST_PROXY: "",
      SITE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  await expect.poll(() => log, { timeout: 45_000 }).toMatch(/Serving .* on http:\/\/127\.0\.0\.1:\d+/);
  const origin = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(log)![1]!;
  return {
    origin,
    dataDir,
    log: () => log,
    leads(where = "1 = 1", ...params) {
      const db = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
      try {
        return db.prepare(`select * from leads where ${where}`).all(...params) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
