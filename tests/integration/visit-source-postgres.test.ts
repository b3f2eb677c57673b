import { defineVisitSourceSuite } from "./support/visit-source-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("the visit's source on leads and bookings, on PostgreSQL", defineVisitSourceSuite);
