/**
 * The hostile half of the probe: requests an attacker, a broken client or a scanner sends. Built as
 * a fixed, repeatable list (no randomness), so two runs probe the same things.
 */
import { gzipSync } from "node:zlib";
import type { RawRequest } from "./raw-request";

/** Pages with a lead form, their single-fetch (`.data`) twins, and near-misses of both. */
const FORM_TARGETS = [
  "/?index",
  "/_.data?index",
  "/",
  "/contact",
  "/contact.data",
  "/locations/warren",
  "/locations/warren.data",
  "/CONTACT",
  "/locations/WARREN",
  "/locations/nowhere",
  "/locations/nowhere.data",
  "/contact/",
  "/contact.data?_routes=routes%2Fcontact",
  "/book",
  "/book.data",
];

/** A cancel link's shape with a token no booking has. */
export const UNKNOWN_CANCEL_PATH = `/book/cancel/${"A".repeat(43)}`;

const CONTENT_TYPES: (string | undefined)[] = [
  undefined,
  "text/plain",
  "application/json",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=XyZ",
  "application/xml",
  "application/json; charset=latin1",
  "*/*",
  "garbage",
  "APPLICATION/JSON",
  "application/json;charset=utf-8",
  "application/vnd.api+json",
  "text/html",
  "application/x-www-form-urlencoded;charset=iso-8859-1",
];

