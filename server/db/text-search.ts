import { sql, type Expression, type SqlBool } from "kysely";
import type { Dialect } from "./migrations";

/** `%` and `_` typed into a search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains `text`, ignoring ASCII case: SQLite's LIKE does already, PostgreSQL needs ILIKE. */
export function containsText(dialect: Dialect, column: string, text: string): Expression<SqlBool> {
  const pattern = likePattern(text);
  return dialect === "postgres" ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'` : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
