/**
 * This host's Lighthouse CPU benchmark index, measured the way Lighthouse measures it at the start of each
 * run: Lighthouse's own `computeBenchmarkIndex` page function, evaluated in a page of a fresh Chromium
 * launched with the bench's flags. The bench calibrates its CPU slowdowns with it before the runs
 * (scripts/bench/calibration.ts, decision 046).
 */
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_PATH } from "../chromium";
import { LIGHTHOUSE_CHROMIUM_FLAGS } from "./chromium-flags";
import { waitForQuietCpu } from "./quiet-machine";

interface CdpTarget {
  type: string;
  webSocketDebuggerUrl?: string;
}

/** Evaluates an expression in a page over the DevTools protocol and returns its value. */
async function evaluateInPage(port: number, expression: string): Promise<unknown> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as CdpTarget[];
  const page = targets.find((t) => t.type === "page" && t.webSocketDebuggerUrl);
  if (!page?.webSocketDebuggerUrl) throw new Error("Chromium opened no page to measure the benchmark index in");
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  try {
    await new Promise((done, fail) => {
      socket.addEventListener("open", done, { once: true });
      socket.addEventListener("error", () => fail(new Error("could not connect to Chromium")), { once: true });
    });
    const reply = new Promise<{ result?: { result?: { value?: unknown }; exceptionDetails?: { text?: string } }; error?: { message: string } }>((done) =>
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number };
        if (message.id === 1) done(message as never);
      }),
    );
    socket.send(JSON.stringify({ id: 1, method: "Runtime.evaluate", params: { expression, returnByValue: true, awaitPromise: true } }));
    const answer = await reply;
    if (answer.error) throw new Error(`Chromium: ${answer.error.message}`);
    if (answer.result?.exceptionDetails) throw new Error(`benchmark failed: ${answer.result.exceptionDetails.text ?? "exception"}`);
    return answer.result?.result?.value;
  } finally {
    socket.close();
  }
}

/**
 * One sample: Lighthouse's benchmark in a fresh Chromium. A Chromium that has just started is still busy starting
 * its other processes (on 2 cores the first evaluation read 650–850 where the next read 1,350–1,550), whereas a
 * Lighthouse run benchmarks only after seconds of setting up: the sample lets it settle, runs the benchmark once to
 * warm up, and keeps the second reading.
 */
async function benchmarkIndexSample(): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await sleep(1000);
    await evaluateInPage(chrome.port, benchmark);
    const value = await evaluateInPage(chrome.port, benchmark);
    if (typeof value !== "number" || !Number.isFinite(value)) throw new Error(`benchmark index: unexpected ${JSON.stringify(value)}`);
    return value;
  } finally {
    chrome.kill();
  }
}

/** `count` samples of the host's index, each on a quiet machine (scripts/bench/quiet-machine.ts); about 3 s each. */
export async function hostIndexSamples(count = 5): Promise<number[]> {
  const samples: number[] = [];
  console.log(`measuring this host's CPU benchmark index: ${count} samples, each on a quiet machine`);
  for (let i = 0; i < count; i++) {
    const quiet = await waitForQuietCpu();
    if (quiet.waitedMs >= 1000) console.log(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for a quiet machine (busy ${Math.round(quiet.busy * 100)} %)`);
    samples.push(Math.round(await benchmarkIndexSample()));
  }
  return samples;
}
