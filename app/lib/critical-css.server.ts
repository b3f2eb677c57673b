import { compileSheet, type CompiledSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import appCss from "~/app.css?inline";
import appCssHref from "~/app.css?url";
import { CRITICAL_CSS_ATTRIBUTE } from "./site-stylesheet";

const PLACEHOLDER = `<style ${CRITICAL_CSS_ATTRIBUTE}=""></style>`;

/**
 * The stylesheet's cascade layers in the order they first appear. A page whose critical rules lack a
 * layer (no `components` rule above the fold) would otherwise order its layers differently from the
 * full stylesheet, and the cascade would change when that arrives; stating the order first keeps it.
 */
export function layerOrderOf(css: string): string {
  const names = new Set<string>();
  for (const [, list = ""] of css.matchAll(/@layer\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*[;{]/g)) {
    for (const name of list.split(",")) names.add(name.trim());
  }
  return names.size ? `@layer ${[...names].join(",")};` : "";
}

/**
 * beasties 0.5.4 ends every at-rule it keeps whole with ";", block at-rules included: `@property --a{…};`.
 * At the top level that ";" starts the next rule's prelude, so every @property after the first was dropped
 * (Tailwind's `border`, `shadow`, `translate` utilities then lost their initial values: no borders).
 * Cut it from the plan once, at compile time.
 */
function withoutSemicolonAfterBlocks(sheet: CompiledSheet): CompiledSheet {
  for (const rule of sheet.rules) if (rule.css?.endsWith("};")) rule.css = rule.css.slice(0, -1);
  return sheet;
}

/** The classes a selector names (`.space-y-4`, `.group-hover\:translate-x-1`), unescaped as the HTML writes them. */
function classesIn(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, "$1"));
}

/**
 * beasties matches a selector after cutting its pseudo-classes and pseudo-elements with their arguments, so one
 * that starts with one has nothing left and is dropped. `allowRules` keeps them all (see below); this narrows
 * back to the page those that name classes: Tailwind's `space-y-4` (`:where(.space-y-4>:not(:last-child))`),
 * `divide-y` and `group-hover:…` (`:is(:where(.group):hover .group-hover\:…)`) only where an element has the class,
 * and the site's own states of the root that a script sets as the page is parsed (`:root[data-other-time-zone]
 * .slot-grid`) where the page has `.slot-grid`. The theme's tokens (`:root:where(.dark, …)`, whose class the head
 * script sets on the root) and global ones (`::placeholder`, `:focus-visible`) stay always.
 */
const THEME_TOKENS = /^:root(?::where\(|$)/;

function matchedByTheirClasses(sheet: CompiledSheet): CompiledSheet {
  for (const rule of sheet.rules) {
    if (!rule.selectors || !rule.match) continue;
    rule.selectors.forEach((selector, index) => {
      if (rule.match![index] !== true || !selector.startsWith(":") || THEME_TOKENS.test(selector)) return;
      const classes = classesIn(selector);
      if (classes.length > 0) rule.match![index] = { classes };
    });
  }
  return sheet;
}

/**
 * A function giving a document's critical CSS from `css`, the stylesheet the document links at `href`: the
 * rules its elements can match (their states too: `:hover`, `:focus-visible`), in the stylesheet's order,
 * after the stylesheet's layer order. The stylesheet is compiled to beasties' plan once; each document is
 * then one pass over its HTML, about a millisecond, with no DOM and no CSS parser.
 */
export function criticalCssFor(css: string, href: string): (html: string) => string {
  const processor = createProcessor(
    [
      matchedByTheirClasses(
        withoutSemicolonAfterBlocks(
          compileSheet(css, {
            href,
            // A selector starting with a pseudo-class or pseudo-element (`:root:where(.dark, .dark *)`, whose
            // class the head script sets after the server wrote the document; `::placeholder`) has nothing
            // beasties can match: keep each, then narrow those that name classes (matchedByTheirClasses).
            allowRules: [/^:/],
          }),
        ),
      ),
    ],
    // Keyframes only where a critical rule animates; no fonts (the site uses the system's).
    { keyframes: "critical", fonts: false },
  );
  const layerOrder = layerOrderOf(css);
  return (html) => layerOrder + withoutUnusedCustomProperties(processor.extract(html).css, html);
}

/** Where the stylesheet defines custom properties for everything: `@property`, the theme's `:root`, and Tailwind's fallback for browsers without `@property`. */
const REGISTERED_PROPERTY = /@property (--[\w-]+)\{[^}]*\}/g;
const DEFINING_BLOCK = /((?:^|[{}])(?::root|:root,:host|\*,:before,:after(?:,::backdrop)?)\{)([^{}]*)\}/g;

/**
 * The critical CSS without the custom properties nothing on the page reads. The stylesheet defines every
 * property the whole site uses (Tailwind's `--tw-*` registrations and fallbacks, the theme's tokens); a page
 * reads a few of them. Read means named in a `var()` of the critical CSS or of the page itself (a style
 * attribute, an SVG); a definition that reads another keeps that one too. The stylesheet brings the rest.
 */
export function withoutUnusedCustomProperties(css: string, html: string): string {
  const read = new Set([...`${css}${html}`.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!));
  const kept = css.replace(REGISTERED_PROPERTY, (rule, name: string) => (read.has(name) ? rule : ""));
  return kept.replace(DEFINING_BLOCK, (_block, opening: string, body: string) => {
    const declarations = body.split(";").filter((declaration) => {
      const name = declaration.slice(0, declaration.indexOf(":")).trim();
      return !name.startsWith("--") || read.has(name);
    });
    return `${opening}${declarations.join(";")}}`;
  });
}

/**
 * The site's stylesheet, compiled when the server bundle loads: at build for the prerendered pages, at
 * start for the server, so nothing slow runs on the request path.
 */
const criticalCssOf = criticalCssFor(appCss, appCssHref);

/**
 * The document with its critical CSS in the head's placeholder. The whole stylesheet follows at the end of
 * <body> (app/root.tsx), where it does not hold the first paint back; its rules repeat these, in order.
 */
export function withCriticalCss(html: string): string {
  const at = html.indexOf(PLACEHOLDER);
  if (at === -1) return html;
  // Our own stylesheet's text; a closing tag inside it would end the element early.
  const css = criticalCssOf(html).replaceAll("</style", "<\\/style");
  return `${html.slice(0, at)}<style ${CRITICAL_CSS_ATTRIBUTE}="">${css}</style>${html.slice(at + PLACEHOLDER.length)}`;
}
