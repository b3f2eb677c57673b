import { defineBookingWorkSuite } from "./support/booking-work-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("bookings worked in the workspace on PostgreSQL", (target) => defineBookingWorkSuite(target));
