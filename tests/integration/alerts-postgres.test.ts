import { defineAlertsSuite } from "./support/alerts-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("receipts, webhooks and overdue alarms on PostgreSQL", defineAlertsSuite);
