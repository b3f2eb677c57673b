import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { waitFor } from "./support/outbox-suite";
import { SmtpCapture, type ReceivedMail } from "./support/smtp";

/**
 * Every mail header built from what a visitor typed (a lead's Subject and Reply-To; a booking's
 * Subject, Reply-To and To), sent through the real outbox and nodemailer to a real SMTP server on
 * loopback, and read back byte for byte: a visitor's text stays text. An RFC 2047 encoded word typed
 * into a field (`=?utf-8?q?a=0D=0ABcc:…?=`) must not reach the header as an encoded word a mail client
 * would decode into a line break; quotes, commas and angle brackets must not add an address.
 */

/** Encoded words that decode to CR LF and a Bcc line (Q and B encodings, lower and upper case). */
const ENCODED_CRLF_Q = "=?utf-8?q?a=0D=0ABcc:v@example.com?=";
const ENCODED_CRLF_B = `=?UTF-8?B?${Buffer.from("a\r\nBcc: v@example.com").toString("base64")}?=`;
/** A display name that tries to close its quotes and add a second address. */
const QUOTE_BREAKOUT = `Eve" <attacker@evil.example>, "Bob`;
const NAMES = [ENCODED_CRLF_Q, ENCODED_CRLF_B, QUOTE_BREAKOUT, `Zoë <b>Bold</b>, "Co"; Ltd`];

/** Header lines as sent (unfolded, not decoded). */
function rawHeaders(raw: string): [string, string][] {
  const block = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return block.split("\r\n").map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
}

/** One address whose display name is a single quoted string or encoded words, nothing else. */
const SINGLE_MAILBOX = /^("(?:[^"\\]|\\.)*"|=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=(?: =\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)*|[\w ]+) <([^<>\s]+)>$/;

/** What every mail must hold whatever the visitor typed: one line per header, no added header or recipient. */
function expectSafeHeaders(mail: ReceivedMail, recipients: string[]) {
  expect(mail.envelopeTo).toEqual(recipients);
  const headers = rawHeaders(mail.raw);
  const names = headers.map(([name]) => name);
  expect(names).not.toContain("bcc");
  expect(names).not.toContain("cc");
  for (const name of ["subject", "reply-to", "to", "from"]) expect(names.filter((n) => n === name).length, name).toBeLessThanOrEqual(1);
  // Decoded once, as a mail client does, no header holds a line break.
  for (const [name] of headers) expect(mail.headers.get(name) ?? "", name).not.toMatch(/[\r\n]/);
}

function expectMailbox(mail: ReceivedMail, header: "reply-to" | "to", address: string, name: string) {
  const raw = rawHeaders(mail.raw).find(([n]) => n === header)?.[1] ?? "";
  // A name that looks like an encoded word is left out: the address stands alone (server/mail/display-name.ts).
  if (name.includes("=?")) return expect(raw).toBe(address);
  expect(raw, `${header}: ${raw}`).toMatch(SINGLE_MAILBOX);
  const [, display, mailbox] = SINGLE_MAILBOX.exec(raw)!;
  expect(mailbox).toBe(address);
  // The display name reads back exactly as typed: a quoted string unescaped, or encoded words decoded.
  const shown = display!.startsWith('"') ? display!.slice(1, -1).replace(/\\(.)/g, "$1") : mail.headers.get(header)!.replace(/ <[^<>]*>$/, "");
  expect(shown).toBe(name);
}

