/**
 * What search engines and link previews get from the production build: per page, the head tags
 * and JSON-LD of the prerendered HTML (read with JavaScript off, as a crawler does), the share
 * image itself, and the sitemap, robots.txt and RSS files. After hydration: nothing is lost
 * and nothing is fetched from another origin.
 */
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { sitePagePaths, blogSlugsOnDisk } from "../support/site-paths";
import { parseAndValidateJsonLd } from "../support/schema-org";
import { expectShellHydrated } from "./support/hydration";
import { towns } from "../../content/towns";
import { industryList } from "../../content/industry-list";
import { caseStudies } from "../../content/case-studies";

/** The canonical origin the build was made with (vite.config.ts reads the same variable). */
const SITE_URL = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const canonical = (path: string) => `${SITE_URL}${path === "/" ? "/" : path}`;
const PAGES = sitePagePaths();

interface Head {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  meta: Record<string, string[]>;
  jsonLd: string[];
  rssLinks: string[];
}

/** Everything in <head> a crawler reads, and the JSON-LD blocks wherever they are. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const all = (selector: string, read: (el: Element) => string) => [...document.head.querySelectorAll(selector)].map(read);
    const meta: Record<string, string[]> = {};
    for (const el of document.head.querySelectorAll("meta[property], meta[name]")) {
      const key = el.getAttribute("property") ?? el.getAttribute("name")!;
      (meta[key] ??= []).push(el.getAttribute("content") ?? "");
    }
    return {
      titles: all("title", (el) => el.textContent ?? ""),
      descriptions: all('meta[name="description"]', (el) => el.getAttribute("content") ?? ""),
      canonicals: all('link[rel="canonical"]', (el) => el.getAttribute("href") ?? ""),
      robots: all('meta[name="robots"]', (el) => el.getAttribute("content") ?? ""),
      meta,
      // Anywhere in the document: the agency's block is at the end of <body> (decision 049).
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => el.textContent ?? ""),
      rssLinks: all('link[rel="alternate"][type="application/rss+xml"]', (el) => el.getAttribute("href") ?? ""),
    };
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Share images are shared by page type: fetch and measure each once per worker. */
const shareImages = new Map<string, Promise<{ status: number; type: string | undefined; body: Buffer }>>();

