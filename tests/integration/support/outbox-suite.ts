import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterEach, expect, it } from "vitest";
import { retentionCutoff, type Backend, type BackendConfig } from "../../../server/backend";
import { backendHarness } from "./backend-harness";

export interface StorageTarget {
  /** Where a backend finds the database: a fresh SQLite folder or the test PostgreSQL. */
  config(): Pick<BackendConfig, "dataDir" | "databaseUrl">;
  /** Environment for a separate process to reach the same database. */
  env(): Record<string, string>;
  /** Empties the database between tests. */
  reset(): Promise<void>;
}

export async function waitFor<T>(probe: () => Promise<T> | T, timeoutMs = 15_000, label = "condition"): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}


const validLead = (n: number) => ({
  kind: "full",
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  subject: `Project ${n}`,
  message: `Message number ${n}`,
});

/**
 * The storage and outbox behaviour every database must have. Runs once per database (SQLite,
 * PostgreSQL) from the test files beside this one.
 */
export function defineOutboxSuite(target: StorageTarget): void {
  const { smtp, logs, backend, backends } = backendHarness(target);
  const children: ChildProcess[] = [];

  const submit = async (b: Backend, raw: Record<string, unknown>, page = "/contact") => {
    const result = await b.service.submit(raw, { clientAddress: "127.0.0.1", page, rules: "form" });
    if (!result.ok) throw new Error(`submit failed: ${JSON.stringify(result)}`);
    return result.id;
  };

  // Runs before the harness stops the backends: a child process sharing the database goes first.
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await once(child, "exit");
      }
    }
  });

  it("stores a lead with every column, queued for the outbox", async () => {
    const b = await backend({ smtp: false });
    const id = await submit(b, { kind: "location", location: "fraser", name: "Lee Park", email: "lee@example.com", phone: "586-555-0100", message: "Hi" }, "/locations/fraser");
    const lead = await b.store.get(id);
    expect(lead).toMatchObject({
      id,
      kind: "location",
      name: "Lee Park",
      email: "lee@example.com",
      phone: "586-555-0100",
      subject: null,
      message: "Hi",
      location: "fraser",
      page: "/locations/fraser",
      spam: false,
      status: "queued",
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(Date.now() - Date.parse(lead!.createdAt)).toBeLessThan(60_000);
    expect(lead!.nextAttemptAt).toBe(lead!.createdAt);
    // Without SMTP the lead is logged and waits.
    expect(logs.some((line) => line.includes(id) && line.includes("SMTP_URL is not set"))).toBe(true);
  });

  it("deletes delivered leads older than the retention period, never one still queued", async () => {
    const b = await backend({ smtp: false });
    const longAgo = retentionCutoff(new Date(Date.now() - 60_000));
    const base = { kind: "full" as const, name: "Old Lead", email: "old@example.com", subject: "Hi", message: "Hello", spam: false };
    const oldSent = await b.store.insert(base, longAgo);
    await b.store.markSent(oldSent.id);
    const oldQueued = await b.store.insert(base, longAgo);
    const recent = await b.store.insert({ ...base, name: "New Lead" });
    await b.store.markSent(recent.id);

    expect(await b.store.purgeCreatedBefore(retentionCutoff(new Date()))).toBe(1);
    expect(await b.store.get(oldSent.id)).toBeUndefined();
    expect(await b.store.get(oldQueued.id)).toBeDefined();
    expect(await b.store.get(recent.id)).toBeDefined();
  });

  it("delivers a lead over SMTP with the right fields and escaped HTML", async () => {
    const b = await backend();
    const id = await submit(b, {
      kind: "full",
      name: `Zoë <b>Bold</b> & "Co"`,
      email: "zoe@example.com",
      phone: "+1 (586) 555-0199",
      subject: "Need a <script>site</script>",
      message: "Line one <img src=x onerror=alert(1)>\nLine two",
    });
    const mail = await waitFor(() => smtp.mails[0], 15_000, "the lead email");
    expect(mail.envelopeFrom).toBe("site@agency.example");
    expect(mail.envelopeTo).toEqual(["leads@agency.example"]);
    expect(mail.headers.get("x-lead-id")).toBe(id);
    expect(mail.headers.get("reply-to")).toContain("<zoe@example.com>");
    expect(mail.subject).toBe(`Full contact form: Zoë <b>Bold</b> & "Co" (Need a <script>site</script>)`);
    expect(mail.text).toContain("Phone: +1 (586) 555-0199");
    expect(mail.text).toContain("Line one <img src=x onerror=alert(1)>\nLine two");
    expect(mail.html).toContain("Zoë &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;");
    expect(mail.html).toContain("Need a &lt;script&gt;site&lt;/script&gt;");
    expect(mail.html).toContain("Line one &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    const lead = await waitFor(async () => ((await b.store.get(id))?.status === "sent" ? b.store.get(id) : undefined));
    expect(lead).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(lead.sentAt).not.toBeNull();
  });

  it("keeps a honeypot lead as spam and never mails it", async () => {
    const b = await backend();
    const spam = await submit(b, { ...validLead(1), company_website: "https://spam.example" });
    const real = await submit(b, validLead(2));
    await waitFor(() => smtp.mails.length === 1, 15_000, "the real lead's email");
    await b.worker.idle();
    expect(smtp.leadIds()).toEqual([real]);
    expect(await b.store.get(spam)).toMatchObject({ spam: true, status: "skipped", attempts: 0 });
    expect((await b.store.list()).map((lead) => lead.id)).toEqual([real]);
    expect((await b.store.list({ includeSpam: true })).map((lead) => lead.id).sort()).toEqual([spam, real].sort());
  });

  it("keeps a lead queued while SMTP is down and delivers it when SMTP comes back", async () => {
    const port = smtp.port;
    await smtp.stop();
    const b = await backend();
    const id = await submit(b, validLead(3));
    const failed = await waitFor(async () => {
      const lead = await b.store.get(id);
      return lead && lead.attempts >= 2 ? lead : undefined;
    }, 15_000, "failed attempts");
    expect(failed.status).toBe("queued");
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.mails).toHaveLength(0);

    await smtp.start(port);
    await waitFor(async () => (await b.store.get(id))?.status === "sent", 15_000, "delivery after the outage");
    expect(smtp.leadIds()).toEqual([id]);
  });

  it("keeps leads queued without SMTP_URL and sends them once a server starts with it", async () => {
    const withoutMail = await backend({ smtp: false });
    const ids = [await submit(withoutMail, validLead(4)), await submit(withoutMail, validLead(5))];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(0);
    expect(await withoutMail.store.countQueued()).toBe(2);
    await withoutMail.stop();
    backends.splice(backends.indexOf(withoutMail), 1);

    await backend();
    await waitFor(() => smtp.mails.length === 2, 15_000, "both queued leads");
    expect(smtp.leadIds().sort()).toEqual(ids.sort());
  });

  it("gives up after the last retry, marks the lead failed and logs it loudly; requeue sends it", async () => {
    const port = smtp.port;
    await smtp.stop();
    const b = await backend({ tuning: { backoff: { baseDelayMs: 20, maxDelayMs: 20, maxAttempts: 3 } } });
    const id = await submit(b, validLead(6));
    await waitFor(async () => (await b.store.get(id))?.status === "failed", 15_000, "the lead to be marked failed");
    expect(await b.store.get(id)).toMatchObject({ attempts: 3, nextAttemptAt: null });
    expect(logs.some((line) => line.startsWith("ERROR LEAD NOT DELIVERED") && line.includes(id))).toBe(true);

    await smtp.start(port);
    expect(await b.store.requeue("failed")).toBe(1);
    b.worker.kick();
    await waitFor(async () => (await b.store.get(id))?.status === "sent", 15_000, "the requeued lead");
    expect(smtp.leadIds()).toEqual([id]);
  });

  it("two workers on one database send each lead exactly once", async () => {
    const inserter = await backend({ smtp: false });
    const ids: string[] = [];
    for (let n = 0; n < 24; n++) ids.push((await inserter.store.insert({ ...validLead(n), kind: "full", spam: false })).id);
    smtp.delayMs = 20;
    const [first, second] = await Promise.all([
      backend({ name: "one", tuning: { batchSize: 2 } }),
      backend({ name: "two", tuning: { batchSize: 2 } }),
    ]);
    await waitFor(async () => (await first!.store.countQueued()) === 0, 30_000, "the queue to drain");
    await Promise.all([first!.worker.idle(), second!.worker.idle()]);
    expect(smtp.mails).toHaveLength(24);
    expect(new Set(smtp.leadIds())).toEqual(new Set(ids));
    // Both workers took part (otherwise this would not test anything about concurrency).
    const sentBy = (name: string) => logs.filter((line) => line.startsWith(`[${name}] Lead`) && line.includes("sent to")).length;
    expect(sentBy("one")).toBeGreaterThan(0);
    expect(sentBy("two")).toBeGreaterThan(0);
    expect(sentBy("one") + sentBy("two")).toBe(24);
  });

  it(
    "a process killed mid-queue loses nothing: the next start delivers every lead at least once",
    async () => {
      const inserter = await backend({ smtp: false });
      const ids: string[] = [];
      for (let n = 0; n < 8; n++) ids.push((await inserter.store.insert({ ...validLead(n), kind: "full", spam: false })).id);
      smtp.delayMs = 400;

      const startProcess = async () => {
        const child = spawn(process.execPath, ["--import", "tsx", "tests/integration/fixtures/outbox-process.ts"], {
          env: { ...process.env, ...target.env(), SMTP_URL: smtp.url, LEASE_MS: "1500" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        children.push(child);
        let output = "";
        child.stdout!.on("data", (chunk) => (output += chunk));
        child.stderr!.on("data", (chunk) => (output += chunk));
        await waitFor(() => output.includes("outbox process ready") || child.exitCode !== null, 30_000, "the outbox process");
        if (child.exitCode !== null) throw new Error(`outbox process exited: ${output}`);
        return child;
      };

      const first = await startProcess();
      await waitFor(() => smtp.mails.length >= 2, 20_000, "the first deliveries");
      first.kill("SIGKILL");
      await waitFor(() => first.exitCode !== null || first.signalCode !== null, 10_000, "the first process to die");
      const deliveredBeforeCrash = smtp.mails.length;
      expect(deliveredBeforeCrash).toBeLessThan(ids.length);

      const second = await startProcess();
      await waitFor(async () => (await inserter.store.countQueued()) === 0, 30_000, "every lead to be sent");
      second.kill("SIGTERM");
      await waitFor(() => second.exitCode !== null || second.signalCode !== null, 20_000, "the second process to stop");

      const received = smtp.leadIds();
      for (const id of ids) expect(received).toContain(id);
      expect((await inserter.store.list()).every((lead) => lead.status === "sent")).toBe(true);
    },
    // Two process starts (TypeScript compiled on the fly) plus bounded waits; generous for loaded CI machines.
    180_000,
  );
}
