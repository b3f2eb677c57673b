import { useRef, useState } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { CaseStudy } from "~/content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { toast } from "~/lib/toast";

type Status = "loading" | "loaded" | "failed";

/**
 * The case study hero (SPEC §2): the first image at 40vh on phones and 60vh from the sm breakpoint,
 * a back link to the home page's profiles, the category and the name. SPEC §4: loading → loaded, or a
 * placeholder and an error toast (SPEC §8) when the image fails.
 */
export function CaseStudyHero({ profile }: { profile: CaseStudy }) {
  const [status, setStatus] = useState<Status>("loading");
  const reported = useRef(false);
  const image = profile.images[0]!;

  const fail = () => {
    // The error event and the on-mount check can both notice the same failure: report it once.
    if (reported.current) return;
    reported.current = true;
    console.error(`Failed to load profile image for "${profile.id}": ${image.src}`);
    toast({ title: "Failed to load profile image", description: "Using placeholder image instead.", variant: "destructive" });
    setStatus("failed");
  };

  return (
    <div
      className={`relative h-[40vh] min-h-64 overflow-hidden bg-surface-2 sm:h-[60vh] ${status === "loading" ? "motion-safe:animate-pulse" : ""}`}
      data-testid="profile-hero"
      data-status={status}
    >
      <FallbackImage
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover object-top"
        placeholderClassName="absolute inset-0 size-full"
        failed={status === "failed"}
        onFail={fail}
        onLoaded={() => setStatus((s) => (s === "loading" ? "loaded" : s))}
      />
      {/* A dark scrim under the text keeps it readable on any artwork (and on the placeholder). */}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/45 to-black/25" />
      <div className="container-page relative flex h-full flex-col justify-between py-6 sm:py-10">
        <Link
          to="/#profiles"
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-black/60 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-black/75"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Case Studies
        </Link>
        <div>
          <p className="inline-block rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wider text-slate-900">{profile.category}</p>
          <h1 className="mt-3 max-w-4xl text-h1 font-extrabold text-white [text-shadow:0_2px_12px_rgb(0_0_0/0.5)]">{profile.name}</h1>
        </div>
      </div>
    </div>
  );
}
