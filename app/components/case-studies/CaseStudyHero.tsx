import { useRef, useState } from "react";
import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import type { CaseStudy } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { backdropImage } from "@content/responsive-images";
import { toast } from "~/lib/toast";
import { FiveStars } from "~/components/ui/FiveStars";

type Status = "loading" | "loaded" | "failed";

/**
 * The case study hero (SPEC §2): the first image at 40vh on phones and 60vh from the sm breakpoint,
 * a back link to the home page's case studies (`/#profiles`), the category and the name. SPEC §4: loading → loaded, or a
 * placeholder and an error toast (SPEC §8) when the image fails.
 */
export function CaseStudyHero({ study }: { study: CaseStudy }) {
  const [status, setStatus] = useState<Status>("loading");
  const reported = useRef(false);
  const image = study.images[0]!;

  const fail = () => {
    // The error event and the on-mount check can both notice the same failure: report it once.
    if (reported.current) return;
    reported.current = true;
    console.error(`Failed to load profile image for "${study.id}": ${image.src}`);
    toast({ title: "Failed to load profile image", description: "Using placeholder image instead.", variant: "destructive" });
    setStatus("failed");
  };

  return (
    <header>
      <div
        className="relative h-[40vh] min-h-64 overflow-hidden bg-surface-2 sm:h-[60vh]"
        data-testid="profile-hero"
        data-status={status}
      >
        {/* The artwork is a whole site mock-up: it is shown entire (never cropped at any width), framed by a
            blurred copy of itself (its tiny backdrop variant, BACKDROP_WIDTH: blurred, detail is wasted, an SVG would
            be drawn on the main thread, and the artwork stays the page's largest content) that fills the hero edge to edge. */}
        {status !== "failed" && (
          <div
            aria-hidden="true"
            className="absolute inset-0 scale-125 bg-cover bg-center opacity-60 blur-2xl dark:opacity-35"
            style={{ backgroundImage: backdropImage(image.src) }}
          />
        )}
        {/* ... fading into the page at its lower edge, where the title card begins. */}
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-transparent via-transparent to-bg/70" />
        {/* Loading state: a soft pulse behind the image until it has arrived. */}
        {status === "loading" && <div aria-hidden="true" className="absolute inset-0 bg-surface-2 motion-safe:animate-pulse" />}
        <div className="container-page relative flex h-full flex-col gap-3 pb-8 pt-4 sm:pt-6">
          {/* The back link has its own row above the artwork, so it never covers the mock browser bar. */}
          <div>
            <Link
              to="/#profiles"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-black/70 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-black/85"
            >
              <Icon name="arrow-left" className="size-4" /> Back to Case Studies
            </Link>
          </div>
          {/* A size container: the artwork's box is known before it loads (below). */}
          <div className="relative min-h-0 flex-1 @container-size" data-testid="profile-hero-frame">
            <div className="absolute inset-0 flex items-center justify-center">
              <FallbackImage
                src={image.src}
                sizes="(min-width: 1200px) 1200px, 100vw"
                alt={image.alt}
                width={image.width}
                height={image.height}
                fetchPriority="high"
                // The largest box of the artwork's proportions that fits the frame, from the first paint: sized by its
                // own pixels (w-auto), it was a small square until it arrived and then jumped to full size.
                style={{ width: `min(100cqw, ${image.width / image.height} * 100cqh)` }}
                className="h-auto rounded-xl shadow-mock"
                placeholderClassName="absolute inset-0 size-full rounded-xl"
                failed={status === "failed"}
                onFail={fail}
                onLoaded={() => setStatus((s) => (s === "loading" ? "loaded" : s))}
              />
            </div>
          </div>
        </div>
      </div>
      {/* The title card sits under the artwork, not over it: nothing of the mock-up is hidden. */}
      <div className="container-page relative -mt-4">
        <div className="card max-w-4xl p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3">
            <span className="eyebrow">{study.category}</span>
            <FiveStars />
          </div>
          <h1 className="mt-4 text-h1 font-extrabold">{study.name}</h1>
          <p className="mt-4 text-lead text-muted" data-testid="profile-description">
            {study.description}
          </p>
        </div>
      </div>
    </header>
  );
}
