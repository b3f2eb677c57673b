import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectEverySectionHydrated, gotoHydrated } from "./support/hydration";
import AxeBuilder from "@axe-core/playwright";
import { towns, townPath } from "../../content/towns";
import { industryList, industryPath } from "../../content/industry-list";
import { locationPages } from "../../content/location-pages";
import { industryPages } from "../../content/industry-pages";
import { site } from "../../content/site";
import type { LocationPage } from "../../content/types";
import { jaccard, shingles } from "../../app/lib/text-similarity";

/** SPEC/issue: no two location pages, and no two industry pages, share more than 30% (5-word shingles). */
const MAX_SIMILARITY = 0.3;

const locationOf = (slug: string) => (locationPages as Record<string, LocationPage>)[slug]!;

interface RenderedPage {
  path: string;
  status: number;
  title: string;
  h1: string;
  description: string;
  /** Every text node inside <main>, space-separated so block elements do not glue words together. */
  mainText: string;
}

/**
 * The page as the server sends it, before any JavaScript runs: fetched over HTTP, then parsed by the
 * browser's own DOMParser (scripts inert) so we read exactly the markup a crawler or a no-JS visitor gets.
 */
async function fetchRendered(request: APIRequestContext, parser: Page, path: string): Promise<RenderedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const parsed = await parser.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, "text/html");
    const main = doc.querySelector("main");
    const parts: string[] = [];
    if (main) {
      const walker = doc.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("script, style, template")) continue;
        parts.push(node.textContent ?? "");
      }
    }
    return {
      title: doc.title,
      h1: doc.querySelector("main h1")?.textContent?.trim() ?? "",
      description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      mainText: parts.join(" ").replace(/\s+/g, " ").trim(),
    };
  }, await response.text());
  return { path, status: response.status(), ...parsed };
}

async function fetchAll(request: APIRequestContext, parser: Page, paths: string[]) {
  const pages: RenderedPage[] = [];
  for (const path of paths) pages.push(await fetchRendered(request, parser, path));
  return pages;
}

/** Every pair's Jaccard similarity of <main> text on 5-word shingles, most similar first. */
function pairSimilarities(pages: RenderedPage[]) {
  const sets = pages.map((p) => ({ path: p.path, set: shingles(p.mainText, 5) }));
  const pairs: { pair: string; similarity: number }[] = [];
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++)
      pairs.push({ pair: `${sets[i]!.path} ~ ${sets[j]!.path}`, similarity: jaccard(sets[i]!.set, sets[j]!.set) });
  return { sets, pairs: pairs.sort((a, b) => b.similarity - a.similarity) };
}

const townPaths = towns.map((t) => townPath(t.slug));
const industryPaths = industryList.map((i) => industryPath(i.slug));

