import { describe, it, expect } from "vitest";
import { locationPages } from "../../../content/location-pages";
import { towns } from "../../../content/towns";
import type { LocationPage } from "../../../content/types";
import { jaccard, shingles } from "../../../app/lib/text-similarity";

/** Pairs at or above this 5-word-shingle Jaccard similarity count as near-duplicates. */
const MAX_SIMILARITY = 0.3;

const townSlugs = towns.map((t) => t.slug as string);
const entries = Object.entries(locationPages) as [string, LocationPage][];

/** The page's own text: what search engines would compare between two location pages. */
function pageText(page: LocationPage): string {
  return [page.description, ...page.localContext, ...page.keyIndustries, ...page.whyChooseUs].join(" ");
}

const wordCount = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

describe("text-similarity helpers", () => {
  it("builds normalised 5-word shingles", () => {
    const s = shingles("One, two THREE four-five six!");
    expect([...s]).toEqual(["one two three four five", "two three four five six"]);
  });

  it("computes Jaccard similarity", () => {
    const a = shingles("a b c d e f g");
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles("h i j k l m n"))).toBe(0);
    expect(jaccard(shingles("a b c d e f"), shingles("b c d e f g"))).toBeCloseTo(1 / 3);
  });
});

describe("location pages", () => {
  it("has exactly one entry for each of the 26 towns", () => {
    expect(entries).toHaveLength(26);
    expect(Object.keys(locationPages).sort()).toEqual([...townSlugs].sort());
  });

  it("matches towns.ts slug and name", () => {
    for (const town of towns) {
      const page = locationPages[town.slug];
      expect(page.slug).toBe(town.slug);
      expect(page.locationName).toBe(town.name);
      expect(["city", "township", "village"]).toContain(page.kind);
    }
  });

  it("has a short, unique meta description", () => {
    const seen = new Set<string>();
    for (const [slug, page] of entries) {
      expect(page.metaDescription.length, slug).toBeGreaterThan(50);
      expect(page.metaDescription.length, slug).toBeLessThanOrEqual(160);
      expect(seen.has(page.metaDescription), slug).toBe(false);
      seen.add(page.metaDescription);
    }
  });

  it("has the required content shape", () => {
    for (const [slug, page] of entries) {
      expect(page.description, slug).toContain(page.locationName);
      expect(page.keyIndustries, slug).toHaveLength(7);
      expect(new Set(page.keyIndustries).size, slug).toBe(7);
      expect(page.whyChooseUs.length, slug).toBeGreaterThanOrEqual(4);
      expect(page.whyChooseUs.length, slug).toBeLessThanOrEqual(5);
      expect(page.localContext.length, slug).toBeGreaterThanOrEqual(2);
      expect(page.localContext.length, slug).toBeLessThanOrEqual(4);
      for (const paragraph of page.localContext) {
        const words = wordCount(paragraph);
        expect(words, `${slug}: "${paragraph.slice(0, 40)}…"`).toBeGreaterThanOrEqual(60);
        expect(words, `${slug}: "${paragraph.slice(0, 40)}…"`).toBeLessThanOrEqual(110);
      }
    }
  });

  it("lists valid neighbours other than itself", () => {
    for (const [slug, page] of entries) {
      expect(page.neighbors.length, slug).toBeGreaterThanOrEqual(2);
      expect(page.neighbors.length, slug).toBeLessThanOrEqual(5);
      expect(new Set(page.neighbors).size, slug).toBe(page.neighbors.length);
      for (const n of page.neighbors) {
        expect(townSlugs, `${slug} -> ${n}`).toContain(n);
        expect(n, slug).not.toBe(slug);
      }
    }
  });

  it(`has no pair of pages with 5-shingle Jaccard similarity >= ${MAX_SIMILARITY}`, () => {
    const sets = entries.map(([slug, page]) => [slug, shingles(pageText(page), 5)] as const);
    const tooSimilar: string[] = [];
    let max = 0;
    let maxPair = "";
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        const [a, sa] = sets[i]!;
        const [b, sb] = sets[j]!;
        const sim = jaccard(sa, sb);
        if (sim > max) {
          max = sim;
          maxPair = `${a} / ${b}`;
        }
        if (sim >= MAX_SIMILARITY) tooSimilar.push(`${a} / ${b}: ${sim.toFixed(3)}`);
      }
    }
    expect(tooSimilar, `max similarity ${max.toFixed(3)} (${maxPair})`).toEqual([]);
  });
});
