import { Suspense, lazy, useCallback, useRef, useState } from "react";
import type { CaseStudyImage } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { toast } from "~/lib/toast";
import { enlargeOnClick, GalleryCarousel } from "./GalleryCarousel";

/** The overlay's code loads when the visitor first reaches for an image (hover, focus or click), not with the page. */
const loadLightbox = () => import("./GalleryLightbox");
const GalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.GalleryLightbox })));

/**
 * The case study gallery (SPEC §2): a carousel, a grid of every image, and a click-to-enlarge overlay.
 * The same image appears in several places, so failures are tracked here: each image that fails is
 * logged and announced once (SPEC §8 "Failed to load gallery image n", 1-based) and shows a placeholder everywhere.
 */
export function Gallery({ images, name }: { images: CaseStudyImage[]; name: string }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const reported = useRef(new Set<number>());
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Mounted from the first enlarge on (its closing returns focus), never on the server.
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const fail = useCallback(
    (index: number) => {
      if (reported.current.has(index)) return;
      reported.current.add(index);
      console.error(`Failed to load gallery image ${index + 1}: ${images[index]?.src}`);
      toast({ title: `Failed to load gallery image ${index + 1}`, variant: "destructive" });
      setFailed((current) => new Set(current).add(index));
    },
    [images],
  );

  const enlarge = useCallback((index: number, element: HTMLElement) => {
    opener.current = element;
    setLightboxUsed(true);
    setOpenIndex(index);
  }, []);

  const close = useCallback(() => {
    setOpenIndex(null);
    opener.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="gallery-title"
      className="section border-t border-border"
      onPointerOver={() => void loadLightbox()}
      onFocus={() => void loadLightbox()}
    >
      <div className="container-page">
        <h2 id="gallery-title" className="text-h2 font-bold">
          Project Gallery
        </h2>
        <p className="mt-3 max-w-2xl text-muted">Screens from the finished website. Select any image to see it larger.</p>
        <div className="mx-auto mt-8 max-w-4xl">
          <GalleryCarousel images={images} failed={failed} onFail={fail} onEnlarge={enlarge} label={`${name} screenshots`} />
        </div>
        <h3 className="mt-14 text-h3 font-bold">All images</h3>
        <ul className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="gallery-grid">
          {images.map((image, i) => (
            <li key={image.src}>
              <a
                href={image.src}
                className="block overflow-hidden rounded-xl border border-border bg-surface-2 transition-shadow hover:shadow-card"
                onClick={(event) => {
                  const element = event.currentTarget;
                  enlargeOnClick(event, () => enlarge(i, element));
                }}
                data-testid="gallery-thumb"
              >
                <span className="sr-only">Enlarge image {i + 1}: </span>
                <FallbackImage
                  src={image.src}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 motion-safe:hover:scale-[1.04]"
                  failed={failed.has(i)}
                  onFail={() => fail(i)}
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      {lightboxUsed && (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} index={openIndex} failed={failed} onFail={fail} onClose={close} onShow={setOpenIndex} />
        </Suspense>
      )}
    </section>
  );
}
