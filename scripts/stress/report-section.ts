/**
 * bench/STRESS.md is written whole by `npm run stress`, and one section at a time by the STRESS_ONLY runs: each of
 * those replaces its own section and leaves every other as it was.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** A line that opens a section: a `## ` heading, or a marker comment before one (`<!-- name -->`; `<!-- /name -->` closes). */
const opensSection = (line: string) => line.startsWith("## ") || (line.startsWith("<!-- ") && !line.startsWith("<!-- /"));

/**
 * The report with the section whose first line starts with `start` (its heading, or its opening marker) replaced by
 * `section`, or with `section` added at the end when the report has none. A section runs to the line that opens
 * the next one after its own heading, or to the end.
 */
export function withSection(report: string, start: string, section: string): string {
  const block = `${section.trim()}\n`;
  const lines = report.split("\n");
  const first = lines.findIndex((line) => line.startsWith(start));
  if (first === -1) return `${report.trimEnd()}\n\n${block}`;
  const heading = lines.findIndex((line, i) => i >= first && line.startsWith("## "));
  const next = heading === -1 ? -1 : lines.findIndex((line, i) => i > heading && opensSection(line));
  const before = lines.slice(0, first).map((line) => `${line}\n`).join("");
  return `${before}${block}${next === -1 ? "" : `\n${lines.slice(next).join("\n")}`}`;
}

/** Writes `section` into the report file (see withSection); a missing file starts as an empty report. */
export function writeSection(file: string, start: string, section: string): void {
  const report = existsSync(file) ? readFileSync(file, "utf8") : "# Stress report\n";
  writeFileSync(file, withSection(report, start, section));
}
