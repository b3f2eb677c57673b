import { data } from "react-router";
import type { Route } from "./+types/location";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { townBySlug } from "~/content/towns";
import { LocationForm } from "~/components/forms/LocationForm";

export { contactAction as action } from "~/lib/contact-action.server";
export { contactClientAction as clientAction } from "~/lib/contact-client-action";

export function loader({ params }: Route.LoaderArgs) {
  const town = townBySlug(params.town);
  if (!town) throw data(null, { status: 404, statusText: "Not Found" });
  return { town };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Web Design in ${loaderData.town.name}, MI`,
        description: `Websites for ${loaderData.town.name} businesses, designed and built by a Macomb County team.`,
        path: `/locations/${loaderData.town.slug}`,
      })
    : [];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { town } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={`${town.name}, Michigan`}
        title={`Web Design in ${town.name}, MI`}
        intro={`Websites for ${town.name} businesses, designed and built by a local team.`}
      />
      <section className="container-page section">
        <div className="max-w-xl">
          <LocationForm town={town} />
        </div>
      </section>
    </>
  );
}
