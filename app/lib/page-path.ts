import { useFormAction, useLocation } from "react-router";

/**
 * The site's URLs have no trailing slash (the server redirects `/services/` to `/services`), but
 * React Router 8 prerenders every page at `<path>/`. What a page renders from its own location
 * must read the same at build time as in the browser, so it reads the location through here.
 */
export function withoutTrailingSlash(path: string): string {
  return path.replace(/(?<=.)\/+(?=$|[?#])/, "");
}

/** The path of the page being shown: `/services` when prerendered at `/services/` too. */
export const usePagePath = () => withoutTrailingSlash(useLocation().pathname);

/** Where this page's forms post (`/contact`, `/?index` on the home page). */
export const usePageFormAction = () => withoutTrailingSlash(useFormAction());
