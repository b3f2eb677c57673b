import { rm } from "node:fs/promises";

/** Removes the run's temporary lead database (created in playwright.config.ts). */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes("mws-e2e-")) await rm(dir, { recursive: true, force: true });
}
