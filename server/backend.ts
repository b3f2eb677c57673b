import type { ServerConfig } from "./config";
import { logger } from "./log";
import { openDatabase, pingDatabase, type DatabaseHandle } from "./db/connect";
import { LeadStore } from "./contact/lead-store";
import { createSmtpMailer, redactUrl } from "./outbox/mail-sender";
import { OutboxWorker, type OutboxOptions } from "./outbox/worker";
import type { ClientRateLimiter } from "./rate-limit/client-rate-limiter";
import { MemoryRateLimiter } from "./rate-limit/memory-rate-limiter";
import { PostgresRateLimiter } from "./rate-limit/postgres-rate-limiter";
import { createContactService, type ContactService } from "./contact/service";
import { leadOutboxPlan } from "./contact/lead-queue";
import { ownHostOf } from "./attribution/source-columns";
import { BookingStore } from "./booking/store";
import { agendaMailPlan, bookingMailPlan, reminderMailPlan } from "./booking/mail-queue";
import { createBookingService, type BookingService } from "./booking/service";
import { AccountStore } from "./accounts/store";
import { accountMailPlan } from "./accounts/mail";
import { createAccountService, type AccountService } from "./accounts/service";
import { relyingPartyOf } from "./accounts/passkey-ceremonies";
import { InboxStore } from "./inbox/store";
import { createInboxService, type InboxService } from "./inbox/service";
import { createSpamCheck } from "./spam/check";
import { privacy, site } from "../content/site";
import { AlertStore } from "./alerts/store";
import { AlertFollowUps } from "./alerts/follow-ups";
import { alertPlan } from "./alerts/queue";
import { createWebhookSender } from "./outbox/webhook-sender";
import { AvailabilityStore } from "./booking/availability-store";
import { BusyCalendarStore } from "./booking/busy-calendar/store";
import { BusyCalendarRefresher, type BusyCalendarOptions } from "./booking/busy-calendar/refresher";
import { createAvailabilityService, type AvailabilityService } from "./booking/availability-service";
import { BackupStore } from "./backup/store";
import { backupAlarmPlan } from "./backup/alarm";
import { BackupScheduler } from "./backup/scheduler";
import { createBackupService, type BackupService } from "./backup/status";
import { takeBackup } from "./backup/take";
import { reminderTables } from "./booking/reminders-store";
import { DeliveryHealthStore } from "./outbox/delivery-health";
import { createOutboxStatus, type OutboxStatus } from "./outbox/status";
import { deliveryAlarmPlan } from "./alerts/delivery-alarm";
import { PageViewCounter } from "./sources/page-view-counter";
import type { PageViews } from "./sources/http";
import { createSourcesService, type SourcesService } from "./sources/report";
import { ReplyStore } from "./replies/store";
import { replyOutboxPlan } from "./replies/mail";
import { createReplyService, type ReplyService } from "./replies/service";
import { REPLY_WORDS } from "@domain/reply/labels";

export type { ClientRateLimiter, RateDecision } from "./rate-limit/client-rate-limiter";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ten sign-in attempts (or link requests) per 10 minutes per client address, and per email. */
const SIGN_IN_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
/**
 * Page view beacons per client address, in memory on every database (the limit is not stored): a
 * person reading the site sends one per page; 120 pages in 10 minutes is a script, or an office
 * behind one address reading a lot, whose extra views are dropped.
 */
const PAGE_VIEW_LIMIT = { limit: 120, windowMs: 10 * 60_000 };
/** Every visit to the sign-in page begins a ceremony (the autofill offer): 60 per 10 minutes per address. */
const CEREMONY_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

