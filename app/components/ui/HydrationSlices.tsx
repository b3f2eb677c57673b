import { Children, Suspense, isValidElement, type ReactNode } from "react";

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

/** Each child in its own HydrationSlice: a page's sections, in order. */
export function HydrationSlices({ children }: { children: ReactNode }) {
  return Children.toArray(children).map((child, index) => (
    <HydrationSlice key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</HydrationSlice>
  ));
}
