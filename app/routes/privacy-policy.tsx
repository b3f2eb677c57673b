import type { Route } from "./+types/privacy-policy";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What the contact forms on this site collect, where it is stored, how long we keep it and how to reach us about your data.",
    path: "/privacy-policy",
  });

export default function Page() {
  return <PageHeader eyebrow="Legal" title="Privacy Policy" intro="What we collect when you contact us, why, where it is kept and for how long." />;
}
