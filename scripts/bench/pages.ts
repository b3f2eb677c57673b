/** The pages the bench measures, the files their runs are saved in, and the HTML of those rendered per request. */
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RenderedPage } from "../page-weights";
import { BUILD_DIR, ROOT, RUNS_DIR } from "./options";
import type { Profile } from "./profiles";

async function firstBlogSlug(): Promise<string> {
  const files = (await readdir(join(ROOT, "content", "blog"))).filter((f) => f.endsWith(".md")).sort();
  if (!files[0]) throw new Error("no blog post to measure");
  return files[0].replace(/\.md$/, "");
}

/** A page's name in the runs' file names. */
export const runSlug = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));

/** Where run `i` of a page under a profile is saved (in RUNS_DIR, or the before runs' folder). */
export const runFile = (path: string, profile: Profile, i: number) => `${runSlug(path)}-${profile.id}-${i}.json`;

/** The pages measured: issue 23's list (home, services, a case study, a town, a post, contact, booking). */
export async function benchPages(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",");
  return ["/", "/services", "/profile/dental-clinic", "/locations/warren", `/blog/${await firstBlogSlug()}`, "/contact", "/book"];
}

/**
 * The measured pages the build did not prerender (home, /book: the server renders them per request), for the
 * weights table, as the bench server sends them, as the budget tests measure them. Kept beside the runs, so
 * BENCH_REPORT_ONLY can report them too.
 */
export async function renderedPages(pages: string[], origin?: string): Promise<RenderedPage[]> {
  const perRequest = pages.filter((path) => !existsSync(join(BUILD_DIR, "client", path, "index.html")));
  const rendered = await Promise.all(
    perRequest.map(async (path) => {
      const file = join(RUNS_DIR, `rendered-${runSlug(path)}.html`);
      if (!origin) return existsSync(file) ? { path, html: await readFile(file, "utf8") } : undefined;
      const html = await (await fetch(`${origin}${path}`)).text();
      await writeFile(file, html);
      return { path, html };
    }),
  );
  return rendered.filter((page) => page !== undefined);
}
