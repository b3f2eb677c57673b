/**
 * When a boundary that hydrates on need (HydrateOnNeed.tsx) may hydrate: it comes near the viewport,
 * the visitor touches, clicks, focuses or types in it, or the browser is idle after the page has
 * loaded, whichever comes first. A navigation or a form submission releases every boundary at once
 * (see `releaseEverything`). Browser-only: nothing here runs during server rendering.
 *
 * Each boundary is known by its React id (useId: the same on the server and in the browser), written
 * on its wrapper element as `data-hydrate-on-need`. The promise a waiting boundary suspends on is
 * created once per id and kept until it is released, so every render attempt of the same boundary
 * waits on the same thenable (React tracks a thenable's state on the object itself).
 */

import { noteHydrationStart } from "./hydration-timing";
import { keepingTheView } from "./keep-view";

/** The attribute on a boundary's wrapper element; its value is the boundary's id. */
export const HYDRATE_ON_NEED_ATTRIBUTE = "data-hydrate-on-need";

/**
 * Set on a boundary's wrapper once its section is needed on screen: it comes near the viewport, is touched,
 * or the router's state changes (a navigation, a submission), or it rendered in the browser. Until then its
 * section skips style, layout and paint while it is offscreen (`content-visibility: auto` in app.css,
 * decision 019; not a section with a form field, nor in a browser without scroll anchoring), so the
 * page's first layout covers what the reader sees, and each section is laid out in its own task when it
 * comes near. A section hydrated because the browser was idle stays skipped until then: hydrating needs no
 * layout, and laying out every section of the page while it loads was most of a slow phone's blocking
 * time (decision 050).
 */
export const RELEASED_ATTRIBUTE = "data-released";

/**
 * On <html> when the browser positions the page while it is parsed, so the reader does not start at
 * its top: a reload or a back/forward load that is not from the back/forward cache (React Router's
 * ScrollRestoration script scrolls to where they were), or an address with a fragment (`/#profiles`,
 * `/services#seo`: the browser scrolls to that element). The position would land on the wrong content
 * if the sections above it were still at their estimated heights, and Chromium's scroll anchoring
 * does not fully hold it as they get their real ones (`/#profiles` at 390 px ended 2,900 px off). Such
 * loads lay every section out.
 */
export const POSITIONED_LOAD_CLASS = "positioned-load";

/** Runs in the head script, before the first layout (app/root.tsx). */
export const markPositionedLoadScript = `try{var n=performance.getEntriesByType("navigation")[0];if(location.hash.length>1||n&&(n.type==="reload"||n.type==="back_forward"))document.documentElement.classList.add("${POSITIONED_LOAD_CLASS}")}catch(e){}`;

/** Marks the boundary's section for layout (see RELEASED_ATTRIBUTE); idempotent. */
export function markReleased(id: string, wrapper: Element | null = wrapperOf(id)): void {
  if (wrapper && !wrapper.hasAttribute(RELEASED_ATTRIBUTE)) wrapper.setAttribute(RELEASED_ATTRIBUTE, "");
}

/** How far outside the viewport a section starts hydrating: about a third of a phone screen ahead of the reader. */
const NEAR_VIEWPORT = "300px 0px";

/**
 * Interactions that hydrate the boundary they happen in, seen on `window` in the capture phase, so
 * before React's own listeners on the document. React then hydrates the boundary synchronously for a
 * discrete event (click, key, input, pointer down) and dispatches the event to it: the first click on
 * a filter or carousel arrow works, and typing into a not-yet-hydrated field keeps every key.
 * `focusin` and `pointerover` come before the click or key, so hydration often starts earlier still.
 */
const INTERACTIONS = ["pointerover", "pointerdown", "mousedown", "touchstart", "focusin", "keydown", "click", "input"] as const;

interface Waiting {
  wrapper: Element;
  promise: Promise<void>;
  resolve: () => void;
}

/** Why a boundary may hydrate; named in its timing measure (hydration-timing.ts). */
export type HydrationTrigger = "near" | "interaction" | "navigation" | "submission" | "revalidation" | "idle" | "at once";

/** The triggers that release every waiting boundary at once (`releaseEverything`). */
type EverythingTrigger = Extract<HydrationTrigger, "navigation" | "submission" | "revalidation">;

const waiting = new Map<string, Waiting>();
/** Sections hydrated while the browser was idle whose layout is still skipped: their wrapper, until they are needed on screen. */
const skippingLayout = new Map<string, Element>();
/** Released boundaries and what released them. */
const released = new Map<string, HydrationTrigger>();
let observer: IntersectionObserver | undefined;
const idOfObserved = new WeakMap<Element, string>();
let listening = false;
/** Whether the page has loaded (idle release only starts then), and whether an idle callback is pending. */
let loaded = false;
let idleQueued = false;

/**
 * What a boundary being hydrated must wait for: a promise that settles when it may hydrate, or
 * `undefined` when it may hydrate now (released already, or nothing on the page to watch).
 */
export function hydrationNeed(id: string): Promise<void> | undefined {
  if (released.has(id)) return undefined;
  const known = waiting.get(id);
  if (known) return known.promise;
  const wrapper = wrapperOf(id);
  if (typeof IntersectionObserver === "undefined" || !wrapper) {
    released.set(id, "at once");
    return undefined;
  }
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  waiting.set(id, { wrapper, promise, resolve });
  watch(id, wrapper);
  if (loaded) queueIdleRelease();
  return promise;
}

