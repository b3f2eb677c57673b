/**
 * What Lighthouse's simulated first paint waited for in one run, from the run's result (LHR) alone.
 *
 * Lighthouse loads the page unthrottled, then simulates slow 4G and a slow CPU over the graph of what it
 * observed (Lantern). Its FCP and LCP graphs keep every High-priority script that finished downloading
 * before the *observed* first paint, unless a classic `EvaluateScript` of it began after that paint
 * (`FirstContentfulPaint.getFirstPaintBasedGraph`, `NetworkNode.hasRenderBlockingPriority`). Module scripts
 * are evaluated as `v8.evaluateModule`, so they never count as "evaluated after": whenever the loopback
 * download of the module graph beats the first frame, the simulation makes the first paint wait for all
 * of it on slow 4G. That depends on the order of events in the unthrottled load, not on the page, and it
 * is what splits FCP and LCP into two levels (about 1.0 s or 1.5 s FCP on these pages).
 */

/** The parts of a Lighthouse result this module reads (structural, so tests can pass a small object). */
export interface LighthouseRunResult {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  networkEndTime?: number;
  transferSize?: number;
}

interface MetricsItem {
  observedFirstContentfulPaint?: number;
}

const itemsOf = <T>(result: LighthouseRunResult, audit: string): T[] =>
  ((result.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];

/**
 * The scripts the simulated first paint waits for: High-priority script requests that finished before the
 * observed first paint. Our scripts are all modules, so Lantern keeps every one of them (see above).
 * `bytes` are transfer sizes.
 */
export function scriptsBeforeObservedPaint(result: LighthouseRunResult): { count: number; bytes: number } {
  const observedPaint = itemsOf<MetricsItem>(result, "metrics")[0]?.observedFirstContentfulPaint;
  if (observedPaint === undefined) return { count: 0, bytes: 0 };
  const counted = itemsOf<NetworkRequest>(result, "network-requests").filter(
    (r) =>
      r.resourceType === "Script" &&
      (r.priority === "High" || r.priority === "VeryHigh") &&
      r.networkEndTime !== undefined &&
      r.networkEndTime <= observedPaint,
  );
  return { count: counted.length, bytes: counted.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) };
}
