import { describe, expect, it } from "vitest";
import { OVERSIZED_START } from "../../../scripts/stress/oversized-bodies";
import { FEED_HEADING } from "../../../scripts/stress/report";
import { withSection } from "../../../scripts/stress/report-section";
import { ROLLING_RESTART_HEADING } from "../../../scripts/stress/rolling-restart-report";

/** bench/STRESS.md's shape: plain sections, the rolling restart, the oversized bodies between markers, the feed. */
const report = [
  "# Stress report",
  "",
  "## Hostile requests",
  "",
  "5xx: 0",
  "",
  `${ROLLING_RESTART_HEADING}`,
  "",
  "old rolling restart",
  "",
  OVERSIZED_START,
  "## Oversized bodies: every route that takes one, before any session",
  "",
  "old bodies",
  "<!-- /oversized-bodies -->",
  "",
  `${FEED_HEADING} \`/healthz\` while a hostile feed is read`,
  "",
  "old feed",
  "",
].join("\n");

const rolling = `${ROLLING_RESTART_HEADING}\n\nnew rolling restart\n`;
const bodies = `${OVERSIZED_START}\n## Oversized bodies: every route that takes one, before any session\n\nnew bodies\n<!-- /oversized-bodies -->`;
const feed = `${FEED_HEADING} \`/healthz\` while a hostile feed is read\n\nnew feed\n`;

describe("withSection: a STRESS_ONLY run rewrites only its own section of bench/STRESS.md", () => {
  it("replaces the rolling restart and keeps the oversized bodies that follow it, markers included", () => {
    const next = withSection(report, ROLLING_RESTART_HEADING, rolling);
    expect(next).toBe(report.replace("old rolling restart", "new rolling restart"));
    // A later bodies-only run still finds its section instead of adding a second one.
    expect(withSection(next, OVERSIZED_START, bodies).match(/## Oversized bodies/g)).toHaveLength(1);
  });

  it("replaces the oversized bodies between their markers", () => {
    expect(withSection(report, OVERSIZED_START, bodies)).toBe(report.replace("old bodies", "new bodies"));
  });

  it("replaces the last section up to the end", () => {
    expect(withSection(report, FEED_HEADING, feed)).toBe(report.replace("old feed", "new feed"));
  });

  it("adds a section the report does not have at the end, after one blank line", () => {
    expect(withSection("# Stress report\n", FEED_HEADING, feed)).toBe(`# Stress report\n\n${feed}`);
  });
});
