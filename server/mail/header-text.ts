import { domainToASCII } from "node:url";
import { oneLine } from "./message";

/**
 * The one place a mail header is made from text that can come from outside: a visitor's name and
 * subject in a Subject, a display name in To or Reply-To, an address typed into a form. The mailer
 * (server/mail/mailer.ts) runs every such header through here, whatever composed the message.
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
 * An address as it may go into a header and the SMTP envelope, or null: a plain `local@domain` whose
 * local part needs no quoting and holds no `=?` (lenient parsers decode encoded words even there),
 * and whose domain is a host name (an international one in its ASCII form). Visitors' addresses are
 * always such (domain/field-rules.ts); an invited member's address is checked more loosely.
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

/** A mailbox (To, Reply-To) for nodemailer: the plain address, and the display name made safe. */
export function mailbox(value: string | { name: string; address: string }): { name: string; address: string } {
  const { name, address } = typeof value === "string" ? { name: "", address: value } : value;
  const plain = plainAddress(address);
  if (!plain) throw new UnsafeAddressError(address);
  return { name: headerText(name), address: plain };
}
