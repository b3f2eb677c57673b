import type { Route } from "./+types/privacy-policy";
import { pageMeta } from "~/lib/seo";
import { LegalDocument } from "~/components/ui/LegalDocument";
import { legalDocument } from "@content/legal.server";

/** The text is content/legal/privacy-policy.md, rendered at build with the facts of content/site.ts. */
export function loader() {
  return legalDocument("privacy-policy");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: "/privacy-policy" }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { title, intro, updated, sections } = loaderData;
  return <LegalDocument title={title} intro={intro} updated={updated} sections={sections} />;
}
