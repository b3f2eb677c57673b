import { sitemapXml } from "~/lib/seo-files.server";

/** /sitemap.xml, prerendered to a static file at build. */
export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
