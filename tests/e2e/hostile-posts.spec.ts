import { expect, test } from "./support/test";
import { startServer, type TestServer } from "./support/server";

/** Requests no browser of ours sends: each gets a 4xx, one log line, and stores nothing. */
test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const lead = (email: string) => ({ kind: "full", name: "Dana", email, subject: "Hi", message: "Hello" });
/** The three form pages and the URLs their fetchers post to. */
const FORM_URLS = ["/?index", "/contact", "/locations/warren", "/_.data?index", "/contact.data", "/locations/warren.data"];
const stackTrace = /\n\s+at /;

test("a path starting with several slashes redirects on this site, never off it", async ({ request }) => {
  for (const path of ["//evil.example/", "///evil.example/", "//evil.example/contact/"]) {
    const response = await request.get(`${server.origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    const location = response.headers()["location"]!;
    expect(location, path).toMatch(/^\/[^/\\]/);
    expect(new URL(location, server.origin).origin, path).toBe(server.origin);
  }
});

test("a body that is not a form answers 415 or 400 on every form URL: one log line, no stack, nothing stored", async ({ request }) => {
  const bodies: { label: string; headers: Record<string, string>; data: string; status: number }[] = [
    { label: "text/plain", headers: { "content-type": "text/plain" }, data: "name=Dana", status: 415 },
    { label: "json", headers: { "content-type": "application/json" }, data: JSON.stringify(lead("json@example.com")), status: 415 },
    { label: "no type", headers: { "content-type": "" }, data: "name=Dana", status: 415 },
    { label: "broken multipart", headers: { "content-type": "multipart/form-data; boundary=xyz" }, data: "--xyz\r\nbroken", status: 400 },
  ];
  for (const url of FORM_URLS) {
    for (const body of bodies) {
      const before = server.log().length;
      const response = await request.post(`${server.origin}${url}`, { headers: body.headers, data: body.data });
      expect(response.status(), `${body.label} → ${url}`).toBe(body.status);
      await expect.poll(() => server.log().slice(before)).toContain(`${body.status} POST`);
      const logged = server.log().slice(before).trim().split("\n");
      expect(logged, `${body.label} → ${url}`).toHaveLength(1);
    }
  }
  expect(server.log()).not.toMatch(stackTrace);
  expect(server.leads()).toHaveLength(0);
});

test("only POST stores a lead: PUT, PATCH and DELETE on form pages answer 405 with Allow", async ({ request }) => {
  for (const url of FORM_URLS) {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await request.fetch(`${server.origin}${url}`, { method, form: lead("put@example.com") });
      expect(response.status(), `${method} ${url}`).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
    }
  }
  // A page without a form takes no post at all (`/` is the layout; the home page's forms post to `/?index`).
  const root = await request.post(`${server.origin}/`, { form: lead("put@example.com") });
  expect(root.status()).toBe(405);
  const services = await request.post(`${server.origin}/services`, { form: lead("put@example.com") });
  expect(services.status()).toBe(405);
  expect(services.headers()["allow"]).toBe("GET, HEAD");
  expect(server.leads()).toHaveLength(0);
});

test("a post to a page that does not exist answers 404 and stores nothing", async ({ request }) => {
  for (const path of ["/locations/nowhere", "/CONTACT", "/locations/WARREN", "/no-such-page", "/contact/extra"]) {
    const response = await request.post(`${server.origin}${path}`, { form: { ...lead("nowhere@example.com"), kind: "location", location: "warren" } });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  }
  expect((await request.get(`${server.origin}/CONTACT`)).status()).toBe(404);
  expect(server.leads()).toHaveLength(0);
  expect(server.log()).not.toMatch(stackTrace);
});

test("the location form's town comes from its page, not from the posted field", async ({ request }) => {
  const email = "town@example.com";
  const response = await request.post(`${server.origin}/locations/warren`, {
    form: { kind: "full", name: "Lee", email, message: "Quote", location: "roseville" },
  });
  expect(response.status()).toBe(202);
  expect(server.leads("email = ?", email)).toMatchObject([{ kind: "location", location: "warren", page: "/locations/warren" }]);
});
