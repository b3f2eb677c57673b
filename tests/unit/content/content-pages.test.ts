import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { implementationDays } from "../../../app/components/case-studies/format";
import { monthAndYear } from "../../../app/lib/calendar-dates";
import { shareLinks } from "../../../app/components/blog/share-links";
import { readingMinutes } from "../../../app/components/blog/post-summary";
import { serviceAnchors, serviceBlocks } from "../../../content/services";
import { caseStudies, caseStudyCategories } from "../../../content/case-studies";
import { blogPosts } from "../../../content/blog.server";

const publicFile = (src: string) => join("public", src);

describe("case study helpers", () => {
  it("implementation times are 3 to 7 days, stable per title, and vary between features", () => {
    const titles = caseStudies.flatMap((c) => c.features.map((f) => f.title));
    const days = titles.map(implementationDays);
    for (const d of days) {
      expect(d).toBeGreaterThanOrEqual(3);
      expect(d).toBeLessThanOrEqual(7);
    }
    expect(titles.map(implementationDays)).toEqual(days);
    expect(new Set(days).size).toBeGreaterThanOrEqual(4);
  });

  it("formats the completion month in words", () => {
    expect(monthAndYear("2025-03")).toBe("March 2025");
    expect(monthAndYear("2024-12")).toBe("December 2024");
    expect(monthAndYear("2026-01")).toBe("January 2026");
  });
});

describe("case studies", () => {
  it("are the six of SPEC §3, each with local images (with sizes) and at least three features", () => {
    expect(caseStudies.map((c) => c.id)).toEqual(["dental-clinic", "fitness", "restaurant", "law-firm", "boutique", "nonprofit"]);
    for (const study of caseStudies) {
      expect(caseStudyCategories).toContain(study.category);
      expect(study.completionDate).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(study.features.length).toBeGreaterThanOrEqual(3);
      expect(study.images.length).toBeGreaterThanOrEqual(2);
      for (const image of study.images) {
        expect(existsSync(publicFile(image.src)), image.src).toBe(true);
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
        expect(image.alt.length).toBeGreaterThan(20);
      }
    }
  });
});

describe("services", () => {
  it("has the six blocks of SPEC §2 and every anchor other pages link to, each once", () => {
    expect(serviceBlocks.map((b) => b.title)).toEqual([
      "Visual Design",
      "Web Development",
      "SEO Optimization",
      "Analytics & Reporting",
      "Responsive Design",
      "Website Maintenance",
    ]);
    for (const anchor of ["web-design", "web-development", "e-commerce", "seo", "maintenance", "hosting"]) expect(serviceAnchors).toContain(anchor);
    expect(new Set(serviceAnchors).size).toBe(serviceAnchors.length);
  });
});

describe("blog", () => {
  it("has three substantial posts, one per category, with local images", () => {
    expect(blogPosts).toHaveLength(3);
    expect(new Set(blogPosts.map((p) => p.category))).toEqual(new Set(["Web Design", "E-Commerce", "SEO"]));
    for (const post of blogPosts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
      expect(existsSync(publicFile(post.image)), post.image).toBe(true);
      expect(post.html).toContain("<h2>");
      expect(readingMinutes(post.wordCount)).toBeGreaterThanOrEqual(3);
    }
  });

  it("share links carry the encoded canonical URL and title", () => {
    const url = "https://www.example.com/blog/a-post";
    const title = "Costs & prices: a guide?";
    const links = Object.fromEntries(shareLinks(url, title).map((l) => [l.network, l.href]));
    expect(links.X).toBe("https://x.com/intent/post?url=https%3A%2F%2Fwww.example.com%2Fblog%2Fa-post&text=Costs%20%26%20prices%3A%20a%20guide%3F");
    expect(links.Facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Fblog%2Fa-post");
    expect(links.LinkedIn).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fblog%2Fa-post");
    expect(links.Email).toBe(
      "mailto:?subject=Costs%20%26%20prices%3A%20a%20guide%3F&body=Costs%20%26%20prices%3A%20a%20guide%3F%0A%0Ahttps%3A%2F%2Fwww.example.com%2Fblog%2Fa-post",
    );
  });
});
