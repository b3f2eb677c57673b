/**
 * What the industry routes send to the browser: one industry's page, or the card fields of all 15,
 * built at prerender time so the full copy of every industry never ships in the client bundle.
 */
import { industryList, industryPath } from "@content/industry-list";
import { industryPages } from "@content/industry-pages";
import type { IconName, IndustryPage } from "@content/types";

export interface IndustryCardView {
  slug: string;
  name: string;
  icon: IconName;
  summary: string;
  path: string;
}

export function industryView(slug: string): IndustryPage | undefined {
  const entry = industryList.find((i) => i.slug === slug);
  return entry ? industryPages[entry.slug] : undefined;
}

export function industryCards(): IndustryCardView[] {
  return industryList.map(({ slug, name }) => ({
    slug,
    name,
    icon: industryPages[slug].icon,
    summary: industryPages[slug].cardSummary,
    path: industryPath(slug),
  }));
}
