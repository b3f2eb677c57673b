/** What the bench measures each page under, and the targets it judges the results by. */
import { site } from "../../content/site";
import { BUDGETS, KB } from "../page-weights";
import type { Calibration } from "./calibration";
import { indexNumber } from "./format";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The visitor's clock in every run: the office's time zone, as for the agency's local visitors (decision 052).
 * A page shows a visitor elsewhere their own time beside the office's (the booking times), which applies the
 * whole stylesheet at once; Chromium on a host set to UTC measured that visitor in every run.
 */
export const VISITOR_TIME_ZONE = site.hours.timeZone;

/**
 * The Lighthouse profiles measured. Both simulate slow 4G on a Moto G Power screen; the low-end
 * phone doubles the CPU slowdown (a cheap Android, or a phone busy with something else). `cpu` is the
 * nominal slowdown: by default the bench calibrates it to a host of index 1,500 (scripts/bench/calibration.ts).
 */
export const PROFILES = [
  { id: "mobile", name: "mobile (Lighthouse default)", cpu: 4, performance: 100, tbtMs: 50 },
  { id: "low-end", name: "low-end phone", cpu: 8, performance: 95, tbtMs: 150 },
] as const;
export type Profile = (typeof PROFILES)[number];
export type ProfileId = Profile["id"];

/**
 * A profile's name with its CPU slowdown, as the report's headings and target rows say it: "at index 1,500"
 * when calibrated (with the multiplier this host was given), "of this host" when not (decision 046).
 */
export function profileTitle(profile: Profile, calibration?: Calibration): string {
  const slowdown = calibration?.slowdowns[profile.id];
  if (calibration?.targetIndex === undefined || !slowdown) return `${profile.name}, ${profile.cpu}× CPU slowdown of this host`;
  if (slowdown.hostSlower) return `${profile.name}, ${profile.cpu}× CPU slowdown of this host (slower than index ${indexNumber(calibration.targetIndex)})`;
  const here = slowdown.effective === slowdown.nominal ? "" : `: ${slowdown.effective}× on this host`;
  return `${profile.name}, ${profile.cpu}× CPU slowdown at index ${indexNumber(calibration.targetIndex)}${here}`;
}

/** Targets from the issues (23 for speed); reported, not enforced by tests (timings vary by machine). */
export const TARGETS = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  jsKb: BUDGETS.js / KB,
  homeTransferKb: 180,
};
