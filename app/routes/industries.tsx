import { Link } from "react-router";
import type { Route } from "./+types/industries";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { industryList, industryPath } from "~/content/industry-list";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Industries We Serve",
    description: "Websites built for the way 15 local industries win customers, from HVAC and plumbing to restaurants, law firms and clinics.",
    path: "/industries",
  });

export default function IndustriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Industries"
        title="Websites built for your industry"
        intro="Every trade wins customers differently. We know what a roofer, a dentist and a café each need their website to do."
      />
      <section aria-labelledby="industries-heading" className="container-page section">
        <h2 id="industries-heading" className="text-h2 font-bold">
          Industries we serve
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="industry-grid">
          {industryList.map((industry) => (
            <li key={industry.slug}>
              <Link to={industryPath(industry.slug)} className="card block p-5 font-semibold hover:border-accent hover:text-accent">
                {industry.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
