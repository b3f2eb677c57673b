import { defineRescheduleSuite } from "./support/reschedule-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("reschedule, reminders and the agency feed on PostgreSQL (two instances)", (target) => defineRescheduleSuite(target, { instances: 2 }));
