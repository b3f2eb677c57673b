import { useEffect, useRef } from "react";

/**
 * Mouse-move parallax for the layers inside the returned ref's element (see ./parallax). The code
 * that moves them is loaded when a mouse first moves over the element, not with the page.
 */
export function useParallax<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let detach: (() => void) | undefined;
    let loading = false;
    let lastPointer: { x: number; y: number } | null = null;
    let unmounted = false;

    const firstMouse = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      lastPointer = { x: event.clientX, y: event.clientY };
      if (loading) return;
      loading = true;
      void import("./parallax").then(({ attachParallax }) => {
        container.removeEventListener("pointermove", firstMouse);
        container.removeEventListener("pointerleave", forget);
        if (!unmounted) detach = attachParallax(container, lastPointer);
      });
    };
    // The mouse left before the code arrived: start at rest.
    const forget = () => (lastPointer = null);

    container.addEventListener("pointermove", firstMouse);
    container.addEventListener("pointerleave", forget);
    return () => {
      unmounted = true;
      container.removeEventListener("pointermove", firstMouse);
      container.removeEventListener("pointerleave", forget);
      detach?.();
    };
  }, []);
  return ref;
}
