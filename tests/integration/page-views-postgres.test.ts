import { definePageViewsSuite } from "./support/page-views-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("page views as daily counts on PostgreSQL", definePageViewsSuite);
