/**
 * The site's page list for the browser tests. content/paths.ts (pagePaths) finds blog posts
 * with Vite's import.meta.glob, which Playwright's loader does not have; this reads the same
 * content modules and lists the post files from disk instead. tests/unit/site-paths.test.ts
 * proves both lists are identical, so the browser tests always cover every page.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staticPagePaths } from "../../content/paths";
import { towns, townPath } from "../../content/towns";
import { industryList, industryPath } from "../../content/industry-list";
import { caseStudyPaths } from "../../content/dynamic-paths";

export function blogSlugsOnDisk(): string[] {
  const dir = fileURLToPath(new URL("../../content/blog/", import.meta.url));
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""))
    .sort();
}

/** Every indexable page, in the order of pagePaths(). */
export function sitePagePaths(): string[] {
  return [
    ...staticPagePaths,
    ...towns.map((t) => townPath(t.slug)),
    ...industryList.map((i) => industryPath(i.slug)),
    ...caseStudyPaths(),
    ...blogSlugsOnDisk().map((slug) => `/blog/${slug}`),
  ];
}
