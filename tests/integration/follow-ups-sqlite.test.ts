import { defineFollowUpsSuite } from "./support/follow-ups-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("follow-ups and owners on SQLite", defineFollowUpsSuite);
