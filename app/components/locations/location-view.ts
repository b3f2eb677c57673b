/**
 * What the location routes send to the browser: only the fields a page shows, built from the
 * content at prerender time, so the 26 towns' full copy never ships in the client bundle.
 */
import { locationPages } from "@content/location-pages";
import { industryPages } from "@content/industry-pages";
import { industryPath } from "@content/industry-list";
import { towns, townBySlug, townPath } from "@content/towns";
import type { IconName, LocationPage } from "@content/types";
import { matchIndustry } from "./match-industry";

export interface KeyIndustryView {
  name: string;
  /** The industry page that covers this trade, when there is one. */
  path?: string;
  icon?: IconName;
}

export interface LocationView {
  slug: string;
  name: string;
  kind: LocationPage["kind"];
  metaDescription: string;
  description: string;
  localContext: string[];
  whyChooseUs: string[];
  keyIndustries: KeyIndustryView[];
  neighbors: { name: string; path: string }[];
}

export interface TownCardView {
  slug: string;
  name: string;
  kind: LocationPage["kind"];
  path: string;
  /** The first sentence of the town's local context: where it is and what defines it. */
  summary: string;
}

const pageFor = (slug: string): LocationPage | undefined => (locationPages as Record<string, LocationPage>)[slug];

export function locationView(slug: string): LocationView | undefined {
  const town = townBySlug(slug);
  const page = pageFor(slug);
  if (!town || !page) return undefined;
  return {
    slug: town.slug,
    name: town.name,
    kind: page.kind,
    metaDescription: page.metaDescription,
    description: page.description,
    localContext: page.localContext,
    whyChooseUs: page.whyChooseUs,
    keyIndustries: page.keyIndustries.map((name) => {
      const industry = matchIndustry(name);
      return industry ? { name, path: industryPath(industry), icon: industryPages[industry].icon } : { name };
    }),
    neighbors: page.neighbors.flatMap((n) => {
      const neighbor = townBySlug(n);
      return neighbor ? [{ name: neighbor.name, path: townPath(neighbor.slug) }] : [];
    }),
  };
}

/**
 * The first sentence of a paragraph. A full stop ends a sentence only when a capital letter follows
 * and it does not close a common abbreviation ("Lake St. Clair", "U.S. Army", "Mt. Clemens").
 */
export function firstSentence(paragraph: string): string {
  const match = /^.+?(?<!\b(?:St|Mt|Ft|Dr|Rd|Ave|U\.S|Inc|No))[.!?](?=\s+["“A-Z0-9])/s.exec(paragraph);
  return (match ? match[0] : paragraph).trim();
}

/** Every town for the /locations grid, alphabetical so a visitor can scan for their own. */
export function townCards(): TownCardView[] {
  return towns
    .flatMap((town) => {
      const page = pageFor(town.slug);
      if (!page) return [];
      return [{ slug: town.slug, name: town.name, kind: page.kind, path: townPath(town.slug), summary: firstSentence(page.localContext[0] ?? page.description) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-US"));
}
