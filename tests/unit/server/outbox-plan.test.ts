import { describe, expect, it } from "vitest";
import type { Selectable } from "kysely";
import type { OutboxColumns } from "../../../server/db/schema";
import type { MailMessage } from "../../../server/mail/message";
import type { Mailer } from "../../../server/outbox/mail-sender";
import type { OutboxPlan } from "../../../server/outbox/plan";
import type { ClaimOptions, OutboxTable } from "../../../server/outbox/table";
import { DEFAULT_BACKOFF, OutboxWorker } from "../../../server/outbox/worker";

type Row = Selectable<OutboxColumns> & { channel: "mail" | "webhook"; subject: string };

const row = (id: string, fields: Partial<Row> = {}): Row => ({
  id,
  created_at: "2026-11-27T10:00:00.000Z",
  status: "queued",
  attempts: 1,
  next_attempt_at: "2026-11-27T10:00:00.000Z",
  locked_until: null,
  last_error: null,
  sent_at: null,
  channel: "mail",
  subject: `Subject ${id}`,
  ...fields,
});

/** The state changes the worker makes on a plan's table, in order; the claim hands out `due` once. */
function fakeTable(due: Row[]) {
  const calls: string[] = [];
  const claims: ClaimOptions[] = [];
  let pending = due;
  const table = {
    async claimDue(options: ClaimOptions) {
      claims.push(options);
      const only = options.only;
      const taken = pending.filter((r) => !only || only.values.includes(r[only.column as keyof Row] as string));
      pending = pending.filter((r) => !taken.includes(r));
      return taken;
    },
    release: async (ids: string[]) => void calls.push(`release ${ids.join(",")}`),
    markSent: async (id: string) => void calls.push(`sent ${id}`),
    markRetry: async (id: string, _at: Date, error: string) => void calls.push(`retry ${id}: ${error}`),
    markFailed: async (id: string, error: string) => void calls.push(`failed ${id}: ${error}`),
    countQueued: async () => pending.length,
  };
  return { table: table as unknown as OutboxTable<Row>, calls, claims };
}

function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message), close: () => {} };
  return { mailer, sent };
}

const quiet = { log: () => {}, warn: () => {}, error: () => {} };

const mailOf = (r: Row): MailMessage => ({ from: "site@example.com", to: "owner@example.com", subject: r.subject, text: "", html: "", headers: {} });

const words = (r: Row) => ({ label: `Row ${r.id}`, recipient: "owner@example.com", notDelivered: (error: string) => `NOT DELIVERED ${r.id}: ${error}` });

async function runOnce(plans: OutboxPlan<Row>[], mailer: Mailer | null, options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  const worker = new OutboxWorker({ plans, mailer, log: quiet, ...options });
  await worker.start();
  await worker.idle();
  await worker.stop();
}

describe("the outbox worker driving a plan over its table", () => {
  it("sends what the plan composes, in the plan's order, and marks each row sent through the table", async () => {
    const { table, calls } = fakeTable([row("b", { created_at: "2026-11-27T11:00:00.000Z" }), row("a")]);
    const { mailer, sent } = recordingMailer();
    await runOnce([{ table, describe: words, compose: mailOf, sendOrder: (x, y) => String(x.created_at).localeCompare(String(y.created_at)) }], mailer);
    expect(sent.map((message) => message.subject)).toEqual(["Subject a", "Subject b"]);
    expect(calls).toEqual(["sent a", "sent b"]);
  });

  it("marks a row the plan no longer needs skipped with its reason, and sends nothing", async () => {
    const { table, calls } = fakeTable([row("a")]);
    const { mailer, sent } = recordingMailer();
    const skipped: string[] = [];
    await runOnce([{ table, describe: words, compose: () => ({ nothingToSend: "Answered meanwhile" }), markSkipped: async (id, reason) => void skipped.push(`${id}: ${reason}`) }], mailer);
    expect(sent).toEqual([]);
    expect(skipped).toEqual(["a: Answered meanwhile"]);
    expect(calls).toEqual([]);
  });

  it("uses the plan's own sent and failed marks instead of the table's", async () => {
    const { table, calls } = fakeTable([row("ok"), row("broken", { attempts: DEFAULT_BACKOFF.maxAttempts })]);
    const { mailer } = recordingMailer();
    const own: string[] = [];
    await runOnce(
      [
        {
          table,
          describe: words,
          compose: (r) => {
            if (r.id === "broken") throw new Error("no token");
            return mailOf(r);
          },
          markSent: async (id) => void own.push(`sent ${id}, token forgotten`),
          markFailed: async (id, error) => void own.push(`failed ${id}: ${error}, token forgotten`),
        },
      ],
      mailer,
    );
    expect(own).toEqual(["sent ok, token forgotten", "failed broken: no token, token forgotten"]);
    expect(calls).toEqual([]);
  });

  it("retries a failed send through the table with the shared backoff", async () => {
    const { table, calls } = fakeTable([row("a")]);
    const mailer: Mailer = { send: async () => Promise.reject(new Error("SMTP down")), close: () => {} };
    await runOnce([{ table, describe: words, compose: mailOf }], mailer);
    expect(calls).toEqual(["retry a: SMTP down"]);
  });

  it("claims only the rows of the channels it has (claimOnly), and never a plan none of whose channels it has", async () => {
    const mixed = fakeTable([row("m"), row("w", { channel: "webhook" })]);
    const webhookOnly = fakeTable([row("x", { channel: "webhook" })]);
    const { mailer, sent } = recordingMailer();
    await runOnce(
      [
        { table: mixed.table, channels: ["mail", "webhook"], claimOnly: (channels) => ({ column: "channel", values: [...channels] }), describe: words, compose: mailOf },
        { table: webhookOnly.table, channels: ["webhook"], describe: words, compose: mailOf },
      ],
      mailer,
    );
    expect(mixed.claims[0]?.only).toEqual({ column: "channel", values: ["mail"] });
    expect(sent.map((message) => message.subject)).toEqual(["Subject m"]);
    expect(webhookOnly.claims).toEqual([]);
  });
});
