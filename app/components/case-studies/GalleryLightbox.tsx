import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Icon } from "~/components/ui/Icon";
import type { CaseStudyImage } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A horizontal move of at least this many CSS pixels (and more sideways than up or down) is a swipe. */
const SWIPE_PX = 40;

/**
 * The click-to-enlarge overlay: a full-screen modal <dialog> (the rest of the page is inert while it is
 * open). A click anywhere, the close button or Escape closes it; the arrow keys, the previous/next
 * buttons and a sideways swipe (pointer events) move between images; Tab stays inside; the caller
 * returns focus. Pinch-zoom stays the browser's: while the page is zoomed in, a one-finger move pans the
 * zoomed view instead of swiping.
 */
export function GalleryLightbox({
  images,
  index,
  failed,
  onFail,
  onClose,
  onShow,
}: {
  images: CaseStudyImage[];
  index: number | null;
  failed: ReadonlySet<number>;
  onFail: (index: number) => void;
  onClose: () => void;
  /** Show another image (wraps at both ends). */
  onShow: (index: number) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  /** Set by a swipe, so the click that ends it does not close the overlay. */
  const swiped = useRef(false);
  const [zoomed, setZoomed] = useState(false);
  const image = index === null ? undefined : images[index];

  const step = (by: number) => {
    if (index !== null) onShow((index + by + images.length) % images.length);
  };

  // Pinch-zoomed in (visual viewport scale above 1): one-finger moves pan the zoomed view, not swipe.
  useEffect(() => {
    const viewport = window.visualViewport;
    if (index === null || !viewport) return;
    const update = () => setZoomed(viewport.scale > 1.01);
    update();
    viewport.addEventListener("resize", update);
    return () => viewport.removeEventListener("resize", update);
  }, [index]);

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    if (!event.isPrimary || zoomed) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
      swiped.current = true;
      step(dx < 0 ? 1 : -1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
      return;
    }
    trapFocus(event);
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (index === null && dialog.open) {
      dialog.close();
    }
  }, [index]);

  // Keep the page behind from scrolling while the overlay is up.
  useEffect(() => {
    if (index === null) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [index]);

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusables = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first || !focusables.includes(active as HTMLElement) : active === last || !focusables.includes(active as HTMLElement)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  const arrowClass =
    "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25";

  return (
    // The dialog closes on any click (SPEC §2 "closable by click") but the one ending a swipe; keyboard users have Escape,
    // the arrow keys and the buttons. It fills the screen on an opaque backdrop: on a phone the image is the whole view.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={index === null ? "Enlarged image" : `Image ${index + 1} of ${images.length}, enlarged`}
      className={`m-0 h-dvh max-h-none w-screen max-w-none cursor-zoom-out bg-transparent px-0 py-16 text-white backdrop:bg-black/95 open:flex open:flex-col open:items-center open:justify-center sm:p-16 ${
        zoomed ? "touch-auto" : "touch-pinch-zoom"
      }`}
      onClose={onClose}
      onClick={() => {
        if (swiped.current) swiped.current = false;
        else dialogRef.current?.close();
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipe.current = null)}
      data-testid="gallery-overlay"
    >
      <button
        ref={closeRef}
        type="button"
        aria-label="Close enlarged image"
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 sm:top-4 sm:right-4"
      >
        <Icon name="x" className="size-6" />
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous enlarged image"
            className={`${arrowClass} left-2 max-sm:top-auto max-sm:bottom-3 max-sm:translate-y-0 sm:left-4`}
            onClick={(event) => {
              event.stopPropagation();
              step(-1);
            }}
          >
            <Icon name="chevron-left" className="size-6" />
          </button>
          <button
            type="button"
            aria-label="Next enlarged image"
            className={`${arrowClass} right-2 max-sm:top-auto max-sm:bottom-3 max-sm:translate-y-0 sm:right-4`}
            onClick={(event) => {
              event.stopPropagation();
              step(1);
            }}
          >
            <Icon name="chevron-right" className="size-6" />
          </button>
        </>
      )}
      {image && index !== null && (
        <figure className="flex max-h-full w-full max-w-6xl flex-col items-center">
          <FallbackImage
            key={image.src}
            src={image.src}
            sizes="100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
            className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full select-none object-contain shadow-2xl sm:rounded-xl"
            placeholderClassName="w-full max-w-3xl sm:rounded-xl"
            failed={failed.has(index)}
            onFail={() => onFail(index)}
          />
          <figcaption className="mt-4 px-16 text-center text-sm text-white/85" aria-live="polite">
            Image {index + 1} of {images.length}.{" "}
            {/* Touch screens get the touch words; a mouse and keyboard get theirs (CSS picks by input, no script). */}
            <span className="hint-touch">Swipe for the next image, pinch to zoom, tap to close.</span>
            <span className="hint-pointer">Use the arrow keys to browse. Click anywhere or press Escape to close.</span>
          </figcaption>
        </figure>
      )}
    </dialog>
  );
}
