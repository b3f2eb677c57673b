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
import { CallToAction } from "~/components/home/CallToAction";
import { ContactSection } from "~/components/home/ContactSection";

export { contactAction as action } from "~/lib/contact-action.server";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: `${site.name} designs fast, mobile-first websites for small businesses in ${site.county}, Michigan. Free consultation, reply ${terms.replyPromise}.`,
    path: "/",
  });

export default function Home() {
  return (
    <>
      <Hero />
      <ServicesGrid />
      <PortfolioSection />
      <ProcessSection />
      <Directory />
      <Testimonials />
      <FeaturedProfiles />
      <CallToAction />
      <ContactSection />
    </>
  );
}
