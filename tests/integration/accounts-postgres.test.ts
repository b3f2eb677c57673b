import { defineAccountsSuite } from "./support/accounts-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("workspace accounts on PostgreSQL", defineAccountsSuite);
