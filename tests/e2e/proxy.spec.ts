import { expect, test, type Page } from "./support/test";
import { FULL_FORM_MESSAGES } from "../../app/components/forms/messages";
import { startServer, type TestServer } from "./support/server";
import { startTlsProxy, type TlsProxy } from "./support/tls-proxy";
import { expectShellHydrated } from "./support/hydration";

/**
 * Production: HTTPS ends at a proxy and the server sees plain HTTP. With TRUST_PROXY the forms
 * must still count as same-origin (React Router refuses a post whose Origin differs from the URL).
 */
test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true });

let server: TestServer;
let proxy: TlsProxy;

test.beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
  proxy = await startTlsProxy(server.origin);
});

test.afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

let counter = 0;
const uniqueEmail = (label: string) => `proxy-${label}-${Date.now()}-${counter++}@example.com`;

async function sendContactForm(page: Page, email: string) {
  const form = page.getByTestId("contact-form");
  const values = { Name: "Dana Whitfield", Email: email, Subject: "New website", Message: "Posted through an HTTPS proxy." };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: false }).fill(value);
  await form.getByRole("button", { name: /Send Message/ }).click();
}

test("with JavaScript: a form posted through the HTTPS proxy is stored", async ({ page }) => {
  await page.goto(`${proxy.origin}/contact`);
  await expectShellHydrated(page);
  const email = uniqueEmail("js");
  await sendContactForm(page, email);
  await expect(page.getByTestId("toast").filter({ hasText: FULL_FORM_MESSAGES.successTitle })).toBeVisible();
  expect(server.leads("email = ?", email)).toMatchObject([{ kind: "full", page: "/contact", status: "queued" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post through the HTTPS proxy is stored", async ({ page }) => {
    await page.goto(`${proxy.origin}/contact`);
    const email = uniqueEmail("nojs");
    await sendContactForm(page, email);
    await expect(page.getByTestId("contact-form").getByRole("status")).toContainText(FULL_FORM_MESSAGES.successTitle);
    expect(server.leads("email = ?", email)).toMatchObject([{ kind: "full", page: "/contact", status: "queued" }]);
  });
});

test("a cross-site post through the proxy is still refused, and nothing is stored", async ({ request }) => {
  const email = uniqueEmail("cross-site");
  const response = await request.post(`${proxy.origin}/contact`, {
    headers: { origin: "https://evil.example" },
    form: { kind: "full", name: "Mallory", email, subject: "Hi", message: "Cross-site" },
  });
  expect(response.status()).toBe(400);
  expect(server.leads("email = ?", email)).toHaveLength(0);
});

test("the API records the page a lead came from through the proxy too", async ({ request }) => {
  const email = uniqueEmail("api");
  const response = await request.post(`${proxy.origin}/api/contact`, {
    headers: { referer: `${proxy.origin}/services` },
    data: { name: "Dana", email, message: "Through the proxy" },
  });
  expect(response.status()).toBe(202);
  expect(server.leads("email = ?", email)).toMatchObject([{ page: "/services" }]);
});
