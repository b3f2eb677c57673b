import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { defineBusyCalendarSuite } from "./support/busy-calendar-suite";

const dirs: string[] = [];
let current = "";

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the owner's calendar feed and availability on SQLite", () => {
  defineBusyCalendarSuite({
    config: () => ({ dataDir: current, databaseUrl: undefined }),
    env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
    async reset() {
      current = mkdtempSync(join(tmpdir(), "mws-busy-"));
      dirs.push(current);
    },
  });
});
