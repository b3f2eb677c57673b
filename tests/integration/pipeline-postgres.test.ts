import { definePipelineSuite } from "./support/pipeline-suite";
import { describeOnPostgres } from "./support/postgres";

describeOnPostgres("the deal and People on PostgreSQL", definePipelineSuite);
