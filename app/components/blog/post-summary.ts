import type { BlogCategory } from "@content/types";

/** What a page needs to show a post in a list: the front matter plus display-ready date and reading time. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, for <time dateTime>. */
  date: string;
  /** e.g. "March 10, 2026". */
  displayDate: string;
  category: BlogCategory;
  image: string;
  imageAlt: string;
  author: string;
  readingMinutes: number;
}

/** At roughly 225 words a minute, rounded, never zero. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 225));
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** Blog artwork is drawn at the Open Graph size. */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 630;
