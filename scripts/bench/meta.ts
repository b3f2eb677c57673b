/** What the report says about a run besides the results; saved beside the runs as meta.json, so BENCH_REPORT_ONLY can report it. */
import type { Calibration } from "./calibration";

/** What the report says about the run: browser, tool, machine load (`uptime`'s 1/5/15-minute averages), date. */
export interface BenchMeta {
  chromium: string;
  lighthouse?: string;
  load: string;
  /** Load average when the last run finished. */
  loadAfter?: string;
  date: string;
  /** What the before/after comparison measured as "before" (BENCH_BEFORE_LABEL or the build folder), if any. */
  before?: string;
  /** A sentence about the conditions of the run (BENCH_NOTE), printed under the header: e.g. other work on the machine. */
  note?: string;
  /** How long the runs waited, in all, for the rest of the machine to go quiet (scripts/bench/quiet-machine.ts). */
  quietWaitMs?: number;
  /** Runs taken on a busy machine (benchmark index well below the typical one) and repeated. */
  repeated?: { run: string; index: number; typical: number }[];
  /** The lowest and highest benchmark index of the runs kept. */
  indexRange?: [number, number];
  /** The median benchmark index of the runs kept. */
  indexMedian?: number;
  /** How the profiles' CPU slowdowns were set for this host (decision 046); absent in reports from before it. */
  calibration?: Calibration;
  /** The comparison site measured in the same run (BENCH_COMPARE_DIR), if any. */
  compare?: { label: string; dir: string; pages: string[] };
}
