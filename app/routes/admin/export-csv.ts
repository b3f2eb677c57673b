import type { Route } from "./+types/export-csv";
import { requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { inboxQueryOf } from "@domain/inbox";
import { localDate } from "@domain/booking/schedule";

/**
 * `GET /admin/export.csv?view=…&q=…&kind=…&page=…`: what the inbox shows for the same query string
 * (read exactly as the inbox's loader reads it), as a CSV download for a person to read: headers in words,
 * times in the office's zone, towns by name, stage, deal value, first response, notes and where the lead
 * came from (server/export/inbox-csv.ts). Cells a spreadsheet would run as a formula are defused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { inbox } = workspace(context);
  const { view, kind, search, page } = inboxQueryOf(new URL(request.url).searchParams);
  const csv = await inbox.exportCsv({ view, kind, search, page, userId: user.id });
  return new Response(csv, {
    headers: {
      ...workspaceHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${view}-${localDate(inbox.now())}.csv"`,
    },
  });
}
