import { useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { CaseStudy } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { toast } from "~/lib/toast";
import { FiveStars } from "~/components/ui/FiveStars";

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
    <header>
      <div
        className="relative h-[40vh] min-h-64 overflow-hidden bg-surface-2 sm:h-[60vh]"
        data-testid="profile-hero"
        data-status={status}
      >
        {/* Loading state: a soft pulse behind the image until it has arrived. */}
        {status === "loading" && <div aria-hidden="true" className="absolute inset-0 bg-surface-2 motion-safe:animate-pulse" />}
        <FallbackImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover object-top"
          placeholderClassName="absolute inset-0 size-full"
          failed={status === "failed"}
          onFail={fail}
          onLoaded={() => setStatus((s) => (s === "loading" ? "loaded" : s))}
        />
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-black/35 to-transparent" />
        <div className="container-page relative pt-5 sm:pt-8">
          <Link
            to="/#profiles"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-black/70 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-black/85"
          >
            <Icon name="arrow-left" className="size-4" /> Back to Case Studies
          </Link>
        </div>
      </div>
      {/* The title card overlaps the image's lower edge, so the name never sits on top of busy artwork. */}
      <div className="container-page relative -mt-16 sm:-mt-24">
        <div className="card max-w-4xl p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3">
            <span className="eyebrow">{profile.category}</span>
            <FiveStars />
          </div>
          <h1 className="mt-4 text-h1 font-extrabold">{profile.name}</h1>
          <p className="mt-4 text-lead text-muted" data-testid="profile-description">
            {profile.description}
          </p>
        </div>
      </div>
    </header>
  );
}
