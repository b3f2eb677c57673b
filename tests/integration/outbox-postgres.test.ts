import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { defineOutboxSuite } from "./support/outbox-suite";
import { findPostgresBin, postgresRequired, resetPostgres, startPostgres, type TestPostgres } from "./support/postgres";

// Skipped only on a machine without PostgreSQL and without TEST_POSTGRES=1; CI sets it, so there a
// missing server fails the run.
const available = postgresRequired || findPostgresBin() !== undefined;

describe.runIf(available)("lead storage and outbox on PostgreSQL", () => {
  let server: TestPostgres;

  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  defineOutboxSuite({
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
