import type { Route } from "./+types/industries";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { ConsultOrCall } from "~/components/ui/ConsultOrCall";
import { NotListedBand } from "~/components/ui/NotListedBand";
import { IndustryCard } from "~/components/industries/IndustryCard";
import { industryCards } from "~/components/industries/industry-view";
import { site } from "@content/site";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export function loader(_: Route.LoaderArgs) {
  return { industries: industryCards() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Industries We Serve",
    description: "Websites built for the way 15 local industries win customers, from HVAC and plumbing to restaurants, law firms and clinics.",
    path: "/industries",
  });

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { industries } = loaderData;
  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Industries"
        title="Websites built for your industry"
        intro={
          <>
            <p>
              Every trade wins customers differently. A furnace repair call starts in a panic at midnight, a law firm is chosen after
              careful comparison, and a café lives or dies by whether its hours are right on a phone.
            </p>
            <p className="mt-3">
              We have written a page for each of the {industries.length} industries we build for most across {site.county}: what
              customers look for, the features we include, and the problems a good website solves.
            </p>
          </>
        }
      >
        <ConsultOrCall />
      </PageHeader>
      <section aria-labelledby="industries-heading" className="container-page section">
        <h2 id="industries-heading" className="text-h2 font-bold">
          Industries we serve
        </h2>
        <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="industry-grid">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <IndustryCard industry={industry} />
            </li>
          ))}
        </ul>
      </section>
      <NotListedBand
        id="industries-next-heading"
        title="Your trade is not listed?"
        text="These are the industries we see most, not the only ones we serve. Tell us about your business, or see the communities we work in."
        contactLabel="Get a Free Consultation"
        browse={{ to: "/locations", label: "Areas we serve" }}
      />
    </HydrationSlices>
  );
}