test.describe("location pages", () => {
  test("every town page answers 200 with its own title, h1 and meta description", async ({ request, page }) => {
    const pages = await fetchAll(request, page, townPaths);
    for (const [index, town] of towns.entries()) {
      const rendered = pages[index]!;
      expect(rendered.status, rendered.path).toBe(200);
      expect(rendered.title).toBe(`Web Design in ${town.name}, MI | ${site.name}`);
      expect(rendered.h1).toBe(`Web Design in ${town.name}, MI`);
      expect(rendered.description).toBe(locationOf(town.slug).metaDescription);
    }
    expect(new Set(pages.map((p) => p.title)).size).toBe(towns.length);
  });

  test("/locations links all 26 communities, and a card leads to its town page", async ({ page }) => {
    await gotoHydrated(page, "/locations");
    await expect(page.locator("main h1")).toHaveText("Web design across Macomb County");
    const links = page.getByTestId("location-grid").getByRole("link");
    await expect(links).toHaveCount(26);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect([...hrefs].sort()).toEqual([...townPaths].sort());

    await page.getByTestId("location-grid").getByRole("link", { name: "Sterling Heights", exact: true }).click();
    await expect(page).toHaveURL(/\/locations\/sterling-heights$/);
    await expect(page.locator("main h1")).toHaveText("Web Design in Sterling Heights, MI");
    await expect(page).toHaveTitle(`Web Design in Sterling Heights, MI | ${site.name}`);
  });

  test("a town page shows its hero phone link, local copy, reasons, seven industries, neighbours and the form", async ({ page }) => {
    const warren = locationOf("warren");
    await gotoHydrated(page, "/locations/warren");
    const main = page.locator("main");

    const call = main.getByRole("link", { name: `Call ${site.phone}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", site.phoneHref);
    expect(site.phoneHref).toMatch(/^tel:\+1\d{10}$/);

    await expect(main.getByText(warren.description)).toBeVisible();
    for (const paragraph of warren.localContext) await expect(main.getByText(paragraph)).toBeVisible();

    await expect(page.getByTestId("why-choose-us").getByRole("listitem")).toHaveCount(warren.whyChooseUs.length);

    const industries = page.getByTestId("key-industries").getByRole("listitem");
    await expect(industries).toHaveCount(7);
    await expect(industries).toHaveText(warren.keyIndustries);
    // Trades with an industry page link to it; the rest are plain text.
    await expect(page.getByTestId("key-industries").getByRole("link", { name: "Dental & Medical Practices" })).toHaveAttribute(
      "href",
      "/industries/healthcare-providers",
    );
    await expect(page.getByTestId("key-industries").getByRole("link", { name: "Defense Contractors" })).toHaveCount(0);

    const neighbors = page.getByTestId("neighbor-links").getByRole("link");
    await expect(neighbors).toHaveCount(warren.neighbors.length);
    expect(await neighbors.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(warren.neighbors.map(townPath));

    const contact = page.getByTestId("location-contact");
    await expect(contact.getByRole("heading", { name: "Get a free quote for your Warren business" })).toBeVisible();
    const form = contact.locator("form");
    await expect(form).toHaveCount(1);
    for (const field of [/name/i, /email/i, /phone/i, /message/i]) await expect(form.getByLabel(field).first()).toBeVisible();
    await expect(form.locator('[type="submit"]')).toBeVisible();

    // The hero's quote link lands on the contact card.
    await main.getByRole("link", { name: /Request a free quote/ }).click();
    await expect(page).toHaveURL(/#free-quote$/);
    await expect(contact).toBeInViewport();
  });

  test("key industries without an industry page read as finished facts, not unfinished links", async ({ page }) => {
    for (const slug of ["warren", "armada"]) {
      await page.goto(townPath(slug));
      const list = page.getByTestId("key-industries");
      const items = list.locator(":scope > li > *");
      await expect(items).toHaveCount(7);
      const styles = await items.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).borderStyle));
      expect(styles.every((style) => style === "solid"), styles.join(", ")).toBe(true);
      const facts = list.getByTestId("key-industry-fact");
      for (const fact of await facts.all()) {
        await expect(fact.getByRole("link")).toHaveCount(0);
        await expect(fact.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      }
      expect((await list.getByRole("link").count()) + (await facts.count())).toBe(7);
    }
  });

  test("a key industry link opens that industry page", async ({ page }) => {
    await gotoHydrated(page, "/locations/warren");
    await page.getByTestId("key-industries").getByRole("link", { name: "Auto Repair & Collision" }).click();
    await expect(page).toHaveURL(/\/industries\/automotive-services$/);
    await expect(page.locator("main h1")).toHaveText(industryPages["automotive-services"].heroTitle);
  });

  test("an unknown town answers 404 with the not-found page", async ({ request, page }) => {
    const rendered = await fetchRendered(request, page, "/locations/atlantis");
    expect(rendered.status).toBe(404);
    expect(rendered.h1).toBe("Oops! Page not found");

    const response = await page.goto("/locations/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("industry pages", () => {
  test("every industry page answers 200 with its own title, h1 and meta description", async ({ request, page }) => {
    const pages = await fetchAll(request, page, industryPaths);
    for (const [index, industry] of industryList.entries()) {
      const rendered = pages[index]!;
      const content = industryPages[industry.slug];
      expect(rendered.status, rendered.path).toBe(200);
      expect(rendered.title).toBe(`Web Design for ${industry.name} | ${site.name}`);
      expect(rendered.h1).toBe(content.heroTitle);
      expect(rendered.description).toBe(content.metaDescription);
    }
    expect(new Set(pages.map((p) => p.title)).size).toBe(industryList.length);
  });

  test("/industries shows 15 cards, each with its summary and a link to its page", async ({ page }) => {
    await gotoHydrated(page, "/industries");
    await expect(page.locator("main h1")).toHaveText("Websites built for your industry");
    const cards = page.getByTestId("industry-card");
    await expect(cards).toHaveCount(15);
    for (const [index, industry] of industryList.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading")).toHaveText(industry.name);
      await expect(card.getByText(industryPages[industry.slug].cardSummary)).toBeVisible();
      await expect(card.getByRole("link")).toHaveAttribute("href", industryPath(industry.slug));
    }
    await cards.filter({ hasText: "Real Estate" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/industries\/real-estate$/);
    await expect(page.locator("main h1")).toHaveText(industryPages["real-estate"].heroTitle);
  });

  test("an industry page shows its hero, story, six features, four challenge/solution pairs and a way to get in touch", async ({ page }) => {
    const hvac = industryPages["hvac-services"];
    await gotoHydrated(page, "/industries/hvac-services");
    const main = page.locator("main");

    await expect(main.getByText(hvac.heroDescription)).toBeVisible();
    await expect(main.getByRole("link", { name: "Get a Free Consultation" }).first()).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: `Call ${site.phone}` }).first()).toHaveAttribute("href", site.phoneHref);
    for (const paragraph of hvac.mainDescription) await expect(main.getByText(paragraph)).toBeVisible();

    const features = page.getByTestId("industry-features").getByRole("listitem");
    await expect(features).toHaveCount(6);
    await expect(features.getByRole("heading")).toHaveText(hvac.features.map((f) => f.title));

    const pairs = page.getByTestId("challenge-pair");
    await expect(pairs).toHaveCount(4);
    for (const [index, pair] of hvac.challenges.entries()) {
      await expect(pairs.nth(index)).toContainText(pair.challenge);
      await expect(pairs.nth(index)).toContainText(pair.solution);
    }

    await main.getByRole("link", { name: "Get a Free Consultation" }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("an unknown industry answers 404 with the not-found page", async ({ request, page }) => {
    const rendered = await fetchRendered(request, page, "/industries/underwater-basket-weaving");
    expect(rendered.status).toBe(404);
    expect(rendered.h1).toBe("Oops! Page not found");
    expect(rendered.title).toBe(`Page not found | ${site.name}`);
  });
});

test.describe("unique copy on the rendered pages", () => {
  for (const [kind, paths] of [
    ["location", townPaths],
    ["industry", industryPaths],
  ] as const) {
    test(`no two ${kind} pages share more than 30% of their <main> text (5-word shingles, Jaccard)`, async ({ request, page }) => {
      const pages = await fetchAll(request, page, paths);
      const { sets, pairs } = pairSimilarities(pages);
      // Guard against comparing nothing: each page's <main> really holds its body copy.
      for (const s of sets) expect(s.set.size, `${s.path} has too little text in <main>`).toBeGreaterThan(250);
      const worst = pairs[0]!;
      test.info().annotations.push({ type: "most similar", description: `${worst.pair}: ${worst.similarity.toFixed(3)}` });
      const tooSimilar = pairs.filter((p) => p.similarity > MAX_SIMILARITY).map((p) => `${p.pair}: ${p.similarity.toFixed(3)}`);
      expect(tooSimilar, `most similar: ${worst.pair} at ${worst.similarity.toFixed(3)}`).toEqual([]);
    });
  }
});

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const path of ["/locations", "/locations/warren", "/industries", "/industries/hvac-services"]) {
      test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        await gotoHydrated(page, path);
        // Every section laid out, as a reader meets it (decision 019): axe cannot measure skipped content.
        await expectEverySectionHydrated(page);
        const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  }
});
