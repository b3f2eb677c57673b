import type { Page } from "@playwright/test";

/** One layout shift of the page's content: its score and what moved, each with the nearest landmark or test id around it. */
export interface ContentShift {
  value: number;
  sources: string[];
}

/**
 * Records, from the first byte, every layout shift that moves the page's content (inside <main>) without
 * the reader's input. The fixed header can jump sideways once when the root scrollbar appears while a slow
 * response streams in, and Chrome has reported a sub-pixel shift of its theme icon under load (issue 23's
 * notes): a separate matter from the content's.
 */
export async function recordContentShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __contentShifts: { value: number; sources: string[] }[] };
    w.__contentShifts = [];
    const describe = (node?: Node | null) => {
      if (!(node instanceof Element)) return String(node);
      const around = node.parentElement?.closest("[data-testid], [id], header, footer, button, a");
      return `${node.tagName.toLowerCase()}.${node.getAttribute("class") ?? ""} in ${around ? around.outerHTML.slice(0, 120) : "page"}`;
    };
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources: Source[] }[]) {
        if (entry.hadRecentInput) continue;
        if (!entry.sources.some((source) => source.node instanceof Element && source.node.closest("main"))) continue;
        w.__contentShifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => `${describe(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms (${document.readyState})`),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far (`recordContentShifts`). */
export const contentShifts = (page: Page): Promise<ContentShift[]> =>
  page.evaluate(() => (window as unknown as { __contentShifts: { value: number; sources: string[] }[] }).__contentShifts);
