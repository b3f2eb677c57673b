import nodemailer from "nodemailer";
import type { MailMessage } from "../mail/message";
import { headerText, mailbox } from "../mail/header-text";

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The message as nodemailer options: every header that can hold outside text (Subject, the To and
 * Reply-To mailboxes) made safe by header-text.ts, whatever composed the message. `from` (MAIL_FROM)
 * and the X- headers are the server's own.
 */
export function nodemailerOptions(message: MailMessage) {
  return {
    from: message.from,
    to: mailbox(message.to),
    ...(message.replyTo ? { replyTo: mailbox(message.replyTo) } : {}),
    ...(message.cc?.length ? { cc: message.cc.map((address) => mailbox(address)) } : {}),
    subject: headerText(message.subject),
    headers: message.headers,
    text: message.text,
    html: message.html,
    ...(message.icalEvent ? { icalEvent: message.icalEvent } : {}),
  };
}

/**
 * Sends over the SMTP server in `SMTP_URL` (`smtp://` upgrades with STARTTLS when offered, `smtps://`
 * is TLS from the start). Timeouts stay well under the outbox lease, so a hung server cannot make
 * a second worker take over a lead that is still being sent.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail(nodemailerOptions(message));
    },
    close: () => transport.close(),
  };
}

/** `smtp://user:secret@host` → `smtp://user:***@host`, for log lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
