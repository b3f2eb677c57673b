import { dirname, resolve } from "node:path";
import ts from "typescript";

/** The coarse kind of value a column holds, as both the types and the databases can say it. */
export type ColumnClass = "text" | "number" | "timestamp" | "boolean";

export interface ColumnShape {
  class: ColumnClass;
  nullable: boolean;
}

/** table → column → shape */
export type TableShapes = Map<string, Map<string, ColumnShape>>;

/**
 * What `server/db/schema.ts` says the database holds: every property of its `Database` interface is a
 * table, every property of the row interface it names (inherited ones too, e.g. `OutboxColumns`) a
 * column, read with the TypeScript compiler so the answer is the type Kysely sees. A `ColumnType<S, I, U>`
 * counts by its select type `S`: what a query hands back is what the column holds.
 */
export function readSchemaTypes(schemaFile: string, tsconfigFile: string): TableShapes {
  const config = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, "\n"));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(tsconfigFile));
  const program = ts.createProgram([resolve(schemaFile)], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(resolve(schemaFile));
  const module = source && checker.getSymbolAtLocation(source);
  const database = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === "Database");
  if (!database) throw new Error(`${schemaFile} exports no Database interface`);

  const tables: TableShapes = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(column.name, shapeOf(checker, checker.getTypeOfSymbol(column), `${table.name}.${column.name}`));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function shapeOf(checker: ts.TypeChecker, declared: ts.Type, where: string): ColumnShape {
  const select = declared.getProperty("__select__");
  const type = select ? checker.getTypeOfSymbol(select) : declared;
  const members = type.isUnion() ? type.types : [type];
  const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
  const values = members.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const classes = new Set<ColumnClass>();
  for (const member of values) {
    if (member.getSymbol()?.name === "Date") classes.add("timestamp");
    else if (member.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) classes.add("number");
    else if (member.flags & ts.TypeFlags.BooleanLike) classes.add("boolean");
    else if (member.flags & ts.TypeFlags.StringLike) classes.add("text");
    else throw new Error(`${where}: cannot class the type ${checker.typeToString(member)}`);
  }
  // A timestamp reads back as a Date (PostgreSQL) or its ISO string (SQLite); a bigint as a number or
  // its decimal string (PostgreSQL): the string is the same value in another dress, not another class.
  if (classes.has("timestamp")) classes.delete("text");
  if (classes.has("number")) classes.delete("text");
  if (classes.size !== 1) throw new Error(`${where}: ${checker.typeToString(type)} is not one class of value (${[...classes].join(", ")})`);
  return { class: [...classes][0]!, nullable };
}
