import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBackend, type Backend } from "../../server/backend";
import { composeSignInLinkMail } from "../../server/accounts/mail";
import { composeBookingMail } from "../../server/booking/mail";
import { composeReminder } from "../../server/booking/reminders-mail";
import { registerContactRoutes } from "../../server/contact/http";
import type { Booking } from "../../server/booking/store";
import { createSmtpMailer } from "../../server/outbox/mail-sender";
import { oneLine } from "../../server/mail/message";
import { waitFor } from "./support/outbox-suite";
import { decodeLeniently, rawHeaderLines, readWithPython, type PythonReading } from "./support/mail-readers";
import { SmtpCapture, type ReceivedMail } from "./support/smtp";

/**
 * Every mail header built from what someone typed (a lead's Subject and Reply-To; a booking's Subject,
 * Reply-To and To; a receipt's and a reminder's To; a sign-in link's address), sent through nodemailer
 * to a real SMTP server on loopback and read back as mail clients read it: by Python's `email` package
 * and by a lenient decoder that decodes every encoded word anywhere (support/mail-readers.ts). Encoded
 * words typed into a field (`=?UTF-8?B?…?=` decoding to CR LF and a Bcc line) must stay text: no reader
 * finds a line break or another header, the SMTP server gets exactly the intended recipients, and the
 * decoded header still shows what was typed (server/mail/header-text.ts: a zero-width space between
 * `=` and `?`, invisible to the reader).
 */

const base64 = (text: string) => Buffer.from(text).toString("base64");
/** Encoded words that decode to CR LF and a Bcc line: the probe's, Q, another charset, glued to text, and one that decodes to another. */
const ENCODED = {
  probe: "=?UTF-8?B?YQ0KQmNjOiB2QGV2aWwudGVzdA==?=",
  q: "=?utf-8?q?a=0D=0ABcc:_v@evil.test?=",
  latin1: "=?ISO-8859-1?Q?a=0D=0ABcc=3A_v=40evil.test?=",
  glued: "x=?UTF-8?Q?=0D=0ABcc=3A_v=40evil.test?=y",
  nested: `=?UTF-8?B?${base64("=?UTF-8?Q?a=0D=0ABcc:_v@evil.test?=")}?=`,
};
/** A display name that tries to close its quotes and add a second address. */
const QUOTE_BREAKOUT = `Eve" <attacker@evil.test>, "Bob`;
const NAMES = [ENCODED.probe, ENCODED.q, ENCODED.latin1, ENCODED.glued, ENCODED.nested, QUOTE_BREAKOUT, `Zoë ${ENCODED.probe} <b>, "Co"; Ltd`];
const SUBJECTS = [ENCODED.probe, ENCODED.latin1, `Hi ${ENCODED.q} there`, ENCODED.nested, ENCODED.glued, `"Quote" <b>, Bcc: v@evil.test`, ENCODED.q];

/** What a reader shows: the zero-width spaces that keep `=?` from being an encoded word are invisible. */
const visible = (text: string) => text.replaceAll("\u200b", "");
const squeeze = (text: string) => text.replace(/\s+/g, "");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Expected {
  recipients: string[];
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  /** The Subject as the reader should show it, exactly or as a pattern. */
  subject: string | RegExp;
}

/** Whether the mail's Reply-To (as sent) names this address: how a lead's or alarm's mail is found. */
const repliesTo = (mail: ReceivedMail, address: string) => rawHeaderLines(mail.raw).some(({ name, value }) => name === "reply-to" && value.includes(address));

/** Python's readings of every mail received so far, looked up by mail (one python3 run). */
function readAll(mails: readonly ReceivedMail[]): (mail: ReceivedMail) => PythonReading {
  const readings = readWithPython(mails.map((mail) => mail.raw));
  return (mail) => readings[mails.indexOf(mail)]!;
}

