/**
 * Every prerendered page is complete, in-order HTML before any script runs. React can stream a
 * finished <Suspense> boundary "outlined": a `<!--$?-->` placeholder where the content belongs and
 * the content itself in a `<div hidden id="S:…">` that an inline script moves into place. Without
 * JavaScript (or before it runs) such a section is invisible, so entry.server.tsx turns outlining
 * off; this reads every HTML file of the build and fails if any page has it.
 */
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { clientDir, htmlFiles } from "../../scripts/page-weights";
import { mainNav } from "../../content/navigation";

const OUTLINED = [
  { what: "pending boundary <!--$?-->", pattern: /<!--\$\?-->/ },
  { what: "hidden segment <div hidden id=\"S:…\">", pattern: /<div hidden[^>]*\bid="S:/ },
  { what: "boundary template <template id=\"B:…\">", pattern: /<template[^>]*\bid="B:/ },
  { what: "client-rendered boundary <!--$!-->", pattern: /<!--\$!-->/ },
];

test("no prerendered page outlines a Suspense boundary or hides a segment", async () => {
  const root = clientDir();
  const files = await htmlFiles(root);
  expect(files.length).toBeGreaterThan(50);
  const found: string[] = [];
  let slices = 0;
  for (const file of files) {
    const html = await readFile(file, "utf8");
    slices += html.match(/<!--\$-->/g)?.length ?? 0;
    for (const { what, pattern } of OUTLINED) if (pattern.test(html)) found.push(`${relative(root, file)}: ${what}`);
  }
  expect(found).toEqual([]);
  // The pages are built from hydration slices (completed boundaries, inline): the scan sees them.
  expect(slices).toBeGreaterThan(files.length * 3);
});

/**
 * Every character above U+00FF is written as an escape (app/lib/latin1-characters.server.ts), so Chromium
 * decodes each page into 8-bit strings; the visitor reads the same characters.
 */
const ABOVE_LATIN1 = /[\u0100-\u{10ffff}]/u;

test("no page's HTML holds a character outside Latin-1, and the visitor still reads typographic quotes", async ({ page, request }) => {
  const root = clientDir();
  const wide: string[] = [];
  for (const file of await htmlFiles(root)) {
    const match = ABOVE_LATIN1.exec(await readFile(file, "utf8"));
    if (match) wide.push(`${relative(root, file)}: ${match[0]}`);
  }
  expect(wide).toEqual([]);
  // The home page is rendered per request; its contact heading is written "Let’s talk about …".
  const home = await (await request.get("/")).text();
  expect(home).not.toMatch(ABOVE_LATIN1);
  expect(home).toContain("Let&#8217;s talk");
  await page.goto("/");
  await expect(page.locator("#contact-title")).toContainText("Let’s talk");
});

/**
 * React Router 8 prerenders each page at `<path>/`; the site's URLs have none. What a page derives
 * from its own location must still read `/services` in the HTML, as it will after hydration.
 */
test("prerendered pages mark their own nav link and post their forms to their own path", async () => {
  const root = clientDir();
  for (const item of mainNav.filter((entry) => entry.path !== "/")) {
    const html = await readFile(join(root, item.path.slice(1), "index.html"), "utf8");
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([tag]) => tag.match(/href="([^"]*)"/)?.[1]);
    // The header's and the mobile menu's link.
    expect(current, item.path).toEqual([item.path, item.path]);
  }
  for (const path of ["/contact", "/locations/warren"]) {
    const html = await readFile(join(root, path.slice(1), "index.html"), "utf8");
    const actions = [...html.matchAll(/<form [^>]*action="([^"]*)"/g)].map(([, action]) => action?.split("#")[0]);
    expect(actions.length, path).toBeGreaterThan(0);
    expect(new Set(actions), path).toEqual(new Set([path]));
  }
});
