import { defineSourcesSuite } from "./support/sources-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("the sources report on PostgreSQL", defineSourcesSuite);
