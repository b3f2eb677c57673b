import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { defineBookingSuite } from "./support/booking-suite";
import { findPostgresBin, postgresRequired, resetPostgres, startPostgres, type TestPostgres } from "./support/postgres";

// As for the outbox suite: skipped only without PostgreSQL binaries and without TEST_POSTGRES=1.
const available = postgresRequired || findPostgresBin() !== undefined;

describe.runIf(available)("consultation bookings on PostgreSQL", () => {
  let server: TestPostgres;

  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  defineBookingSuite({
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
