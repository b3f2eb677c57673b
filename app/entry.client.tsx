import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser build runs Preact (see vite.config.ts). On its first render HydratedRouter suspends
 * (throws a promise) until it has decoded the router state the server streamed into the page.
 * React waits for that at the root; Preact would render the document afresh instead of hydrating
 * it. So the first render happens here, outside any tree: it starts the decoding and hands back
 * the promise, and the document is hydrated once that has settled.
 */
function routerStateDecoded(): Promise<unknown> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

void routerStateDecoded().then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
