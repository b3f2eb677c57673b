/**
 * Blog posts: Markdown files with front matter in ./blog, parsed and rendered to HTML at build
 * (the loaders that call this run during prerendering). Server-only: the client gets loader data.
 */
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";

const frontMatter = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  excerpt: z.string().min(1).max(160),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  category: z.enum(["Web Design", "E-Commerce", "SEO"]),
  image: z.string().startsWith("/images/"),
  imageAlt: z.string().min(1),
  author: z.string().min(1),
});

export type BlogPostMeta = z.infer<typeof frontMatter>;
export interface BlogPost extends BlogPostMeta {
  /** Rendered HTML of the body (our own Markdown, so trusted). */
  html: string;
  wordCount: number;
}

const sources = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

function parse(file: string, raw: string): BlogPost {
  const { data, content } = matter(raw);
  const meta = frontMatter.parse({ ...data, date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date });
  const fileSlug = file.replace(/^\.\/blog\//, "").replace(/\.md$/, "");
  if (meta.slug !== fileSlug) throw new Error(`Blog post ${file}: slug "${meta.slug}" must equal the file name`);
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...meta, html, wordCount: content.split(/\s+/).filter(Boolean).length };
}

/** All posts, newest first. */
export const blogPosts: BlogPost[] = Object.entries(sources)
  .map(([file, raw]) => parse(file, raw))
  .sort((a, b) => b.date.localeCompare(a.date));

export function blogPostBySlug(slug: string): BlogPost | undefined {
  return blogPosts.find((p) => p.slug === slug);
}

/** "March 10, 2026" — formatted in UTC so build machine time zones never shift the day. */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
