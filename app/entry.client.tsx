import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
