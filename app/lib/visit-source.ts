/**
 * The visit's source in the browser (DESIGN.md Contract, "visit source"; decision 038). The first page
 * a tab opens records where the visit came from in `sessionStorage`: no cookie, nothing that outlives
 * the tab, nothing sent anywhere by itself. A form marked with the hidden fields (VisitSourceFields)
 * gets them filled as it is submitted, so the source travels with the lead or booking and nowhere else.
 * Runs from the client entry on every page, so it stays a few hundred bytes: the server cleans and caps
 * every value (domain/attribution/source.ts), this only copies what the address bar and referrer say.
 */
import { CLICK_ID_PARAMS, UTM_FIELDS, VISIT_SOURCE_FIELDS } from "@domain/attribution/fields";

const KEY = "visit-source";

/** Keeps the first page's source for this tab; later pages of the visit keep the first one. */
export function recordVisitSource(): void {
  try {
    // The workspace is not a visit of the site.
    if (sessionStorage.getItem(KEY) !== null || location.pathname.startsWith("/admin")) return;
    const query = new URLSearchParams(location.search);
    const source: Record<string, string> = { landing: location.pathname };
    // Only the host of another site: a page of this one is a move within the visit.
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from && from.host !== location.host) source.referrer = from.hostname;
    for (const field of UTM_FIELDS) {
      const value = query.get(field);
      if (value) source[field] = value.slice(0, 200);
    }
    // That an ad was clicked, never the click's id.
    if (CLICK_ID_PARAMS.some((param) => query.has(param))) source.click = "1";
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage turned off or full: forms then send their page only, as without JavaScript.
  }
}

/** This tab's record of where the visit came from (empty when nothing was recorded or storage is off). */
export function visitSource(): Record<string, unknown> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Fills a submitted form's visit-source fields (hidden inputs of those names) from this tab's record. */
export function fillVisitSource(target: EventTarget | null): void {
  if (!(target instanceof HTMLFormElement)) return;
  const source = visitSource();
  for (const name of VISIT_SOURCE_FIELDS) {
    const field = target.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === "hidden") field.value = typeof source[name] === "string" ? source[name] : "";
  }
}
