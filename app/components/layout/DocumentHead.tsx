import type { ReactNode } from "react";
import { browserRunsPreact } from "~/lib/browser-renderer";

/**
 * The document's <head>. In the browser bundle (Preact) it is left exactly as the server wrote it:
 * Preact would adopt head elements by tag name in order, and the server's React adds and reorders
 * some (image preloads, hoisted stylesheet and module preloads), so adopted elements would be
 * mismatched and later updates would land on the wrong ones. An inner HTML that never changes makes
 * Preact keep the children untouched; RouteMetaSync updates the route's tags on navigation.
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  if (browserRunsPreact) return <head dangerouslySetInnerHTML={keepServerHead} />;
  return <head>{children}</head>;
}

const keepServerHead = { __html: "" };
