/**
 * Paths of the pages the content makes: one per town, industry, case study and blog post. Adding a
 * town, industry, case study or post adds its page everywhere at once (prerendering, sitemap, tests).
 * Which route renders each list, and how, is the app's page table (app/pages.ts), not content's.
 */
import { towns, townPath } from "./towns";
import { industryList, industryPath } from "./industry-list";
import { caseStudies } from "./case-studies";

/** A post's slug is its file name: content/blog/<slug>.md. */
export function blogSlugs(): string[] {
  return Object.keys(import.meta.glob("./blog/*.md"))
    .map((file) => file.replace(/^\.\/blog\//, "").replace(/\.md$/, ""))
    .sort();
}

/** Each list of content pages, in the order the sitemap lists them. */
export const contentPaths = {
  towns: () => towns.map((t) => townPath(t.slug)),
  industries: () => industryList.map((i) => industryPath(i.slug)),
  caseStudies: () => caseStudies.map((c) => `/profile/${c.id}`),
  /** Found with Vite's import.meta.glob: outside Vite (Playwright), pass the files on disk instead. */
  posts: () => blogSlugs().map((slug) => `/blog/${slug}`),
} satisfies Record<string, () => string[]>;

export type ContentPaths = { readonly [List in keyof typeof contentPaths]: () => string[] };
