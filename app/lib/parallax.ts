/**
 * The hero's mouse parallax, loaded on demand by useParallax (only once a mouse moves over the
 * hero: phones and keyboard users never download it).
 */

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
export const PARALLAX_DISABLED_QUERY = "(pointer: coarse), (prefers-reduced-motion: reduce)";

type Point = { x: number; y: number };

/**
 * Shifts every descendant with `data-parallax-depth="0.5"` (empty = the default depth) with the CSS
 * `translate` property, which leaves each layer's own `transform` animations alone and never affects
 * layout. Offsets are measured from the centre of the container; leaving it eases the layers back.
 * `initialPointer` is where the mouse already is (the move that caused the load). Returns the cleanup.
 */
export function attachParallax(container: HTMLElement, initialPointer: Point | null): () => void {
  const disabled = window.matchMedia(PARALLAX_DISABLED_QUERY);
  let frame = 0;
  let pointer: Point | null = null;

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
  const moveTo = (next: Point) => {
    if (disabled.matches) return;
    pointer = next;
    schedule();
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType === "mouse") moveTo({ x: event.clientX, y: event.clientY });
  };
  const reset = () => {
    pointer = null;
    schedule();
  };

  container.addEventListener("pointermove", onMove);
  container.addEventListener("pointerleave", reset);
  // Switching to reduced motion (or to touch) mid-visit puts the layers back at rest.
  disabled.addEventListener("change", reset);
  if (initialPointer) moveTo(initialPointer);
  return () => {
    cancelAnimationFrame(frame);
    container.removeEventListener("pointermove", onMove);
    container.removeEventListener("pointerleave", reset);
    disabled.removeEventListener("change", reset);
  };
}
