/**
 * The header rules of the Mozilla HTTP Observatory (scoring as its documentation lists them), applied
 * to one HTML response. Rules that need more than headers (HTTP→HTTPS redirection, which the
 * TLS-terminating proxy does, cookies: the site sets none, SRI: every script is same-origin) are
 * outside what a server response can show and are left out.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Rule → score change, for a readable failure. */
  rules: Record<string, number>;
}

const GRADES: [number, string][] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function cspRule(header: string | undefined): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  const csp = parseCsp(header);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? ["*"];
  const styles = csp.get("style-src") ?? csp.get("default-src") ?? ["*"];
  const unsafeSource = (source: string) => ["*", "http:", "https:", "data:", "'unsafe-inline'"].includes(source.toLowerCase());
  if (scripts.some(unsafeSource)) return ["csp-implemented-with-unsafe-inline", -20];
  if (scripts.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (scripts.some((source) => source.startsWith("http:"))) return ["csp-implemented-with-insecure-scheme", -20];
  if (styles.some(unsafeSource)) return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  if (csp.get("default-src")?.join(" ") === "'none'") return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 0];
}

function hstsRule(header: string | undefined, https: boolean): [string, number] {
  if (!https) return ["hsts-not-implemented-no-https", 0];
  if (!header) return ["hsts-not-implemented", -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? 0);
  if (maxAge < 15_768_000) return ["hsts-implemented-max-age-less-than-six-months", -10];
  if (/preload/i.test(header) && /includesubdomains/i.test(header) && maxAge >= 31_536_000) return ["hsts-preloaded", 5];
  return ["hsts-implemented-max-age-at-least-six-months", 0];
}

function referrerRule(header: string | undefined): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const policy = header.split(",").map((value) => value.trim().toLowerCase()).at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(policy)) return ["referrer-policy-private", 5];
  if (["unsafe-url", "no-referrer-when-downgrade"].includes(policy)) return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function frameRule(xfo: string | undefined, cspHeader: string | undefined): [string, number] {
  const ancestors = cspHeader ? parseCsp(cspHeader).get("frame-ancestors") : undefined;
  if (ancestors && !ancestors.includes("*")) return ["x-frame-options-implemented-via-csp", 5];
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return ["x-frame-options-sameorigin-or-deny", 0];
  return ["x-frame-options-not-implemented", -20];
}

/** Scores a response's headers (names lower-case, as Playwright gives them). */
export function scoreHeaders(headers: Record<string, string>, options: { https: boolean }): ObservatoryResult {
  const csp = headers["content-security-policy"];
  const rules = Object.fromEntries([
    cspRule(csp),
    hstsRule(headers["strict-transport-security"], options.https),
    referrerRule(headers["referrer-policy"]),
    headers["x-content-type-options"]?.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-not-implemented", -5],
    frameRule(headers["x-frame-options"], csp),
    headers["access-control-allow-origin"] ? ["cross-origin-resource-sharing-implemented", 0] : ["cross-origin-resource-sharing-not-implemented", 0],
  ]) as Record<string, number>;
  const penalties = Object.values(rules).filter((change) => change < 0).reduce((sum, change) => sum + change, 100);
  // Bonus points count only for a site that already scores 90 or more.
  const bonus = penalties >= 90 ? Object.values(rules).filter((change) => change > 0).reduce((sum, change) => sum + change, 0) : 0;
  const score = Math.max(0, penalties + bonus);
  return { score, grade: GRADES.find(([minimum]) => score >= minimum)![1], rules };
}
