import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/locations";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { TownCard } from "~/components/locations/TownCard";
import { townCards } from "~/components/locations/location-view";
import { site } from "~/content/site";

export function loader(_: Route.LoaderArgs) {
  return { towns: townCards() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Areas We Serve in Macomb County",
    description: `Web design for businesses in all ${loaderData?.towns.length ?? 26} communities we serve across Macomb County and neighboring Oakland County, Michigan.`,
    path: "/locations",
  });

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { towns } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Locations"
        title="Web design across Macomb County"
        intro={
          <>
            <p>
              From the Detroit border at 8 Mile Road to the orchards around Romeo and the marinas of Anchor Bay, we build websites
              for businesses in {towns.length} communities across {site.county} and just over the line in Oakland County.
            </p>
            <p className="mt-3">
              Every town page covers its own corridors, trades and neighbors, because a Warren machine shop and a New Baltimore
              marina win customers in different ways. Choose your community to see how we would help.
            </p>
          </>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className="btn btn-primary">
            Get a Free Consultation
          </Link>
          <PhoneLink className="btn btn-secondary" label="Call" />
        </div>
      </PageHeader>

      <section aria-labelledby="towns-heading" className="container-page section">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="towns-heading" className="text-h2 font-bold">
              Communities we serve
            </h2>
            <p className="mt-2 text-muted">
              {towns.length} cities, townships and villages, listed A to Z. Our office is in {site.address.locality}.
            </p>
          </div>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="location-grid">
          {towns.map((town) => (
            <li key={town.slug}>
              <TownCard town={town} isHomeBase={town.name === site.address.locality} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="locations-next-heading" className="border-t border-border bg-surface">
        <div className="container-page grid gap-6 py-14 sm:py-16 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 id="locations-next-heading" className="text-h2 font-bold">
              Don't see your town?
            </h2>
            <p className="mt-3 max-w-2xl text-lead text-muted">
              We work with businesses well beyond this list. You can also browse by trade to see what we build for businesses
              like yours.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/contact" className="btn btn-primary">
              Tell us where you are
            </Link>
            <Link to="/industries" className="btn btn-secondary">
              Browse industries
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
