import { useEffect, useRef } from "react";

/** SPEC §9: the pointer's offset from the centre is divided by 50, then scaled by each layer's depth. */
export const PARALLAX_DIVISOR = 50;
export const DEFAULT_PARALLAX_DEPTH = 0.5;

export function parallaxOffset(
  pointer: { x: number; y: number },
  center: { x: number; y: number },
  depth: number = DEFAULT_PARALLAX_DEPTH,
): { x: number; y: number } {
  return {
    x: ((pointer.x - center.x) / PARALLAX_DIVISOR) * depth,
    y: ((pointer.y - center.y) / PARALLAX_DIVISOR) * depth,
  };
}

/** Parallax is for a mouse: off on touch screens (coarse pointer) and for visitors who ask for less motion. */
const DISABLED_QUERY = "(pointer: coarse), (prefers-reduced-motion: reduce)";

/**
 * Mouse-move parallax for the layers inside the returned ref's element: every descendant with
 * `data-parallax-depth="0.5"` (empty = the default depth) is shifted with the CSS `translate`
 * property, which leaves each layer's own `transform` animations alone and never affects layout.
 * Pointer offsets are measured from the centre of the container; leaving it eases the layers back.
 */
export function useParallax<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const disabled = window.matchMedia(DISABLED_QUERY);
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;

    const layers = () => Array.from(container.querySelectorAll<HTMLElement>("[data-parallax-depth]"));
    const apply = () => {
      frame = 0;
      const rect = container.getBoundingClientRect();
      const center = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      for (const layer of layers()) {
        if (!pointer) {
          layer.style.translate = "";
          continue;
        }
        const depth = Number.parseFloat(layer.dataset.parallaxDepth ?? "") || DEFAULT_PARALLAX_DEPTH;
        const { x, y } = parallaxOffset(pointer, center, depth);
        layer.style.translate = `${x.toFixed(2)}px ${y.toFixed(2)}px`;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || disabled.matches) return;
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const reset = () => {
      pointer = null;
      schedule();
    };

    container.addEventListener("pointermove", onMove);
    container.addEventListener("pointerleave", reset);
    // Switching to reduced motion (or to touch) mid-visit puts the layers back at rest.
    disabled.addEventListener("change", reset);
    return () => {
      cancelAnimationFrame(frame);
      container.removeEventListener("pointermove", onMove);
      container.removeEventListener("pointerleave", reset);
      disabled.removeEventListener("change", reset);
    };
  }, []);
  return ref;
}
