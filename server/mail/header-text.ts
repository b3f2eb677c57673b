import { domainToASCII } from "node:url";
import { oneLine } from "./message";

/**
 * The one place a mail header is made from text that can come from outside: a visitor's name and
 * subject in a Subject, a display name in To or Reply-To, an address typed into a form. The mailer
 * (server/outbox/mail-sender.ts) runs every such header through here, whatever composed the message.
 *
 * nodemailer writes a printable-ASCII value as it is and passes a valid RFC 2047 encoded word through
 * as already encoded (a display name it puts in quotes, which many clients decode all the same). A
 * visitor who types `=?UTF-8?B?YQ0KQmNjOiB2QGV2aWwudGVzdA==?=` would get a header that mail clients
 * decode into `a`, a line break and a `Bcc:` line. So no `=?` typed by anyone reaches a header: a zero
 * width space goes between the two characters. The value then holds a non-ASCII character, so
 * nodemailer encodes it as a whole (Subject) or the whole name (mailboxes) in encoded words of its
 * own, which decode to the text as typed, the `=?…?=` shown literally. No decoder, however lenient,
 * finds an encoded word of the visitor's in it, not even when decoding twice.
 */

const ZERO_WIDTH_SPACE = "\u200b";

/** A header value (Subject) or display name from outside text: one line, no `=?` left in it. */
export function headerText(value: string): string {
  return oneLine(value).replaceAll("=?", `=${ZERO_WIDTH_SPACE}?`);
}

/** RFC 5322 atext, dots between: the local parts a header can carry without quoting. */
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9-]{2,}$/;

/**
 * An address typed by someone, as it may go into a header and the SMTP envelope, or null: one plain
 * `local@domain` whose local part needs no quoting and holds no `=?`, and whose domain is a host name
 * (an international one in its ASCII form). Visitors' addresses are always such (domain/field-rules.ts);
 * an invited member's is checked only loosely, and quotes, commas or angle brackets in it could make
 * nodemailer read another recipient out of it.
 */
export function plainAddress(address: string): string | null {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, Math.max(at, 0));
  const domain = at > 0 ? domainToASCII(address.slice(at + 1)) : "";
  if (!DOT_ATOM.test(local) || local.includes("=?") || !HOSTNAME.test(domain)) return null;
  return `${local}@${domain}`;
}

/** A message to an address no header can carry safely is not sent (the outbox retries, then logs it as not delivered). */
export class UnsafeAddressError extends Error {
  constructor(address: string) {
    super(`${JSON.stringify(address.slice(0, 320))} is not an address a mail header can carry as it is`);
    this.name = "UnsafeAddressError";
  }
}

/** `plainAddress`, or the refusal the outbox records. */
export function plainAddressOrThrow(address: string): string {
  const plain = plainAddress(address);
  if (!plain) throw new UnsafeAddressError(address);
  return plain;
}

type Mailbox = { name: string; address: string };

/**
 * A To or Reply-To for nodemailer, as the mailer passes every one: the display name made safe. The
 * address is left to nodemailer (a configured `CONTACT_TO` may be a list or carry a name) unless it
 * holds `=?`: lenient parsers decode an encoded word even in an address, so such a message is not sent.
 */
export function mailbox(value: string | Mailbox): string | Mailbox {
  const address = typeof value === "string" ? value : value.address;
  if (address.includes("=?")) throw new UnsafeAddressError(address);
  return typeof value === "string" ? value : { name: headerText(value.name), address };
}
