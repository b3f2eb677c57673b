import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "./support/test";
import { startServer, type TestServer } from "./support/server";
import { scoreHeaders } from "./support/observatory";

/**
 * Every HTML response carries a strict Content-Security-Policy (DESIGN.md, security headers):
 * prerendered pages the hashes of their own inline scripts, pages rendered per request a nonce.
 * (That no page breaks under it is what every browser test checks: support/test.ts.)
 */
test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
});
test.afterAll(async () => {
  await server?.stop();
});

const overHttps = { "x-forwarded-proto": "https" };

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((part) => {
    const [name = "", ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }));
}

/** The inline scripts the browser would run (not JSON-LD data blocks), with their attributes. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, attributes = "", body = ""]) => ({ nonce: /\bnonce="([^"]+)"/.exec(attributes)?.[1], hash: `'sha256-${createHash("sha256").update(body).digest("base64")}'` }));
}

async function expectStrictPolicy(response: APIResponse) {
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const policy = directives(response.headers()["content-security-policy"] ?? "");
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  const scriptSources = policy.get("script-src") ?? [];
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  const scripts = inlineScripts(await response.text());
  expect(scripts.length).toBeGreaterThan(0);
  return { scriptSources, scripts };
}

test("prerendered pages list the hashes of exactly their own inline scripts", async ({ request }) => {
  for (const path of ["/services", "/contact", "/locations/warren", "/blog"]) {
    const { scriptSources, scripts } = await expectStrictPolicy(await request.get(`${server.origin}${path}`));
    for (const script of scripts) expect(scriptSources, path).toContain(script.hash);
    expect(scriptSources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
  }
});

test("pages rendered per request carry a fresh nonce on every inline script", async ({ request }) => {
  const responses = [
    // The two pages that show live free consultation times.
    await request.get(`${server.origin}/`),
    await request.get(`${server.origin}/book`),
    await request.get(`${server.origin}/profile/no-such-study`),
    await request.get(`${server.origin}/locations/nowhere`),
    await request.post(`${server.origin}/contact`, { form: { kind: "full", name: "Dana", email: "csp@example.com", subject: "Hi", message: "Hello" } }),
  ];
  const nonces = new Set<string>();
  for (const response of responses) {
    const { scriptSources, scripts } = await expectStrictPolicy(response);
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    for (const script of scripts) expect(script.nonce).toBe(nonce);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(responses.length);
});

test("a HEAD request gets the headers a GET would, without a body: prerendered, per-request and missing pages", async ({ request }) => {
  const same = ["content-type", "vary", "cache-control", "x-content-type-options"];
  for (const path of ["/", "/book", "/services", "/no-such-page"]) {
    const get = await request.get(`${server.origin}${path}`, { headers: { "accept-encoding": "br" } });
    const head = await request.head(`${server.origin}${path}`, { headers: { "accept-encoding": "br" } });
    expect(head.status(), path).toBe(get.status());
    for (const name of same) expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    // The policy itself differs per answer on pages with a nonce; its presence and rules do not.
    expect(directives(head.headers()["content-security-policy"] ?? "").get("default-src"), path).toEqual(["'self'"]);
    expect((await head.body()).length, path).toBe(0);
  }
});

test("the not-found page is served as a file with its hashes, status 404", async ({ request }) => {
  const response = await request.get(`${server.origin}/wp-login.php`);
  expect(response.status()).toBe(404);
  const { scriptSources, scripts } = await expectStrictPolicy(response);
  for (const script of scripts) expect(scriptSources).toContain(script.hash);
});

test("HSTS only over HTTPS (through a trusted proxy); no obsolete interest-cohort", async ({ request }) => {
  const plain = await request.get(`${server.origin}/`);
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  expect(plain.headers()["permissions-policy"]).not.toContain("interest-cohort");
  const https = await request.get(`${server.origin}/`, { headers: overHttps });
  expect(Number(/max-age=(\d+)/.exec(https.headers()["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(15_768_000);
});

test("Mozilla HTTP Observatory header rules: A+ for prerendered, 404 and dynamic pages", async ({ request }) => {
  for (const path of ["/", "/contact", "/no-such-page", "/profile/no-such-study"]) {
    const response = await request.get(`${server.origin}${path}`, { headers: overHttps });
    const result = scoreHeaders(response.headers(), { https: true });
    expect(result.grade, `${path}: ${JSON.stringify(result.rules)}`).toBe("A+");
  }
});

test("with an https SITE_URL every response carries HSTS", async ({ request }) => {
  const site = await startServer({ SITE_URL: "https://www.example.com" });
  try {
    const response = await request.get(`${site.origin}/`);
    expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  } finally {
    await site.stop();
  }
});