async function fetchShareImage(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${SITE_URL}/`), `${url} is absolute on SITE_URL`).toBe(true);
  const path = new URL(url).pathname;
  if (!shareImages.has(path)) {
    shareImages.set(
      path,
      request.get(path).then(async (r) => ({ status: r.status(), type: r.headers()["content-type"], body: await r.body() })),
    );
  }
  const response = await shareImages.get(path)!;
  expect(response.status, url).toBe(200);
  expect(response.type).toBe("image/png");
  return pngSize(response.body);
}

/** The images of the page as laid out in a phone viewport. */
function readImages(page: Page) {
  return page.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
      loading: img.getAttribute("loading"),
      priority: img.getAttribute("fetchpriority"),
      decoding: img.getAttribute("decoding"),
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  );
}

/** JSON-LD types a page must carry, from its kind. */
function expectedTypes(path: string): string[] {
  const types = ["ProfessionalService"];
  if (path === "/") return [...types, "WebSite"];
  types.push("BreadcrumbList");
  const [section, slug] = path.split("/").filter(Boolean);
  if (slug && (section === "locations" || section === "industries")) types.push("Service");
  if (slug && section === "blog") types.push("BlogPosting");
  return types.sort();
}

test.describe("every prerendered page (JavaScript off, as a crawler reads it)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const path of PAGES) {
    test(`${path}: head tags, share image, JSON-LD and images`, async ({ page, request }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const head = await readHead(page);

      expect(head.titles).toHaveLength(1);
      expect(head.titles[0]).toMatch(/\S.*Macomb Web Studio|Macomb Web Studio.*\S/);
      expect(head.descriptions).toHaveLength(1);
      // Search results show about 155 characters; longer text is cut there, not rejected.
      expect(head.descriptions[0]!.length, "description length").toBeGreaterThanOrEqual(50);
      expect(head.descriptions[0]!.length, "description length").toBeLessThanOrEqual(300);
      expect(head.canonicals).toEqual([canonical(path)]);
      expect(head.robots.filter((r) => /noindex/i.test(r))).toEqual([]);
      expect(head.rssLinks).toEqual(["/rss.xml"]);

      const one = (key: string) => {
        expect(head.meta[key], key).toHaveLength(1);
        return head.meta[key]![0]!;
      };
      expect(one("og:title")).toBe(head.titles[0]);
      expect(one("og:description")).toBe(head.descriptions[0]);
      expect(one("og:url")).toBe(canonical(path));
      expect(one("og:type")).toBe(path.startsWith("/blog/") ? "article" : "website");
      expect(one("og:site_name")).toBe("Macomb Web Studio");
      expect(one("twitter:card")).toBe("summary_large_image");
      expect(one("twitter:title")).toBe(head.titles[0]);
      expect(one("twitter:description")).toBe(head.descriptions[0]);
      expect(one("og:image:alt")).not.toBe("");
      const image = one("og:image");
      expect(one("twitter:image")).toBe(image);
      expect(one("og:image:width")).toBe("1200");
      expect(one("og:image:height")).toBe("630");
      expect(await fetchShareImage(request, image)).toEqual({ width: 1200, height: 630 });

      const blocks = head.jsonLd.map((text, i) => {
        const { block, errors } = parseAndValidateJsonLd(text, `${path} block ${i}`);
        expect(errors).toEqual([]);
        return block!;
      });
      expect(blocks.map((b) => b["@type"] as string).sort()).toEqual(expectedTypes(path));
      const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
      if (trail) {
        const items = trail.itemListElement as { item: string }[];
        expect(items[0]!.item).toBe(`${SITE_URL}/`);
        expect(items.at(-1)!.item).toBe(canonical(path));
      }
      const agency = blocks.find((b) => b["@type"] === "ProfessionalService")!;
      expect(agency.areaServed).toHaveLength(towns.length);
      expect(JSON.stringify(blocks)).not.toContain("aggregateRating");

      // Images: space reserved, alt present, lazy below the first screen, at most one priority image.
      const images = await readImages(page);
      for (const img of images) {
        expect(img.width && img.height, `${img.src} has width and height`).toBeTruthy();
        expect(img.alt, `${img.src} has an alt attribute`).not.toBeNull();
        if (img.priority === "high") {
          expect(img.loading, `${img.src} is the priority image`).not.toBe("lazy");
          // Async decoding may paint the largest image a frame after the text around it (later LCP).
          expect(img.decoding, `${img.src} is the priority image`).not.toBe("async");
        }
        else if (img.top > 844) expect(img.loading, `${img.src} is below the fold`).toBe("lazy");
      }
      expect(images.filter((i) => i.priority === "high").length).toBeLessThanOrEqual(1);
    });
  }
});

test.describe("titles and descriptions", () => {
  test("are unique across all pages", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(titles.get(title!), `title of ${path} repeats`).toBeUndefined();
      expect(descriptions.get(description!), `description of ${path} repeats`).toBeUndefined();
      titles.set(title!, path);
      descriptions.set(description!, path);
    }
  });
});

/** URLs a document makes the browser fetch (not plain links to other sites). */
function fetchedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(?:script|img|source|link|iframe|video|audio)\b[^>]*>/gi) ?? []) {
    const rel = tag.match(/\srel="([^"]*)"/i)?.[1] ?? "";
    if (/^<link/i.test(tag) && /\b(canonical|alternate)\b/i.test(rel)) continue;
    for (const [, name, value] of tag.matchAll(/\s(src|href|srcset|poster)="([^"]*)"/gi)) {
      if (name!.toLowerCase() === "srcset") urls.push(...value!.split(",").map((part) => part.trim().split(/\s+/)[0]!));
      else urls.push(value!);
    }
  }
  for (const [, url] of html.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) urls.push(url!);
  return urls.filter(Boolean);
}

const isSameOrigin = (url: string) => (url.startsWith("/") && !url.startsWith("//")) || url.startsWith("#") || url.startsWith("data:");

test.describe("no request leaves the site's origin", () => {
  test("no page or stylesheet references a resource on another origin", async ({ request }) => {
    const stylesheets = new Set<string>();
    for (const path of PAGES) {
      // The page's critical CSS is inline, so its url()s are part of the HTML scanned here; the rest of the
      // site's CSS is the linked stylesheet, scanned below.
      const html = await (await request.get(path)).text();
      expect(html.match(/<style data-critical-css[^>]*>([\s\S]*?)<\/style>/)?.[1]?.length ?? 0, path).toBeGreaterThan(1_000);
      expect(html, path).toMatch(/<link\b[^>]*rel="stylesheet"/);
      const foreign = fetchedUrls(html).filter((url) => !isSameOrigin(url));
      expect(foreign, path).toEqual([]);
      for (const [, href] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) stylesheets.add(href!);
    }
    for (const href of stylesheets) {
      const css = await (await request.get(href)).text();
      const imports = [...css.matchAll(/@import\s+(?:url\()?["']?([^"');\s]+)/g)].map((m) => m[1]!);
      const foreign = [...fetchedUrls(css), ...imports].filter((url) => !isSameOrigin(url));
      expect(foreign, href).toEqual([]);
    }
  });
});

/** One page of each kind: all section pages plus the first town, industry, case study and post. */
const HYDRATION_SAMPLE = PAGES.filter(
  (path, i, all) => path.split("/").length < 3 || all.findIndex((p) => p.split("/")[1] === path.split("/")[1] && p.split("/").length > 2) === i,
);

test.describe("after hydration", () => {
  for (const path of HYDRATION_SAMPLE) {
    test(`${path}: only same-origin requests, no console errors, structured data intact`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      const errors: string[] = [];
      page.on("request", (req) => {
        const url = new URL(req.url());
        if (url.protocol !== "data:" && url.origin !== origin) foreign.push(req.url());
      });
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));

      const response = await page.goto(path);
      const serverBlocks = (await response!.text()).match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
      await expectShellHydrated(page);
      await page.waitForLoadState("networkidle");

      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
      // Hydration keeps every block the server wrote, including the server-only agency block.
      const live = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => el.textContent ?? ""));
      expect(live.length).toBe(serverBlocks.length);
      for (const text of live) expect(parseAndValidateJsonLd(text).errors).toEqual([]);
    });
  }
});

test.describe("pages that must not be indexed", () => {
  test("the not-found page is noindex and has no canonical URL", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test("an unknown case study is noindex", async ({ page }) => {
    const response = await page.goto("/profile/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("sitemap, robots and feed", () => {
  test("sitemap.xml lists exactly the site's pages, each answering 200 with itself as canonical", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toEqual(PAGES.map(canonical));

    // SPEC §2: all 26 towns, 15 industries, 6 case studies and 3 posts.
    for (const town of towns) expect(locs).toContain(canonical(`/locations/${town.slug}`));
    for (const industry of industryList) expect(locs).toContain(canonical(`/industries/${industry.slug}`));
    for (const study of caseStudies) expect(locs).toContain(canonical(`/profile/${study.id}`));
    expect(locs.filter((l) => l.includes("/blog/"))).toHaveLength(3);

    for (const loc of locs) {
      const path = new URL(loc).pathname;
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(`<link rel="canonical" href="${loc}"/>`);
      expect(html, path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test("rss.xml is a valid RSS 2.0 feed of the three posts", async ({ request, page }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? "";
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        channelTitle: text(doc.getElementsByTagName("channel")[0]!, "title"),
        items: [...doc.getElementsByTagName("item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          pubDate: text(item, "pubDate"),
          description: text(item, "description"),
        })),
      };
    }, xml);
    expect(feed.errors).toBe(0);
    expect(feed.version).toBe("2.0");
    expect(feed.channelTitle).toContain("Macomb Web Studio");
    expect(feed.items).toHaveLength(3);
    expect(feed.items.map((i) => i.link).sort()).toEqual(blogSlugsOnDisk().map((slug) => canonical(`/blog/${slug}`)));
    for (const item of feed.items) {
      expect(item.title).not.toBe("");
      expect(item.description).not.toBe("");
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect((await request.get(new URL(item.link).pathname)).status()).toBe(200);
    }
  });
});
