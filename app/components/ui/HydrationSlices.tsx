import { Children, Suspense, isValidElement, type ReactNode } from "react";
import { HydrateOnNeed } from "./HydrateOnNeed";

/**
 * A part of the page that React hydrates on its own. Content inside a <Suspense> boundary is
 * hydrated in its own pass (selective hydration), so the browser can paint, handle input and run
 * other work between slices instead of hydrating the whole page in one long task; a slice whose
 * code is still loading (React.lazy) keeps the server's HTML until the code arrives.
 *
 * The fallback is never seen on a prerendered page: the server waits for every slice
 * (entry.server.tsx renders on `onAllReady` and never outlines a boundary), and hydration keeps
 * the server's HTML of a slice that is not ready.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Each child in its own slice: a page's sections, in order. The first `atOnce` sections (the hero or
 * page header: what a 390 px screen shows first) hydrate at once; the rest hydrate on need
 * (HydrateOnNeed: near the viewport, on interaction, or when the browser is idle).
 */
export function HydrationSlices({ children, atOnce = 1 }: { children: ReactNode; atOnce?: number }) {
  return Children.toArray(children).map((child, index) => {
    const key = isValidElement(child) && child.key !== null ? child.key : index;
    return index < atOnce ? <HydrationSlice key={key}>{child}</HydrationSlice> : <HydrateOnNeed key={key}>{child}</HydrateOnNeed>;
  });
}
