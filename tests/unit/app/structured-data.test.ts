import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { pagePaths } from "~/pages";
import { site, siteUrl } from "@content/site";
import { towns } from "@content/towns";
import { industryList } from "@content/industry-list";
import { blogPosts } from "@content/blog.server";
import { canonicalUrl, ogImagePath, pageMeta } from "~/lib/seo";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  expandDays,
  jsonLdScript,
  professionalServiceJsonLd,
  serviceJsonLd,
  servedAreas,
  townArea,
  webSiteJsonLd,
} from "~/lib/structured-data";
import ogCards from "@content/og-cards.json";
import { parseAndValidateJsonLd, validateJsonLd } from "../../support/schema-org";

type Block = Record<string, unknown>;

/** The JSON-LD blocks of a meta list, as a browser would read them back from the HTML. */
function jsonLdOf(tags: MetaDescriptor[]): Block[] {
  return tags.filter((t) => "script:ld+json" in t).map((t) => JSON.parse(JSON.stringify((t as Record<string, unknown>)["script:ld+json"])) as Block);
}

const metaContent = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
  (tags.find((t) => (t as Record<string, unknown>)[key] === value) as { content?: string } | undefined)?.content;

/** A page's meta as its route builds it: blog posts pass their article facts, every page a title of its own. */
function metaFor(path: string): MetaDescriptor[] {
  if (path === "/") return pageMeta({ description: "Home page description.", path });
  const post = blogPosts.find((p) => `/blog/${p.slug}` === path);
  if (post) {
    return pageMeta({
      title: post.title,
      description: post.excerpt,
      path,
      article: { published: post.date, author: post.author, section: post.category, image: post.image, wordCount: post.wordCount },
    });
  }
  return pageMeta({ title: `Title of ${path}`, description: `Description of ${path}.`, path });
}

describe("ProfessionalService (the agency, on every page)", () => {
  const block = professionalServiceJsonLd();

  it("is a valid schema.org block", () => {
    expect(validateJsonLd(block)).toEqual([]);
  });

  it("states the agency facts from site.ts", () => {
    expect(block).toMatchObject({
      "@type": "ProfessionalService",
      name: site.name,
      url: `${siteUrl}/`,
      telephone: "+15865550142",
      email: site.email,
      address: {
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.country,
      },
      openingHours: "Mo-Fr 09:00-17:00",
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
      ],
    });
  });

  it("serves exactly the 26 towns that have a location page", () => {
    const areas = block.areaServed as { name: string }[];
    expect(areas).toHaveLength(26);
    expect(areas.map((a) => a.name)).toEqual(towns.map((t) => `${t.name}, MI`));
  });

  it("carries no self-served rating or review", () => {
    const text = JSON.stringify(block);
    expect(text).not.toContain("aggregateRating");
    expect(text).not.toContain('"review"');
  });
});

describe("expandDays", () => {
  it("expands a weekday range and rejects text it cannot read", () => {
    expect(expandDays("Monday to Friday")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(expandDays("Tuesday to Tuesday")).toEqual(["Tuesday"]);
    expect(() => expandDays("Weekdays")).toThrow(/site.hours.days/);
    expect(() => expandDays("Friday to Monday")).toThrow();
  });
});

describe("builders", () => {
  it("WebSite, BreadcrumbList, Service and BlogPosting validate", () => {
    expect(validateJsonLd(webSiteJsonLd())).toEqual([]);
    expect(validateJsonLd(breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }]))).toEqual([]);
    expect(validateJsonLd(serviceJsonLd({ name: "Web design", description: "d", path: "/x", areaServed: servedAreas(), audience: "Retail" }))).toEqual([]);
    const post = blogPosts[0]!;
    expect(
      validateJsonLd(
        blogPostingJsonLd({ title: post.title, description: post.excerpt, path: `/blog/${post.slug}`, datePublished: post.date, author: post.author, images: [post.image] }),
      ),
    ).toEqual([]);
  });

  it("jsonLdScript cannot close its <script> element early and stays valid JSON", () => {
    const text = jsonLdScript({ "@context": "https://schema.org", "@type": "WebSite", name: "</script><script>alert(1)</script> & more", url: "https://a.example/" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script> & more");
  });
});

