import { expect, test, type APIRequestContext } from "./support/test";
import { startServer, type TestServer } from "./support/server";
import { rejectedRequests } from "../../scripts/stress/server-process";
import { sendRaw } from "../../scripts/stress/raw-request";

/**
 * What a client says about its body, its page and its method, against the production server (its
 * own process, so its log can be read): bodies in a content coding the server does not decode, a
 * forged page of origin, methods no route takes, and the cancel link's posts.
 */
test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const stackTrace = /\n\s+at |Error:/;
const port = () => Number(new URL(server.origin).port);
const lead = (email: string) => ({ kind: "full", name: "Dana", email, subject: "Hi", message: "Hello" });

/** The server's log lines for rejected requests (`415 POST /contact`) written after `from`. */
const rejectedSince = (from: number) => rejectedRequests(server.log().slice(from));

async function freeSlot(request: APIRequestContext, index: number): Promise<string> {
  const { slots } = (await (await request.get(`${server.origin}/api/bookings/slots`)).json()) as { slots: { start: string }[] };
  return slots[index]!.start;
}

test("a body in a content coding the server does not decode: 415 on both APIs and every form post, before anything is stored", async ({ request }) => {
  const codings = ["gzip", "x-gzip", "br", "zstd", "deflate", "compress", "identity, gzip", "identity-with-junk"];
  const targets: [string, "json" | "form", string][] = [
    ["/api/contact", "json", "/api/contact"],
    ["/api/bookings", "json", "/api/bookings"],
    ["/contact", "form", "/contact"],
    ["/?index", "form", "/"],
    ["/locations/warren", "form", "/locations/warren"],
    ["/contact.data", "form", "/contact.data"],
    ["/book", "form", "/book"],
    // The log keeps a cancel link's token out (server/http/request-log.ts).
    [`/book/cancel/${"A".repeat(43)}`, "form", "/book/cancel/…"],
  ];
  const slot = await freeSlot(request, 0);
  const before = server.log().length;
  const expected: string[] = [];
  for (const [target, kind, path] of targets) {
    for (const coding of codings) {
      const fields = { ...lead(`coded-${coding.replace(/\W/g, "")}@example.com`), slot };
      const body = kind === "json" ? { data: fields } : { form: fields };
      const response = await request.post(`${server.origin}${target}`, { headers: { "content-encoding": coding }, ...body });
      expect(response.status(), `${coding} → ${target}`).toBe(415);
      expect(response.headers()["accept-encoding"]).toBe("identity");
      if (kind === "json") expect(await response.json()).toMatchObject({ ok: false, error: "unsupported_media_type" });
      expected.push(`415 POST ${path}`);
    }
  }
  await expect.poll(() => rejectedSince(before).length).toBe(expected.length);
  expect(rejectedSince(before)).toEqual(expected);
  expect(server.log().slice(before)).not.toMatch(stackTrace);
  expect(server.leads()).toHaveLength(0);
  expect(await freeSlot(request, 0)).toBe(slot);

  // `identity` alone is no coding at all: read and stored.
  const identity = await request.post(`${server.origin}/api/contact`, { headers: { "content-encoding": "identity" }, data: lead("identity@example.com") });
  expect(identity.status()).toBe(202);
  const form = await request.post(`${server.origin}/contact`, { headers: { "content-encoding": "identity" }, form: lead("identity-form@example.com") });
  expect(form.status()).toBe(202);
  expect(server.leads("email like 'identity%'")).toHaveLength(2);
});

