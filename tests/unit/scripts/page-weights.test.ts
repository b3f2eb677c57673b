import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { FIRST_FLIGHT_BYTES, assetsOf, firstFlightOf, firstScreenEndOf, measurePages } from "../../../scripts/page-weights";

/** The shape of a React Router prerendered page: preloads, a stylesheet, and an inline module script importing routes. */
const page = (route: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.js"/><link rel="icon" href="/favicon.svg"/>` +
  `<link rel="canonical" href="https://example.com/"/></head><body><p>Hi</p>` +
  `<script type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/${route}.js";\nimport("/assets/entry.js");</script>` +
  `<script src="https://cdn.example/x.js"></script></body></html>`;

describe("assetsOf", () => {
  it("finds preloaded, imported and linked same-origin JS and CSS once each", () => {
    expect(assetsOf(page("home"))).toEqual({ js: ["/assets/entry.js", "/assets/home.js", "/assets/root.js"], css: ["/assets/app.css"] });
  });
});

describe("measurePages", () => {
  let root = "";
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("sums the gzip sizes of each page's files and names pages by path", async () => {
    root = await mkdtemp(join(tmpdir(), "weights-"));
    await mkdir(join(root, "assets"));
    await mkdir(join(root, "services"));
    const files: Record<string, string> = {
      "assets/app.css": "body{color:red}".repeat(50),
      "assets/entry.js": "console.log('entry');".repeat(200),
      "assets/root.js": "export const root = 1;".repeat(30),
      "assets/home.js": 'import{x}from"./shared.js";import("./lazy.js");' + "export const home = 2;".repeat(10),
      "assets/shared.js": "export const x = 4;".repeat(15),
      "assets/lazy.js": "export const later = 5;".repeat(15),
      "assets/services.js": "export const services = 3;".repeat(20),
    };
    for (const [name, body] of Object.entries(files)) await writeFile(join(root, name), body);
    await writeFile(join(root, "index.html"), page("home"));
    await writeFile(join(root, "services", "index.html"), page("services"));

    const gz = (name: string) => gzipSync(files[name]!, { level: 9 }).length;
    const weights = await measurePages(root);
    expect(weights.map((w) => w.path)).toEqual(["/", "/services"]);
    // home.js imports shared.js statically (counted) and lazy.js with import() (not part of the first load).
    expect(weights[0]!.js).toBe(gz("assets/entry.js") + gz("assets/root.js") + gz("assets/home.js") + gz("assets/shared.js"));
    expect(weights[0]!.jsFiles).not.toContain("/assets/lazy.js");
    expect(weights[1]!.js).toBe(gz("assets/entry.js") + gz("assets/root.js") + gz("assets/services.js"));
    expect(weights[0]!.stylesheets).toBe(gz("assets/app.css"));
    expect(weights[0]!.css, "no inline critical CSS on this page").toBe(0);
    expect(weights[0]!.html).toBe(gzipSync(page("home"), { level: 9 }).length);
    expect(weights[0]!.htmlParsed).toBe(Buffer.byteLength(page("home")));
  });

  it("counts a page's inline <style> as the CSS its first paint waits for, apart from linked stylesheets", async () => {
    const dir = await mkdtemp(join(tmpdir(), "weights-inline-"));
    try {
      const css = "main{display:grid}".repeat(40);
      await writeFile(join(dir, "index.html"), `<!DOCTYPE html><html><head><style>${css}</style></head><body><p>Hi</p></body></html>`);
      const [weight] = await measurePages(dir);
      expect(weight!.css).toBe(gzipSync(css, { level: 9 }).length);
      expect(weight!.cssFiles).toEqual([]);
      expect(weight!.stylesheets).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("fails when a page references a file the build does not have", async () => {
    const broken = await mkdtemp(join(tmpdir(), "weights-broken-"));
    try {
      await writeFile(join(broken, "index.html"), page("home"));
      await expect(measurePages(broken)).rejects.toThrow(/missing/);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe("firstFlightOf", () => {
  it("is the whole document when its gzip fits in the first flight, and a prefix of it when not", () => {
    const small = "<!DOCTYPE html><html><body><p>Hi</p></body></html>";
    expect(firstFlightOf(small)).toBe(small);
    // Random text barely compresses: about 40 KB of gzip, of which the first 14 KB can be read.
    const words = Array.from({ length: 8_000 }, (_, i) => ((i * 2654435761) % 4294967296).toString(36)).join(" ");
    const big = `<!DOCTYPE html><html><body><p>${words}</p></body></html>`;
    const flight = firstFlightOf(big);
    expect(big.startsWith(flight)).toBe(true);
    expect(flight.length).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    expect(flight.length).toBeLessThan(big.length);
    expect(gzipSync(flight, { level: 9 }).length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES + 64);
  });
});

describe("firstScreenEndOf", () => {
  it("is where the first section that hydrates on need begins, inside <main>", () => {
    const html = '<html><head><style>[data-hydrate-on-need]{x:y}</style></head><body><main><section>Hero</section><div data-hydrate-on-need=":r1:">';
    expect(firstScreenEndOf(html)).toBe(html.lastIndexOf("data-hydrate-on-need"));
    expect(firstScreenEndOf("<html><body><p>No main</p></body></html>")).toBe(-1);
  });
});
