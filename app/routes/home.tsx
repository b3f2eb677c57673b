import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";
import { booking, site, terms } from "@content/site";
import { nextFreeSlots } from "~/lib/booking.server";
import { Hero } from "~/components/home/Hero";
import { ServicesGrid } from "~/components/home/ServicesGrid";
import { PortfolioSection } from "~/components/home/PortfolioGallery";
import { ProcessSection } from "~/components/home/ProcessSteps";
import { Directory } from "~/components/home/Directory";
import { Testimonials } from "~/components/home/Testimonials";
import { FeaturedCaseStudies } from "~/components/home/FeaturedCaseStudies";
import { caseStudyById, featuredCaseStudyIds } from "@content/case-studies";
import { caseStudyCard } from "@content/case-study-card";
import { CallToAction } from "~/components/home/CallToAction";
import { ContactSection } from "~/components/home/ContactSection";
import { HydrationSlices } from "~/components/ui/HydrationSlices";
import { sentFormOf } from "~/lib/lead-form-sent";
import { agencyMonth } from "~/lib/agency-month.server";

import { contactHeaders } from "~/lib/contact-action.server";
export { contactAction as action } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

/**
 * Only the three card summaries travel to the browser, not the full case-study texts. The page is
 * rendered per request (not prerendered) for the next free consultation times in #calendar and the
 * month of the SEO audit offer.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    /** A form posted without JavaScript was sent (post/redirect/get): it shows its success message once. */
    sent: sentFormOf(request.url),
    featured: featuredCaseStudyIds.map((id) => caseStudyCard(caseStudyById(id)!)),
    nextSlots: await nextFreeSlots(context, booking.homeSlotCount),
    /** The SEO audit offer's month, at the agency, now. */
    offerMonth: agencyMonth(new Date()),
  };
}

/** Revalidated on every visit (the free times change); a form's answer keeps its own headers (Retry-After). */
export const headers: Route.HeadersFunction = (args) =>
  [...args.actionHeaders.keys()].length > 0 ? contactHeaders(args) : { "Cache-Control": "no-cache" };

/**
 * The first paint waits until the parser reaches the section after the hero (`rel=expect`,
 * `blocking=render`): on a slow connection the hero is never painted half-built, where its mock-up,
 * centred beside the text, moved up as each piece of it arrived. On a fast one it costs the parse of
 * the hero, a few kilobytes of the body: about 10 ms of first paint (docs/performance.md).
 */
export const links: Route.LinksFunction = () => [{ rel: "expect", href: "#services", blocking: "render" }];

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
      <FeaturedCaseStudies caseStudies={loaderData.featured} />
      <CallToAction offerMonth={loaderData.offerMonth} />
      <ContactSection />
    </HydrationSlices>
  );
}
