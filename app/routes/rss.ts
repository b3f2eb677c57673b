import { rssXml } from "~/lib/seo-files.server";

/** /rss.xml (the blog feed), prerendered to a static file at build. */
export function loader() {
  return new Response(rssXml(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
