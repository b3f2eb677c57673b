import { describe, expect, it } from "vitest";
import { scriptsBeforeObservedPaint, type LighthouseRunResult } from "../../../scripts/bench/simulated-paint";

/** A Lighthouse result with just the audits the function reads: the observed paint and the requests. */
const run = (observedFirstContentfulPaint: number | undefined, requests: object[]): LighthouseRunResult => ({
  audits: {
    metrics: { details: { items: observedFirstContentfulPaint === undefined ? [] : [{ observedFirstContentfulPaint }] } },
    "network-requests": { details: { items: requests } },
  },
});

const script = (name: string, priority: string, networkEndTime: number, transferSize: number) => ({
  url: `http://127.0.0.1/assets/${name}.js`,
  resourceType: "Script",
  priority,
  networkEndTime,
  transferSize,
});

describe("scriptsBeforeObservedPaint", () => {
  it("counts the high-priority scripts that finished by the observed first paint, with their bytes", () => {
    const result = run(200, [
      { url: "http://127.0.0.1/", resourceType: "Document", priority: "VeryHigh", networkEndTime: 20, transferSize: 9000 },
      script("manifest", "High", 150, 1000),
      script("framework", "High", 200, 100_000),
      script("shared", "High", 201, 25_000),
      script("lazy", "Low", 100, 4000),
      { url: "http://127.0.0.1/hero.avif", resourceType: "Image", priority: "High", networkEndTime: 120, transferSize: 30_000 },
    ]);
    expect(scriptsBeforeObservedPaint(result)).toEqual({ count: 2, bytes: 101_000 });
  });

  it("counts nothing when every script finished after the first paint", () => {
    expect(scriptsBeforeObservedPaint(run(120, [script("framework", "High", 140, 100_000)]))).toEqual({ count: 0, bytes: 0 });
  });

  it("counts nothing when the run has no observed paint", () => {
    expect(scriptsBeforeObservedPaint(run(undefined, [script("framework", "High", 10, 100_000)]))).toEqual({ count: 0, bytes: 0 });
  });
});
