import { Suspense, use, useId, useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";
import { HYDRATE_ON_NEED_ATTRIBUTE, hydrationNeed, markReleased, skipsLayout, triggerOf, wrapperOf } from "./hydration-triggers";
import { measureHydration, noteHydrationStart } from "./hydration-timing";

/**
 * A part of the page that keeps the server's HTML, without hydrating, until it is needed: it comes
 * near the viewport, the visitor interacts with it, or the browser is idle after load (see
 * hydration-triggers.ts). Use it for sections below the fold; `HydrationSlices` does for a page's
 * sections after the first.
 *
 * How: during hydration the boundary's content suspends on a promise that settles on the trigger;
 * React keeps the server's HTML of a suspended boundary and hydrates it when the promise settles,
 * or at once when a discrete event (click, key, input) lands in it, after the capture listener of
 * hydration-triggers.ts has released it. The server renders the content as usual (complete HTML,
 * nothing outlined, decision 003). A boundary mounted after hydration (a client-side navigation)
 * renders at once: `useSyncExternalStore` reports "hydrating" only while React hydrates.
 *
 * The wrapper is `display: contents`, so it changes no layout; its attribute names the boundary. Until
 * the boundary is released, its section skips layout and paint while offscreen (decision 019).
 */
export function HydrateOnNeed({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div {...{ [HYDRATE_ON_NEED_ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={null}>
        <WhenNeeded id={id}>{children}</WhenNeeded>
      </Suspense>
    </div>
  );
}

const subscribeToNothing = () => () => {};
const afterHydration = () => false;
const whileHydrating = () => true;

function WhenNeeded({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(subscribeToNothing, afterHydration, whileHydrating);
  // Runs after the boundary's content has committed (children's layout effects first). Every hook
  // comes before `use`: a component that suspends on `use` is replayed, and hooks after the point
  // where it suspended would then run as updates of a component that never mounted (React error 467).
  // A boundary rendered in the browser (a client-side navigation) never waited: its section is laid out
  // before the first paint (see RELEASED_ATTRIBUTE).
  // A section hydrated while the browser was idle keeps skipping layout until it is needed on screen.
  useLayoutEffect(() => {
    const wrapper = wrapperOf(id);
    if (!skipsLayout(id)) markReleased(id, wrapper);
    measureHydration(id, wrapper, triggerOf(id));
  }, [id]);
  if (hydrating && typeof document !== "undefined") {
    const need = hydrationNeed(id);
    if (need) use(need);
    noteHydrationStart(id);
  }
  return children;
}
