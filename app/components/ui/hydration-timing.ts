/**
 * User Timing measures of each on-need boundary's hydration, named `hydrate <section> (<trigger>)`,
 * from its release (or its first render, if it never waited) to its commit. They cost a map entry and one
 * `performance.measure` per section; `npm run bench` reads them from Lighthouse's trace to say which
 * section costs what (bench/REPORT.md), and they show in any browser's performance panel.
 */

/** The prefix `scripts/bench.ts` looks for. */
export const HYDRATION_MEASURE_PREFIX = "hydrate ";

const started = new Map<string, number>();

/** The boundary may hydrate now (released, or rendering its content): the first call counts. */
export function noteHydrationStart(id: string): void {
  if (!started.has(id)) started.set(id, performance.now());
}

/** The boundary has committed: measure from its start, named after the section it holds. */
export function measureHydration(id: string, wrapper: Element | null, trigger: string | undefined): void {
  const start = started.get(id);
  if (start === undefined) return;
  started.delete(id);
  const section = wrapper?.firstElementChild;
  const label = section ? sectionLabel(section) : id;
  performance.measure(`${HYDRATION_MEASURE_PREFIX}${label}${trigger ? ` (${trigger})` : ""}`, { start, end: performance.now() });
}

/** `section#portfolio`, `footer`, `section[aria-labelledby=more-title]`: what a reader of the report can find in the page. */
function sectionLabel(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) return `${tag}#${element.id}`;
  const labelledBy = element.getAttribute("aria-labelledby") ?? element.getAttribute("aria-label");
  return labelledBy ? `${tag}[${labelledBy}]` : tag;
}
