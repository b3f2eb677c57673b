import type { Route } from "./+types/sources-csv";
import { requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { sourcesQueryOf } from "@domain/sources/query";

/**
 * `GET /admin/sources.csv?from=…&to=…` (or `days=…`, `sort`, `dir`): the sources page's four tables for
 * the same query string, each under a header row with the page's column names, then its total. Cells a
 * spreadsheet would run as a formula are defused (server/export/csv.ts). 401 without a session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { sources } = workspace(context);
  const query = sourcesQueryOf(new URL(request.url).searchParams, sources.now());
  const csv = await sources.csv(query);
  return new Response(csv, {
    headers: {
      ...workspaceHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sources-${query.range.from}-to-${query.range.to}.csv"`,
    },
  });
}
