import { data } from "react-router";
import type { Route } from "./+types/industry";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { industryList } from "~/content/industry-list";

export function loader({ params }: Route.LoaderArgs) {
  const industry = industryList.find((i) => i.slug === params.industry);
  if (!industry) throw data(null, { status: 404, statusText: "Not Found" });
  return { industry };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Web Design for ${loaderData.industry.name}`,
        description: `Websites for ${loaderData.industry.name.toLowerCase()} businesses in Macomb County.`,
        path: `/industries/${loaderData.industry.slug}`,
      })
    : [];

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return <PageHeader eyebrow="Industries" title={`Web Design for ${industry.name}`} intro={`Websites for ${industry.name.toLowerCase()} businesses.`} />;
}