/** Whatever was typed: one line per header, no added header or recipient, the typed text shown as text. */
function expectReadSafely(mail: ReceivedMail, python: PythonReading, expected: Expected) {
  expect(mail.envelopeTo).toEqual(expected.recipients);

  // As sent: one of each address header and the Subject, no Cc/Bcc, and even the laxest decoding of
  // every header (encoded words anywhere, in quotes and addresses too) gives no line break.
  const raw = rawHeaderLines(mail.raw);
  const names = raw.map(({ name }) => name);
  expect(names).not.toContain("bcc");
  expect(names).not.toContain("cc");
  for (const name of ["subject", "from", "to", "reply-to"]) expect(names.filter((n) => n === name).length, name).toBeLessThanOrEqual(1);
  for (const { name, value } of raw) expect(decodeLeniently(value), `${name}: ${value}`).not.toMatch(/[\r\n]/);

  // As Python's email reads it: every header parses, decodes without a line break, and still has none
  // when decoded a second time; the addresses are exactly the intended ones, names as typed.
  expect(python.errors).toEqual({});
  expect(python.names).not.toContain("bcc");
  expect(python.names).not.toContain("cc");
  for (const decoded of [python.headers, python.legacy]) {
    for (const [name, value] of Object.entries(decoded)) {
      expect(value, name).not.toMatch(/[\r\n]/);
      expect(decodeLeniently(value), `${name} decoded twice`).not.toMatch(/[\r\n]/);
    }
  }
  const subject = visible(python.headers.subject ?? "");
  if (typeof expected.subject === "string") expect(subject).toBe(expected.subject);
  else expect(subject).toMatch(expected.subject);
  expect(visible(python.legacy.subject ?? "")).toBe(subject);
  // CPython keeps the whitespace between two adjacent encoded words of a display name (RFC 2047 drops
  // it), and nodemailer splits a long name into several: names are compared without whitespace.
  const shown = (list: { name: string; address: string }[] | undefined) => list?.map(({ name, address }) => ({ name: squeeze(visible(name)), address }));
  const mailbox = ({ name, address }: { name: string; address: string }) => [{ name: squeeze(name), address }];
  expect(shown(python.addresses.to)).toEqual(mailbox(expected.to));
  if (expected.replyTo) expect(shown(python.addresses["reply-to"])).toEqual(mailbox(expected.replyTo));
  else expect(python.addresses["reply-to"]).toBeUndefined();
}

