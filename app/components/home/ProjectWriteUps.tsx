import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { portfolioProjects, type PortfolioProject } from "@content/portfolio";
import { ContentIcon } from "~/components/ui/ContentIcon";

const categoryLabel: Record<PortfolioProject["category"], string> = {
  business: "Business",
  restaurant: "Restaurant",
  healthcare: "Healthcare",
};

function WriteUp({ project }: { project: PortfolioProject }) {
  const titleId = `project-${project.id}-title`;
  return (
    <article id={`project-${project.id}`} aria-labelledby={titleId} className="card grid overflow-hidden md:grid-cols-[16rem_1fr]" data-testid="project-write-up">
      <div
        className="relative flex min-h-40 items-center justify-center"
        style={{ backgroundImage: `linear-gradient(135deg, ${project.gradient.from}, ${project.gradient.to})` }}
      >
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgb(255_255_255/0.22),transparent_55%)]" />
        <span className="relative inline-flex size-20 items-center justify-center rounded-2xl bg-white/20 text-white backdrop-blur">
          <ContentIcon name={project.icon} className="size-10" />
        </span>
      </div>
      <div className="p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold uppercase tracking-wider text-accent-soft-fg">
            {categoryLabel[project.category]}
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted">
            <Icon name="map-pin" className="size-4" />
            {project.location}
          </span>
        </div>
        <h3 id={titleId} className="mt-4 text-h3 font-bold">
          {project.title}
        </h3>
        <p className="mt-3 text-muted">{project.brief}</p>
        <h4 className="mt-6 font-semibold">What we built</h4>
        <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
          {project.built.map((item) => (
            <li key={item} className="check-item flex items-start gap-2.5 text-[0.9375rem] before:mt-1 before:text-accent">
              {item}
            </li>
          ))}
        </ul>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
        {project.caseStudyId && (
          <Link to={`/profile/${project.caseStudyId}`} className="btn btn-secondary mt-6">
            Read the full case study<span className="sr-only">: {project.title}</span>
            <Icon name="arrow-right" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}

/** The /portfolio write-ups, one anchored article per project (`#project-{id}`): where "View Project" lands. */
export function ProjectWriteUps() {
  return (
    <div className="grid gap-8">
      {portfolioProjects.map((project) => (
        <WriteUp key={project.id} project={project} />
      ))}
    </div>
  );
}
