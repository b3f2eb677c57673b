import { defineBookingWorkSuite } from "./support/booking-work-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("bookings worked in the workspace on SQLite", (target) => defineBookingWorkSuite(target));
