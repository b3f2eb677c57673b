import { defineBusyCalendarSuite } from "./support/busy-calendar-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("the owner's calendar feed and availability on SQLite", defineBusyCalendarSuite);
