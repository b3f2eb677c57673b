import { defineOutboxSuite } from "./support/outbox-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("lead storage and outbox on SQLite", defineOutboxSuite);
