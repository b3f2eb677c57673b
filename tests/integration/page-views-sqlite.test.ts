import { definePageViewsSuite } from "./support/page-views-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("page views as daily counts on SQLite", definePageViewsSuite);
