import { data } from "react-router";
import type { Route } from "./+types/industry";
import { errorPageMeta, pageMeta } from "~/lib/seo";
import { industryView } from "~/components/industries/industry-view";
import { IndustryHero } from "~/components/industries/IndustryHero";
import { FeatureGrid } from "~/components/industries/FeatureGrid";
import { ChallengeList } from "~/components/industries/ChallengeList";
import { IndustryCta } from "~/components/industries/IndustryCta";

export function loader({ params }: Route.LoaderArgs) {
  const industry = industryView(params.industry);
  if (!industry) throw data(null, { status: 404, statusText: "Not Found" });
  return { industry };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Web Design for ${loaderData.industry.industryName}`,
        description: loaderData.industry.metaDescription,
        path: `/industries/${loaderData.industry.slug}`,
      })
    : errorPageMeta("Page not found");

export { NotFoundBoundary as ErrorBoundary } from "~/components/layout/NotFound";

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return (
    <>
      <IndustryHero name={industry.industryName} icon={industry.icon} title={industry.heroTitle} description={industry.heroDescription} />
      <section aria-labelledby="overview-heading" className="container-page section pb-0">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:gap-16">
          <div>
            <p className="eyebrow">Overview</p>
            <h2 id="overview-heading" className="mt-4 text-h2 font-bold">
              What your customers look for online
            </h2>
          </div>
          <div className="max-w-[70ch] space-y-5 text-[1.0625rem] leading-relaxed text-fg/90">
            {industry.mainDescription.map((p) => (
              <p key={p.slice(0, 48)}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <FeatureGrid name={industry.industryName} features={industry.features} />
      <ChallengeList challenges={industry.challenges} />
      <IndustryCta />
    </>
  );
}