describe("pageMeta JSON-LD on every page", () => {
  it.each(pagePaths())("%s: every block is valid", (path) => {
    const blocks = jsonLdOf(metaFor(path));
    for (const [i, block] of blocks.entries()) expect(validateJsonLd(block, `${path}#${i}`)).toEqual([]);
  });

  it("the home page names the WebSite and has no breadcrumb trail", () => {
    const types = jsonLdOf(metaFor("/")).map((b) => b["@type"]);
    expect(types).toEqual(["WebSite"]);
  });

  it("every inner page has a BreadcrumbList from Home to its canonical URL", () => {
    for (const path of pagePaths().filter((p) => p !== "/")) {
      const trail = jsonLdOf(metaFor(path)).find((b) => b["@type"] === "BreadcrumbList");
      expect(trail, path).toBeDefined();
      const items = trail!.itemListElement as { name: string; item: string }[];
      expect(items[0]).toMatchObject({ name: "Home", item: `${siteUrl}/` });
      expect(items.at(-1)!.item).toBe(canonicalUrl(path));
    }
  });

  it("deeper pages pass through their section", () => {
    const middle = (path: string) => (jsonLdOf(metaFor(path)).find((b) => b["@type"] === "BreadcrumbList")!.itemListElement as { item: string; name: string }[])[1];
    expect(middle("/locations/warren")).toMatchObject({ name: "Locations", item: `${siteUrl}/locations` });
    expect(middle("/industries/real-estate")).toMatchObject({ name: "Industries", item: `${siteUrl}/industries` });
    expect(middle("/profile/dental-clinic")).toMatchObject({ name: "Case Studies", item: `${siteUrl}/profiles` });
    expect(middle("/blog/local-seo-macomb-county")).toMatchObject({ name: "Blog", item: `${siteUrl}/blog` });
    // A section page is the last step itself, under its short navigation name.
    expect(middle("/locations")).toMatchObject({ name: "Locations", item: `${siteUrl}/locations` });
  });

  it("explicit breadcrumbs replace the derived ones, and false turns them off", () => {
    const custom = jsonLdOf(
      pageMeta({ title: "T", description: "D", path: "/services", breadcrumbs: [{ name: "Home", path: "/" }, { name: "What we do", path: "/services" }] }),
    );
    expect((custom[0]!.itemListElement as { name: string }[])[1]!.name).toBe("What we do");
    expect(jsonLdOf(pageMeta({ title: "T", description: "D", path: "/services", breadcrumbs: false }))).toEqual([]);
  });

  it("location pages offer a Service in that town only", () => {
    for (const town of towns) {
      const service = jsonLdOf(metaFor(`/locations/${town.slug}`)).find((b) => b["@type"] === "Service");
      expect(service, town.slug).toBeDefined();
      expect(service!.areaServed).toEqual([townArea(town.name)]);
      expect(service!.url).toBe(canonicalUrl(`/locations/${town.slug}`));
    }
  });

  it("industry pages offer a Service for that industry across the 26 towns", () => {
    for (const industry of industryList) {
      const service = jsonLdOf(metaFor(`/industries/${industry.slug}`)).find((b) => b["@type"] === "Service");
      expect(service, industry.slug).toBeDefined();
      expect(service!.audience).toEqual({ "@type": "BusinessAudience", audienceType: industry.name });
      expect(service!.areaServed).toHaveLength(26);
    }
  });

  it("blog posts carry a BlogPosting with date, author and artwork", () => {
    expect(blogPosts).toHaveLength(3);
    for (const post of blogPosts) {
      const tags = metaFor(`/blog/${post.slug}`);
      const article = jsonLdOf(tags).find((b) => b["@type"] === "BlogPosting");
      expect(article, post.slug).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        author: { "@type": "Person", name: post.author },
        url: canonicalUrl(`/blog/${post.slug}`),
      });
      expect(article!.image).toContain(`${siteUrl}${post.image}`);
      expect(metaContent(tags, "property", "og:type")).toBe("article");
      expect(metaContent(tags, "property", "article:published_time")).toBe(post.date);
    }
  });

  it("pages of other types get no Service or BlogPosting", () => {
    for (const path of ["/services", "/contact", "/locations", "/industries", "/blog", "/profile/dental-clinic"]) {
      const types = jsonLdOf(metaFor(path)).map((b) => b["@type"]);
      expect(types, path).toEqual(["BreadcrumbList"]);
    }
  });

  it("extra blocks given as jsonLd are appended", () => {
    const extra = webSiteJsonLd();
    const blocks = jsonLdOf(pageMeta({ title: "T", description: "D", path: "/services", jsonLd: [extra] }));
    expect(blocks.map((b) => b["@type"])).toEqual(["BreadcrumbList", "WebSite"]);
  });
});

