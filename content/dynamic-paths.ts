import { caseStudies } from "./case-studies";

/** Paths of content kept outside the static route list: case studies and blog posts. */
export function caseStudyPaths(): string[] {
  return caseStudies.map((c) => `/profile/${c.id}`);
}

/** A post's slug is its file name: content/blog/<slug>.md. */
export function blogSlugs(): string[] {
  return Object.keys(import.meta.glob("./blog/*.md"))
    .map((file) => file.replace(/^\.\/blog\//, "").replace(/\.md$/, ""))
    .sort();
}

export function blogPaths(): string[] {
  return blogSlugs().map((slug) => `/blog/${slug}`);
}
