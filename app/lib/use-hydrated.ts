import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on. A button whose work
 * needs JavaScript (a passkey ceremony) stays disabled until it can do that work, so a tap that
 * comes before the page has hydrated is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
