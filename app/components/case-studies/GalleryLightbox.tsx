import { useEffect, useRef, type KeyboardEvent } from "react";
import { Icon } from "~/components/ui/Icon";
import type { CaseStudyImage } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The click-to-enlarge overlay: a modal <dialog> (the rest of the page is inert while it is open).
 * A click anywhere, the close button or Escape closes it; Tab stays inside; the caller returns focus.
 */
export function GalleryLightbox({
  images,
  index,
  failed,
  onFail,
  onClose,
}: {
  images: CaseStudyImage[];
  index: number | null;
  failed: ReadonlySet<number>;
  onFail: (index: number) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const image = index === null ? undefined : images[index];

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

  return (
    // The dialog closes on any click (SPEC §2 "closable by click"); keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={index === null ? "Enlarged image" : `Image ${index + 1} of ${images.length}, enlarged`}
      className="m-0 h-dvh max-h-none w-screen max-w-none cursor-zoom-out bg-transparent p-4 text-white backdrop:bg-black/85 open:flex open:flex-col open:items-center open:justify-center sm:p-10"
      onClose={onClose}
      onClick={() => dialogRef.current?.close()}
      onKeyDown={trapFocus}
      data-testid="gallery-overlay"
    >
      <button
        ref={closeRef}
        type="button"
        aria-label="Close enlarged image"
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
      >
        <Icon name="x" className="size-6" />
      </button>
      {image && index !== null && (
        <figure className="flex max-h-full w-full max-w-6xl flex-col items-center">
          <FallbackImage
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="max-h-[80dvh] h-auto w-auto max-w-full rounded-xl object-contain shadow-2xl"
            placeholderClassName="w-full max-w-3xl rounded-xl"
            failed={failed.has(index)}
            onFail={() => onFail(index)}
          />
          <figcaption className="mt-4 text-center text-sm text-white/85">
            Image {index + 1} of {images.length}. Click anywhere or press Escape to close.
          </figcaption>
        </figure>
      )}
    </dialog>
  );
}
