import type { Route } from "./+types/services";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Web Design & Development Services",
    description: "Visual design, web development, SEO, analytics, responsive design and website maintenance for Macomb County small businesses.",
    path: "/services",
  });

export default function Page() {
  return <PageHeader eyebrow="Services" title="Web design services that grow local businesses" intro="Everything a small business needs to win customers online, from the first sketch to the day-to-day care after launch." />;
}
