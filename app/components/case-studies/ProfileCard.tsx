import { useState } from "react";
import { Link } from "react-router";
import { ArrowRight, Check } from "lucide-react";
import type { CaseStudy } from "~/content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { StarRating } from "./StarRating";

export const caseStudyPath = (id: string) => `/profile/${id}`;

/**
 * A case study card (SPEC §2): image, category, five stars, name, description, the first three
 * feature titles and a link to the full study. Used on /profiles and by the home page's featured profiles.
 */
export function ProfileCard({ profile, headingLevel = "h3" }: { profile: CaseStudy; headingLevel?: "h2" | "h3" }) {
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = headingLevel;
  const image = profile.images[0]!;
  const path = caseStudyPath(profile.id);
  return (
    <article className="card group flex h-full flex-col overflow-hidden" data-testid="profile-card" data-category={profile.category}>
      <div className="overflow-hidden border-b border-border">
        <FallbackImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
          failed={imageFailed}
          onFail={() => {
            // SPEC §8: a failed case study image is logged and replaced with a placeholder.
            console.error(`Failed to load case study image for "${profile.id}": ${image.src}`);
            setImageFailed(true);
          }}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-fg">{profile.category}</span>
          <StarRating />
        </div>
        <Heading className="mt-4 text-h3 font-bold">{profile.name}</Heading>
        <p className="mt-2 text-[0.9375rem] text-muted">{profile.description}</p>
        <ul className="mt-4 space-y-2 text-[0.9375rem]" aria-label="Key features">
          {profile.features.slice(0, 3).map((feature) => (
            <li key={feature.title} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature.title}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Link to={path} className="btn btn-secondary w-full" aria-label={`View Case Study: ${profile.name}`}>
            View Case Study
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
