import { Link } from "~/components/ui/RouterLinks";
import type { CaseStudyCardSummary } from "@content/case-study-card";
import { CaseStudyCard } from "~/components/case-studies/CaseStudyCard";
import { SectionHeading } from "./SectionHeading";

/** The home page's three featured case studies (SPEC: "Featured profiles"; the `#profiles` anchor is the contract's). */
export function FeaturedCaseStudies({ caseStudies }: { caseStudies: CaseStudyCardSummary[] }) {
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
          <Link to="/profiles" className="btn btn-secondary arrow-after shrink-0">
            View all case studies
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.id} data-testid="featured-profile">
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
