import { defineOutboxSuite } from "./support/outbox-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("lead storage and outbox on PostgreSQL", defineOutboxSuite);
