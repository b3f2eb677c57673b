import { definePipelineSuite } from "./support/pipeline-suite";
import { describeOnSqlite } from "./support/sqlite";

describeOnSqlite("the deal and People on SQLite", definePipelineSuite);
