/** The sources page's query string, read the same by the page and its CSV: range, sort column and direction. */
import { sourcesRangeOf, type SourcesRange } from "./range";
import { SOURCE_FIGURES, type SortDirection, type SourceSort } from "./report";

export interface SourcesQuery {
  range: SourcesRange;
  sort: SourceSort;
  dir: SortDirection;
}

export const SOURCES_DEFAULT_SORT: SourceSort = "leads";

const isSort = (value: string | null): value is SourceSort => value === "name" || (SOURCE_FIGURES as readonly string[]).includes(value ?? "");

/** Names sort A→Z first, figures biggest first, unless `dir` says otherwise. */
export const defaultDirection = (sort: SourceSort): SortDirection => (sort === "name" ? "asc" : "desc");

export function sourcesQueryOf(params: URLSearchParams, now: Date): SourcesQuery {
  const sortParam = params.get("sort");
  const sort = isSort(sortParam) ? sortParam : SOURCES_DEFAULT_SORT;
  const dirParam = params.get("dir");
  const dir = dirParam === "asc" || dirParam === "desc" ? dirParam : defaultDirection(sort);
  return { range: sourcesRangeOf(params, now), sort, dir };
}

/** The query string of a range (a preset's `days`, or `from` and `to`) with a sort: every link on the page keeps the others. */
export function sourcesSearch(query: { range: Pick<SourcesRange, "from" | "to" | "preset">; sort: SourceSort; dir: SortDirection }): string {
  const params = new URLSearchParams();
  if (query.range.preset !== null) params.set("days", String(query.range.preset));
  else {
    params.set("from", query.range.from);
    params.set("to", query.range.to);
  }
  if (query.sort !== SOURCES_DEFAULT_SORT || query.dir !== defaultDirection(query.sort)) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  return `?${params.toString()}`;
}
