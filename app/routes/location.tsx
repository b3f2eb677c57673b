import { data } from "react-router";
import type { Route } from "./+types/location";
import { pageMeta } from "~/lib/seo";
import { locationView } from "~/components/locations/location-view";
import { LocationHero } from "~/components/locations/LocationHero";
import { LocalContext } from "~/components/locations/LocalContext";
import { WhyChooseUs } from "~/components/locations/WhyChooseUs";
import { KeyIndustries } from "~/components/locations/KeyIndustries";
import { NeighborLinks } from "~/components/locations/NeighborLinks";
import { LocationContactCard } from "~/components/locations/LocationContactCard";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export { contactAction as action } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

export function loader({ params }: Route.LoaderArgs) {
  const location = locationView(params.town);
  if (!location) throw data(null, { status: 404, statusText: "Not Found" });
  return { location };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Web Design in ${loaderData.location.name}, MI`,
        description: loaderData.location.metaDescription,
        path: `/locations/${loaderData.location.slug}`,
      })
    : [];

const CONTACT_ID = "free-quote";

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location } = loaderData;
  const town = { slug: location.slug, name: location.name };
  return (
    <HydrationSlices>
      <LocationHero name={location.name} description={location.description} contactAnchor={CONTACT_ID} />
      <div className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <LocalContext name={location.name} paragraphs={location.localContext} />
        <div>
          <LocationContactCard town={town} id={CONTACT_ID} />
        </div>
      </div>
      <WhyChooseUs name={location.name} reasons={location.whyChooseUs} />
      <div className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <KeyIndustries name={location.name} industries={location.keyIndustries} />
        <div className="lg:pt-1">
          <NeighborLinks name={location.name} neighbors={location.neighbors} />
        </div>
      </div>
    </HydrationSlices>
  );
}
