import type { MetaDescriptor } from "react-router";
import { site, siteUrl } from "@content/site";
import { mainNav } from "@content/navigation";
import { townBySlug } from "@content/towns";
import { industryList } from "@content/industry-list";
import ogCards from "@content/og-cards.json";
import {
  type Crumb,
  type JsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  serviceJsonLd,
  servedAreas,
  townArea,
  webSiteJsonLd,
} from "./structured-data";

export type { Crumb } from "./structured-data";

/** Extra facts of a blog post, for BlogPosting JSON-LD and the article Open Graph tags. */
export interface ArticleInput {
  /** ISO date (YYYY-MM-DD). */
  published: string;
  modified?: string;
  author: string;
  section?: string;
  /** The post's own artwork (site path). */
  image?: string;
  wordCount?: number;
}

export interface PageMetaInput {
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/services"; used for the canonical URL. */
  path: string;
  /** Site path of the share image (1200×630); by default the card of the page's type. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Breadcrumb trail from Home to this page; derived from the path when omitted; `false` for none. */
  breadcrumbs?: Crumb[] | false;
  /** Extra JSON-LD blocks for this page (the automatic ones are added anyway). */
  jsonLd?: JsonLd[];
  /** Blog posts: dates, author and artwork. */
  article?: ArticleInput;
}

/** One canonical form for every URL: no trailing slash except the root. */
export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "");
  return `${siteUrl}${clean}`;
}

export function fullTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | Web Design in Macomb County, MI`;
}

/**
 * Title and `noindex` for a page that answers with an error. These come from route `meta`
 * functions, not from <title> in the component, so the browser bundle (which does not hoist
 * elements into <head>) updates them on client-side navigation too.
 */
export function errorPageMeta(title: string): MetaDescriptor[] {
  return [{ title: fullTitle(title) }, { name: "robots", content: "noindex" }];
}

type OgKind = (typeof ogCards.cards)[number]["kind"];

/** Which share card a page uses: one per page type (see content/og-cards.json and scripts/og-images.mjs). */
export function ogKind(path: string): OgKind {
  const first = path.split("/")[1] ?? "";
  switch (first) {
    case "":
      return "home";
    case "services":
    case "process":
    case "blog":
    case "locations":
    case "industries":
    case "contact":
      return first;
    case "portfolio":
    case "profiles":
    case "profile":
      return "work";
    default:
      return "default";
  }
}

export const ogImagePath = (path: string) => `/og/${ogKind(path)}.png`;

function ogImageAlt(kind: OgKind): string {
  const card = ogCards.cards.find((c) => c.kind === kind)!;
  return `${site.name}: ${card.headline}`;
}

/** Section pages a deeper page belongs to, so its breadcrumb trail has the middle step. */
const SECTION_OF: Record<string, string> = {
  locations: "/locations",
  industries: "/industries",
  profile: "/profiles",
  blog: "/blog",
};

/** Short names for breadcrumbs: the navigation labels, plus sections not in the header. */
const CRUMB_NAMES: Record<string, string> = {
  ...Object.fromEntries(mainNav.map((item) => [item.path, item.name])),
  "/industries": "Industries",
};

/** Home › [section ›] page, from the path; the page itself is named by its title. */
export function derivedBreadcrumbs(path: string, title: string): Crumb[] {
  const clean = path.replace(/\/+$/, "") || "/";
  if (clean === "/") return [];
  const crumbs: Crumb[] = [{ name: CRUMB_NAMES["/"] ?? "Home", path: "/" }];
  const segments = clean.split("/").filter(Boolean);
  const section = segments.length > 1 ? SECTION_OF[segments[0]!] : undefined;
  if (section) crumbs.push({ name: CRUMB_NAMES[section] ?? section, path: section });
  crumbs.push({ name: CRUMB_NAMES[clean] ?? title, path: clean });
  return crumbs;
}

/** JSON-LD that follows from the kind of page: WebSite (home), Service (town, industry), BlogPosting (post). */
function automaticJsonLd(input: PageMetaInput, title: string): JsonLd[] {
  const [section, slug, ...rest] = input.path.split("/").filter(Boolean);
  if (!section) return [webSiteJsonLd()];
  if (!slug || rest.length > 0) return [];
  if (section === "locations") {
    const town = townBySlug(slug);
    if (!town) return [];
    return [serviceJsonLd({ name: title, description: input.description, path: input.path, areaServed: [townArea(town.name)] })];
  }
  if (section === "industries") {
    const industry = industryList.find((i) => i.slug === slug);
    if (!industry) return [];
    return [
      serviceJsonLd({
        name: title,
        description: input.description,
        path: input.path,
        areaServed: servedAreas(),
        audience: industry.name,
      }),
    ];
  }
  if (section === "blog") {
    const article = input.article;
    return [
      blogPostingJsonLd({
        title,
        description: input.description,
        path: input.path,
        datePublished: article?.published,
        dateModified: article?.modified,
        author: article?.author,
        section: article?.section,
        wordCount: article?.wordCount,
        images: [...(article?.image ? [article.image] : []), input.image ?? ogImagePath(input.path)],
      }),
    ];
  }
  return [];
}

/**
 * The head tags every page carries: title, description, canonical, Open Graph, Twitter, and
 * JSON-LD (breadcrumbs on inner pages plus the blocks that follow from the page type).
 * The agency's ProfessionalService block is in app/root.tsx, on every page.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = canonicalUrl(input.path);
  const imagePath = input.image ?? ogImagePath(input.path);
  const image = `${siteUrl}${imagePath}`;
  const imageAlt = input.image ? title : ogImageAlt(ogKind(input.path));
  const type = input.type ?? (input.article ? "article" : "website");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.article) {
    tags.push({ property: "article:published_time", content: input.article.published });
    tags.push({ property: "article:modified_time", content: input.article.modified ?? input.article.published });
    if (input.article.section) tags.push({ property: "article:section", content: input.article.section });
  }
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });

  const pageTitle = input.title ?? site.name;
  const crumbs = input.breadcrumbs === false ? [] : (input.breadcrumbs ?? derivedBreadcrumbs(input.path, pageTitle));
  const blocks = [
    ...(crumbs.length > 1 ? [breadcrumbJsonLd(crumbs)] : []),
    ...automaticJsonLd(input, pageTitle),
    ...(input.jsonLd ?? []),
  ];
  for (const block of blocks) tags.push({ "script:ld+json": block });
  return tags;
}
