import { defineRepliesSuite } from "./support/replies-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("replies to visitors and saved replies on SQLite", defineRepliesSuite);
