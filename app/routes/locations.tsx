import { Link } from "react-router";
import { MapPin } from "lucide-react";
import type { Route } from "./+types/locations";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { towns, townPath } from "~/content/towns";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Areas We Serve in Macomb County",
    description: "Web design for businesses in all 26 communities we serve across Macomb County and neighbouring Oakland County, Michigan.",
    path: "/locations",
  });

export default function LocationsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Locations"
        title="Web design across Macomb County"
        intro="From Warren to Romeo, we build websites for businesses in 26 communities across Macomb County and its neighbours. Choose your town."
      />
      <section aria-labelledby="towns-heading" className="container-page section">
        <h2 id="towns-heading" className="text-h2 font-bold">
          Communities we serve
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="location-grid">
          {towns.map((town) => (
            <li key={town.slug}>
              <Link
                to={townPath(town.slug)}
                className="card flex items-center gap-3 p-4 font-semibold transition-colors hover:border-accent hover:text-accent"
              >
                <MapPin aria-hidden="true" className="size-5 text-accent" />
                {town.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
