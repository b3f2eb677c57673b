import { afterEach, beforeEach, expect, it } from "vitest";
import { startBackend, type Backend, type OutboxTuning } from "../../../server/backend";
import { DeliveryHealthStore, MAIL_ALARM_AFTER_MS } from "../../../server/outbox/delivery-health";
import { waitFor, type StorageTarget } from "./outbox-suite";
import { WebhookReceiver } from "./webhook-receiver";

/** Port 1 on loopback: nothing listens, so every send fails at once (connection refused). */
const BROKEN_SMTP = "smtp://127.0.0.1:1";

const quiet = { log() {}, warn() {}, error() {} };

const lead = (n: number) => ({ kind: "full", name: `Visitor ${n}`, email: `visitor${n}@example.com`, subject: `Project ${n}`, message: `Message ${n}` });

/**
 * The outbox in plain sight, on every database: what waits and fails per kind, since when email fails,
 * a retry from the workspace, and the owner's alarm by webhook once per failing period.
 */
export function defineOutboxHealthSuite(target: StorageTarget): void {
  const receiver = new WebhookReceiver("health-secret");
  const backends: Backend[] = [];

  async function backend(options: { webhook?: boolean; tuning?: OutboxTuning } = {}): Promise<Backend> {
    const started = await startBackend(
      {
        ...target.config(),
        smtpUrl: BROKEN_SMTP,
        mailFrom: "site@agency.example",
        contactTo: "leads@agency.example",
        rateLimit: null,
        siteUrl: "https://agency.example",
        leadWebhook: options.webhook ? { url: receiver.url, secret: receiver.secret } : undefined,
      },
      { pollIntervalMs: 50, leaseMs: 30_000, backoff: { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 50 }, log: quiet, ...options.tuning },
    );
    backends.push(started);
    return started;
  }

  const submit = async (b: Backend, n: number) => {
    const result = await b.service.submit(lead(n), { clientAddress: "127.0.0.1", page: "/contact", rules: "form" });
    if (!result.ok) throw new Error("submit failed");
    return result.id;
  };

  beforeEach(async () => {
    await target.reset();
    receiver.hooks.length = 0;
    await receiver.start();
  });

  afterEach(async () => {
    for (const b of backends.splice(0)) await b.stop();
    await receiver.stop();
  });

  it("shows what waits for a retry, since when email fails and the last error; /healthz's part has counts only", async () => {
    const b = await backend();
    const id = await submit(b, 1);
    const state = await waitFor(async () => {
      const now = await b.outbox.state();
      return now.retrying === 1 ? now : null;
    }, 15_000, "the failed attempt");
    expect(state.kinds.find((kind) => kind.kind === "lead")).toMatchObject({ waiting: 0, retrying: 1, failed: 0 });
    expect(state.mailFailingSince).not.toBeNull();
    expect(state.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await b.outbox.mailFailingSince()).toBe(state.mailFailingSince);
    const troubled = await b.outbox.troubled();
    expect(troubled.map((message) => [message.kind, message.id, message.status])).toEqual([["lead", id, "queued"]]);
    const health = await b.outbox.health();
    expect(Object.keys(health).sort()).toEqual(["failed", "mailFailingSince", "oldestWaitingSince", "retrying", "waiting"]);
  });

  it("retries a failed message from the workspace: queued again, due now, with a fresh round of attempts", async () => {
    const b = await backend({ tuning: { backoff: { baseDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 1 } } });
    const id = await submit(b, 2);
    await waitFor(async () => (await b.store.get(id))?.status === "failed", 15_000, "the lead to fail");
    expect((await b.outbox.state()).failed).toBe(1);
    // Not a kind, not a message of that kind, not a sign-in link: nothing changes.
    expect(await b.outbox.retry("booking", id)).toBe("not-found");
    expect(await b.outbox.retry("nope", id)).toBe("not-found");
    expect(await b.outbox.retry("sign-in", id)).toBe("not-found");
    await b.worker.stop();
    expect(await b.outbox.retry("lead", id)).toBe("retried");
    const retried = await b.store.get(id);
    expect(retried).toMatchObject({ status: "queued", attempts: 0 });
    expect((await b.outbox.state()).kinds.find((kind) => kind.kind === "lead")).toMatchObject({ waiting: 1, failed: 0 });
    // A message waiting for its retry can be retried too: it is made due now.
    expect(await b.outbox.retry("lead", id)).toBe("retried");
  });

  it("alarms the owner once per failing period, after 15 minutes of failing email, race-safe", async () => {
    const b = await backend();
    const health = new DeliveryHealthStore(b.database.db, b.database.dialect);
    await b.worker.stop();
    const t0 = new Date("2026-11-27T12:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    await health.failed("mail", "refused", t0);
    await health.failed("mail", "refused again", at(60_000));
    expect((await health.current()).find((c) => c.channel === "mail")).toMatchObject({ failingSince: t0.toISOString(), lastError: "refused again" });
    expect(await health.raiseMailAlarm(at(MAIL_ALARM_AFTER_MS - 1000))).toBe(false);
    const race = await Promise.all([health.raiseMailAlarm(at(MAIL_ALARM_AFTER_MS)), health.raiseMailAlarm(at(MAIL_ALARM_AFTER_MS))]);
    expect(race.filter(Boolean)).toHaveLength(1);
    expect(await health.raiseMailAlarm(at(2 * MAIL_ALARM_AFTER_MS))).toBe(false);
    // Delivery works again, then fails again: a new period, a new alarm.
    await health.delivered("mail", at(40 * 60_000));
    expect((await health.current()).find((c) => c.channel === "mail")?.failingSince).toBeNull();
    await health.failed("mail", "down again", at(50 * 60_000));
    expect(await health.raiseMailAlarm(at(50 * 60_000 + MAIL_ALARM_AFTER_MS))).toBe(true);
    expect((await health.alarms.summary(at(2 * 60 * 60_000))).waiting).toBe(2);
  });

  it("sends the alarm through the webhook when email has failed for 15 minutes", async () => {
    const b = await backend({ webhook: true });
    // Email has been failing since 16 minutes ago (another instance saw it first).
    const since = new Date(Date.now() - 16 * 60_000);
    await new DeliveryHealthStore(b.database.db, b.database.dialect).failed("mail", "refused", since);
    await submit(b, 3);
    const alarm = await waitFor(() => receiver.payloads().find((payload) => payload.type === "outbox"), 15_000, "the alarm webhook");
    expect(alarm).toMatchObject({ event: "mail_failing", adminUrl: "https://agency.example/admin/outbox" });
    expect(String(alarm.text)).toMatch(/^Email delivery failing since \w+day, \w+ \d+ at \d+:\d\d (AM|PM) /);
    // More failures in the same period: no second alarm.
    await submit(b, 4);
    await waitFor(async () => (await b.outbox.state()).retrying >= 2, 15_000, "the second failure");
    await b.worker.idle();
    expect(receiver.payloads().filter((payload) => payload.type === "outbox")).toHaveLength(1);
  });
}
