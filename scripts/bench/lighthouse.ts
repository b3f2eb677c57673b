/** One Lighthouse run in a fresh Chromium, and the browser's version for the report. */
import { spawn } from "node:child_process";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
// Starts Chromium with a debugging port for Lighthouse (the version lighthouse itself depends on).
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_PATH } from "../chromium";
import { LIGHTHOUSE_CHROMIUM_FLAGS } from "./chromium-flags";
import { CATEGORIES, VISITOR_TIME_ZONE } from "./profiles";

/** One Lighthouse run in a fresh Chromium (empty cache: a first visit), with a CPU slowdown (the profile's, calibrated). */
async function lighthouseRun(url: string, cpuSlowdown: number): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS,
    envVars: { ...process.env, TZ: VISITOR_TIME_ZONE },
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse occasionally fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is repeated. */
export async function lighthouseRunWithRetry(url: string, cpuSlowdown: number, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, cpuSlowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${(error as Error).message}; retrying`);
    }
  }
}

/** The browser's version line, for the report's header. */
export async function chromiumVersion(): Promise<string> {
  return new Promise((done) => {
    const child = spawn(CHROMIUM_PATH, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", () => done(out.trim().split("\n")[0] || "Chromium"));
    child.on("error", () => done("Chromium"));
  });
}
