import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/chromium";

/** Browser tests run against the production build served by the real server (`npm start`). */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh, empty lead database per run. Set once in the main process; workers inherit it, so tests
// can read what the server stored.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), `mws-e2e-${port}-`));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  globalTeardown: "./tests/e2e/global-teardown.ts",
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npm start",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One JSON line per request goes to stdout (hundreds per spec): the test output keeps only the
    // server's warnings and errors, which go to stderr.
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // SQLite, no mail, no rate limit: browser tests submit many leads from one address.
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_RATE_LIMIT: "0",
      // Nor the per-email spam tier: the specs reuse a few addresses (tests/e2e/spam.spec.ts turns it on).
      CONTACT_EMAIL_LIMIT: "0",
      TRUST_PROXY: "",
    },
  },
});
