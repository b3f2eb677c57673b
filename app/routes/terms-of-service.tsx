import type { Route } from "./+types/terms-of-service";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms for using the Macomb Web Studio website and the information on it.",
    path: "/terms-of-service",
  });

export default function Page() {
  return <PageHeader eyebrow="Legal" title="Terms of Service" intro="The plain-language terms for using this website." />;
}
