import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { startServer as startServerProcess } from "../../../scripts/stress/server-process";

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
  const server = await startServerProcess({ dataDir, env: { SITE_URL: "", ...env }, timeoutMs: 45_000 });
  return {
    origin: server.origin,
    dataDir,
    log: server.log,
    leads(where = "1 = 1", ...params) {
      const db = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
      try {
        return db.prepare(`select * from leads where ${where}`).all(...params) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
