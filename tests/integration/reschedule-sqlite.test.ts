import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { defineRescheduleSuite } from "./support/reschedule-suite";

const dirs: string[] = [];
let current = "";

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("reschedule, reminders and the agency feed on SQLite", () => {
  defineRescheduleSuite(
    {
      config: () => ({ dataDir: current, databaseUrl: undefined }),
      env: () => ({ DATA_DIR: current, DATABASE_URL: "" }),
      async reset() {
        current = mkdtempSync(join(tmpdir(), "mws-reschedule-"));
        dirs.push(current);
      },
    },
    { instances: 1 },
  );
});
