import { defineBusyCalendarSuite } from "./support/busy-calendar-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("the owner's calendar feed and availability on PostgreSQL", defineBusyCalendarSuite);
