/**
 * The site's machine-readable files: /sitemap.xml, /robots.txt and /rss.xml. Their resource routes
 * (app/routes/sitemap.ts, robots.ts, rss.ts) are prerendered to static files at build.
 */
import { site, siteUrl } from "@content/site";
import { pagePaths } from "~/pages";
import { blogPosts, type BlogPost } from "@content/blog.server";
import { canonicalUrl } from "~/lib/seo";
import { cdata, escapeXml } from "~/lib/xml";

/** Every indexable page (the prerendered pages and those rendered per request: home, /book). Posts carry their publication date; other pages have no reliable one. */
export function sitemapXml(paths: readonly string[] = pagePaths(), posts: readonly BlogPost[] = blogPosts): string {
  const postDates = new Map(posts.map((post) => [`/blog/${post.slug}`, post.date]));
  const urls = paths.map((path) => {
    const lastmod = postDates.get(path);
    return `  <url><loc>${escapeXml(canonicalUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled except the form API and a visitor's own booking links; names the sitemap. */
export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "Disallow: /book/cancel/", "Disallow: /book/calendar/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/** RFC 822 date for RSS, at noon UTC so no time zone moves the day. */
const rssDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

function item(post: BlogPost): string {
  const url = canonicalUrl(`/blog/${post.slug}`);
  return [
    "    <item>",
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${rssDate(post.date)}</pubDate>`,
    `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
    `      <category>${escapeXml(post.category)}</category>`,
    `      <description>${escapeXml(post.excerpt)}</description>`,
    `      <content:encoded>${cdata(post.html)}</content:encoded>`,
    "    </item>",
  ].join("\n");
}

/** RSS 2.0 feed of the blog, newest first, with full post bodies. Prerendered at build. */
export function rssXml(posts: readonly BlogPost[] = blogPosts): string {
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.name} blog`)}</title>`,
    `    <link>${escapeXml(canonicalUrl("/blog"))}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Practical advice on websites, selling online and local SEO from ${site.name}, ${site.county}, ${site.state}.`)}</description>`,
    "    <language>en-us</language>",
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>`] : []),
    ...posts.map(item),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
