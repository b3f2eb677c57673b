import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fillVisitSource, recordVisitSource } from "./lib/visit-source";

/**
 * Runs `work` in a task of its own: a message to itself, which a background tab does not throttle as it
 * does timers. Not a top-level await: that makes the bundler wrap lazily imported chunks in facades, one
 * more request each.
 */
function inNextTask(work: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = work;
  channel.port2.postMessage(null);
}

// Before anything else of the page: where this visit came from, and its forms carrying it. Capture
// phase on window, so the fields are filled before React Router reads the form.
recordVisitSource();
addEventListener("submit", (event) => fillVisitSource(event.target), true);

// Evaluating React DOM (the imports above) and creating the root were one task, a phone's longest at
// start; the browser gets a turn between them (decision 022). In a transition, hydration of the page's
// shell yields to the browser every few milliseconds instead of running as one task; sections then
// hydrate on need (HydrateOnNeed, docs/performance.md).
inNextTask(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
