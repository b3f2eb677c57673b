import type { Route } from "./+types/case-studies";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { CallToAction } from "~/components/ui/CallToAction";
import { caseStudies } from "@content/case-studies";
import { caseStudyCard } from "@content/case-study-card";
import { stats } from "@content/site";
import { CaseStudiesBrowser } from "~/components/case-studies/CaseStudiesBrowser";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Case Studies",
    description: "Case studies of websites we built for Macomb County healthcare practices, restaurants, professional firms, retailers and non-profits.",
    path: "/profiles",
  });

/** Only what the cards show goes to the browser, not the full case studies. */
export function loader() {
  return { cards: caseStudies.map(caseStudyCard) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Case studies"
        title="Client success stories"
        intro={`Real projects for local businesses: the challenge each one faced, what we built, and the results that followed. A few of the ${stats.happyClients} businesses we have helped across Macomb County.`}
      />
      <section aria-label="Case studies" className="section">
        <div className="container-page">
          <CaseStudiesBrowser caseStudies={loaderData.cards} />
        </div>
      </section>
      <CallToAction title="Want results like these?" text="Tell us where your website is letting you down. We'll show you what we would change and what it would cost, free." />
    </HydrationSlices>
  );
}
