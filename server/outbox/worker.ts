import type { Selectable } from "kysely";
import type { OutboxColumns } from "../db/schema";
import { logger, type Logger } from "../log";
import type { Mailer } from "./mail-sender";
import type { OutboxChannel, OutboxPlan, OutboxRowWords } from "./plan";
import type { WebhookSender } from "./webhook-sender";

export interface BackoffPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** Longest single wait between two attempts. */
  maxDelayMs: number;
  /** After this many failed attempts the email is marked failed (and logged loudly). */
  maxAttempts: number;
}

/**
 * 30 s, 1 min, 2 min … doubling up to 2 h between attempts; 20 attempts span about 24 hours
 * (127.5 min for the first nine waits, then eleven waits of 2 h) before an email is given up.
 */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 30_000, maxDelayMs: 2 * 60 * 60_000, maxAttempts: 20 };

/** Wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number, policy: BackoffPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** Any kind's plan, as the worker holds them side by side (it hands each plan only rows of its own table). */
type AnyPlan = OutboxPlan<Selectable<OutboxColumns>>;

/** One claimed row and how it reads in the log. */
interface Claimed extends OutboxRowWords {
  id: string;
  /** Attempts so far, this one included (the claim counts it). */
  attempts: number;
  row: Selectable<OutboxColumns>;
}

/** Where the worker records how each channel is doing (server/outbox/delivery-health.ts). */
export interface DeliveryHealth {
  failed(channel: OutboxChannel, error: string): Promise<void>;
  delivered(channel: OutboxChannel): Promise<void>;
  /** Queues the owner's alarm when email has failed long enough and this period was not alarmed yet; true when it did. */
  raiseMailAlarm(): Promise<boolean>;
}

export interface OutboxOptions {
  /** Each kind of message (server/outbox/plan.ts), in the order a pass claims them. */
  plans: AnyPlan[];
  /** `null` when `SMTP_URL` is unset: emails wait, and are logged, until a restart with SMTP. */
  mailer: Mailer | null;
  /** Delivers webhook items (`LEAD_WEBHOOK_URL`); without it they wait like emails without SMTP. */
  webhooks?: WebhookSender | null;
  /** How often queued emails are looked for even without a kick (retries, other instances' rows). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed email belongs to this worker; longer than any send can take. */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  /** Records each send's outcome per channel; the mail alarm is raised only when webhooks can carry it. */
  health?: DeliveryHealth | null;
  log?: Pick<Logger, "log" | "warn" | "error">;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers queued emails (leads, booking invitations, receipts, alarms) and webhooks. Runs inside the
 * web server: a new row kicks it right away (the request has already been answered), and a timer polls
 * for retries and scheduled rows. Delivery is at least once: a row is marked sent only after the SMTP
 * server accepted it (or the webhook answered 2xx), so a crash in between re-sends it. Without SMTP
 * the webhooks still go out; without either, nothing runs and everything waits in the database.
 */
export class OutboxWorker {
  private readonly plans: AnyPlan[];
  private readonly mailer: Mailer | null;
  private readonly webhooks: WebhookSender | null;
  /** The channels this worker can deliver (mail with SMTP, webhook with a sender). */
  private readonly channels: ReadonlySet<OutboxChannel>;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly health: DeliveryHealth | null;
  private readonly log: Pick<Logger, "log" | "warn" | "error">;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private rerun = false;
  private started = false;

  constructor(options: OutboxOptions) {
    this.plans = options.plans;
    this.mailer = options.mailer;
    this.webhooks = options.webhooks ?? null;
    this.channels = new Set<OutboxChannel>([...(this.mailer ? ["mail" as const] : []), ...(this.webhooks ? ["webhook" as const] : [])]);
    this.pollIntervalMs = options.pollIntervalMs ?? 15_000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.health = options.health ?? null;
    this.log = options.log ?? logger;
  }

