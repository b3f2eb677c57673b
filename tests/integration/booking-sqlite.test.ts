import { defineBookingSuite } from "./support/booking-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("consultation bookings on SQLite", defineBookingSuite);