/** The element that holds the boundary's server HTML. */
export function wrapperOf(id: string): Element | null {
  return document.querySelector(`[${HYDRATE_ON_NEED_ATTRIBUTE}="${CSS.escape(id)}"]`);
}

/** What let the boundary hydrate, once it has been released. */
export function triggerOf(id: string): HydrationTrigger | undefined {
  return released.get(id);
}

/** Lets the boundary hydrate: React retries it once the promise settles, or at once for an event it replays. */
function releaseBoundary(id: string, trigger: HydrationTrigger): void {
  if (!released.has(id)) released.set(id, trigger);
  const entry = waiting.get(id);
  if (trigger === "idle" && entry) {
    // Hydrate only; the observer keeps watching, and lays the section out when it comes near.
    skippingLayout.set(id, entry.wrapper);
  } else {
    layOut(id, entry?.wrapper);
    if (entry) for (const child of entry.wrapper.children) observer?.unobserve(child);
  }
  if (!entry) return;
  // The section's hydration is timed from its release: React's retry, render and commit all count.
  noteHydrationStart(id);
  waiting.delete(id);
  entry.resolve();
}

/** The section is needed on screen: it stops skipping layout (see RELEASED_ATTRIBUTE). */
function layOut(id: string, wrapper: Element | null | undefined): void {
  const skipping = skippingLayout.get(id);
  if (skipping) {
    skippingLayout.delete(id);
    for (const child of skipping.children) observer?.unobserve(child);
  }
  markReleased(id, wrapper ?? skipping);
}

/** Whether a section hydrated while the browser was idle still skips its layout (HydrateOnNeed leaves it so). */
export function skipsLayout(id: string): boolean {
  return skippingLayout.has(id);
}

/**
 * A navigation, a submission or a revalidation changes the router's state, which every boundary below it
 * reads (context, loader data): React cannot update a boundary that has not hydrated, and would otherwise
 * throw its server HTML away and render it again, hold the navigation until the boundary hydrates, or (seen
 * on /book) hydrate it later with the data it had before. Navigations and submissions are caught here;
 * code that revalidates calls this first.
 */
export function releaseEverything(trigger: EverythingTrigger): void {
  keepingTheView(() => {
    for (const id of [...waiting.keys()]) releaseBoundary(id, trigger);
    for (const id of [...skippingLayout.keys()]) layOut(id, undefined);
  });
}

/** Lays out every hydrated section still skipping layout, keeping the reader's view where it is. */
function layOutEverything(): void {
  if (skippingLayout.size === 0) return;
  keepingTheView(() => {
    for (const id of [...skippingLayout.keys()]) layOut(id, undefined);
  });
}

function watch(id: string, wrapper: Element): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => idOfObserved.get(entry.target));
      if (near.length === 0) return;
      keepingTheView(() => {
        for (const id of near) {
          if (id === undefined) continue;
          if (skippingLayout.has(id)) layOut(id, undefined);
          else releaseBoundary(id, "near");
        }
      });
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  // The wrapper is `display: contents` (no box of its own): its children are what can be seen.
  for (const child of wrapper.children) {
    idOfObserved.set(child, id);
    observer.observe(child);
  }
  listenOnce();
}

function listenOnce(): void {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true } as const;
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, options);
  window.addEventListener("click", onNavigationIntent, options);
  window.addEventListener("submit", () => releaseEverything("submission"), options);
  window.addEventListener("popstate", () => releaseEverything("navigation"), options);
  // Leaving or reloading: React Router saves the scroll position on `pagehide`, and a reload or a back
  // navigation restores it onto real heights (POSITIONED_LOAD_CLASS); a section hydrated on idle but never
  // laid out would have made that position count its estimated height. A capture listener on the target
  // runs before React Router's.
  window.addEventListener("pagehide", layOutEverything, options);
  const onLoad = () => {
    loaded = true;
    queueIdleRelease();
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
}

function onInteraction(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  const touched: string[] = [];
  for (const [id, entry] of waiting) if (entry.wrapper.contains(target)) touched.push(id);
  // A hydrated section still skipping layout is laid out before the event reaches it: paint containment
  // would clip an overlay it opens and hold its fixed elements.
  const skipping = [...skippingLayout].filter(([, wrapper]) => wrapper.contains(target)).map(([id]) => id);
  if (touched.length === 0 && skipping.length === 0) return;
  keepingTheView(() => {
    for (const id of skipping) layOut(id, undefined);
    for (const id of touched) releaseBoundary(id, "interaction");
  });
}

/** A click on a link to another page of the site: React Router is about to navigate. */
function onNavigationIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.getAttribute("href")!.startsWith("#")) return;
  if (link.origin === location.origin) releaseEverything("navigation");
}

/**
 * One boundary per idle period, in page order, so hydrating the rest of the page never becomes one
 * long task. A boundary React reaches later (it asks when it tries to hydrate it) restarts the chain.
 */
function queueIdleRelease(): void {
  if (idleQueued || waiting.size === 0) return;
  idleQueued = true;
  const releaseNext = () => {
    idleQueued = false;
    const next = waiting.keys().next();
    if (next.done) return;
    // No layout changes, so no view to keep (keepingTheView would itself force a layout).
    releaseBoundary(next.value, "idle");
    queueIdleRelease();
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(releaseNext);
  else setTimeout(releaseNext, 200);
}
