/**
 * True when a request's `Content-Type` names no charset or UTF-8: the only encoding the site's pages
 * and JSON use, so anything else is refused (415) rather than misread.
 */
export function isUtf8Request(contentType: string | null | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}
