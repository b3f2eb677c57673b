import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of every HTML response. Scripts run only from this origin or when
 * they are the page's own inline scripts: a prerendered page lists their sha256 hashes, a page
 * rendered per request carries a fresh nonce. Styles allow inline `style` attributes, which React
 * writes for style props (an injected style cannot run code).
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // data: for the small SVG masks in the stylesheet.
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function scriptType(attributes: string): string {
  return /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find((value) => value !== undefined)?.trim() ?? "";
}

/** `'sha256-…'` sources for each inline script of an HTML document (in document order, no duplicates). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPE.test(scriptType(attributes))) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A fresh, unguessable nonce for one response. */
export const createNonce = () => randomBytes(18).toString("base64");

/** The policy of a prerendered page, from the page itself. */
export const policyForDocument = (html: string) => contentSecurityPolicy(inlineScriptHashes(html));

/** The policy of a page rendered for one request. */
export const policyForNonce = (nonce: string) => contentSecurityPolicy([`'nonce-${nonce}'`]);
