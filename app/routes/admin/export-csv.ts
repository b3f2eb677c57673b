import type { Route } from "./+types/export-csv";
import { requireUser, workspace, workspaceHeaders } from "~/lib/workspace.server";
import { INBOX_VIEWS, type InboxView } from "@domain/inbox";
import { LEAD_KINDS, type LeadKind } from "@domain/lead/fields";
import { localDate } from "@domain/booking/schedule";

const isView = (value: string | null): value is InboxView => (INBOX_VIEWS as readonly string[]).includes(value ?? "");
const isKind = (value: string | null): value is LeadKind | "booking" => value === "booking" || (LEAD_KINDS as readonly string[]).includes(value ?? "");

/**
 * `GET /admin/export.csv?view=…&q=…&kind=…&page=…`: what the inbox shows for the same query string
 * (read exactly as the inbox's loader reads it), as a CSV download. Leads carry the `leads` command's
 * columns and their stage; bookings share the file, told apart by the `type` column. Cells a
 * spreadsheet would run as a formula are defused (server/export/csv.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { inbox } = workspace(context);
  const params = new URL(request.url).searchParams;
  const view = isView(params.get("view")) ? (params.get("view") as InboxView) : "open";
  const kind = isKind(params.get("kind")) ? (params.get("kind") as LeadKind | "booking") : undefined;
  const search = params.get("q")?.slice(0, 200) || undefined;
  const page = params.get("page")?.slice(0, 300) || undefined;
  const csv = await inbox.exportCsv({ view, kind, search, page });
  return new Response(csv, {
    headers: {
      ...workspaceHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${view}-${localDate(inbox.now())}.csv"`,
    },
  });
}
