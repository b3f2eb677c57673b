import { data } from "react-router";
import type { Route } from "./+types/location";
import { errorPageMeta, pageMeta } from "~/lib/seo";
import { locationView } from "~/components/locations/location-view";
import { LocationHero } from "~/components/locations/LocationHero";
import { LocalContext } from "~/components/locations/LocalContext";
import { WhyChooseUs } from "~/components/locations/WhyChooseUs";
import { KeyIndustries } from "~/components/locations/KeyIndustries";
import { NeighborLinks } from "~/components/locations/NeighborLinks";
import { LocationContactCard } from "~/components/locations/LocationContactCard";
import { contactAction } from "~/lib/contact-action.server";
import { townBySlug } from "@content/towns";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

export { contactHeaders as headers } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

/** The town a lead is for comes from the page it was sent on, never from a field the client could change. */
export async function action(args: Route.ActionArgs) {
  const town = townBySlug(args.params.town);
  if (!town) throw data(null, { status: 404, statusText: "Not Found" });
  return contactAction(args, { kind: "location", location: town.slug });
}

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
    : errorPageMeta("Page not found");

export { NotFoundBoundary as ErrorBoundary } from "~/components/layout/NotFound";

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
