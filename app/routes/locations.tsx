import type { Route } from "./+types/locations";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { ConsultOrCall } from "~/components/ui/ConsultOrCall";
import { NotListedBand } from "~/components/ui/NotListedBand";
import { TownCard } from "~/components/locations/TownCard";
import { townCards } from "~/components/locations/location-view";
import { site } from "@content/site";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

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
    <HydrationSlices>
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
        <ConsultOrCall />
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

      <NotListedBand
        id="locations-next-heading"
        title="Don't see your town?"
        text="We work with businesses well beyond this list. You can also browse by trade to see what we build for businesses like yours."
        contactLabel="Tell us where you are"
        browse={{ to: "/industries", label: "Browse industries" }}
      />
    </HydrationSlices>
  );
}
