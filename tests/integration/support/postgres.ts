import pg from "pg";
import { findPostgresBin, startPostgres, type TestPostgres } from "../../../scripts/postgres-cluster";
import { afterAll, beforeAll, describe } from "vitest";
import type { StorageTarget } from "./outbox-suite";

export { findPostgresBin, startPostgres, type TestPostgres };

/** Under TEST_POSTGRES=1 (CI) a missing PostgreSQL is a failure, never a skip. */
export const postgresRequired = process.env.TEST_POSTGRES === "1";

/** Empties the test database: every table (leads, bookings, whatever later migrations add) and the migration history. */
export async function resetPostgres(client: { query(sql: string): Promise<unknown> }): Promise<void> {
  await client.query("drop schema public cascade; create schema public");
}

/**
 * A describe block backed by its own test PostgreSQL: started before, stopped after, emptied before
 * each test. Skipped only on a machine without PostgreSQL and without TEST_POSTGRES=1 (CI sets it,
 * so there a missing server fails the run).
 */
export function describeOnPostgres(name: string, defineSuite: (target: StorageTarget) => void): void {
  const available = postgresRequired || findPostgresBin() !== undefined;
  describe.runIf(available)(name, () => {
    let server: TestPostgres;

    beforeAll(async () => {
      server = await startPostgres();
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
    });

    defineSuite({
      config: () => ({ dataDir: "", databaseUrl: server.url }),
      env: () => ({ DATABASE_URL: server.url }),
      async reset() {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        try {
          await resetPostgres(client);
        } finally {
          await client.end();
        }
      },
    });
  });
}
