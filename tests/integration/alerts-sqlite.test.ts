import { defineAlertsSuite } from "./support/alerts-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("receipts, webhooks and overdue alarms on SQLite", defineAlertsSuite);
