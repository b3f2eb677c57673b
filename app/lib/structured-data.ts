/**
 * schema.org JSON-LD blocks for search engines. Every fact comes from content/site.ts and the
 * content modules, so the markup can never disagree with what the page shows.
 * Deliberately no `aggregateRating`/`review` on the agency: Google ignores (and may penalise)
 * ratings a business publishes about itself.
 */
import { site, siteUrl, terms } from "@content/site";
import { towns } from "@content/towns";

/** A JSON-LD node: plain JSON with schema.org keys. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

const CONTEXT = "https://schema.org";

/** Stable node id of the agency, so other blocks (Service.provider) can point at it. */
export const organizationId = `${siteUrl}/#organization`;

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`);

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "Monday to Friday" → the schema.org day names in between (site.ts states the days as text). */
export function expandDays(days: string): string[] {
  const [from, to] = days.split(/\s+(?:to|-|–)\s+/).map((d) => WEEKDAYS.findIndex((w) => w.toLowerCase() === d.trim().toLowerCase()));
  if (from === undefined || to === undefined || from < 0 || to < from) {
    throw new Error(`site.hours.days must read "<Weekday> to <Weekday>", got "${days}"`);
  }
  return WEEKDAYS.slice(from, to + 1);
}

/** "Mo-Fr 09:00-17:00": the compact form of the opening hours. */
function openingHoursText(): string {
  const days = expandDays(site.hours.days);
  const short = (d: string) => d.slice(0, 2);
  const range = days.length === 1 ? short(days[0]!) : `${short(days[0]!)}-${short(days[days.length - 1]!)}`;
  return `${range} ${site.hours.open}-${site.hours.close}`;
}

/** A served community as a schema.org place. Cities, townships and villages are all administrative areas. */
export function townArea(name: string): JsonLd {
  return { "@type": "AdministrativeArea", name: `${name}, ${site.address.region}` };
}

/** The 26 communities with a location page. */
export function servedAreas(): JsonLd[] {
  return towns.map((t) => townArea(t.name));
}

const telephone = site.phoneHref.replace(/^tel:/, "");

function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

const logo = (): JsonLd => ({ "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 });

/** The agency itself, placed once in every page's <head> by app/root.tsx. */
export function professionalServiceJsonLd(): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: `${siteUrl}/`,
    telephone,
    email: site.email,
    address: postalAddress(),
    openingHours: openingHoursText(),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: expandDays(site.hours.days),
        opens: site.hours.open,
        closes: site.hours.close,
      },
    ],
    areaServed: servedAreas(),
    priceRange: terms.priceRange,
    logo: logo(),
    image: absoluteUrl("/og/default.png"),
    sameAs: site.social.map((s) => s.href),
  };
}

/** The site as a whole (home page): gives search engines the site name. */
export function webSiteJsonLd(): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.name,
    url: `${siteUrl}/`,
    inLanguage: "en-US",
    publisher: { "@id": organizationId },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  path: string;
  areaServed: JsonLd[];
  /** For industry pages: the kind of business the service is for. */
  audience?: string;
}

/** A service offer (location and industry pages), provided by the agency node. */
export function serviceJsonLd(input: ServiceInput): JsonLd {
  const block: JsonLd = {
    "@context": CONTEXT,
    "@type": "Service",
    name: input.name,
    serviceType: "Web design and development",
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { "@type": "ProfessionalService", "@id": organizationId, name: site.name, url: `${siteUrl}/` },
    areaServed: input.areaServed,
  };
  if (input.audience) block.audience = { "@type": "BusinessAudience", audienceType: input.audience };
  return block;
}

export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished?: string;
  dateModified?: string;
  author?: string;
  /** Site paths or absolute URLs of the post's images; the share image is always added. */
  images: string[];
  section?: string;
  wordCount?: number;
}

export function blogPostingJsonLd(input: BlogPostingInput): JsonLd {
  const url = absoluteUrl(input.path);
  const block: JsonLd = {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: input.images.map(absoluteUrl),
    inLanguage: "en-US",
    author: input.author ? { "@type": "Person", name: input.author } : { "@type": "Organization", name: site.name, url: `${siteUrl}/` },
    publisher: { "@type": "Organization", name: site.name, url: `${siteUrl}/`, logo: logo() },
  };
  if (input.datePublished) {
    block.datePublished = input.datePublished;
    block.dateModified = input.dateModified ?? input.datePublished;
  }
  if (input.section) block.articleSection = input.section;
  if (input.wordCount) block.wordCount = input.wordCount;
  return block;
}

/**
 * Serialises a block for an inline <script type="application/ld+json">: `<`, `>` and `&` are
 * escaped as JSON unicode escapes so no text can close the script element early.
 */
export function jsonLdScript(block: JsonLd): string {
  return JSON.stringify(block).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
