import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { openDatabase, type DatabaseHandle } from "../../server/db/connect";
import { PostgresRateLimiter } from "../../server/rate-limit/postgres-rate-limiter";
import { findPostgresBin, postgresRequired, startPostgres, type TestPostgres } from "./support/postgres";

// Skipped only on a machine without PostgreSQL and without TEST_POSTGRES=1 (CI sets it).
const available = postgresRequired || findPostgresBin() !== undefined;
const quiet = { log() {}, warn() {}, error() {} };
const lead = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Message ${n}` });

describe.runIf(available)("rate limit shared through PostgreSQL", () => {
  let server: TestPostgres;
  const open: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);

  afterEach(async () => {
    for (const item of open.splice(0)) await item.stop();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query("drop schema public cascade; create schema public").finally(() => client.end());
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function backend(limit: number): Promise<Backend> {
    const started = await startBackend(
      { dataDir: "", databaseUrl: server.url, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: { limit, windowMs: 600_000 } },
      { log: quiet },
    );
    open.push(started);
    return started;
  }

  async function database(): Promise<DatabaseHandle> {
    const handle = await openDatabase({ databaseUrl: server.url, dataDir: "", log: quiet });
    open.push({ stop: () => handle.close() });
    return handle;
  }

  it("two instances spend one budget per client, also when their requests race", async () => {
    const [first, second] = [await backend(3), await backend(3)];
    const submit = (b: Backend, n: number, client: string) => b.service.submit(lead(n), { clientAddress: client, rules: "api" });

    expect(await submit(first, 1, "203.0.113.7")).toMatchObject({ ok: true });
    expect(await submit(second, 2, "203.0.113.7")).toMatchObject({ ok: true });
    expect(await submit(first, 3, "203.0.113.7")).toMatchObject({ ok: true });
    const refused = await submit(second, 4, "203.0.113.7");
    expect(refused).toMatchObject({ ok: false, error: "rate_limited" });
    expect(refused.ok === false && refused.error === "rate_limited" && refused.retryAfterSeconds).toBeGreaterThan(590);
    // Another client has its own budget.
    expect(await submit(second, 5, "198.51.100.2")).toMatchObject({ ok: true });

    // 24 requests from one client at once, split over both instances: exactly the budget gets through.
    const results = await Promise.all(Array.from({ length: 24 }, (_, n) => submit(n % 2 ? first : second, 10 + n, "192.0.2.99")));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(await first.store.list({ limit: 100 })).toHaveLength(3 + 1 + 3);
    // The booking API takes from the same limiter instance.
    expect(await first.rateLimiter!.take("192.0.2.99")).toMatchObject({ allowed: false });
  });

  it("a window slides, and hits out of the window are deleted", async () => {
    const [a, b] = [await database(), await database()];
    let now = Date.parse("2026-11-02T10:00:00Z");
    const clock = () => now;
    const limit = { limit: 2, windowMs: 60_000 };
    const one = new PostgresRateLimiter(a.db, limit, clock);
    const two = new PostgresRateLimiter(b.db, limit, clock);

    expect(await one.take("client-1")).toEqual({ allowed: true });
    now += 20_000;
    expect(await two.take("client-1")).toEqual({ allowed: true });
    expect(await one.take("client-2")).toEqual({ allowed: true });
    expect(await two.take("client-1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await countHits(a)).toBe(3);

    // The first hit leaves the window: client-1 may send one more, and its old row is gone.
    now += 40_001;
    expect(await one.take("client-1")).toEqual({ allowed: true });
    expect(await countHits(a)).toBe(3);

    // Everyone's expired rows go in the next sweep, also those of clients that never come back.
    now += 120_000;
    expect(await two.take("client-3")).toEqual({ allowed: true });
    expect(await countHits(a)).toBe(1);
  });
});

async function countHits(handle: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from rate_limit_hits`.execute(handle.db);
  return Number(rows[0]!.n);
}
