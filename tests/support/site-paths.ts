/**
 * The site's page lists for the browser tests, from the one page table (app/pages.ts). Its blog
 * list comes from Vite's import.meta.glob, which Playwright's loader does not have: here the posts
 * are the Markdown files on disk. tests/unit/app/site-paths.test.ts proves both lists are identical,
 * so the browser tests always cover every page.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { contentPaths, type ContentPaths } from "../../content/paths";
import { pagePaths, prerenderPaths } from "../../app/pages";

export { fixedPagePaths, requestTimePaths } from "../../app/pages";

export function blogSlugsOnDisk(): string[] {
  const dir = fileURLToPath(new URL("../../content/blog/", import.meta.url));
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""))
    .sort();
}

const contentOnDisk: ContentPaths = { ...contentPaths, posts: () => blogSlugsOnDisk().map((slug) => `/blog/${slug}`) };

/** Every indexable page, in the order of pagePaths() (the sitemap's). */
export function sitePagePaths(): string[] {
  return pagePaths(contentOnDisk);
}

/** Every path the build prerenders (pages and files), in the order of prerenderPaths(). */
export function sitePrerenderPaths(): string[] {
  return prerenderPaths(contentOnDisk);
}
