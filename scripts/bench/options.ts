/**
 * The bench's folders and the options it takes from the environment (README: the bench variables).
 * Read once, when the bench starts.
 */
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..", "..");
/** Raw results of the last bench: each run's Lighthouse JSON, the pages rendered per request, meta.json. */
export const RUNS_DIR = join(ROOT, "bench", ".runs");
/** The bench's own build, with the bench server's origin, so the main build stays untouched. */
export const BUILD_DIR = join(RUNS_DIR, "build");
export const REPORT = join(ROOT, "bench", "REPORT.md");
export const PORT = Number(process.env.BENCH_PORT ?? 4710);
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Lighthouse runs per page and profile. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** An earlier build measured in the same run (interleaved with this one), served on PORT + 1. */
export const BEFORE_BUILD = process.env.BENCH_BEFORE_BUILD ? resolve(process.env.BENCH_BEFORE_BUILD) : undefined;
export const BEFORE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
export const BEFORE_RUNS_DIR = join(RUNS_DIR, "before");
/** A static site measured beside ours in the same run (BENCH_COMPARE_DIR: its built folder), served on PORT + 2. */
export const COMPARE_DIR = process.env.BENCH_COMPARE_DIR ? resolve(process.env.BENCH_COMPARE_DIR) : undefined;
export const COMPARE_ORIGIN = `http://127.0.0.1:${PORT + 2}`;
export const COMPARE_PORT = PORT + 2;
export const COMPARE_RUNS_DIR = join(RUNS_DIR, "compare");
/** What the report calls the comparison site. */
export const COMPARE_LABEL = process.env.BENCH_COMPARE_LABEL ?? "comparison site";
/** The comparison site's pages (BENCH_COMPARE_PAGES, comma-separated); its home page if unset. */
export const COMPARE_PAGES = (process.env.BENCH_COMPARE_PAGES ?? "/")
  .split(",")
  .map((p) => p.trim())
  .filter((p) => p !== "");
