import { defineBookingSuite } from "./support/booking-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("consultation bookings on PostgreSQL", defineBookingSuite);