const lead = { kind: "full", name: "Probe Person", email: "probe@example.com", subject: "Probe", message: "Hello from the probe" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const json = (value: unknown) => JSON.stringify(value);
const longMessage = "ж".repeat(5_000);

/** Bodies: well-formed leads, malformed encodings, wrong shapes, injection attempts. */
const BODIES: [string, Buffer | string][] = [
  ["json lead", json(lead)],
  ["form lead", form(lead)],
  ["empty", ""],
  ["json null", "null"],
  ["json array", "[]"],
  ["json broken", '{"name": "A", '],
  ["json deep nesting", "[".repeat(20_000) + "]".repeat(20_000)],
  ["json objects for strings", json({ kind: { a: 1 }, name: ["A"], email: { toString: "x" }, message: 5 })],
  ["json honeypot object", json({ name: "P", email: "p@example.com", message: "m", company_website: { toString: null } })],
  ["json __proto__", '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"name":"P","email":"p@example.com","message":"m"}'],
  ["json lone surrogates", '{"name":"A\\ud800B","email":"p@example.com","subject":"\\udfff","message":"m\\ud83d"}'],
  ["invalid utf-8 bytes", Buffer.concat([Buffer.from('{"name":"A'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('","email":"p@example.com","message":"m"}')])],
  ["form invalid utf-8", Buffer.concat([Buffer.from("kind=full&name=A"), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from("&email=p%40example.com&subject=s&message=m")])],
  ["form bad percent", "kind=full&name=%zz%ff%fe&email=p%40example.com&subject=%E0%A4%A&message=%"],
  ["header injection json", json({ ...lead, name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nX-Injected: 1" })],
  ["header injection form", form({ ...lead, name: "Eve\r\nBcc: victim@example.com", subject: "Hi\r\nContent-Type: text/html" })],
  ["bidi and invisibles", json({ ...lead, name: "Ad\u202Emin\u200B", subject: "\u2066Pay\u2069\uFEFF now\u{E0041}" })],
  ["5000 characters, Cyrillic", json({ ...lead, message: longMessage })],
  ["long email local part", json({ ...lead, email: `${"a".repeat(65)}@${"b".repeat(64)}.example` })],
  ["form duplicate fields", "kind=full&kind=quick&name=A&name=B&email=p%40example.com&subject=s&message=m"],
  ["broken multipart", "--XyZ\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nA\r\n--XyZ\r\nContent-Disposition: form-da"],
  ["multipart without boundary use", "name=A&email=p@example.com"],
];

const METHODS = ["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "FOO", "HEAD", "GET"];

/** Targets that try to leave the site, the build folder or the router's assumptions. */
const PATH_TRICKS = [
  "//evil.example/",
  "///evil.example/",
  "//evil.example",
  "/\\evil.example/",
  "/%2F%2Fevil.example/",
  "/%5Cevil.example/",
  "/.//evil.example/",
  "/contact//",
  "/contact/./",
  "/a/../contact",
  "/..%2F..%2Fpackage.json",
  "/..%252F..%252Fetc%252Fpasswd",
  "/%00",
  "/%ff",
  "/a%ff%fe",
  "/%e0%a4%a",
  "/%ED%A0%80",
  "/?__proto__[polluted]=1",
  "/contact?x=%ff&y=%00",
  "/blog/%2e%2e/%2e%2e/",
  "http://evil.example/",
  "*",
  "/assets/../../server/index.ts",
  "/favicon.svg/",
  "/" + "a".repeat(8_000),
  "/locations/" + "x".repeat(2_000),
  "/search?q=" + "<script>".repeat(200),
  "/nope.data",
  "/blog/nope.data",
  "/_.data?_routes=" + "x".repeat(500),
  "/contact.data?_routes=routes%2Fnope",
  "/__manifest?p=/contact&version=x",
  "/__manifest?p=" + "/a".repeat(500),
  "/profile/../../../etc/passwd",
  "/healthz/../api/contact",
];

const HEADER_TRICKS: [string, string][][] = [
  [["X-Forwarded-For", "1.2.3.4, 5.6.7.8"]],
  [["X-Forwarded-Host", "evil.example"], ["X-Forwarded-Proto", "https"]],
  [["Origin", "https://evil.example"]],
  [["Origin", "null"]],
  [["Origin", "not a url"]],
  [["Referer", "javascript:alert(1)"]],
  [["Accept-Encoding", "br;q=2, gzip;q=-1, *;q=abc"]],
  [["Range", "bytes=999999999-"]],
  [["If-None-Match", '"' + "x".repeat(4_000) + '"']],
  [["Accept", "text/x-component"]],
  [["Cookie", "a=" + "b".repeat(4_000)]],
];

function withType(type: string | undefined): [string, string][] {
  return type === undefined ? [] : [["Content-Type", type]];
}

/** Every hostile case, in a fixed order; huge bodies come from `hugeBody`, shared so memory stays flat. */
export function hostileRequests(hugeBody: Buffer): RawRequest[] {
  const cases: RawRequest[] = [];
  // Every form route and the API, every content type, every body.
  for (const target of [...FORM_TARGETS, "/api/contact"]) {
    for (const type of CONTENT_TYPES) {
      for (const [label, body] of BODIES) cases.push({ family: `POST ${label} as ${type ?? "no type"}`, method: "POST", target, headers: withType(type), body });
    }
  }
  // Other methods on the same routes, with and without a body.
  for (const target of [...FORM_TARGETS, "/api/contact", "/healthz"]) {
    for (const method of METHODS) {
      cases.push({ family: `${method} without body`, method, target });
      for (const [label, body] of BODIES.slice(0, 2)) cases.push({ family: `${method} ${label}`, method, target, headers: withType(label.startsWith("json") ? "application/json" : "application/x-www-form-urlencoded"), body });
    }
  }
  // Paths that try to leave the site or the build folder.
  for (const target of PATH_TRICKS) {
    for (const method of ["GET", "HEAD", "POST"]) cases.push({ family: `path trick ${method}`, method, target, headers: method === "POST" ? withType("application/x-www-form-urlencoded") : [], body: method === "POST" ? form(lead) : undefined });
  }
  // Header tricks on a form post, the API and a page.
  for (const headers of HEADER_TRICKS) {
    cases.push({ family: `header ${headers[0]![0]} on a form post`, method: "POST", target: "/contact", headers: [...headers, ["Content-Type", "application/x-www-form-urlencoded"]], body: form(lead) });
    cases.push({ family: `header ${headers[0]![0]} on the API`, method: "POST", target: "/api/contact", headers: [...headers, ["Content-Type", "application/json"]], body: json(lead) });
    cases.push({ family: `header ${headers[0]![0]} on a page`, method: "GET", target: "/services", headers });
  }
  // Huge bodies, declared and chunked.
  for (const target of ["/api/contact", "/contact", "/contact.data", "/locations/warren", "/nope"]) {
    for (const type of ["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=XyZ"]) {
      cases.push({ family: "huge body", method: "POST", target, headers: withType(type), body: hugeBody });
      cases.push({ family: "huge body, chunked", method: "POST", target, headers: withType(type), body: hugeBody, chunked: true });
    }
  }
  return cases;
}

/** `count` cases spread evenly over the list (a short run still touches every family; a longer one repeats). */
export function hostileSample(all: RawRequest[], count: number): RawRequest[] {
  return Array.from({ length: count }, (_, n) => all[Math.floor((n * all.length) / count) % all.length]!);
}

/** Content codings the server does not decode (a list, case and junk included). */
const UNDECODED_CODINGS = ["gzip", "x-gzip", "GZIP", "br", "zstd", "deflate", "compress", "aes128gcm", "*", "identity, gzip", "gzip, identity", "identity-with-junk"];
/** Where a body is read: the JSON APIs and every page form (and a cancel link). */
const BODY_TARGETS: [string, "json" | "form"][] = [
  ["/api/contact", "json"],
  ["/api/bookings", "json"],
  ["/contact", "form"],
  ["/?index", "form"],
  ["/locations/warren", "form"],
  ["/contact.data", "form"],
  ["/book", "form"],
  [UNKNOWN_CANCEL_PATH, "form"],
];
/** Methods no route takes, and tokens that are no method at all. */
const ODD_METHODS: [string, number[]][] = [
  ["CONNECT", [405]],
  ["TRACE", [405]],
  ["PROPFIND", [405]],
  ["QUERY", [405]],
  ["G@T", [400]],
  ["FOO", [400]],
  ["post", [400]],
];

/**
 * Cases with one right answer, each sent once on every run (not sampled), for the report's checks:
 * - a body in a content coding the server does not decode: 415 on every route that reads a body,
 *   before it is parsed or stored (`identity` alone is read, and stored);
 * - a forged page of origin (`Host: evil.example` with a Referer there): stored, but without the page
 *   (`forgedPageRows` counts any that kept it), tagged `forged-page-…` to find them;
 * - methods no route takes: 405 with `Allow` (CONNECT too), or 400 for a token that is no method;
 * - a cancel link posted with `Origin: null` (no referrer) is the token's to decide: 404 for an
 *   unknown token, not the 400 of a foreign origin, and no stack trace;
 * - a form post whose `Host` and `Origin` agree on another site, or with no `Origin` and another
 *   site's `Referer`: 400; a form in latin1 415, one not valid UTF-8 400.
 */
export function checkedRequests(): RawRequest[] {
  const cases: RawRequest[] = [];
  const body = (kind: "json" | "form", email: string) => (kind === "json" ? json({ ...lead, email }) : form({ ...lead, email }));
  const type = (kind: "json" | "form") => (kind === "json" ? "application/json" : "application/x-www-form-urlencoded");
  for (const [target, kind] of BODY_TARGETS) {
    for (const coding of UNDECODED_CODINGS) {
      cases.push({ family: `Content-Encoding ${coding}`, method: "POST", target, headers: [["Content-Type", type(kind)], ["Content-Encoding", coding]], body: body(kind, "coded@example.com"), expect: [415] });
    }
    // Really compressed: still not read.
    cases.push({ family: "Content-Encoding gzip (compressed)", method: "POST", target, headers: [["Content-Type", type(kind)], ["Content-Encoding", "gzip"]], body: gzipSync(body(kind, "gzipped@example.com")), expect: [415] });
  }
  for (const [target, kind] of [["/api/contact", "json"], ["/contact", "form"]] as const) {
    cases.push({ family: "Content-Encoding identity", method: "POST", target, headers: [["Content-Type", type(kind)], ["Content-Encoding", "identity"]], body: body(kind, "identity@example.com"), expect: [202] });
  }
  for (const [n, headers] of [
    [["Host", "evil.example"], ["Referer", "http://evil.example/forged-page"]],
    [["Host", "evil.example:80"], ["Referer", "http://evil.example:80/forged-page"]],
    [["Referer", "http://evil.example/forged-page"]],
    [["X-Forwarded-Host", "evil.example"], ["X-Forwarded-Proto", "http"], ["Referer", "http://evil.example/forged-page"]],
  ].entries()) {
    cases.push({ family: "forged Referer", method: "POST", target: "/api/contact", headers: [...(headers as [string, string][]), ["Content-Type", "application/json"]], body: json({ ...lead, email: `forged-page-${n}@example.com` }), expect: [202] });
  }
  for (const target of ["/", "/api/contact", "/book", "/api/bookings", "/contact", UNKNOWN_CANCEL_PATH]) {
    for (const [method, expect] of ODD_METHODS) cases.push({ family: `method ${method}`, method, target, expect });
  }
  cases.push({ family: "method CONNECT (authority form)", method: "CONNECT", target: "evil.example:443", expect: [405] });
  cases.push({ family: "cancel link, Origin: null", method: "POST", target: UNKNOWN_CANCEL_PATH, headers: [["Origin", "null"], ["Content-Type", "application/x-www-form-urlencoded"]], body: "", expect: [404] });
  cases.push({ family: "cancel link, foreign Origin", method: "POST", target: UNKNOWN_CANCEL_PATH, headers: [["Origin", "https://evil.example"], ["Content-Type", "application/x-www-form-urlencoded"]], body: "", expect: [400] });
  cases.push({ family: "form post, Origin: null", method: "POST", target: "/contact", headers: [["Origin", "null"], ["Content-Type", "application/x-www-form-urlencoded"]], body: form(lead), expect: [400] });
  const formType: [string, string] = ["Content-Type", "application/x-www-form-urlencoded"];
  cases.push({ family: "form post, Host and Origin of another site", method: "POST", target: "/contact", headers: [["Host", "evil.example:4900"], ["Origin", "http://evil.example:4900"], formType], body: form(lead), expect: [400] });
  cases.push({ family: "form post, no Origin, foreign Referer", method: "POST", target: "/contact", headers: [["Referer", "http://evil.example/form"], formType], body: form(lead), expect: [400] });
  cases.push({ family: "form post, charset latin1", method: "POST", target: "/contact", headers: [["Content-Type", "application/x-www-form-urlencoded; charset=latin1"]], body: form(lead), expect: [415] });
  cases.push({ family: "form post, invalid UTF-8", method: "POST", target: "/contact", headers: [formType], body: `${form(lead)}&name=Ren%E9`, expect: [400] });
  return cases;
}
