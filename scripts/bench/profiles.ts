/** What the bench measures each page under, and the targets it judges the results by. */
import { BUDGETS, KB } from "../page-weights";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The Lighthouse profiles measured. Both simulate slow 4G on a Moto G Power screen; the low-end
 * phone doubles the CPU slowdown (a cheap Android, or a phone busy with something else).
 */
export const PROFILES = [
  { id: "mobile", title: "mobile (Lighthouse default, 4× CPU slowdown)", cpu: 4, performance: 100, tbtMs: 50 },
  { id: "low-end", title: "low-end phone (8× CPU slowdown)", cpu: 8, performance: 95, tbtMs: 150 },
] as const;
export type Profile = (typeof PROFILES)[number];
export type ProfileId = Profile["id"];

/** Targets from the issues (23 for speed); reported, not enforced by tests (timings vary by machine). */
export const TARGETS = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  jsKb: BUDGETS.js / KB,
  homeTransferKb: 180,
};
