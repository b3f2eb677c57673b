import { describe, expect, it } from "vitest";
import { matchIndustry } from "~/components/locations/match-industry";
import { firstSentence, locationView, townCards } from "~/components/locations/location-view";
import { industryCards, industryView } from "~/components/industries/industry-view";
import { contentIcons } from "~/components/ui/ContentIcon";
import { industryPages } from "@content/industry-pages";
import { locationPages } from "@content/location-pages";
import { towns } from "@content/towns";

describe("matchIndustry", () => {
  it.each([
    ["HVAC & Plumbing", "hvac-services"],
    ["Auto Repair & Collision", "automotive-services"],
    ["Used Car Dealers", "automotive-services"],
    ["Family Dentistry", "healthcare-providers"],
    ["Independent Restaurants & Pubs", "restaurants-cafes"],
    ["Coffee Shops & Cafés", "restaurants-cafes"],
    ["Criminal & Family Law", "legal-services"],
    ["Landscaping & Snow Removal", "lawn-care-landscaping"],
    ["Roofing & Home Repair", "roofing-gutters"],
    ["Real Estate & Property Management", "real-estate"],
    ["Insurance Agencies", "professional-services"],
    ["Home Builders & Remodelers", "home-services"],
    ["Boutiques & Gift Shops", "retail-stores"],
    ["Fitness Studios", "fitness-wellness"],
  ])("links %s to %s", (label, slug) => {
    expect(matchIndustry(label)).toBe(slug);
  });

  it.each(["Automotive Engineering Suppliers", "Machine Shops", "Veterinary Clinics", "Defense Contractors", "Marinas & Boat Storage", "Hair Salons"])(
    "leaves %s as plain text",
    (label) => {
      expect(matchIndustry(label)).toBeUndefined();
    },
  );
});

describe("firstSentence", () => {
  it("does not stop at abbreviations such as St. and U.S.", () => {
    expect(firstSentence("It faces Lake St. Clair and the U.S. Army base. Then more.")).toBe("It faces Lake St. Clair and the U.S. Army base.");
  });

  it("returns the whole text when there is one sentence", () => {
    expect(firstSentence("Just one sentence.")).toBe("Just one sentence.");
  });
});

describe("location view models", () => {
  it("builds every town's page with seven key industries and neighbours that resolve", () => {
    for (const town of towns) {
      const view = locationView(town.slug)!;
      expect(view.name).toBe(town.name);
      expect(view.keyIndustries).toHaveLength(7);
      expect(view.neighbors.map((n) => n.path)).toEqual(locationPages[town.slug].neighbors.map((n) => `/locations/${n}`));
      for (const industry of view.keyIndustries) if (industry.path) expect(industry.path).toMatch(/^\/industries\/[a-z-]+$/);
    }
    expect(locationView("atlantis")).toBeUndefined();
  });

  it("links most towns' key industries to industry pages", () => {
    const all = towns.flatMap((t) => locationView(t.slug)!.keyIndustries);
    expect(all.filter((i) => i.path).length / all.length).toBeGreaterThan(0.5);
  });

  it("lists all 26 towns A to Z with a one-sentence summary", () => {
    const cards = townCards();
    expect(cards).toHaveLength(26);
    expect(cards.map((c) => c.name)).toEqual([...cards.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "en-US")));
    for (const card of cards) {
      expect(card.summary.startsWith(card.name), card.slug).toBe(true);
      expect(card.summary.endsWith("."), card.slug).toBe(true);
    }
  });
});

describe("industry view models", () => {
  it("has 15 cards and a page per industry, and an icon for each", () => {
    expect(industryCards()).toHaveLength(15);
    for (const card of industryCards()) {
      expect(industryView(card.slug)).toBe(industryPages[card.slug as keyof typeof industryPages]);
      expect(contentIcons[card.icon]).toBeDefined();
    }
    expect(industryView("underwater-basket-weaving")).toBeUndefined();
  });

  it("maps every icon the industry features use", () => {
    for (const page of Object.values(industryPages)) for (const f of page.features) expect(contentIcons[f.icon], f.icon).toBeDefined();
  });
});
