import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ArrowRight, ImageOff } from "lucide-react";
import type { CaseStudy, CaseStudyImage } from "~/content/types";
import { FiveStars } from "./FiveStars";
import { SectionHeading } from "./SectionHeading";

/** SPEC §9: a case study card lists its first three features. */
export const CARD_FEATURE_COUNT = 3;

/** What a featured card needs: the home loader sends only this, not the full case studies, to the browser. */
export interface FeaturedProfile {
  id: string;
  name: string;
  category: CaseStudy["category"];
  description: string;
  image: CaseStudyImage;
  featureTitles: string[];
}

export function toFeaturedProfile(study: CaseStudy): FeaturedProfile {
  return {
    id: study.id,
    name: study.name,
    category: study.category,
    description: study.description,
    image: study.images[0]!,
    featureTitles: study.features.slice(0, CARD_FEATURE_COUNT).map((feature) => feature.title),
  };
}

/**
 * A case study image that, if it fails to load, is logged and replaced by a placeholder of the same size
 * (SPEC §8). A failure that happened before hydration is caught on mount via `complete`/`naturalWidth`.
 */
function CardImage({ image, name }: { image: CaseStudyImage; name: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => {
    console.error(`Failed to load case study image ${image.src}`);
    setFailed(true);
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fail();
    // Run once for the image present at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${name}: image unavailable`}
        className="flex aspect-[3/2] items-center justify-center bg-surface-2 text-muted"
        data-testid="profile-image-placeholder"
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      onError={fail}
      className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
}

function ProfileCard({ profile }: { profile: FeaturedProfile }) {
  const titleId = `featured-${profile.id}-title`;
  return (
    <li className="group card flex flex-col overflow-hidden" data-testid="featured-profile">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="overflow-hidden border-b border-border">
          <CardImage image={profile.image} name={profile.name} />
        </div>
        <div className="flex flex-1 flex-col p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-soft-fg">
              {profile.category}
            </span>
            <FiveStars />
          </div>
          <h3 id={titleId} className="mt-4 text-h3 font-bold">
            {profile.name}
          </h3>
          <p className="mt-2 text-[0.9375rem] text-muted">{profile.description}</p>
          <ul className="mt-5 grid flex-1 content-start gap-2 text-sm" aria-label="Key features">
            {profile.featureTitles.map((title) => (
              <li key={title} className="flex items-start gap-2">
                <span aria-hidden="true" className="check-mark mt-0.5 size-4 shrink-0 text-accent" />
                {title}
              </li>
            ))}
          </ul>
          <Link
            to={`/profile/${profile.id}`}
            className="btn btn-secondary mt-6 w-full"
            data-testid="featured-profile-link"
          >
            View Case Study<span className="sr-only">: {profile.name}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </article>
    </li>
  );
}

export function FeaturedProfiles({ profiles }: { profiles: FeaturedProfile[] }) {
  return (
    <section id="profiles" aria-labelledby="profiles-title" className="section">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="profiles-title"
            align="left"
            eyebrow="Case studies"
            title="Featured client success stories"
            intro="Three projects in depth: what the business needed, what we built and what changed once the new site went live."
          />
          <Link to="/profiles" className="btn btn-secondary shrink-0">
            View all case studies
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {profiles.map((profile) => (
            <ProfileCard key={profile.id} profile={profile} />
          ))}
        </ul>
      </div>
    </section>
  );
}
