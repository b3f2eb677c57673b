import type { Route } from "./+types/profiles";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Case Studies",
    description: "Case studies of websites we built for Macomb County healthcare practices, restaurants, professional firms, retailers and non-profits.",
    path: "/profiles",
  });

export default function Page() {
  return <PageHeader eyebrow="Case studies" title="Client success stories" intro="Real projects for local businesses: the challenge each one faced, what we built, and the results that followed." />;
}
