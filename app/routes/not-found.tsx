import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/NotFound";
import { errorPageMeta } from "~/lib/seo";

/**
 * Any path no other route claims: a real 404, rendered as this route's page rather than thrown to
 * the root error boundary, so leaving it by a link does not remount the document shell. The server
 * answers such paths with this page rendered once at build (scripts/not-found-page.ts).
 */
export function loader(_: Route.LoaderArgs) {
  return data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = () => errorPageMeta("Page not found");

export default function NotFoundRoute() {
  return <NotFound />;
}
