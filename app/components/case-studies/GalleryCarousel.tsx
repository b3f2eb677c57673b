import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Icon } from "~/components/ui/Icon";
import type { CaseStudyImage } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { prefersReducedMotion } from "~/lib/scroll";

export interface GalleryImageProps {
  images: CaseStudyImage[];
  failed: ReadonlySet<number>;
  onFail: (index: number) => void;
  /** Open the overlay on image `index`; `opener` gets focus back when it closes. */
  onEnlarge: (index: number, opener: HTMLElement) => void;
}

/** Plain clicks open the overlay; modified clicks (new tab, download) and no-JS visits get the image file itself. */
export function enlargeOnClick(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}

/**
 * One image at a time. The track is a horizontal scroll-snap strip, so it swipes on touch screens and
 * still scrolls without JavaScript; the previous/next buttons (which wrap around) need JavaScript.
 */
export function GalleryCarousel({ images, failed, onFail, onEnlarge, label }: GalleryImageProps & { label: string }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The index as of the last click, without waiting for a re-render (quick double clicks must both count).
  const indexRef = useRef(0);
  // Where a button sent the track; scroll positions on the way there are not the current slide.
  const targetRef = useRef<number | null>(null);
  const count = images.length;

  const show = (next: number) => {
    indexRef.current = next;
    setIndex(next);
  };

  // Swipes and keyboard scrolling move the track too: read the slide in view once scrolling settles.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const slide = Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
      if (targetRef.current !== null) {
        if (slide !== targetRef.current) return;
        targetRef.current = null;
      }
      show(slide);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    };
    // The visitor taking over (touch, wheel, keys) cancels a button's pending target.
    const userScroll = () => (targetRef.current = null);
    track.addEventListener("scroll", onScroll, { passive: true });
    for (const type of ["touchstart", "wheel", "keydown", "pointerdown"] as const) track.addEventListener(type, userScroll, { passive: true });
    return () => {
      track.removeEventListener("scroll", onScroll);
      for (const type of ["touchstart", "wheel", "keydown", "pointerdown"] as const) track.removeEventListener(type, userScroll);
      clearTimeout(timer);
    };
  }, []);

  const goTo = (target: number) => {
    const next = (target + count) % count;
    const track = trackRef.current;
    targetRef.current = next;
    if (track) track.scrollTo({ left: next * track.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    show(next);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-testid="gallery-carousel">
      <div className="relative">
        <div
          ref={trackRef}
          id="gallery-track"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-border bg-surface-2 [scrollbar-width:thin] [html:not(.no-js)_&]:[scrollbar-width:none]"
        >
          {images.map((image, i) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className="w-full shrink-0 snap-start"
              data-testid="carousel-slide"
              aria-current={i === index ? "true" : undefined}
            >
              <a
                href={image.src}
                className="group relative block"
                onClick={(event) => {
                  const opener = event.currentTarget;
                  enlargeOnClick(event, () => onEnlarge(i, opener));
                }}
              >
                <span className="sr-only">Enlarge image {i + 1}: </span>
                <FallbackImage
                  src={image.src}
                  sizes="100vw"
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] h-auto w-full object-cover"
                  failed={failed.has(i)}
                  onFail={() => onFail(i)}
                />
                <span
                  aria-hidden="true"
                  className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-black/65 text-white opacity-90 transition-opacity group-hover:opacity-100"
                >
                  <Icon name="maximize-2" className="size-5" />
                </span>
              </a>
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => goTo(indexRef.current - 1)}
          aria-controls="gallery-track"
          aria-label="Previous image"
          className="js-only absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-bg text-fg shadow-card hover:text-accent"
          data-testid="carousel-prev"
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => goTo(indexRef.current + 1)}
          aria-controls="gallery-track"
          aria-label="Next image"
          className="js-only absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-bg text-fg shadow-card hover:text-accent"
          data-testid="carousel-next"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
      <p className="js-only mt-3 text-center text-sm text-muted" aria-live="polite" data-testid="carousel-status">
        Image {index + 1} of {count}
      </p>
    </div>
  );
}
