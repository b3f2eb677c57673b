import { robotsTxt } from "~/lib/seo-files.server";

/** /robots.txt, prerendered to a static file at build. */
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
