import type { Route } from "./+types/process";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our Process",
    description: "How we build your website: discovery, design, development and launch, with clear milestones, two revision rounds and 30-day support.",
    path: "/process",
  });

export default function Page() {
  return <PageHeader eyebrow="Process" title="A clear process from first call to launch" intro="Four steps, fixed milestones and no surprises: you always know what happens next and when." />;
}