describe("pageMeta tags", () => {
  it("uses one canonical form without a trailing slash", () => {
    const tags = pageMeta({ title: "Services", description: "D", path: "/services/" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/services` });
    expect(metaContent(tags, "property", "og:url")).toBe(`${siteUrl}/services`);
    expect(canonicalUrl("/")).toBe(`${siteUrl}/`);
  });

  it("a noindex page has the robots tag and neither canonical nor JSON-LD", () => {
    const tags = pageMeta({ title: "Gone", description: "D", path: "/gone", noindex: true });
    expect(metaContent(tags, "name", "robots")).toBe("noindex");
    expect(tags.some((t) => (t as { rel?: string }).rel === "canonical")).toBe(false);
    expect(jsonLdOf(tags)).toEqual([]);
  });

  it("every page's share image is one of the generated cards, sized 1200×630", () => {
    const kinds = new Set(ogCards.cards.map((c) => c.kind));
    for (const path of pagePaths()) {
      const tags = metaFor(path);
      const image = metaContent(tags, "property", "og:image")!;
      expect(image).toBe(`${siteUrl}${ogImagePath(path)}`);
      expect(kinds.has(image.match(/\/og\/([a-z-]+)\.png$/)![1]!), path).toBe(true);
      expect(metaContent(tags, "name", "twitter:image")).toBe(image);
      expect(metaContent(tags, "property", "og:image:width")).toBe("1200");
      expect(metaContent(tags, "property", "og:image:height")).toBe("630");
      expect(metaContent(tags, "name", "twitter:card")).toBe("summary_large_image");
    }
    expect(ogImagePath("/profile/dental-clinic")).toBe("/og/work.png");
    expect(ogImagePath("/locations/warren")).toBe("/og/locations.png");
    expect(ogImagePath("/privacy-policy")).toBe("/og/default.png");
  });
});

describe("the validator itself", () => {
  const good = () => JSON.parse(JSON.stringify(professionalServiceJsonLd())) as Record<string, unknown>;

  it("reports a missing required property", () => {
    const block = good();
    delete block.telephone;
    expect(validateJsonLd(block)).toContain("$.telephone: required for ProfessionalService");
  });

  it("rejects a self-served aggregateRating", () => {
    const block = { ...good(), aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 50 } };
    expect(validateJsonLd(block).join("\n")).toMatch(/aggregateRating: self-served ratings/);
  });

  it("rejects relative URLs, a wrong context, unknown types and misspelt properties", () => {
    expect(validateJsonLd({ ...good(), url: "/" }).join("\n")).toMatch(/url: not an absolute URL/);
    expect(validateJsonLd({ ...good(), "@context": "http://schema.org" }).join("\n")).toMatch(/@context/);
    expect(validateJsonLd({ ...good(), "@type": "LocalBusinessX" }).join("\n")).toMatch(/@type/);
    expect(validateJsonLd({ ...good(), telephon: "+15865550142" }).join("\n")).toMatch(/telephon: not a property/);
  });

  it("checks breadcrumb positions and BlogPosting dates", () => {
    const trail = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }]);
    (trail.itemListElement as { position: number }[])[1]!.position = 3;
    expect(validateJsonLd(trail).join("\n")).toMatch(/position: expected 2/);
    const post = blogPostingJsonLd({ title: "T", description: "D", path: "/blog/x", images: ["/og/blog.png"] });
    expect(validateJsonLd(post)).toContain("$.datePublished: required for BlogPosting");
    expect(validateJsonLd({ ...post, datePublished: "22 September 2026" }).join("\n")).toMatch(/not an ISO 8601 date/);
  });

  it("reports invalid JSON", () => {
    expect(parseAndValidateJsonLd("{ not json").errors[0]).toMatch(/invalid JSON/);
  });
});
