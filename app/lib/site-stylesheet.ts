/**
 * How the site's CSS reaches a page: its critical CSS inline in the head (decision 049), the whole stylesheet
 * after the page.
 *
 * The whole stylesheet on a visitor's page applies from the visitor's first move, not on arrival
 * (decision 051). The page's critical CSS already paints everything its server HTML holds; the whole
 * stylesheet adds what the page's scripts will change (an open menu, a field marked invalid, a slide moved
 * on) and the pages reached by client-side navigation. Applying it when it arrives restyled the whole
 * document in one task (~38 ms on a 2-core host of CPU index 1,500 unthrottled, four to eight times that
 * on a slow phone) for no visible change, while the page was loading and hydrating.
 *
 * So the server links it, in a few parts (SITE_STYLESHEET_PARTS), with a media query that matches no screen
 * (`print`: the browser still fetches it, at low priority, and a printout gets all of it), and a script
 * switches it on before the first event that can change the page reaches anything (STYLESHEET_NEEDED_ON).
 * Those are the only ways a visitor changes a page here: no section changes itself on a timer. What a page's
 * scripts render without a move, from what only the browser knows (the visitor's own time beside the
 * office's), switches it on itself (switchOnSiteStylesheet). Without JavaScript a `<noscript>` copy of the
 * links applies it as the parser reaches it.
 */

/** Marks the head's empty <style> that receives the page's critical CSS (app/lib/critical-css.server.ts). */
export const CRITICAL_CSS_ATTRIBUTE = "data-critical-css";

/** Marks the link the script switches on. */
export const SITE_STYLESHEET_ATTRIBUTE = "data-site-stylesheet";

/**
 * The whole stylesheet comes in this many files, in cascade order (decision 057): the browser parses each in a task
 * of its own, a few milliseconds, where the whole file was one task of 10–16 ms on a 2-core host. The client
 * build cuts it (`siteStylesheetParts` in vite.config.ts, scripts/stylesheet-parts.ts); the development server
 * serves it whole.
 */
export const SITE_STYLESHEET_PARTS = 4;

/**
 * The addresses of the stylesheet's parts, in cascade order, from the address of the whole (`app-<hash>.css`): the
 * first part keeps that address, the others add their number (`app-<hash>.2.css`). The hash is the whole file's,
 * so every part changes address whenever any rule does.
 */
export function siteStylesheetPartHrefs(href: string, parts: number = SITE_STYLESHEET_PARTS): string[] {
  return Array.from({ length: parts }, (_, index) => (index === 0 ? href : href.replace(/\.css$/, `.${index + 1}.css`)));
}

/** A media query no screen matches: the stylesheet loads but does not apply until switched on. */
export const INERT_STYLESHEET_MEDIA = "print";

/**
 * Every event through which a visitor can change a page or leave it for another, each the first of its kind: a
 * touch or a click starts with `pointerdown`, typing with `focusin` or `keydown`, a wheel or a swipe with
 * `scroll` (and what a script does as the page scrolls follows it), a submission with a press or a key, and
 * the browser's back and forward buttons with `popstate`.
 */
export const STYLESHEET_NEEDED_ON = ["pointerdown", "keydown", "focusin", "scroll", "popstate"] as const;

/**
 * Inline, just before the links: listens (capturing, on the window, so before any handler of the page) for the
 * first event of STYLESHEET_NEEDED_ON and switches all `parts` links of the stylesheet to every medium, in one go.
 * An event before the parser has reached the last of them leaves the listeners for the next one.
 */
export function siteStylesheetOnNeedScript(parts: number): string {
  return `(function(){var t=${JSON.stringify(STYLESHEET_NEEDED_ON)},o={capture:!0,passive:!0};function f(){var l=document.querySelectorAll("link[${SITE_STYLESHEET_ATTRIBUTE}]");if(l.length>=${parts}){t.forEach(function(e){removeEventListener(e,f,o)});l.forEach(function(k){k.media="all"})}}t.forEach(function(e){addEventListener(e,f,o)})})();`;
}

/**
 * Switches the whole stylesheet on now, for scripts that render, before any move, what the server could not
 * (so the critical CSS does not cover it). Before they commit it, so it is never painted without its rules
 * once the stylesheet has loaded. Nothing on pages without the link (the workspace).
 */
export function switchOnSiteStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`)) {
    if (link.media !== "all") link.media = "all";
  }
}
