import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { defineOutboxHealthSuite } from "./support/outbox-health-suite";

const dirs: string[] = [];
let current = "";

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the outbox's health and retries on SQLite", () => {
  defineOutboxHealthSuite({
    config: () => ({ dataDir: current, databaseUrl: undefined }),
    env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
    async reset() {
      current = mkdtempSync(join(tmpdir(), "mws-outbox-health-"));
      dirs.push(current);
    },
  });
});
