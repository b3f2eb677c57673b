import { defineFollowUpsSuite } from "./support/follow-ups-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("follow-ups and owners on PostgreSQL", defineFollowUpsSuite);
