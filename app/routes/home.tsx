import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";
import { site, terms } from "~/content/site";
import { Hero } from "~/components/home/Hero";
import { ServicesGrid } from "~/components/home/ServicesGrid";
import { PortfolioSection } from "~/components/home/PortfolioGallery";
import { ProcessSection } from "~/components/home/ProcessSteps";
import { Directory } from "~/components/home/Directory";
import { Testimonials } from "~/components/home/Testimonials";
import { FeaturedProfiles } from "~/components/home/FeaturedProfiles";
import { caseStudyById, featuredCaseStudyIds } from "~/content/case-studies";
import { caseStudyCard } from "~/content/case-study-card";
import { CallToAction } from "~/components/home/CallToAction";
import { ContactSection } from "~/components/home/ContactSection";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export { contactAction as action, contactHeaders as headers } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

/** Only the three card summaries travel to the browser, not the full case-study texts. */
export function loader() {
  return { featured: featuredCaseStudyIds.map((id) => caseStudyCard(caseStudyById(id)!)) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: `${site.name} designs fast, mobile-first websites for small businesses in ${site.county}, Michigan. Free consultation, reply ${terms.replyPromise}.`,
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationSlices>
      <Hero />
      <ServicesGrid />
      <PortfolioSection />
      <ProcessSection />
      <Directory />
      <Testimonials />
      <FeaturedProfiles profiles={loaderData.featured} />
      <CallToAction />
      <ContactSection />
    </HydrationSlices>
  );
}
