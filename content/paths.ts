/**
 * Every known page path of the site: the prerender list and (via the sitemap) the index.
 * Dynamic paths come from the content data, so adding a town, industry, case study or post
 * adds its page everywhere at once.
 */
import { towns, townPath } from "./towns";
import { industryList, industryPath } from "./industry-list";
import { caseStudyPaths, blogPaths } from "./dynamic-paths";

export const staticPagePaths = [
  "/",
  "/services",
  "/profiles",
  "/portfolio",
  "/process",
  "/blog",
  "/locations",
  "/industries",
  "/contact",
  "/book",
  "/privacy-policy",
  "/terms-of-service",
] as const;

export function pagePaths(): string[] {
  return [
    ...staticPagePaths,
    ...towns.map((t) => townPath(t.slug)),
    ...industryList.map((i) => industryPath(i.slug)),
    ...caseStudyPaths(),
    ...blogPaths(),
  ];
}

/** Resource routes written as static files at build (app/routes/sitemap.ts, robots.ts, rss.ts). */
export const seoFilePaths = ["/sitemap.xml", "/robots.txt", "/rss.xml"] as const;

/**
 * Pages rendered per request, never prerendered: they show free consultation slots, which change
 * with every booking and every day (their loaders read the database). They are still in the sitemap.
 */
export const requestTimePaths: readonly string[] = ["/", "/book"];

export function prerenderPaths(): string[] {
  return [...pagePaths().filter((path) => !requestTimePaths.includes(path)), ...seoFilePaths];
}
