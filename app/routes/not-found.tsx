import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/NotFound";

/** Any path no other route claims: a real 404 (the log line is written by entry.server's handleError). */
export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
