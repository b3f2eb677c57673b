import nodemailer from "nodemailer";
import type { MailMessage } from "./message";

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
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
      await transport.sendMail(message);
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
