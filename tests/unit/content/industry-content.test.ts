import { describe, it, expect } from "vitest";
import { industryPages } from "../../../content/industry-pages";
import { industryList } from "../../../content/industry-list";
import type { IndustryPage } from "../../../content/types";
import { shingles, jaccard } from "../../../app/lib/text-similarity";

const pages = Object.values(industryPages) as IndustryPage[];

/** All visible page text, lower-cased with punctuation stripped. */
function pageText(p: IndustryPage): string {
  return [
    p.heroTitle,
    p.heroDescription,
    ...p.mainDescription,
    ...p.features.flatMap((f) => [f.title, f.description]),
    ...p.challenges.flatMap((c) => [c.challenge, c.solution]),
  ]
    .join(" ")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9\s]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("industry page content", () => {
  it("has exactly one entry per industry slug", () => {
    const slugs = industryList.map((i) => i.slug);
    expect(pages).toHaveLength(15);
    expect(Object.keys(industryPages).sort()).toEqual([...slugs].sort());
  });

  it.each(industryList.map((i) => [i.slug, i.name] as const))("%s matches industry-list", (slug, name) => {
    const page = industryPages[slug];
    expect(page.slug).toBe(slug);
    expect(page.industryName).toBe(name);
  });

  it.each(pages.map((p) => [p.slug, p] as const))("%s has 6 features, 4 challenges and valid fields", (_slug, p) => {
    expect(p.features).toHaveLength(6);
    expect(p.challenges).toHaveLength(4);
    expect(p.metaDescription.length).toBeLessThanOrEqual(160);
    expect(p.metaDescription.length).toBeGreaterThan(50);
    expect(p.mainDescription.length).toBeGreaterThanOrEqual(2);
    expect(p.mainDescription.length).toBeLessThanOrEqual(3);
    for (const f of p.features) {
      expect(f.title.trim()).not.toBe("");
      expect(f.description.trim()).not.toBe("");
    }
    for (const c of p.challenges) {
      expect(c.challenge.trim()).not.toBe("");
      expect(c.solution.trim()).not.toBe("");
    }
    expect(p.heroTitle.trim()).not.toBe("");
    expect(p.cardSummary.trim()).not.toBe("");
  });

  it("has unique hero titles, meta descriptions and card summaries", () => {
    for (const key of ["heroTitle", "metaDescription", "cardSummary"] as const) {
      expect(new Set(pages.map((p) => p[key])).size).toBe(pages.length);
    }
  });

  it("keeps every pair of industries textually distinct (5-word shingle Jaccard < 0.30)", () => {
    const sets = pages.map((p) => ({ slug: p.slug, set: shingles(pageText(p), 5) }));
    let max = 0;
    let worst = "";
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        const a = sets[i]!;
        const b = sets[j]!;
        const sim = jaccard(a.set, b.set);
        if (sim > max) {
          max = sim;
          worst = `${a.slug} / ${b.slug}`;
        }
        expect(sim, `${a.slug} vs ${b.slug}`).toBeLessThan(0.3);
      }
    }
    expect(max, `most similar pair: ${worst}`).toBeLessThan(0.3);
  });
});