/** The cutoff of the privacy policy's retention period, counted back from `now`. */
export function retentionCutoff(now: Date, months: number = privacy.leadRetentionMonths): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface Backend {
  database: DatabaseHandle;
  store: LeadStore;
  service: ContactService;
  /** Bookings and their emails as stored (statements: server/booking/store.ts). */
  bookingStore: BookingStore;
  /** Booking a consultation: free slots, book, manage, move, cancel. */
  bookings: BookingService;
  /** The workspace's people, passkeys, sign-in links and sessions. */
  accounts: AccountService;
  /** The workspace's inbox over leads and bookings. */
  inbox: InboxService;
  /** The workspace's availability settings and the owner's calendar feed. */
  availability: AvailabilityService;
  /** Workspace sign-in attempts and link requests, per client address and per email (always on). */
  signInLimiter: ClientRateLimiter;
  /** Passkey ceremonies begun (each stores a challenge), per client address: a looser budget. */
  ceremonyLimiter: ClientRateLimiter;
  worker: OutboxWorker;
  /** The per-client limit (`CONTACT_RATE_LIMIT`) every lead or booking entry point shares; null = off. */
  rateLimiter: ClientRateLimiter | null;
  /** Receipts, webhooks and overdue alarms of leads and bookings (server/alerts/). */
  alerts: AlertStore;
  /** The last backup and whether backups are stale (the account page). */
  backups: BackupService;
  /** What is waiting and failing in the outbox, and a retry (the workspace's outbox page, `/healthz`). */
  outbox: OutboxStatus;
  /** Page views counted in memory and written as daily counts every few seconds (`POST /api/views`). */
  pageViews: PageViews & { counter: PageViewCounter };
  /** The sources page: figures by landing page, channel, campaign and form page; the campaign links. */
  sources: SourcesService;
  /** Replies to visitors from a lead's or booking's page, and the saved replies (server/replies/). */
  replies: ReplyService;
  /** Stops the outbox (finishing the send in progress) and closes the database. */
  stop(): Promise<void>;
}

export type BackendConfig = Pick<ServerConfig, "dataDir" | "databaseUrl" | "smtpUrl" | "mailFrom" | "contactTo" | "rateLimit"> &
  /** Origin of the links in booking emails; defaults to the local server's. */
  Partial<Pick<ServerConfig, "siteUrl">> &
  /** Receipts (readConfig: on unless `AUTO_REPLY=0`; left out here: off) and the lead webhook (unset: none). */
  Partial<Pick<ServerConfig, "autoReply" | "leadWebhook">> &
  /** The owner's calendar feed for this deployment (BOOKING_BUSY_ICS_URL), and where the workspace's may lead besides the public internet. */
  Partial<Pick<ServerConfig, "busyCalendarUrl" | "feedPrivateNetworks">> &
  /** The per-email spam tier; absent = off (the server's config always sets it: default 3 per 24 h). */
  Partial<Pick<ServerConfig, "emailLimit">> &
  /** Scheduled backups; absent = none (the tests' backends), readConfig always sets it (default every 24 h). */
  Partial<Pick<ServerConfig, "backup">>;

/** What the web app (server/app.ts) takes from the backend and the configuration, the same in production and development. */
export function appServices(backend: Backend, config: Pick<ServerConfig, "trustProxyHops" | "siteOrigin">) {
  return {
    contact: backend.service,
    booking: backend.bookings,
    accounts: backend.accounts,
    inbox: backend.inbox,
    availability: backend.availability,
    backups: backend.backups,
    outbox: backend.outbox,
    sources: backend.sources,
    replies: backend.replies,
    signInLimiter: backend.signInLimiter,
    ceremonyLimiter: backend.ceremonyLimiter,
    pageViews: backend.pageViews,
    trustProxyHops: config.trustProxyHops,
    siteOrigin: config.siteOrigin,
  };
}

/** Tuning the tests shorten (lease, backoff, polling); production uses the worker's defaults. */
export type OutboxTuning = Partial<Pick<OutboxOptions, "pollIntervalMs" | "batchSize" | "leaseMs" | "backoff" | "log">> & {
  /** How long one webhook attempt may take (10 s). */
  webhookTimeoutMs?: number;
  /** The backup schedule's tick (tests shorten it). */
  backupTickMs?: number;
  /** The calendar feed's timing and limits (tests shorten them). */
  busyCalendar?: Pick<BusyCalendarOptions, "intervalMs" | "tickMs" | "leaseMs" | "limits" | "clock">;
};