describe("mail headers built from visitor input, through a real SMTP server", () => {
  const smtp = new SmtpCapture();
  let dataDir = "";
  let backend: Backend | undefined;

  beforeAll(async () => {
    await smtp.start(0);
  });
  afterAll(async () => {
    await smtp.stop();
  });
  afterEach(async () => {
    await backend?.stop();
    backend = undefined;
    smtp.mails.length = 0;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(options: { autoReply?: boolean } = {}): Promise<Backend> {
    dataDir = mkdtempSync(join(tmpdir(), "mws-mail-headers-"));
    backend = await startBackend(
      { dataDir, databaseUrl: undefined, smtpUrl: smtp.url, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, siteUrl: "https://www.agency.example", autoReply: options.autoReply },
      { pollIntervalMs: 50, leaseMs: 30_000, backoff: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 }, log: { log() {}, warn() {}, error() {} } },
    );
    return backend;
  }

  it("a lead: its Subject keeps a typed encoded word as literal text, its Reply-To is the one visitor", async () => {
    const b = await start();
    const subjects = [ENCODED_CRLF_Q, ENCODED_CRLF_B, `Hi =?utf-8?q?x?= there`, `"Quote" <b>, Bcc: v@example.com`];
    const sent: { name: string; subject: string; email: string }[] = [];
    for (const [index, name] of NAMES.entries()) {
      const lead = { name, email: `visitor${index}@example.com`, subject: subjects[index]!, message: "Hello" };
      const result = await b.service.submit({ kind: "full", ...lead }, { clientAddress: "127.0.0.1", rules: "api" });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      sent.push(lead);
    }
    await waitFor(() => smtp.mails.length === sent.length, 15_000, "every lead mail");
    for (const lead of sent) {
      const mail = smtp.mails.find((m) => m.headers.get("reply-to")?.includes(lead.email));
      expect(mail, lead.email).toBeDefined();
      expectSafeHeaders(mail!, ["leads@agency.example"]);
      // The Subject a mail client shows is exactly what the visitor typed, encoded words included.
      expect(mail!.subject).toBe(`Contact message: ${lead.name} (${lead.subject})`);
      expectMailbox(mail!, "reply-to", lead.email, lead.name);
      expect(rawHeaders(mail!.raw).find(([n]) => n === "from")?.[1]).toBe("site@agency.example");
    }
  });

  it("a booking: the agency's Subject and Reply-To and the visitor's To, on booking and on cancelling", async () => {
    const b = await start();
    const slots = await b.booking.freeSlots();
    const booked: { name: string; email: string; token: string }[] = [];
    for (const [index, name] of NAMES.entries()) {
      const email = `booker${index}@example.com`;
      const result = await b.booking.book({ slot: slots[index]!.start, name, email, topic: ENCODED_CRLF_Q }, { clientAddress: "127.0.0.1" });
      if (!result.ok) throw new Error(JSON.stringify(result));
      booked.push({ name, email, token: result.cancelToken });
    }
    await waitFor(() => smtp.mails.length === 2 * booked.length, 15_000, "every invitation");
    for (const booking of booked) expect((await b.booking.cancel(booking.token)).ok).toBe(true);
    await waitFor(() => smtp.mails.length === 4 * booked.length, 15_000, "every cancellation");

    for (const { name, email } of booked) {
      const toAgency = smtp.mails.filter((m) => m.envelopeTo.includes("leads@agency.example") && m.headers.get("reply-to")?.includes(email));
      const toVisitor = smtp.mails.filter((m) => m.envelopeTo.includes(email));
      expect(toAgency.map((m) => m.headers.get("x-booking-mail")).sort()).toEqual(["agency_cancel", "agency_request"]);
      expect(toVisitor.map((m) => m.headers.get("x-booking-mail")).sort()).toEqual(["visitor_cancel", "visitor_confirmation"]);
      for (const mail of toAgency) {
        expectSafeHeaders(mail, ["leads@agency.example"]);
        expect(mail.subject).toMatch(new RegExp(`^Consultation (booked|cancelled): ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `));
        expectMailbox(mail, "reply-to", email, name);
      }
      for (const mail of toVisitor) {
        expectSafeHeaders(mail, [email]);
        expectMailbox(mail, "to", email, name);
      }
    }
  });

  it("a receipt and an overdue alarm: fixed Subjects, the visitor's To and Reply-To as one mailbox", async () => {
    const b = await start({ autoReply: true });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    const sent: { name: string; email: string }[] = [];
    for (const [index, name] of NAMES.entries()) {
      const email = `receipt${index}@example.com`;
      // A quick-form lead from 25 hours ago: its receipt goes out now, and so does its overdue alarm.
      await b.store.insert({ kind: "quick", name, email, message: `${ENCODED_CRLF_Q}\r\nBcc: v@example.com`, spam: false }, dayAgo);
      sent.push({ name, email });
    }
    b.worker.kick();
    const kind = (mail: ReceivedMail) => mail.headers.get("x-alert-kind");
    await waitFor(() => smtp.mails.filter((m) => kind(m) === "receipt").length === sent.length && smtp.mails.filter((m) => kind(m) === "escalation").length === sent.length, 15_000, "every receipt and alarm");
    for (const { name, email } of sent) {
      const receipt = smtp.mails.find((m) => kind(m) === "receipt" && m.envelopeTo.includes(email))!;
      expectSafeHeaders(receipt, [email]);
      expect(receipt.subject).toBe("We received your message - Macomb Web Studio");
      expectMailbox(receipt, "to", email, name);
      const alarm = smtp.mails.find((m) => kind(m) === "escalation" && m.headers.get("reply-to")?.includes(email))!;
      expectSafeHeaders(alarm, ["leads@agency.example"]);
      expect(alarm.subject).toBe("Overdue lead: no reply within 24 hours - Macomb Web Studio");
      expectMailbox(alarm, "reply-to", email, name);
    }
  });
});
