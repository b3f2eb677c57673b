import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The text/calendar part (an invitation), when there is one. */
  calendar: string;
  /** Its Content-Type header (carries `method=`). */
  calendarType: string;
  raw: string;
}

/** Encoded words in headers (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString(
        "utf8",
      );
    default:
      return body;
  }
}

/** The leaf parts of a MIME body, nested multiparts (mixed around alternative) flattened in order. */
function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary) return [{ type, content: decodeBody(body, headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n") }];
  const parts: { type: string; content: string }[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    const partSplit = chunk.indexOf("\r\n\r\n");
    parts.push(...leafParts(parseHeaders(chunk.slice(2, partSplit)), chunk.slice(partSplit + 4).replace(/\r\n$/, "")));
  }
  return parts;
}

/** Enough MIME to read what nodemailer writes: text, HTML and a calendar part, however nested. */
export function parseMail(raw: string): Pick<ReceivedMail, "headers" | "subject" | "text" | "html" | "calendar" | "calendarType"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const parts = leafParts(headers, raw.slice(split + 4));
  const calendar = parts.find((part) => part.type.startsWith("text/calendar"));
  return {
    headers,
    subject: headers.get("subject") ?? "",
    text: parts.find((part) => part.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((part) => part.type.startsWith("text/html"))?.content ?? "",
    calendar: calendar?.content ?? "",
    calendarType: calendar?.type ?? "",
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives. `stop()` and `start()` again on the
 * same port simulate an outage; `rejectNext` makes it answer a temporary failure.
 */
export class SmtpCapture {
  readonly mails: ReceivedMail[] = [];
  port = 0;
  /** Milliseconds to wait before accepting each message (to catch a worker mid-queue). */
  delayMs = 0;
  private server: SMTPServer | null = null;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          setTimeout(() => {
            this.mails.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              ...parseMail(raw),
            });
            callback();
          }, this.delayMs);
        });
      },
    });
    server.listen(port, "127.0.0.1");
    await once(server.server, "listening");
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Lead ids of received mails, in arrival order. */
  leadIds(): string[] {
    return this.mails.map((mail) => mail.headers.get("x-lead-id") ?? "");
  }
}
