import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import type { StorageTarget } from "./outbox-suite";

/**
 * A describe block backed by SQLite: every test gets a fresh, empty data folder (the database file
 * is created and migrated by the first backend that opens it); the folders are removed afterwards.
 * The twin of `describeOnPostgres`, so each store's suite runs unchanged on both databases.
 */
export function describeOnSqlite(name: string, defineSuite: (target: StorageTarget) => void): void {
  describe(name, () => {
    const dirs: string[] = [];
    let current = "";

    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    defineSuite({
      config: () => ({ dataDir: current, databaseUrl: undefined }),
      env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
      async reset() {
        current = mkdtempSync(join(tmpdir(), "mws-sqlite-"));
        dirs.push(current);
      },
    });
  });
}
