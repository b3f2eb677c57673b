import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { finishedDocument } from "../../../app/lib/finished-document.server";
import { criticalCssFor, layerOrderOf, withoutUnusedCustomProperties } from "../../../app/lib/critical-css.server";

/** A document streamed in small pieces, so tags are split across chunks as React's output can be. */
function streamed(html: string, size = 7): Readable {
  const pieces: Buffer[] = [];
  for (let i = 0; i < html.length; i += size) pieces.push(Buffer.from(html.slice(i, i + size)));
  return Readable.from(pieces);
}

describe("finishedDocument", () => {
  it("drops every module preload, keeps every other tag and the module script", async () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="icon" href="/favicon.svg"/><title>Héllo</title></head>' +
      '<body><p>text</p><script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>';
    const out = await text(streamed(html).pipe(finishedDocument()));
    expect(out).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/><title>Héllo</title></head>' +
        '<body><p>text</p><script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>',
    );
  });

  it("writes characters outside Latin-1 as escapes, after the module preloads are gone", async () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a-1.js"/><title>Let’s talk</title></head>' +
      '<body><p>“Quoted” — café</p><script>window.x = "’";</script></body></html>';
    const out = await text(streamed(html, 5).pipe(finishedDocument()));
    expect(out).toBe(
      "<!DOCTYPE html><html><head><title>Let&#8217;s talk</title></head>" +
        '<body><p>&#8220;Quoted&#8221; &#8212; café</p><script>window.x = "\\u2019";</script></body></html>',
    );
  });
});

describe("layerOrderOf", () => {
  it("names every cascade layer once, in the order the stylesheet first declares or opens it", () => {
    const css = "@layer properties{@supports (x:y){*{--a:0}}}@layer theme{:root{--c:red}}@layer base,components;@layer utilities{.p-4{padding:1rem}}@layer base{*{margin:0}}";
    expect(layerOrderOf(css)).toBe("@layer properties,theme,base,components,utilities;");
  });

  it("states nothing for a stylesheet without layers", () => {
    expect(layerOrderOf(".a{color:red}")).toBe("");
  });
});

describe("criticalCssFor", () => {
  const css =
    "@layer theme,base;@layer theme{:root{--c:red}}:root:where(.dark,.dark *){--c:white}" +
    "@layer base{p{margin:0}table{border:0}::placeholder{color:gray}}:where(.space-y-4>:not(:last-child)){margin-block-end:1rem}:where(.space-y-6>:not(:last-child)){margin-block-end:2rem}.card{border-style:var(--tw-border-style);border-width:1px;box-shadow:var(--tw-shadow)}.unused{color:red}" +
    ":root[data-other-time-zone] .card{grid-template-rows:auto auto 1.25rem}:root[data-other-time-zone] .slot-grid{gap:0}" +
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
  const criticalCssOf = criticalCssFor(css, "/assets/app-1.css");
  const page = '<html class="no-js"><head></head><body><div class="space-y-4"><p class="card">Hi</p><p>There</p></div><link rel="stylesheet" href="/assets/app-1.css"/></body></html>';

  it("keeps the rules the document's elements match, those that start with a pseudo-class (the dark tokens, `space-y`) and every @property, each a rule of its own", () => {
    const critical = criticalCssOf(page);
    expect(critical).toContain(".card{");
    expect(critical).toContain("p{margin:0}");
    expect(critical).toContain(":root:where(.dark,.dark *){--c:white}");
    expect(critical).toContain("::placeholder{color:gray}");
    expect(critical).toContain(":where(.space-y-4>:not(:last-child))");
    expect(critical).not.toContain(".space-y-6");
    expect(critical).not.toContain(".unused");
    expect(critical).not.toContain("table");
    // A ";" after a block would make the next @property part of a rule's selector, which the browser drops.
    expect(critical).toContain("@property --tw-border-style{");
    expect(critical).toContain("@property --tw-shadow{");
    expect(critical).not.toMatch(/\};/);
  });

  it("keeps a state of the root a script sets while parsing (`:root[data-…] .x`) where the page has the class, not elsewhere", () => {
    const critical = criticalCssOf(page);
    expect(critical).toContain(":root[data-other-time-zone] .card{grid-template-rows:auto auto 1.25rem}");
    expect(critical).not.toContain(".slot-grid");
  });

  it("states the stylesheet's layer order first", () => {
    expect(criticalCssOf(page).startsWith("@layer theme,base;")).toBe(true);
  });
});

describe("withoutUnusedCustomProperties", () => {
  it("drops the registrations and definitions of custom properties nothing on the page reads", () => {
    const css =
      ":root,:host{--font-sans:ui-sans-serif;--color-unused:red;--accent:var(--indigo)}:root{--indigo:#4338ca;--spare:1px}" +
      "@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}" +
      ".card{border-style:var(--tw-border-style);color:var(--accent);font-family:var(--font-sans)}" +
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    const html = '<body><p class="card" style="outline-color: var(--spare)">Hi</p></body>';
    const pruned = withoutUnusedCustomProperties(css, html);
    expect(pruned).toContain(":root,:host{--font-sans:ui-sans-serif;--accent:var(--indigo)}");
    // Read by another definition, and by a style attribute of the page.
    expect(pruned).toContain(":root{--indigo:#4338ca;--spare:1px}");
    expect(pruned).toContain("*,:before,:after,::backdrop{--tw-border-style:solid}");
    expect(pruned).toContain("@property --tw-border-style{");
    expect(pruned).not.toContain("--tw-shadow");
    expect(pruned).not.toContain("--color-unused");
    expect(pruned).toContain(".card{border-style:var(--tw-border-style);color:var(--accent);font-family:var(--font-sans)}");
  });
});
