import { defineVisitSourceSuite } from "./support/visit-source-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("the visit's source on leads and bookings, on SQLite", defineVisitSourceSuite);
