import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./pages";

/** The route table (every route of SPEC §2) is the page list of app/pages.ts. */
const routes = pages.map((page) => (page.path === "/" ? index(page.module) : route(page.path.replace(/^\//, ""), page.module)));

// One URL per page: `/CONTACT` is not `/contact` (a second address for every page, and a form
// endpoint nobody links to), so it gets the not-found page.
export default routes.map((entry) => ({ ...entry, caseSensitive: true })) satisfies RouteConfig;
