import type { Route } from "./+types/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { PORTFOLIO_FILTERS_END, PortfolioGallery } from "~/components/home/PortfolioGallery";
import { ProjectWriteUps } from "~/components/home/ProjectWriteUps";
import { SectionHeading } from "~/components/home/SectionHeading";
import { PageCallToAction } from "~/components/home/PageCallToAction";
import { portfolioProjects } from "@content/portfolio";
import { site } from "@content/site";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

/**
 * The first paint waits until the parser is past the filter buttons (`rel=expect`, as the page header does):
 * centred in their row, they moved sideways as each next one arrived over a slow connection.
 */
export const links: Route.LinksFunction = () => [{ rel: "expect", href: `#${PORTFOLIO_FILTERS_END}`, blocking: "render" }];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Portfolio",
    description: "A portfolio of websites for Macomb County businesses: auto repair, grocery, restaurants, law firms, medical centers and cafes.",
    path: "/portfolio",
  });

export default function Page() {
  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Portfolio"
        title="Our portfolio"
        intro={`A selection of websites we have designed and built for businesses across ${site.county}. Filter by industry, then open a project to see what we built and why.`}
      />
      <section aria-labelledby="projects-title" className="container-page section">
        <h2 id="projects-title" className="text-h2 font-bold">
          Recent projects
        </h2>
        <PortfolioGallery />
      </section>
      <section aria-labelledby="project-details-title" className="section bg-surface">
        <div className="container-page">
          <SectionHeading
            id="project-details-title"
            eyebrow="Project details"
            title="What each project involved"
            intro={`The business behind each of the ${portfolioProjects.length} projects, the problem it had and what we built to solve it.`}
          />
          <div className="mt-12">
            <ProjectWriteUps />
          </div>
        </div>
      </section>
      <div className="pt-[var(--spacing-section)]">
        <PageCallToAction
          title="Have a project in mind?"
          text="Tell us about your business and what you want your website to do. The first consultation is free."
        />
      </div>
    </HydrationSlices>
  );
}