describe("mail headers built from outside input, through a real SMTP server", () => {
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
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = "";
  });

  async function start(options: { autoReply?: boolean } = {}): Promise<Backend> {
    dataDir = mkdtempSync(join(tmpdir(), "mws-mail-headers-"));
    backend = await startBackend(
      { dataDir, databaseUrl: undefined, smtpUrl: smtp.url, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, siteUrl: "https://www.agency.example", autoReply: options.autoReply },
      { pollIntervalMs: 50, leaseMs: 30_000, backoff: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 }, log: { log() {}, warn() {}, error() {} } },
    );
    return backend;
  }

  const agency = { name: "", address: "leads@agency.example" };

  it("a lead: the Subject shows a typed encoded word as text, Reply-To is the one visitor", async () => {
    const b = await start();
    const sent: { name: string; subject: string; email: string }[] = [];
    for (const [index, name] of NAMES.entries()) {
      const lead = { name, email: `visitor${index}@example.com`, subject: SUBJECTS[index]!, message: "Hello" };
      const result = await b.service.submit({ kind: "full", ...lead }, { clientAddress: "127.0.0.1", rules: "api" });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      sent.push(lead);
    }
    // The probe's own request, through the route: a standalone encoded word as the name.
    const probe = { name: ENCODED.probe, email: "x@agency.test", message: "hi" };
    const api = new Hono();
    registerContactRoutes(api, { service: b.service, clientAddress: () => "127.0.0.1", siteOrigins: () => ["https://www.agency.example"] });
    const response = await api.request("/api/contact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(probe) });
    expect(response.status, await response.clone().text()).toBe(202);
    await waitFor(() => smtp.mails.length === sent.length + 1, 15_000, "every lead mail");
    const read = readAll(smtp.mails);

    for (const lead of [{ ...probe, subject: null }, ...sent]) {
      const mail = smtp.mails.find((m) => repliesTo(m, lead.email));
      expect(mail, lead.email).toBeDefined();
      expectReadSafely(mail!, read(mail!), {
        recipients: ["leads@agency.example"],
        to: agency,
        replyTo: { name: lead.name, address: lead.email },
        subject: `Full contact form: ${lead.name}${lead.subject ? ` (${lead.subject})` : ""}`,
      });
    }
  });

  it("a booking: the agency's Subject and Reply-To and the visitor's To, on booking and on cancelling", async () => {
    const b = await start();
    const slots = await b.bookings.freeSlots();
    const booked: { name: string; email: string; token: string }[] = [];
    for (const [index, name] of NAMES.entries()) {
      const email = `booker${index}@example.com`;
      const result = await b.bookings.book({ slot: slots[index]!.start, name, email, topic: ENCODED.q, phone: "+1 586 555 0100" }, { clientAddress: "127.0.0.1" });
      if (!result.ok) throw new Error(JSON.stringify(result));
      booked.push({ name, email, token: result.manageToken });
    }
    await waitFor(() => smtp.mails.length === 2 * booked.length, 15_000, "every invitation");
    for (const booking of booked) expect((await b.bookings.cancel(booking.token)).ok).toBe(true);
    await waitFor(() => smtp.mails.length === 4 * booked.length, 15_000, "every cancellation");
    const read = readAll(smtp.mails);

    for (const { name, email } of booked) {
      const visitor = { name, address: email };
      const toAgency = smtp.mails.filter((m) => m.envelopeTo.includes("leads@agency.example") && repliesTo(m, email));
      const toVisitor = smtp.mails.filter((m) => m.envelopeTo.includes(email));
      expect(toAgency.map((m) => m.headers.get("x-booking-mail")).sort()).toEqual(["agency_cancel", "agency_request"]);
      expect(toVisitor.map((m) => m.headers.get("x-booking-mail")).sort()).toEqual(["visitor_cancel", "visitor_confirmation"]);
      for (const mail of toAgency) {
        const subject = new RegExp(`^Consultation (booked|cancelled by the visitor): ${escapeRegExp(oneLine(name))}, `);
        expectReadSafely(mail, read(mail), { recipients: ["leads@agency.example"], to: agency, replyTo: visitor, subject });
      }
      for (const mail of toVisitor) expectReadSafely(mail, read(mail), { recipients: [email], to: visitor, replyTo: { name: "Macomb Web Studio", address: "leads@agency.example" }, subject: /^(Your consultation|Cancelled: your consultation)/ });
    }
  });

  it("a receipt and an overdue alarm: the visitor's To and Reply-To as one mailbox", async () => {
    const b = await start({ autoReply: true });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    const sent: { name: string; email: string }[] = [];
    for (const [index, name] of NAMES.entries()) {
      const email = `receipt${index}@example.com`;
      // A quick-form lead from 25 hours ago: its receipt goes out now, and so does its overdue alarm.
      await b.store.insert({ kind: "quick", name, email, message: `${ENCODED.q}\r\nBcc: v@evil.test`, spam: false }, dayAgo);
      sent.push({ name, email });
    }
    b.worker.kick();
    const kind = (mail: ReceivedMail) => mail.headers.get("x-alert-kind");
    const count = (wanted: string) => smtp.mails.filter((m) => kind(m) === wanted).length;
    await waitFor(() => count("receipt") === sent.length && count("escalation") === sent.length, 15_000, "every receipt and alarm");
    const read = readAll(smtp.mails);
    for (const { name, email } of sent) {
      const visitor = { name, address: email };
      const receipt = smtp.mails.find((m) => kind(m) === "receipt" && m.envelopeTo.includes(email))!;
      expectReadSafely(receipt, read(receipt), { recipients: [email], to: visitor, replyTo: { name: "Macomb Web Studio", address: "leads@agency.example" }, subject: "We received your message - Macomb Web Studio" });
      const alarm = smtp.mails.find((m) => kind(m) === "escalation" && repliesTo(m, email))!;
      expectReadSafely(alarm, read(alarm), { recipients: ["leads@agency.example"], to: agency, replyTo: visitor, subject: "Overdue lead: no reply within 24 hours - Macomb Web Studio" });
    }
  });

  describe("the mails the outbox sends later, straight through the mailer", () => {
    const addresses = { from: "site@agency.example", agency: "leads@agency.example", siteUrl: "https://www.agency.example" };
    const booking = (name: string, index: number): Booking => ({
      id: `3f0c1a2b-0000-4000-8000-00000000000${index}`,
      createdAt: "2026-11-20T15:00:00.000Z",
      start: "2026-11-24T15:00:00.000Z",
      end: "2026-11-24T15:30:00.000Z",
      name,
      email: `booker${index}@example.com`,
      phone: ENCODED.q,
      topic: ENCODED.probe,
      status: "active",
      cancelledAt: null,
      cancelledBy: null,
      sequence: 1,
      outcome: null,
      cancelReason: null,
      spam: false,
      spamReason: null,
    });

    it("a reminder and a moved booking: the visitor's name in To and in the agency's Subject", async () => {
      const mailer = createSmtpMailer(smtp.url);
      try {
        for (const [index, name] of NAMES.entries()) {
          const item = booking(name, index);
          await mailer.send(composeReminder(item, addresses, "A".repeat(43)));
          await mailer.send(composeBookingMail("agency_request", item, addresses, null, "2026-11-23T15:00:00.000Z"));
          await mailer.send(composeBookingMail("visitor_confirmation", item, addresses, "B".repeat(43), "2026-11-23T15:00:00.000Z"));
        }
      } finally {
        mailer.close();
      }
      expect(smtp.mails).toHaveLength(3 * NAMES.length);
      const read = readAll(smtp.mails);
      for (const [index, name] of NAMES.entries()) {
        const visitor = { name, address: `booker${index}@example.com` };
        const ours = smtp.mails.filter((m) => m.headers.get("x-booking-id") === booking(name, index).id);
        const reminder = ours.find((m) => m.headers.get("x-booking-mail") === "visitor_reminder")!;
        expectReadSafely(reminder, read(reminder), { recipients: [visitor.address], to: visitor, replyTo: { name: "Macomb Web Studio", address: "leads@agency.example" }, subject: /^Reminder: your consultation/ });
        const moved = ours.find((m) => m.headers.get("x-booking-mail") === "agency_request")!;
        expectReadSafely(moved, read(moved), { recipients: ["leads@agency.example"], to: agency, replyTo: visitor, subject: new RegExp(`^Consultation moved: ${escapeRegExp(oneLine(name))}, `) });
        const confirmation = ours.find((m) => m.headers.get("x-booking-mail") === "visitor_confirmation")!;
        expectReadSafely(confirmation, read(confirmation), { recipients: [visitor.address], to: visitor, replyTo: { name: "Macomb Web Studio", address: "leads@agency.example" }, subject: /^Moved: your consultation/ });
      }
    });

    it("a sign-in link goes to a plain address; one a header cannot carry as it is is not sent at all", async () => {
      const mailer = createSmtpMailer(smtp.url);
      const link = { from: "site@agency.example", siteUrl: "https://www.agency.example" };
      const encodedLocalPart = "=?utf-8?q?a=0D=0ABcc=3A_v=40evil.test?=@agency.test";
      try {
        await mailer.send(composeSignInLinkMail("owner@agency.example", "C".repeat(43), link));
        // An invited address is checked loosely ([^\s@]+@…): an encoded word as its local part, or
        // characters that read as a second address, reach no header and no SMTP server.
        for (const address of [encodedLocalPart, "a>,v@evil.test", `"a\\"b"@agency.test`, "a,v@evil.test"]) {
          expect(() => composeSignInLinkMail(address, "C".repeat(43), link), address).toThrow(/not an address a mail header can carry/);
        }
        // Whatever composed it, the mailer sends no address holding an encoded word.
        const message = { from: "site@agency.example", subject: "Hi", text: "Hi", html: "<p>Hi</p>", headers: {} };
        await expect(mailer.send({ ...message, to: encodedLocalPart })).rejects.toThrow(/not an address a mail header can carry/);
        await expect(mailer.send({ ...message, to: "leads@agency.example", replyTo: { name: "Eve", address: encodedLocalPart } })).rejects.toThrow(/not an address/);
      } finally {
        mailer.close();
      }
      expect(smtp.mails).toHaveLength(1);
      const read = readAll(smtp.mails);
      expectReadSafely(smtp.mails[0]!, read(smtp.mails[0]!), { recipients: ["owner@agency.example"], to: { name: "", address: "owner@agency.example" }, subject: "Your sign-in link for Macomb Web Studio" });
    });
  });
});
