import { defineAccountsSuite } from "./support/accounts-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("workspace accounts on SQLite", defineAccountsSuite);
