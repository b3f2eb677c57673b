import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { QUICK_MESSAGE, QUICK_NAME } from "@domain/lead/fields";
import { waitFor } from "./support/outbox-suite";
import { rawHeaderLines, readWithPython } from "./support/mail-readers";
import { SmtpCapture, type ReceivedMail } from "./support/smtp";

/**
 * A quick request (the home page's email-only form) through the real backend and a real SMTP server
 * on loopback: the form posts a fixed label as `name` and a fixed text as `message` (SPEC §3), and
 * neither the visitor's receipt nor the agency's mail presents them as the visitor's name or words.
 */
describe("a quick request's mails, read back from an SMTP server", () => {
  const smtp = new SmtpCapture();
  let dataDir = "";
  let backend: Backend | undefined;

  beforeAll(async () => {
    await smtp.start(0);
    dataDir = mkdtempSync(join(tmpdir(), "mws-quick-mail-"));
    backend = await startBackend(
      { dataDir, databaseUrl: undefined, smtpUrl: smtp.url, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, siteUrl: "https://www.agency.example", autoReply: true },
      { pollIntervalMs: 50, leaseMs: 30_000, backoff: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 }, log: { log() {}, warn() {}, error() {} } },
    );
  });
  afterAll(async () => {
    await backend?.stop();
    await smtp.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("names the visitor by their address and quotes no message they did not write", async () => {
    const email = "owner@shop.example";
    // Exactly what the quick form posts (app/components/forms/QuickConsultForm.tsx).
    const result = await backend!.service.submit({ kind: "quick", name: QUICK_NAME, email, message: QUICK_MESSAGE }, { clientAddress: "127.0.0.1", rules: "form" });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    await waitFor(() => smtp.mails.length === 2, 15_000, "the agency's mail and the receipt");

    const receipt = smtp.mails.find((mail) => mail.headers.get("x-alert-kind") === "receipt")!;
    const agency = smtp.mails.find((mail) => mail.headers.get("x-lead-kind") === "quick")!;
    expect(receipt.envelopeTo).toEqual([email]);
    expect(agency.envelopeTo).toEqual(["leads@agency.example"]);

    const [receiptRead, agencyRead] = readWithPython([receipt.raw, agency.raw]);
    const everything = (mail: ReceivedMail) => [mail.subject, mail.text, mail.html, ...rawHeaderLines(mail.raw).map(({ value }) => value)];
    for (const mail of [receipt, agency]) {
      for (const part of everything(mail)) {
        expect(part).not.toContain(QUICK_NAME);
        expect(part).not.toContain(QUICK_MESSAGE);
      }
    }

    // The receipt: a plain greeting, no quoted message, To without a display name.
    expect(receipt.text).toMatch(/^Hello,\r?\n/);
    expect(receipt.text).not.toContain("Your message:");
    expect(receipt.text).toContain("We'll be in touch within 24 hours.");
    expect(receiptRead!.addresses.to).toEqual([{ name: "", address: email }]);

    // The agency's mail: the subject names the address, Reply-To is the bare address, the body says there is no message.
    expect(agency.subject).toBe(`Quick consultation form: ${email}`);
    expect(agencyRead!.addresses["reply-to"]).toEqual([{ name: "", address: email }]);
    expect(agency.text).toContain("No message: the quick form asks only for an email address.");
    expect(agency.text).not.toMatch(/^Name:/m);
  });
});
