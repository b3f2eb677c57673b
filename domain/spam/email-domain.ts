/**
 * Rules `invalid_email_domain` and `disposable_email`: the domain after the `@`. No DNS lookup (no
 * MX check): the answer must not depend on the network, and a lead must never wait for it.
 */

/** The domain of an address, lower-cased, without a trailing dot ("" when there is no `@`). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? "" : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Names that never receive mail from the internet (RFC 2606, 6761, 6762, 8375 and private-use
 * names): an address there is made up. The documentation names `example`, `example.com`/`.org`/`.net`
 * and `test` are NOT on this list: they are what tests, demos and the site's own placeholder facts
 * use, and they are not what bots send.
 */
const UNREACHABLE_SUFFIXES = ["invalid", "localhost", "local", "localdomain", "internal", "lan", "intranet", "home.arpa", "arpa", "onion"];

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** `invalid_email_domain`: no dot, an IP literal, a malformed label, an all-digit TLD, or a name that never receives mail. */
export function isInvalidEmailDomain(email: string): boolean {
  const domain = emailDomain(email);
  if (!domain.includes(".")) return true;
  if (domain.startsWith("[") || IPV4.test(domain)) return true;
  const labels = domain.split(".");
  if (!labels.every((label) => LABEL.test(label) || /^xn--[a-z0-9-]+$/.test(label))) return true;
  if (/^\d+$/.test(labels.at(-1)!)) return true;
  return UNREACHABLE_SUFFIXES.some((suffix) => domain === suffix || domain.endsWith(`.${suffix}`));
}

/** A list of disposable-mail domains (the server loads a maintained one; see server/spam/disposable-domains.ts). */
export interface DomainList {
  has(domain: string): boolean;
}

/** `disposable_email`: the domain, or a domain it is under (`x.mailinator.com`), is a throwaway-mail provider. */
export function isDisposableEmail(email: string, list: DomainList): boolean {
  let domain = emailDomain(email);
  while (domain.includes(".")) {
    if (list.has(domain)) return true;
    domain = domain.slice(domain.indexOf(".") + 1);
  }
  return list.has(domain);
}
