import type { ServerConfig } from "./config";
import { openDatabase, pingDatabase, type DatabaseHandle } from "./db/connect";
import { LeadStore } from "./contact/lead-store";
import { createSmtpMailer, redactUrl } from "./contact/mailer";
import { OutboxWorker, type OutboxOptions } from "./contact/outbox-worker";
import { RateLimiter } from "./contact/rate-limiter";
import { createContactService, type ContactService } from "./contact/service";

export interface Backend {
  database: DatabaseHandle;
  store: LeadStore;
  service: ContactService;
  worker: OutboxWorker;
  /** Stops the outbox (finishing the send in progress) and closes the database. */
  stop(): Promise<void>;
}

export type BackendConfig = Pick<ServerConfig, "dataDir" | "databaseUrl" | "smtpUrl" | "mailFrom" | "contactTo" | "rateLimit">;

/** Tuning the tests shorten (lease, backoff, polling); production uses the worker's defaults. */
export type OutboxTuning = Partial<Pick<OutboxOptions, "pollIntervalMs" | "batchSize" | "leaseMs" | "backoff" | "log">>;

/** Database (migrated), contact service and outbox worker: everything behind the web server. */
export async function startBackend(config: BackendConfig, tuning: OutboxTuning = {}): Promise<Backend> {
  const log = tuning.log ?? console;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  log.log(`Leads are stored in ${database.description}`);
  const store = new LeadStore(database.db, database.dialect);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null;
  if (config.smtpUrl) log.log(`Lead emails go to ${config.contactTo} via ${redactUrl(config.smtpUrl)}`);
  const worker = new OutboxWorker({ store, mailer, from: config.mailFrom, to: config.contactTo, ...tuning });
  const service = createContactService({
    store,
    rateLimiter: config.rateLimit ? new RateLimiter(config.rateLimit) : null,
    onQueued: (lead) => worker.leadQueued(lead),
    ping: () => pingDatabase(database.db),
  });
  await worker.start();
  return {
    database,
    store,
    service,
    worker,
    async stop() {
      await worker.stop();
      await database.close();
    },
  };
}
