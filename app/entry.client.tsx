import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** Resolves in a task of its own (a message to itself: not throttled in a background tab, unlike a timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// Evaluating React DOM (the imports above) and creating the root were one task, a phone's longest at
// start; the browser gets a turn between them (decision 022).
await nextTask();

// In a transition, hydration of the page's shell yields to the browser every few milliseconds instead
// of running as one task; sections then hydrate on need (HydrateOnNeed, docs/performance.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
