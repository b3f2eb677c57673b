import type { Route } from "./+types/portfolio";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Portfolio",
    description: "A portfolio of websites for Macomb County businesses: auto repair, grocery, restaurants, law firms, medical centers and cafes.",
    path: "/portfolio",
  });

export default function Page() {
  return <PageHeader eyebrow="Portfolio" title="Our portfolio" intro="A selection of websites we have designed and built for local businesses, filterable by industry." />;
}
