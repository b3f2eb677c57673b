/**
 * Content negotiation on `Accept-Encoding` (RFC 9110 §12.5.3), for the responses the server compresses
 * itself and the build's precompressed files alike.
 */

/** The codings this server sends, in its order of preference when a client weighs them the same. */
export const RESPONSE_CODINGS = ["br", "gzip"] as const;
export type ResponseCoding = (typeof RESPONSE_CODINGS)[number];

/** The weight (q) a header gives one coding: its own entry, else `*`, else 0. Codings are case-insensitive. */
function weightOf(entries: Map<string, number>, coding: string): number {
  return entries.get(coding) ?? entries.get("*") ?? 0;
}

/** `gzip;q=0.8, br` → gzip 0.8, br 1. A malformed weight counts as 0 (not acceptable), never as a preference. */
function parse(header: string): Map<string, number> {
  const entries = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.split(";");
    const coding = name!.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    entries.set(coding, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  return entries;
}

/**
 * The coding to send among `offered` (in the server's order of preference): the one the client weighs
 * highest, or null for the body as it is. Without the header a client gets the body as it is: the RFC
 * allows any coding then, but a client that sends none (a script, a health check) rarely decodes one.
 */
export function preferredCoding<C extends string>(header: string | null | undefined, offered: readonly C[]): C | null {
  if (!header) return null;
  const entries = parse(header);
  let best: C | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weightOf(entries, coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
