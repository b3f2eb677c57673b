import type { MetaDescriptor } from "react-router";
import { site, siteUrl } from "~/content/site";

export interface PageMetaInput {
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/services"; used for the canonical URL. */
  path: string;
  /** Absolute path of the share image (1200×630). */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}

/** One canonical form for every URL: no trailing slash except the root. */
export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "");
  return `${siteUrl}${clean}`;
}

export function fullTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | Web Design in Macomb County, MI`;
}

/** The meta tags every page carries: title, description, canonical, Open Graph and Twitter. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = canonicalUrl(input.path);
  const image = `${siteUrl}${input.image ?? "/og/default.png"}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
  }
  return tags;
}
