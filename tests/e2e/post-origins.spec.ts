/**
 * Which posts count as the site's own, and which bodies a form route takes, against the production
 * server without SITE_URL: a `Host` and `Origin` that agree on another site are not this site, a
 * post without `Origin` but with another site's `Referer` is a cross-site form, and a form body in
 * another charset or not valid UTF-8 is refused before anything is stored.
 */
import { expect, test } from "./support/test";
import { startServer, type TestServer } from "./support/server";
import { sendRaw } from "../../scripts/stress/raw-request";


let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const port = () => Number(new URL(server.origin).port);
const FORM = "application/x-www-form-urlencoded";
const leadForm = (email: string) => `kind=full&name=Dana&email=${encodeURIComponent(email)}&subject=Hi&message=Hello+there`;
/** The visitor form, a workspace form that needs no session. */
const FORM_PAGES = ["/contact", "/contact.data", "/admin/sign-in"];
const stackTrace = /\n\s+at /;

function post(target: string, headers: [string, string][], body: string | Buffer) {
  return sendRaw(port(), { family: "post origin", method: "POST", target, headers, body });
}

test("a Host and Origin that agree on another site are refused: the site's origin is not the client's word", async () => {
  const spoofed: [string, string][] = [
    ["Host", "evil.test:4900"],
    ["Origin", "http://evil.test:4900"],
  ];
  for (const target of FORM_PAGES) {
    const email = `spoof-${target.replace(/\W/g, "")}@example.com`;
    const answer = await post(target, [...spoofed, ["Content-Type", FORM]], target.startsWith("/admin") ? `email=${email}` : leadForm(email));
    expect(answer.status, target).toBe(400);
  }
  const passkey = await post("/admin/api/passkeys/sign-in/options", [...spoofed, ["Content-Type", "application/json"]], "{}");
  expect(passkey.status, "passkey options").toBe(403);
  expect(server.leads()).toHaveLength(0);
  expect(server.log()).not.toMatch(stackTrace);
});

test("the same posts from the server's own loopback origin are taken", async () => {
  const own: [string, string][] = [["Origin", server.origin]];
  const answer = await post("/contact.data", [...own, ["Content-Type", FORM]], leadForm("own@example.com"));
  expect(answer.status).toBe(202);
  const passkey = await post("/admin/api/passkeys/sign-in/options", [...own, ["Content-Type", "application/json"]], "{}");
  expect(passkey.status).toBe(200);
  expect(server.leads("email = ?", "own@example.com")).toHaveLength(1);
});

test("a post without Origin but with another site's Referer is refused like a foreign Origin", async () => {
  for (const target of FORM_PAGES) {
    for (const referer of ["http://evil.example/form", `http://127.0.0.1.evil.example:${port()}/contact`, "not a url"]) {
      const answer = await post(target, [["Referer", referer], ["Content-Type", FORM]], target.startsWith("/admin") ? "email=r@example.com" : leadForm("referer@example.com"));
      expect(answer.status, `${referer} → ${target}`).toBe(400);
    }
  }
  expect(server.leads("email = ?", "referer@example.com")).toHaveLength(0);
  // The site's own page as Referer, or no header at all (a script), still posts.
  expect((await post("/contact.data", [["Referer", `${server.origin}/contact`], ["Content-Type", FORM]], leadForm("own-referer@example.com"))).status).toBe(202);
  expect((await post("/contact.data", [["Content-Type", FORM]], leadForm("script@example.com"))).status).toBe(202);
  expect(server.leads("email in (?, ?)", "own-referer@example.com", "script@example.com")).toHaveLength(2);
});

test("a form in another charset answers 415, one that is not valid UTF-8 400, on visitor and workspace forms alike", async () => {
  for (const target of [...FORM_PAGES, "/book"]) {
    const latin1 = await post(target, [["Content-Type", `${FORM}; charset=latin1`]], Buffer.from(target.startsWith("/admin") ? "email=caf\xe9@example.com" : leadForm("caf\xe9@example.com"), "latin1"));
    expect(latin1.status, `latin1 → ${target}`).toBe(415);
    const escaped = await post(target, [["Content-Type", FORM]], target.startsWith("/admin") ? "email=caf%E9%40example.com" : `${leadForm("escaped@example.com")}&name=Ren%E9`);
    expect(escaped.status, `%E9 → ${target}`).toBe(400);
    const raw = await post(target, [["Content-Type", `${FORM}; charset=utf-8`]], Buffer.concat([Buffer.from(target.startsWith("/admin") ? "email=caf" : `${leadForm("raw@example.com")}&name=Ren`), Buffer.from([0xe9])]));
    expect(raw.status, `raw 0xE9 → ${target}`).toBe(400);
  }
  expect(server.leads("email in (?, ?)", "escaped@example.com", "raw@example.com")).toHaveLength(0);
  expect(server.log()).not.toMatch(stackTrace);
});
