import { defineRescheduleSuite } from "./support/reschedule-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("reschedule, reminders and the agency feed on SQLite", (target) => defineRescheduleSuite(target, { instances: 1 }));
