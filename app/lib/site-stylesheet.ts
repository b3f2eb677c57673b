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
 * So the server links it with a media query that matches no screen (`print`: the browser still fetches it,
 * at low priority, and a printout gets all of it), and a script switches it on before the first event that
 * can change the page reaches anything (STYLESHEET_NEEDED_ON). Those are the only ways a visitor changes a page
 * here: no section changes itself on a timer. What a page's scripts render without a move, from what only the
 * browser knows (the visitor's own time beside the office's), switches it on itself (switchOnSiteStylesheet).
 * Without JavaScript a `<noscript>` copy of the link applies it as the parser reaches it.
 */

/** Marks the head's empty <style> that receives the page's critical CSS (app/lib/critical-css.server.ts). */
export const CRITICAL_CSS_ATTRIBUTE = "data-critical-css";

/** Marks the link the script switches on. */
export const SITE_STYLESHEET_ATTRIBUTE = "data-site-stylesheet";

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
 * Inline, just before the link: listens (capturing, on the window, so before any handler of the page) for the
 * first event of STYLESHEET_NEEDED_ON and switches the link to every medium. An event before the parser has
 * reached the link leaves the listeners for the next one.
 */
export const siteStylesheetOnNeedScript = `(function(){var t=${JSON.stringify(STYLESHEET_NEEDED_ON)},o={capture:!0,passive:!0};function f(){var l=document.querySelector("link[${SITE_STYLESHEET_ATTRIBUTE}]");if(l){t.forEach(function(e){removeEventListener(e,f,o)});l.media="all"}}t.forEach(function(e){addEventListener(e,f,o)})})();`;

/**
 * Switches the whole stylesheet on now, for scripts that render, before any move, what the server could not
 * (so the critical CSS does not cover it). Before they commit it, so it is never painted without its rules
 * once the stylesheet has loaded. Nothing on pages without the link (the workspace).
 */
export function switchOnSiteStylesheet(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
  if (link && link.media !== "all") link.media = "all";
}
