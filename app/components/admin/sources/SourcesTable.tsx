/**
 * One of the sources page's tables (by landing page, channel, campaign or form page): a row per value,
 * the figures in the Contract's columns, a total, and headers that sort by following a link (the
 * server sorts: no JavaScript needed), each saying its order to assistive technology (aria-sort).
 */
import { Link } from "react-router";
import { SOURCE_FIGURES, type SortDirection, type SourceFigure, type SourceRow, type SourceSort, type SourceTable } from "@domain/sources/report";
import { formatConversion, formatCount, formatDollars, formatResponse, SOURCE_FIGURE_LABELS, SOURCE_TABLE_KEYS, SOURCE_TABLE_TITLES, sourceKeyLabel, TOTAL_LABEL } from "@domain/sources/labels";
import { defaultDirection, sourcesSearch } from "@domain/sources/query";
import type { SourcesRange } from "@domain/sources/range";

export function figureText(figure: SourceFigure, row: SourceRow): string {
  switch (figure) {
    case "conversion":
      return formatConversion(row.conversion);
    case "revenue":
      return formatDollars(row.revenue);
    case "response":
      return formatResponse(row.response);
    default:
      return formatCount(row[figure]);
  }
}

interface Props {
  table: SourceTable;
  rows: SourceRow[];
  hidden: number;
  total: SourceRow;
  range: SourcesRange;
  sort: SourceSort;
  dir: SortDirection;
}

function SortHeader({ column, label, range, sort, dir, table }: { column: SourceSort; label: string; range: SourcesRange; sort: SourceSort; dir: SortDirection; table: SourceTable }) {
  const current = sort === column;
  const next: SortDirection = current ? (dir === "asc" ? "desc" : "asc") : defaultDirection(column);
  const arrowMark = (
    <span aria-hidden="true" className="inline-block w-3 text-accent">
      {current ? (dir === "asc" ? "↑" : "↓") : ""}
    </span>
  );
  return (
    <th scope="col" aria-sort={current ? (dir === "asc" ? "ascending" : "descending") : "none"} className={`py-2 pr-3 align-bottom ${column === "name" ? "pl-3" : "text-right"}`}>
      <Link
        to={`${sourcesSearch({ range, sort: column, dir: next })}#${table}-heading`}
        preventScrollReset
        className={`inline-flex min-h-11 items-center gap-1 rounded ${column === "name" ? "" : "justify-end"} font-semibold text-fg underline-offset-2 hover:underline`}
      >
        {/* The arrow sits on the side away from the figures, so a heading lines up with its column's numbers. */}
        {column !== "name" && arrowMark}
        {label}
        {column === "name" && arrowMark}
      </Link>
    </th>
  );
}

export function SourcesTable({ table, rows, hidden, total, range, sort, dir }: Props) {
  const headingId = `${table}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid={`sources-${table}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {SOURCE_TABLE_TITLES[table]}
      </h2>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="mt-2 overflow-x-auto rounded-xl border border-border" role="region" aria-label={`${SOURCE_TABLE_TITLES[table]}: the table`} tabIndex={0}>
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-surface">
            <tr className="border-b border-border">
              <SortHeader column="name" label={SOURCE_TABLE_KEYS[table]} range={range} sort={sort} dir={dir} table={table} />
              {SOURCE_FIGURES.map((figure) => (
                <SortHeader key={figure} column={figure} label={SOURCE_FIGURE_LABELS[figure]} range={range} sort={sort} dir={dir} table={table} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={SOURCE_FIGURES.length + 1} className="px-3 py-3 text-muted">
                  Nothing in this period.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.key ?? ""} className="border-b border-border">
                <th scope="row" className="max-w-64 py-2 pr-3 pl-3 font-medium break-words">
                  {sourceKeyLabel(table, row.key)}
                </th>
                {SOURCE_FIGURES.map((figure) => (
                  <td key={figure} className="py-2 pr-3 text-right tabular-nums">
                    {figureText(figure, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-surface font-semibold" data-testid="sources-total">
              <th scope="row" className="py-2 pr-3 pl-3">
                {TOTAL_LABEL}
              </th>
              {SOURCE_FIGURES.map((figure) => (
                <td key={figure} className="py-2 pr-3 text-right tabular-nums">
                  {figureText(figure, total)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {hidden > 0 && <p className="mt-1 text-sm text-muted">{formatCount(hidden)} more rows are not shown; the total counts them.</p>}
    </section>
  );
}