/** Database (migrated), contact service and outbox worker: everything behind the web server. */
export async function startBackend(config: BackendConfig, { busyCalendar: busyTuning, backupTickMs, ...tuning }: OutboxTuning = {}): Promise<Backend> {
  const log = tuning.log ?? logger;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  log.log(`Leads are stored in ${database.description}`);
  const siteUrl = config.siteUrl ?? "http://localhost:3000";
  const alertSettings = { from: config.mailFrom, contactTo: config.contactTo, siteUrl: siteUrl.replace(/\/+$/, ""), autoReply: config.autoReply ?? false, webhook: config.leadWebhook ?? null };
  const followUps = new AlertFollowUps(alertSettings);
  const alerts = new AlertStore(database.db, database.dialect);
  const store = new LeadStore(database.db, database.dialect, followUps);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null;
  if (config.smtpUrl) log.log(`Lead emails go to ${config.contactTo} via ${redactUrl(config.smtpUrl)}`);
  if (config.leadWebhook) log.log(`Lead alerts are POSTed to ${new URL(config.leadWebhook.url).origin}/… (signed)`); // the path can be the credential (Slack)
  const bookingStore = new BookingStore(database.db, database.dialect, followUps);
  const accountStore = new AccountStore(database.db, database.dialect);
  const { webhookTimeoutMs, ...workerTuning } = tuning;
  const backupConfig = config.backup ?? { intervalHours: 0, dir: "", keep: 1 };
  const backupStore = new BackupStore(database.db, database.dialect);
  const deliveryHealth = new DeliveryHealthStore(database.db, database.dialect);
  // The workspace's availability settings; the booking mails read where the meeting happens from them.
  const availabilityStore = new AvailabilityStore(database.db, log);
  const meetingPlace = async () => (await availabilityStore.current()).meetingPlace;
  const replyStore = new ReplyStore(database.db, database.dialect);
  const worker = new OutboxWorker({
    plans: [
      leadOutboxPlan(store, { from: config.mailFrom, to: config.contactTo, siteUrl }),
      bookingMailPlan(bookingStore, { from: config.mailFrom, agency: config.contactTo, siteUrl }, meetingPlace),
      // Reminders and agendas wait in their rows until due (24 h before; 8:00 office time).
      reminderMailPlan(database.db, database.dialect, bookingStore, { from: config.mailFrom, agency: config.contactTo, siteUrl }, meetingPlace),
      agendaMailPlan(database.db, database.dialect, { from: config.mailFrom, agency: config.contactTo, siteUrl }),
      accountMailPlan(accountStore, { from: config.mailFrom, siteUrl }),
      alertPlan(alerts, bookingStore, alertSettings),
      backupAlarmPlan(backupStore, { ...alertSettings, intervalHours: backupConfig.intervalHours }),
      // The owner's alarm that email has been failing: by the webhook only.
      deliveryAlarmPlan(deliveryHealth, alertSettings),
      replyOutboxPlan(replyStore, { from: config.mailFrom, siteUrl }),
    ],
    mailer,
    health: deliveryHealth,
    webhooks: config.leadWebhook ? createWebhookSender({ timeoutMs: webhookTimeoutMs }) : null,
    ...workerTuning,
  });
  // One limiter for leads and bookings: a visitor's submissions count against one budget. Instances
  // on one PostgreSQL share it; SQLite means one process, which counts in memory.
  const rateLimiter = !config.rateLimit
    ? null
    : database.dialect === "postgres"
      ? new PostgresRateLimiter(database.db, config.rateLimit)
      : new MemoryRateLimiter(config.rateLimit);
  // The spam rules' facts (earlier submissions by email) come from both stores: a lead and a booking are judged alike.
  const spam = createSpamCheck({ leads: store, bookings: bookingStore, emailLimit: config.emailLimit ?? null });
  const service = createContactService({
    store,
    rateLimiter,
    spam,
    onQueued: (lead) => worker.queued(`Lead ${lead.id} (${lead.kind}, ${lead.email})`),
    ping: () => pingDatabase(database.db),
    ownHost: ownHostOf(siteUrl),
  });
  // Availability (the workspace's settings) and the owner's calendar (one copy in the database, fetched by one instance at a time).
  const busyCalendar = new BusyCalendarStore(database.db);
  const busyRefresher = new BusyCalendarRefresher({
    store: busyCalendar,
    availability: () => availabilityStore.current(),
    configuredUrl: config.busyCalendarUrl,
    privateNetworks: config.feedPrivateNetworks,
    log,
    ...busyTuning,
  });
  const availability = createAvailabilityService({
    settings: availabilityStore,
    busy: busyCalendar,
    refresher: busyRefresher,
    bookings: bookingStore,
    configuredUrl: config.busyCalendarUrl,
    privateNetworks: config.feedPrivateNetworks,
  });
  const bookingService = createBookingService({ store: bookingStore, rateLimiter, spam, onQueued: (what) => worker.queued(what), availability: availabilityStore, busyTimes: busyCalendar, siteUrl, organizerEmail: config.mailFrom });
  const signInLimiter =
    database.dialect === "postgres" ? new PostgresRateLimiter(database.db, SIGN_IN_LIMIT) : new MemoryRateLimiter(SIGN_IN_LIMIT);
  const accounts = createAccountService({
    store: accountStore,
    relyingParty: relyingPartyOf(siteUrl, site.name),
    siteUrl,
    onMailQueued: (what) => worker.queued(what),
    signInLinkLimiter: signInLimiter,
  });
  const ceremonyLimiter =
    database.dialect === "postgres" ? new PostgresRateLimiter(database.db, CEREMONY_LIMIT) : new MemoryRateLimiter(CEREMONY_LIMIT);
  const inbox = createInboxService({ store: new InboxStore(database.db, database.dialect, followUps), onQueued: (what) => worker.queued(what), alerts });
  const { reminders, agendas } = reminderTables(database.db, database.dialect);
  const outbox = createOutboxStatus(
    [
      { kind: "lead", label: "Lead emails", table: store.outbox, retryable: true },
      { kind: "booking", label: "Booking emails", table: bookingStore.mails, retryable: true },
      { kind: "reminder", label: "Booking reminders", table: reminders, retryable: true },
      { kind: "agenda", label: "Morning agendas", table: agendas, retryable: true },
      // A sign-in link forgets its token when given up (and expires in 15 minutes): ask for a new one instead.
      { kind: "sign-in", label: "Sign-in links", table: accountStore.mails, retryable: false },
      { kind: "alert", label: "Receipts, webhooks and overdue alarms", table: alerts.outbox, retryable: true },
      { kind: "mail-alarm", label: "Email failing alarms", table: deliveryHealth.alarms, retryable: true },
      { kind: "reply", label: REPLY_WORDS.outboxKind, table: replyStore.outbox, retryable: true },
    ],
    deliveryHealth,
    (what) => worker.queued(what),
  );
  const replies = createReplyService({ store: replyStore, contactTo: config.contactTo, siteUrl, onQueued: (what) => worker.queued(what) });
  await worker.start();
  busyRefresher.start();
  const backupScheduler = new BackupScheduler({
    store: backupStore,
    config: backupConfig,
    take: () => takeBackup({ database, databaseUrl: config.databaseUrl, store: backupStore, dir: backupConfig.dir, trigger: "schedule" }),
    alarmChannels: config.leadWebhook ? ["mail", "webhook"] : ["mail"],
    onAlarm: (what) => worker.queued(what),
    log,
    tickMs: backupTickMs,
  });
  backupScheduler.start();
  const pageViews = { counter: new PageViewCounter({ db: database.db, log }), floodLimiter: new MemoryRateLimiter(PAGE_VIEW_LIMIT) };
  pageViews.counter.start();

  // Retention (the privacy policy's periods): once at start, then daily. Each kind of record is
  // purged on its own, so one failing is logged and retried on the next run without holding up the other.
  const retention = [
    { name: "Lead", months: privacy.leadRetentionMonths, purgeBefore: (cutoff: Date) => store.purgeCreatedBefore(cutoff) },
    { name: "Booking", months: privacy.bookingRetentionMonths, purgeBefore: (cutoff: Date) => bookingStore.purgeEndedBefore(cutoff) },
  ];
  // Expired sessions, links, invitations and challenges are only clutter: deleted on the same beat.
  const purgeAccounts = async () => {
    try {
      await accounts.purgeExpired();
    } catch (error) {
      log.error(`Expired sessions purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      await alerts.purge({ leadIds: store.ids(), bookingIds: bookingStore.ids() });
    } catch (error) {
      log.error(`Spent receipt guards purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const purge = async () => {
    for (const { name, months, purgeBefore } of retention) {
      try {
        const deleted = await purgeBefore(retentionCutoff(new Date(), months));
        if (deleted > 0) log.log(`Deleted ${deleted} ${name.toLowerCase()}(s) older than ${months} months (privacy policy)`);
      } catch (error) {
        log.error(`${name} retention purge failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await purge();
  await purgeAccounts();
  const purgeTimer = setInterval(() => void purge().then(purgeAccounts), DAY_MS);
  purgeTimer.unref();

  return {
    database,
    store,
    service,
    bookingStore,
    bookings: bookingService,
    accounts,
    inbox,
    availability,
    signInLimiter,
    ceremonyLimiter,
    worker,
    rateLimiter,
    alerts,
    backups: createBackupService(backupStore, backupConfig),
    outbox,
    pageViews,
    sources: createSourcesService({ db: database.db, dialect: database.dialect, siteUrl }),
    replies,
    async stop() {
      clearInterval(purgeTimer);
      // The views counted since the last write, before the database closes.
      await pageViews.counter.stop();
      await backupScheduler.stop();
      await busyRefresher.stop();
      await worker.stop();
      await database.close();
    },
  };
}