  async start(): Promise<void> {
    this.started = true;
    let waiting = 0;
    for (const plan of this.plans) waiting += await (plan.countQueued ? plan.countQueued() : plan.table.countQueued());
    if (!this.mailer) {
      this.log.warn(
        `SMTP_URL is not set: leads and bookings are stored and their emails wait in the outbox (${waiting} waiting now). ` +
          "Read them with: npm run leads -- list (or -- bookings)",
      );
      if (this.channels.size === 0) return;
    }
    if (waiting > 0) this.log.log(`Outbox: ${waiting} email(s) waiting, sending now`);
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Called right after an email is committed to a queue (`what` names it for the log). Never throws
   * and never makes the caller wait.
   */
  queued(what: string): void {
    if (!this.mailer) this.log.warn(`${what} stored; not mailed because SMTP_URL is not set`);
    this.kick();
  }

  /** Runs a delivery pass now, or right after the one in progress. */
  kick(): void {
    if (!this.started || this.channels.size === 0) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.drain()
      .catch((error) => this.log.error(`Outbox pass failed (will retry): ${describe(error)}`))
      .finally(() => {
        this.running = null;
        if (this.rerun && this.started) {
          this.rerun = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for the send in progress, so a shutdown does not cut an email in half. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.running) await this.running;
    this.mailer?.close();
  }

  /** Resolves when no delivery pass is running (tests and the shutdown path). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.started) {
      this.rerun = false;
      let claimedAny = false;
      for (const plan of this.plans) {
        const items = await this.claim(plan);
        claimedAny ||= items.length > 0;
        for (const [index, item] of items.entries()) {
          if (!this.started) {
            // Stopping: hand the untouched rest back so a restart sends them at once, not after the lease.
            await plan.table.release(items.slice(index).map((unsent) => unsent.id));
            return;
          }
          await this.deliver(plan, item);
        }
      }
      if (!claimedAny) return;
    }
  }

  /** Due rows of the plan's channels this worker can deliver now (none when it has none of them). */
  private async claim(plan: AnyPlan): Promise<Claimed[]> {
    if (!(plan.channels ?? ["mail"]).some((channel) => this.channels.has(channel))) return [];
    const only = plan.claimOnly?.(this.channels);
    const rows = await plan.table.claimDue({ limit: this.batchSize, leaseMs: this.leaseMs, ...(only ? { only } : {}) });
    if (plan.sendOrder) rows.sort((a, b) => plan.sendOrder!(a, b));
    return rows.map((row) => ({ ...plan.describe(row), id: row.id, attempts: Number(row.attempts), row }));
  }

  /** One job line per delivery attempt: what, how it ended, how long it took (a send can hang for a minute). */
  private jobFields(item: Claimed, outcome: "sent" | "retry" | "failed" | "skipped", started: number) {
    return { job: "outbox", item: item.id, outcome, attempts: item.attempts, durationMs: Math.round(performance.now() - started) };
  }

  private async deliver(plan: AnyPlan, item: Claimed): Promise<void> {
    const started = performance.now();
    let channel: OutboxChannel | null = null;
    try {
      const composed = await plan.compose(item.row);
      if ("nothingToSend" in composed) {
        if (!plan.markSkipped) throw new Error("this kind of message cannot be skipped");
        await plan.markSkipped(item.id, composed.nothingToSend);
        this.log.log(`${item.label} not needed: ${composed.nothingToSend}`, this.jobFields(item, "skipped", started));
        return;
      }
      if ("webhook" in composed) {
        if (!this.webhooks) throw new Error("no webhook sender (LEAD_WEBHOOK_URL is not set)");
        channel = "webhook";
        await this.webhooks.post(composed.webhook);
      } else {
        if (!this.mailer) throw new Error("SMTP_URL is not set");
        channel = "mail";
        await this.mailer.send(composed);
      }
    } catch (error) {
      await this.recordFailure(plan, item, describe(error), started);
      // Only a send that failed says the channel is failing (not an item that could not be composed).
      if (channel) await this.recordHealth(channel, describe(error));
      return;
    }
    await (plan.markSent ? plan.markSent(item.id) : plan.table.markSent(item.id));
    await this.recordHealth(channel!, null);
    this.log.log(`${item.label} sent to ${item.recipient}`, this.jobFields(item, "sent", started));
  }

  /** The channel's health (shared by instances); its own failure is logged, never in the way of delivery. */
  private async recordHealth(channel: OutboxChannel, error: string | null): Promise<void> {
    if (!this.health) return;
    try {
      if (error === null) {
        await this.health.delivered(channel);
        return;
      }
      await this.health.failed(channel, error);
      if (channel === "mail" && this.webhooks && (await this.health.raiseMailAlarm())) {
        this.log.error("Email delivery has been failing for 15 minutes: the owner is alarmed through the webhook", { job: "outbox", outcome: "alarm" });
        this.rerun = true;
      }
    } catch (healthError) {
      this.log.error(`Could not record the outbox's health: ${describe(healthError)}`);
    }
  }

  private async recordFailure(plan: AnyPlan, item: Claimed, error: string, started: number): Promise<void> {
    if (item.attempts >= this.backoff.maxAttempts) {
      await (plan.markFailed ? plan.markFailed(item.id, error) : plan.table.markFailed(item.id, error));
      this.log.error(item.notDelivered(error), this.jobFields(item, "failed", started));
      return;
    }
    const delay = retryDelayMs(item.attempts, this.backoff);
    await plan.table.markRetry(item.id, new Date(Date.now() + delay), error);
    this.log.warn(`${item.label} not sent (attempt ${item.attempts}): ${error}; retrying in ${Math.round(delay / 1000)} s`, this.jobFields(item, "retry", started));
  }
}
