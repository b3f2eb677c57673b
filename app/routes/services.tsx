import { Link } from "~/components/ui/RouterLinks";
import type { Route } from "./+types/services";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { CallToAction } from "~/components/ui/CallToAction";
import { serviceBlocks } from "@content/services";
import { ServiceBlockSection } from "~/components/services/ServiceBlockSection";
import { ServicesJumpNav } from "~/components/services/ServicesJumpNav";
import { ProjectTerms } from "~/components/services/ProjectTerms";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Web Design & Development Services",
    description: "Visual design, web development, SEO, analytics, responsive design and website maintenance for Macomb County small businesses.",
    path: "/services",
  });

export default function Page() {
  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Services"
        title="Web design services that grow local businesses"
        intro={
          <>
            Everything a small business needs to win customers online, from the first sketch to the day-to-day care after launch. See how
            we work on our <Link to="/process" className="font-medium text-accent underline underline-offset-2">process page</Link>, or the
            results in our <Link to="/profiles" className="font-medium text-accent underline underline-offset-2">case studies</Link>.
          </>
        }
      >
        <ServicesJumpNav blocks={serviceBlocks} />
      </PageHeader>
      {serviceBlocks.map((block, index) => (
        <ServiceBlockSection key={block.id} block={block} shaded={index % 2 === 1} />
      ))}
      <ProjectTerms />
      <CallToAction title="Not sure which services you need?" text="Tell us about your business and goals. We'll recommend only what will make a difference, and give you a clear quote." />
    </HydrationSlices>
  );
}
