import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "./support/test";
import { requestTimePaths, sitePagePaths } from "../support/site-paths";

/**
 * The link checker: from every prerendered page, follow every same-origin link; each must answer 200
 * (after redirects) and each #fragment must name an element (id) on its target page. Pages are read
 * with JavaScript off, so what is checked is the HTML that search engines and first paint get.
 */

const buildDir = process.env.BUILD_DIR ?? "build";

/** Paths of the pages the build prerendered: every index.html under the client folder. */
function prerenderedPaths(): string[] {
  const root = join(buildDir, "client");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = relative(root, dir).split(sep).join("/");
        found.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The page table's indexed pages (app/pages.ts pagePaths(); blog slugs are the Markdown file names). */
const contentPaths = () => sitePagePaths().sort();

interface PageScan {
  status: number;
  links: string[];
  ids: Set<string>;
}

test.use({ javaScriptEnabled: false });

test("every same-origin link on every page answers 200 and every #fragment exists", async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const prerendered = prerenderedPaths();
  // Home and /book show live consultation times: the server renders them per request.
  expect(prerendered, "the build prerendered every other page of the content").toEqual(contentPaths().filter((path) => !requestTimePaths.includes(path)));
  const pages = [...prerendered, ...requestTimePaths].sort();
  expect(pages).toEqual(contentPaths());

  const scans = new Map<string, PageScan>();
  const scan = async (url: string): Promise<PageScan> => {
    const cached = scans.get(url);
    if (cached) return cached;
    const response = await page.goto(url);
    const result: PageScan = {
      status: response?.status() ?? 0,
      ...(await page.evaluate(() => ({
        links: Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"), (a) => a.href),
        ids: Array.from(document.querySelectorAll("[id], a[name]"), (el) => el.id || el.getAttribute("name") || ""),
      })).then(({ links, ids }) => ({ links, ids: new Set(ids) }))),
    };
    scans.set(url, result);
    return result;
  };

  const problems: string[] = [];
  /** target URL without fragment → fragments wanted there, each with the page that links to it */
  const targets = new Map<string, { from: string; fragment: string }[]>();

  for (const path of pages) {
    const url = `${origin}${path}`;
    const { status, links } = await scan(url);
    if (status !== 200) problems.push(`${path} answered ${status}`);
    for (const href of links) {
      const link = new URL(href);
      if (link.origin !== origin) continue; // other sites, mailto:, tel:
      const fragment = decodeURIComponent(link.hash.slice(1));
      link.hash = "";
      const list = targets.get(link.href) ?? [];
      list.push({ from: path, fragment });
      targets.set(link.href, list);
    }
  }

  for (const [target, uses] of targets) {
    const response = await request.get(target); // follows redirects
    const shownTarget = target.slice(origin.length);
    if (response.status() !== 200) {
      problems.push(`${shownTarget} answered ${response.status()} (linked from ${[...new Set(uses.map((u) => u.from))].join(", ")})`);
      continue;
    }
    const wanted = uses.filter((u) => u.fragment !== "");
    if (wanted.length === 0) continue;
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) {
      problems.push(`${shownTarget} is not a page but is linked with #${wanted[0]!.fragment} from ${wanted[0]!.from}`);
      continue;
    }
    const { ids } = await scan(response.url());
    for (const { from, fragment } of wanted) {
      if (!ids.has(fragment)) problems.push(`${from} links to ${shownTarget}#${fragment}, but no element there has id "${fragment}"`);
    }
  }

  expect(targets.size, "the crawler found links to follow").toBeGreaterThan(pages.length);
  expect([...new Set(problems)]).toEqual([]);
});
