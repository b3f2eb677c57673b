import { defineOutboxHealthSuite } from "./support/outbox-health-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("the outbox's health and retries on SQLite", defineOutboxHealthSuite);
