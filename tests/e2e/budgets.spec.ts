/**
 * Byte budgets computed from the build output (no browser, no timing): every prerendered page's
 * JavaScript and CSS, gzipped. A dependency or component that pushes a page over fails CI.
 * Runs after `npm run build` (part of the browser-test stage of `npm test`).
 */
import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import { requestTimePaths, sitePagePaths } from "../support/site-paths";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BUDGETS, FIRST_FLIGHT_BYTES, clientDir, formatKb as kb, measurePages, type PageWeight } from "../../scripts/page-weights";

let pages: Promise<PageWeight[]> | undefined;
let request: APIRequestContext;
/** Prerendered pages from the build; the pages rendered per request (home, /book) as the server sends them. */
const weights = () =>
  (pages ??= (async () => {
    const rendered = await Promise.all(requestTimePaths.map(async (path) => ({ path, html: await (await request.get(path)).text() })));
    return measurePages(undefined, rendered);
  })());

test.beforeEach(({ request: fixture }) => {
  request = fixture;
});

test.describe("byte budgets (gzip, from the build)", () => {
  test("every page of the site is measured: prerendered, or rendered per request, and nothing else", async () => {
    expect((await weights()).map((p) => p.path).sort()).toEqual(sitePagePaths().sort());
  });

  test(`no page loads more than ${kb(BUDGETS.js)} of JavaScript`, async () => {
    const over = (await weights()).filter((p) => p.js > BUDGETS.js).map((p) => `${p.path}: ${kb(p.js)} (${p.jsFiles.join(", ")})`);
    expect(over, `pages over the JavaScript budget:\n${over.join("\n")}`).toEqual([]);
  });

  test(`no page's critical CSS (inline, before the first paint) is over ${kb(BUDGETS.css)}, nor its stylesheet over ${kb(BUDGETS.stylesheet)}`, async () => {
    const over = (await weights()).filter((p) => p.css > BUDGETS.css || p.stylesheets > BUDGETS.stylesheet).map((p) => `${p.path}: ${kb(p.css)} inline, ${kb(p.stylesheets)} linked`);
    expect(over, `pages over the CSS budgets:\n${over.join("\n")}`).toEqual([]);
  });

  test(`every page's first ${kb(FIRST_FLIGHT_BYTES)} of gzip (one round trip) carry its head, critical CSS, header and first section`, async () => {
    const short = (await weights()).filter((p) => !p.firstScreenInFirstFlight).map((p) => `${p.path}: ${kb(p.html)} in all`);
    expect(short, `pages whose first screen needs a second round trip:\n${short.join("\n")}`).toEqual([]);
  });

  test("no visitor page loads the workspace's code or stylesheet", async () => {
    for (const page of await weights()) {
      const workspaceFiles = page.jsFiles.filter((file) => /workspace|admin|simplewebauthn/i.test(file));
      expect(workspaceFiles, page.path).toEqual([]);
    }
    for (const path of ["/", "/contact", "/book", "/services"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/admin-[\w-]+\.css|workspace-[\w-]+\.js|routes\/admin/);
    }
  });

  // The booking chunk (the slot picker, the booking's own pages; `browserChunks` in vite.config.ts) is for the
  // booking pages: the home page's calendar card shares only a few small modules with them.
  test("only the booking pages load the booking chunk", async () => {
    const loading = (await weights()).filter((page) => page.jsFiles.some((file) => /\/booking-[\w-]+\.js$/.test(file))).map((page) => page.path);
    expect(loading.length).toBeGreaterThan(0);
    expect(loading.filter((path) => !path.startsWith("/book"))).toEqual([]);
  });

  // App code the inner pages share but the home page does not use goes to the pages chunk, not to the
  // shared one every page loads (`loadedByTheHomePage` in vite.config.ts).
  test("the home page loads the shared chunk and not the inner pages' one", async () => {
    const pages = await weights();
    const loads = (path: string, chunk: string) =>
      pages.find((page) => page.path === path)!.jsFiles.some((file) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(file));
    expect(loads("/", "shared")).toBe(true);
    expect(loads("/", "pages")).toBe(false);
    expect(loads("/services", "pages")).toBe(true);
  });

  // React and React Router are two files, so that V8's finishing of either compile is no long task (decision 054).
  test("every page loads React and the framework as two files", async () => {
    for (const page of await weights()) {
      expect(page.jsFiles.filter((file) => /\/(react|framework)-[\w-]+\.js$/.test(file)), page.path).toHaveLength(2);
    }
  });

  // V8 compiles a file that opens with this comment on a background thread as it streams in; without
  // it, hydration compiles each function on the main thread when it first calls it (decision 022).
  test("every script a page runs as it starts is marked for compiling off the main thread", async () => {
    // Each file once: most of them are loaded by every page.
    const files = new Set((await weights()).flatMap((page) => page.jsFiles.filter((f) => !/\/manifest-[\w-]+\.js$/.test(f))));
    for (const file of files) {
      const code = await readFile(join(clientDir(), ...file.split("/")), "utf8");
      expect(code.startsWith("//# allFunctionsCalledOnLoad\n"), file).toBe(true);
    }
  });

  test("every page loads its JavaScript and CSS (the measurement sees them)", async () => {
    for (const page of await weights()) {
      expect(page.jsFiles.some((f) => f.includes("entry.client")), page.path).toBe(true);
      expect(page.css, page.path).toBeGreaterThan(3_000);
      expect(page.stylesheets, page.path).toBeGreaterThan(10_000);
      expect(page.js, page.path).toBeGreaterThan(50_000);
    }
  });
});
