import type { ReactNode } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import type { Route } from "./+types/case-study";
import { errorPageMeta, pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/ui/CallToAction";
import { caseStudies, caseStudyById } from "@content/case-studies";
import type { CaseStudy } from "@content/types";
import { CaseStudyHero } from "~/components/case-studies/CaseStudyHero";
import { ProjectDetails } from "~/components/case-studies/ProjectDetails";
import { FeatureGrid } from "~/components/case-studies/FeatureGrid";
import { Testimonial } from "~/components/case-studies/Testimonial";
import { Gallery } from "~/components/case-studies/Gallery";
import { CaseStudyCard } from "~/components/case-studies/CaseStudyCard";
import { caseStudyCard, type CaseStudyCardSummary } from "@content/case-study-card";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export function loader({ params }: Route.LoaderArgs) {
  const study = caseStudyById(params.id);
  if (!study) throw data(null, { status: 404, statusText: "Not Found" });
  return { id: params.id, study, more: moreCaseStudies(study).map(caseStudyCard) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: `${loaderData.study.name} Case Study`, description: loaderData.study.description, path: `/profile/${loaderData.id}` })
    : errorPageMeta("Profile Not Found");

function StorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-h2 font-bold">
        {title}
      </h2>
      <div className="mt-4 text-muted">{children}</div>
    </section>
  );
}

/** Three other studies, so a reader who liked this one has somewhere to go next. */
function moreCaseStudies(current: CaseStudy): CaseStudy[] {
  const start = caseStudies.findIndex((c) => c.id === current.id);
  return [1, 2, 3].map((step) => caseStudies[(start + step) % caseStudies.length]!);
}

function CaseStudyView({ study, more }: { study: CaseStudy; more: CaseStudyCardSummary[] }) {
  return (
    <HydrationSlices>
      <article>
        <HydrationSlices>
          <CaseStudyHero study={study} />
          <div className="container-page grid gap-10 pt-12 pb-16 sm:pt-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
            <div className="space-y-12">
              <StorySection id="overview" title="Overview">
                <p>{study.overview}</p>
              </StorySection>
              <StorySection id="challenge" title="The Challenge">
                <p>{study.challenge}</p>
              </StorySection>
              <StorySection id="solution" title="Our Solution">
                <p>{study.solution}</p>
              </StorySection>
            </div>
            <aside className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:self-start" aria-label="Project summary">
              <ProjectDetails study={study} />
            </aside>
          </div>
          <section aria-labelledby="results-title" className="section bg-surface">
            <div className="container-page">
              <h2 id="results-title" className="text-h2 font-bold">
                The Results
              </h2>
              <ul className="mt-8 grid gap-4 sm:grid-cols-2">
                {study.results.map((result) => (
                  <li key={result} className="card flex gap-3 p-5">
                    <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />
                    <span className="font-medium">{result}</span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <FeatureGrid features={study.features} />
          <Testimonial testimonial={study.testimonial} />
          <Gallery images={study.images} name={study.name} />
        </HydrationSlices>
      </article>
      <section aria-labelledby="more-title" className="section border-t border-border">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="more-title" className="text-h2 font-bold">
              More case studies
            </h2>
            <Link to="/profiles" className="font-semibold text-accent hover:underline">
              View all case studies
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {more.map((other) => (
              <li key={other.id}>
                <CaseStudyCard study={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction title="Ready to be our next success story?" text="Tell us about your business and what you want your website to do. The consultation is free and there's no obligation." />
    </HydrationSlices>
  );
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  // A new key per study resets image states when navigating from one study to another.
  return <CaseStudyView key={loaderData.id} study={loaderData.study} more={loaderData.more} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="container-page section flex min-h-[60vh] flex-col items-center justify-center text-center">
      <h1 className="text-h1 font-bold">Profile Not Found</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">The case study you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
