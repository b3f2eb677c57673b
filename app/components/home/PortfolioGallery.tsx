import { useState } from "react";
import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import {
  PORTFOLIO_ART_SIZE,
  portfolioArtSrc,
  portfolioFilters,
  projectHref,
  projectsIn,
  type PortfolioFilter,
  type PortfolioProject,
} from "@content/portfolio";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useReveal } from "~/lib/use-reveal";
import { ContentIcon } from "~/components/ui/ContentIcon";
import { SectionHeading } from "./SectionHeading";

/** SPEC §9: portfolio cards stagger by 100 ms per index. */
export const PORTFOLIO_STAGGER_MS = 100;

const categoryLabel: Record<PortfolioProject["category"], string> = {
  business: "Business",
  restaurant: "Restaurant",
  healthcare: "Healthcare",
};

function ProjectCard({ project, index, animateIn }: { project: PortfolioProject; index: number; animateIn: boolean }) {
  const delay = index * PORTFOLIO_STAGGER_MS;
  const ref = useReveal<HTMLLIElement>(delay);
  const titleId = `portfolio-${project.id}-title`;
  return (
    <li
      ref={ref}
      className={`group card flex flex-col overflow-hidden ${animateIn ? "portfolio-card-in" : ""}`}
      style={animateIn ? { animationDelay: `${delay}ms` } : undefined}
      data-testid="portfolio-card"
      data-category={project.category}
    >
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div
          className="relative aspect-[16/10] overflow-hidden"
          style={{ backgroundImage: `linear-gradient(135deg, ${project.gradient.from}, ${project.gradient.to})` }}
        >
          <ResponsiveImage
            src={portfolioArtSrc(project)}
            alt={project.imageAlt}
            width={PORTFOLIO_ART_SIZE.width}
            height={PORTFOLIO_ART_SIZE.height}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          {/* Shown on hover and on keyboard focus; always shown where there is no hover (touch). */}
          <div className="project-overlay absolute inset-0 flex items-center justify-center bg-slate-950/55 opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100">
            <Link to={projectHref(project)} className="btn bg-white text-slate-900 shadow-lg hover:bg-slate-100 focus-visible:outline-white" data-testid="view-project">
              View Project<span className="sr-only">: {project.title}</span>
              <Icon name="arrow-up-right" className="size-4" />
            </Link>
          </div>
        </div>
        {/* The text sits in the article itself, each block padded on the sides (no wrapper element). */}
        <p className="flex items-center gap-2 px-6 pt-6 text-sm font-medium text-muted">
          <ContentIcon name={project.icon} className="size-4 shrink-0 text-accent" />
          {categoryLabel[project.category]} · {project.location}
        </p>
        <h3 id={titleId} className="mt-1 px-6 text-h3 font-bold">
          {project.title}
        </h3>
        <p className="mt-2 flex-1 px-6 text-muted">{project.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2 px-6 pb-6" aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-fg">
              {tag}
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/**
 * The filterable project grid, shared by the home page and /portfolio.
 * Without JavaScript the filter buttons stay hidden and all six projects show.
 */
/** The element right after the filter buttons: /portfolio holds its first paint until the parser reaches it. */
export const PORTFOLIO_FILTERS_END = "portfolio-filters-end";

export function PortfolioGallery({ className }: { className?: string }) {
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const [changed, setChanged] = useState(false);
  const projects = projectsIn(filter);

  const choose = (value: PortfolioFilter) => {
    setFilter(value);
    setChanged(true);
  };

  return (
    <div className={className}>
      <div role="group" aria-label="Filter projects by category" className="js-only flex flex-wrap justify-center gap-2">
        {portfolioFilters.map((option) => {
          const pressed = option.value === filter;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(option.value)}
              className={`min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors ${
                pressed ? "border-accent bg-accent text-accent-fg" : "border-border bg-bg text-fg hover:border-accent hover:text-accent"
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p id={PORTFOLIO_FILTERS_END} className="sr-only" aria-live="polite" data-testid="portfolio-status">
        {changed ? `Showing ${projects.length} ${projects.length === 1 ? "project" : "projects"}` : ""}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-grid">
        {projects.map((project, index) => (
          // Re-keyed per filter so a new selection replays the staggered entrance.
          <ProjectCard key={`${filter}-${project.id}`} project={project} index={index} animateIn={changed} />
        ))}
      </ul>
    </div>
  );
}

/** The home page's #portfolio section: heading, gallery and the way to start a project. */
export function PortfolioSection() {
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="portfolio-title"
          eyebrow="Our work"
          title="Websites we have built for local businesses"
          intro="A selection of recent projects across Macomb County. Filter by industry and open any project to see what we built."
        />
        <PortfolioGallery className="mt-10" />
        <div className="mt-12 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center">
          <a href="#contact" className="btn btn-primary arrow-after">
            Discuss Your Project
          </a>
          <Link to="/portfolio" className="btn btn-secondary">
            See the full portfolio
          </Link>
        </div>
      </div>
    </section>
  );
}
