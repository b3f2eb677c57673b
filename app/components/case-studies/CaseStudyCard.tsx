import { useState } from "react";
import { Link } from "~/components/ui/RouterLinks";
import type { CaseStudyCardSummary } from "@content/case-study-card";
import { FallbackImage } from "~/components/ui/FallbackImage";
import { FiveStars } from "~/components/ui/FiveStars";

/**
 * A case study card (SPEC §2): image, category, five stars, name, description, the first three
 * feature titles and a link to the full study. Used on the home page, /profiles and /profile/{id}.
 */
export function CaseStudyCard({ study, headingLevel = "h3" }: { study: CaseStudyCardSummary; headingLevel?: "h2" | "h3" }) {
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = headingLevel;
  const { image } = study;
  const titleId = `case-study-card-${study.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="card group flex h-full flex-col overflow-hidden"
      data-testid="profile-card"
      data-category={study.category}
    >
      <div className="overflow-hidden border-b border-border">
        <FallbackImage
          src={image.src}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
          placeholderTestId="profile-image-placeholder"
          failed={imageFailed}
          onFail={() => {
            // SPEC §8: a failed case study image is logged and replaced with a placeholder.
            console.error(`Failed to load case study image for "${study.id}": ${image.src}`);
            setImageFailed(true);
          }}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-fg">{study.category}</span>
          <FiveStars />
        </div>
        <Heading id={titleId} className="mt-4 text-h3 font-bold">
          {study.name}
        </Heading>
        <p className="mt-2 text-[0.9375rem] text-muted">{study.description}</p>
        {/* mb-6 and the link's mt-auto keep the link at the card's foot, at least 1.5rem below (no wrapper). */}
        <ul className="mb-6 mt-4 space-y-2 text-[0.9375rem]" aria-label="Key features">
          {study.featureTitles.map((title) => (
            <li key={title} className="check-item flex gap-2 before:mt-0.5 before:text-success">
              {title}
            </li>
          ))}
        </ul>
        <Link to={`/profile/${study.id}`} className="btn btn-secondary arrow-after mt-auto w-full" aria-label={`View Case Study: ${study.name}`}>
          View Case Study
        </Link>
      </div>
    </article>
  );
}
