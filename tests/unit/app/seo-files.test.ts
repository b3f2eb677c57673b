// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pagePaths } from "~/pages";
import { siteUrl } from "@content/site";
import { blogPosts, type BlogPost } from "@content/blog.server";
import { robotsTxt, rssXml, sitemapXml } from "~/lib/seo-files.server";

const parseXml = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};

describe("sitemap.xml", () => {
  it("lists every page of pagePaths() once, as canonical URLs, and nothing else", () => {
    const doc = parseXml(sitemapXml());
    const locs = [...doc.getElementsByTagName("loc")].map((el) => el.textContent);
    expect(locs).toEqual(pagePaths().map((p) => (p === "/" ? `${siteUrl}/` : `${siteUrl}${p}`)));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(12 + 26 + 15 + 6 + 3);
  });

  it("dates blog posts with their publication day", () => {
    const doc = parseXml(sitemapXml());
    for (const post of blogPosts) {
      const url = [...doc.getElementsByTagName("url")].find((u) => u.getElementsByTagName("loc")[0]!.textContent === `${siteUrl}/blog/${post.slug}`);
      expect(url?.getElementsByTagName("lastmod")[0]?.textContent).toBe(post.date);
    }
  });
});

describe("robots.txt", () => {
  it("allows crawling and names the sitemap", () => {
    const text = robotsTxt();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe("rss.xml", () => {
  it("is RSS 2.0 with the three posts, newest first", () => {
    const doc = parseXml(rssXml());
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(3);
    const links = items.map((i) => i.getElementsByTagName("link")[0]!.textContent);
    expect(links).toEqual(blogPosts.map((p) => `${siteUrl}/blog/${p.slug}`));
    const dates = items.map((i) => Date.parse(i.getElementsByTagName("pubDate")[0]!.textContent!));
    expect(dates.every((d) => Number.isFinite(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(items[0]!.getElementsByTagName("title")[0]!.textContent).toBe(blogPosts[0]!.title);
  });

  it("escapes markup and keeps a body containing ]]> intact", () => {
    const tricky: BlogPost = {
      ...blogPosts[0]!,
      title: "Tags <b> & \"quotes\"",
      html: "<p>Code: a[b[0]]> c</p>",
    };
    const doc = parseXml(rssXml([tricky]));
    const item = doc.getElementsByTagName("item")[0]!;
    expect(item.getElementsByTagName("title")[0]!.textContent).toBe('Tags <b> & "quotes"');
    expect(item.getElementsByTagName("content:encoded")[0]!.textContent).toBe("<p>Code: a[b[0]]> c</p>");
  });
});
