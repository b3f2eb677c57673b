import { defineRepliesSuite } from "./support/replies-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("replies to visitors and saved replies on PostgreSQL", defineRepliesSuite);
