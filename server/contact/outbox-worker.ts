import type { Lead, LeadStore } from "./lead-store";
import { composeLeadMail } from "./lead-mail";
import type { Mailer } from "./mailer";

export interface BackoffPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** Longest single wait between two attempts. */
  maxDelayMs: number;
  /** After this many failed attempts the lead is marked failed (and logged loudly). */
  maxAttempts: number;
}

/**
 * 30 s, 1 min, 2 min … doubling up to 2 h between attempts; 20 attempts span about 24 hours
 * (127.5 min for the first nine waits, then eleven waits of 2 h) before a lead is given up.
 */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 30_000, maxDelayMs: 2 * 60 * 60_000, maxAttempts: 20 };

/** Wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number, policy: BackoffPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export interface OutboxOptions {
  store: LeadStore;
  /** `null` when `SMTP_URL` is unset: leads wait, and are logged, until a restart with SMTP. */
  mailer: Mailer | null;
  from: string;
  to: string;
  /** How often queued leads are looked for even without a kick (retries, other instances' leads). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed lead belongs to this worker; longer than any send can take. */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  log?: Pick<Console, "log" | "warn" | "error">;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers queued leads by email. Runs inside the web server: a new lead kicks it right away (the
 * request has already been answered), and a timer polls for retries. Delivery is at least once:
 * a lead is marked sent only after the SMTP server accepted it, so a crash in between re-sends it.
 */
export class OutboxWorker {
  private readonly store: LeadStore;
  private readonly mailer: Mailer | null;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly log: Pick<Console, "log" | "warn" | "error">;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private rerun = false;
  private started = false;

  constructor(private readonly options: OutboxOptions) {
    this.store = options.store;
    this.mailer = options.mailer;
    this.pollIntervalMs = options.pollIntervalMs ?? 15_000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.log = options.log ?? console;
  }

  async start(): Promise<void> {
    this.started = true;
    const waiting = await this.store.countQueued();
    if (!this.mailer) {
      this.log.warn(
        `SMTP_URL is not set: leads are stored and wait in the outbox (${waiting} waiting now). Read them with: npm run leads -- list`,
      );
      return;
    }
    if (waiting > 0) this.log.log(`Outbox: ${waiting} lead(s) waiting, sending now`);
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Called right after a lead is committed. Never throws and never makes the caller wait. */
  leadQueued(lead: Lead): void {
    if (!this.mailer) {
      this.log.warn(`Lead ${lead.id} (${lead.kind}, ${lead.email}) stored; not mailed because SMTP_URL is not set`);
      return;
    }
    this.kick();
  }

  /** Runs a delivery pass now, or right after the one in progress. */
  kick(): void {
    if (!this.started || !this.mailer) return;
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

  /** Stops polling and waits for the send in progress, so a shutdown does not cut a lead in half. */
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
      const leads = await this.store.claimDue({ limit: this.batchSize, leaseMs: this.leaseMs });
      if (leads.length === 0) return;
      for (const [index, lead] of leads.entries()) {
        if (!this.started) {
          // Stopping: hand the untouched rest back so a restart sends them at once, not after the lease.
          await this.store.release(leads.slice(index).map((unsent) => unsent.id));
          return;
        }
        await this.deliver(lead);
      }
    }
  }

  private async deliver(lead: Lead): Promise<void> {
    try {
      await this.mailer!.send(composeLeadMail(lead, { from: this.options.from, to: this.options.to }));
    } catch (error) {
      await this.recordFailure(lead, describe(error));
      return;
    }
    await this.store.markSent(lead.id);
    this.log.log(`Lead ${lead.id} sent to ${this.options.to}`);
  }

  private async recordFailure(lead: Lead, error: string): Promise<void> {
    if (lead.attempts >= this.backoff.maxAttempts) {
      await this.store.markFailed(lead.id, error);
      this.log.error(
        `LEAD NOT DELIVERED: lead ${lead.id} from ${lead.email} failed ${lead.attempts} times and is marked failed. ` +
          `Last error: ${error}. It is still in the database: npm run leads -- list --status failed; ` +
          `requeue it with: npm run leads -- requeue ${lead.id}`,
      );
      return;
    }
    const delay = retryDelayMs(lead.attempts, this.backoff);
    await this.store.markRetry(lead.id, new Date(Date.now() + delay), error);
    this.log.warn(`Lead ${lead.id} not sent (attempt ${lead.attempts}): ${error}; retrying in ${Math.round(delay / 1000)} s`);
  }
}
