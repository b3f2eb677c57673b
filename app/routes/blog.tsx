import type { Route } from "./+types/blog";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description: "Practical advice on web design, e-commerce and local SEO for small businesses in Macomb County, Michigan.",
    path: "/blog",
  });

export default function Page() {
  return <PageHeader eyebrow="Blog" title="Insights for local business owners" intro="Practical guides on websites, selling online and getting found in local search." />;
}
