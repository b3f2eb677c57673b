import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { defineAlertsSuite } from "./support/alerts-suite";

const dirs: string[] = [];
let current = "";

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("receipts, webhooks and overdue alarms on SQLite", () => {
  defineAlertsSuite({
    config: () => ({ dataDir: current, databaseUrl: undefined }),
    env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
    async reset() {
      current = mkdtempSync(join(tmpdir(), "mws-alerts-"));
      dirs.push(current);
    },
  });
});
