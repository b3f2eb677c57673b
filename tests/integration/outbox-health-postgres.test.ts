import { defineOutboxHealthSuite } from "./support/outbox-health-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("the outbox's health and retries on PostgreSQL", defineOutboxHealthSuite);