test("the /book form refuses a body no form sends: 415 or 400 with one log line, never a crash", async ({ request }) => {
  const slot = await freeSlot(request, 1);
  const before = server.log().length;
  const cases: [string, Record<string, string>, string, number][] = [
    ["json", { "content-type": "application/json" }, JSON.stringify({ slot, name: "Jo", email: "jo@example.com" }), 415],
    ["text", { "content-type": "text/plain" }, "slot=x", 415],
    ["latin1 form", { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" }, "name=J%F6", 415],
    ["broken multipart", { "content-type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nbroken", 400],
  ];
  for (const [label, headers, data, status] of cases) {
    for (const target of ["/book", "/book.data"]) {
      expect((await request.post(`${server.origin}${target}`, { headers, data })).status(), `${label} → ${target}`).toBe(status);
    }
  }
  await expect.poll(() => rejectedSince(before).length).toBe(cases.length * 2);
  expect(server.log().slice(before)).not.toMatch(stackTrace);
  expect(await freeSlot(request, 1)).toBe(slot);
});

test("a Referer from another host is no page of the site: the lead is stored without it", async () => {
  const forgeries: [string, string][][] = [
    [["Host", "evil.example"], ["Referer", "http://evil.example/forged-page"]],
    [["Referer", "http://evil.example/forged-page"]],
    // Without SITE_URL the server knows no public origin: even its own Host is the client's word.
    [["Referer", `http://127.0.0.1:${port()}/forged-page`]],
    [["X-Forwarded-Host", "evil.example"], ["Referer", "http://evil.example/forged-page"]],
  ];
  for (const [n, headers] of forgeries.entries()) {
    const email = `forged-${n}@example.com`;
    const answer = await sendRaw(port(), {
      family: "forged Referer",
      method: "POST",
      target: "/api/contact",
      headers: [...headers, ["Content-Type", "application/json"]],
      body: JSON.stringify(lead(email)),
    });
    expect(answer.status, JSON.stringify(headers)).toBe(202);
    expect(server.leads("email = ?", email)).toMatchObject([{ page: null }]);
  }
});

test("with SITE_URL, a Referer from it names the page; one from anywhere else names none", async () => {
  const site = await startServer({ SITE_URL: "https://www.example.test" });
  try {
    const post = (email: string, referer: string, host?: string) =>
      sendRaw(Number(new URL(site.origin).port), {
        family: "Referer",
        method: "POST",
        target: "/api/contact",
        headers: [...(host ? ([["Host", host]] as [string, string][]) : []), ["Referer", referer], ["Content-Type", "application/json"]],
        body: JSON.stringify(lead(email)),
      });
    expect((await post("own@example.com", "https://www.example.test/services?x=1")).status).toBe(202);
    expect((await post("evil@example.com", "http://evil.example/forged-page", "evil.example")).status).toBe(202);
    expect((await post("http@example.com", "http://www.example.test/forged-page", "www.example.test")).status).toBe(202);
    expect(site.leads("email = ?", "own@example.com")).toMatchObject([{ page: "/services" }]);
    expect(site.leads("email = ?", "evil@example.com")).toMatchObject([{ page: null }]);
    expect(site.leads("email = ?", "http@example.com")).toMatchObject([{ page: null }]);
  } finally {
    await site.stop();
  }
});

test("CONNECT, TRACE, PROPFIND and a garbage method get 405 with Allow or 400: never a closed connection or a 5xx", async () => {
  const before = server.log().length;
  const cases: [string, string, number][] = [];
  for (const target of ["/", "/api/contact", "/book"]) {
    cases.push(["CONNECT", target, 405], ["TRACE", target, 405], ["PROPFIND", target, 405], ["G@RBAGE", target, 400], ["FOO", target, 400]);
  }
  cases.push(["CONNECT", "evil.example:443", 405], ["CONNECT", "127.0.0.1:22", 405]);
  for (const [method, target, status] of cases) {
    const answer = await sendRaw(port(), { family: method, method, target });
    expect(answer.status, `${method} ${target} (${answer.error ?? ""})`).toBe(status);
    if (status === 405) expect(answer.allow, `${method} ${target}`).toMatch(/^(GET|HEAD|POST)(, (GET|HEAD|POST))*$/);
  }
  // One line for each 405 (node:http answers an unparseable method itself, before any app code runs).
  const lines = cases.filter(([, , status]) => status === 405).map(([method, target]) => `405 ${method} ${target}`);
  await expect.poll(() => rejectedSince(before).length).toBe(lines.length);
  expect(rejectedSince(before).sort()).toEqual(lines.sort());
  expect(server.log().slice(before)).not.toMatch(stackTrace);
  // The server is still up and answering.
  expect((await sendRaw(port(), { family: "GET", method: "GET", target: "/healthz" })).status).toBe(200);
});

test("the cancel link: Origin null is the token's to decide, a foreign origin is a 400, odd input no 5xx; no stack trace", async ({ request }) => {
  const before = server.log().length;
  const slot = await freeSlot(request, 3);
  const booked = await request.post(`${server.origin}/book`, { form: { slot, name: "Tom Token", email: "tom@example.com" } });
  expect(booked.status()).toBe(201);
  const cancelPath = /\/book\/cancel\/[A-Za-z0-9_-]{43}/.exec(await booked.text())?.[0];
  expect(cancelPath).toBeDefined();
  const isFree = async () => ((await (await request.get(`${server.origin}/api/bookings/slots`)).json()) as { slots: { start: string }[] }).slots.some((free) => free.start === slot);
  expect(await isFree()).toBe(false);

  // A cross-site form: refused, with one log line, and the booking stays.
  const foreign = await request.post(`${server.origin}${cancelPath}`, { headers: { origin: "https://evil.example" }, form: {} });
  expect(foreign.status()).toBe(400);
  expect(await isFree()).toBe(false);

  // A browser that withholds its origin: the token decides.
  const opaque = await request.post(`${server.origin}${cancelPath}`, { headers: { origin: "null" }, form: {} });
  expect(opaque.status()).toBe(200);
  expect(await opaque.text()).toContain("Consultation cancelled");
  expect(await isFree()).toBe(true);
  // Again: already cancelled, said so (409), not a crash.
  expect((await request.post(`${server.origin}${cancelPath}`, { headers: { origin: "null" }, form: {} })).status()).toBe(409);

  // Tokens no booking has, in every odd shape: a 404 page (or a 4xx), never a 5xx.
  const odd = ["A".repeat(43), "short", "%ff%fe", "a%00b", "x".repeat(4_000), "..%2F..%2Fpackage.json", "%E0%A4%A"];
  for (const token of odd) {
    const variants: [string, [string, string][]][] = [
      ["GET", []],
      ["POST", [["Origin", "null"], ["Content-Type", "application/x-www-form-urlencoded"]]],
      ["POST", [["Content-Type", "application/json"]]],
    ];
    for (const [method, headers] of variants) {
      for (const suffix of ["", ".data"]) {
        const answer = await sendRaw(port(), { family: "odd token", method, target: `/book/cancel/${token}${suffix}`, headers, body: method === "POST" ? "{}" : undefined });
        expect(answer.status, `${method} ${token.slice(0, 20)}${suffix}`).not.toBeNull();
        expect(answer.status!, `${method} ${token.slice(0, 20)}${suffix}`).toBeLessThan(500);
      }
    }
  }
  expect(rejectedSince(before).filter((line) => /^5/.test(line))).toEqual([]);
  // The real token never reaches the log: `400 POST /book/cancel/…`.
  expect(server.log()).not.toContain(cancelPath!.split("/").at(-1));
  expect(rejectedSince(before)).toContain("400 POST /book/cancel/…");
  expect(server.log().slice(before)).not.toMatch(stackTrace);
});
