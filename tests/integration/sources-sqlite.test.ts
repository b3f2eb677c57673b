import { defineSourcesSuite } from "./support/sources-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("the sources report on SQLite", defineSourcesSuite);
