/**
 * The workspace behind the HTTPS proxy production puts in front of the server (TRUST_PROXY): the
 * emailed sign-in link works there, and the session cookie is `Secure` with the `__Host-` prefix
 * (the proxy's certificate is for 127.0.0.1, which can hold no passkey: the passkey is enrolled on
 * the server's own http://localhost origin, as admin.spec.ts does).
 */
import { expect, test } from "./support/test";
import { signedInContext, startWorkspaceServer, type WorkspaceServer } from "./support/workspace";
import { startTlsProxy, type TlsProxy } from "./support/tls-proxy";
import { SmtpCapture } from "../integration/support/smtp";

let workspace: WorkspaceServer;
let proxy: TlsProxy;
const smtp = new SmtpCapture();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start(0);
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });
  proxy = await startTlsProxy(workspace.process.origin);
});

test.afterAll(async () => {
  await proxy?.close();
  await workspace?.stop();
  await smtp.stop();
});

test("through the HTTPS proxy: an emailed link signs in with a __Host- Secure cookie; a cross-site post is refused", async ({ browser }) => {
  const enrol = await signedInContext(browser, workspace, "owner@agency.example", "owner", { context: {} });
  await enrol.close();

  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const tab = await context.newPage();
  await tab.goto(`${proxy.origin}/admin/sign-in`);
  await tab.getByRole("textbox", { name: "Email" }).fill("owner@agency.example");
  await tab.getByRole("button", { name: "Email me a link" }).click();
  await expect(tab.getByText("If that address belongs to the workspace")).toBeVisible();
  await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
  const token = /\/admin\/sign-in\/link\/([A-Za-z0-9_-]{43})/.exec(smtp.mails[0]!.text)![1];

  await tab.goto(`${proxy.origin}/admin/sign-in/link/${token}`);
  await tab.getByRole("button", { name: "Continue to the workspace" }).click();
  await expect(tab).toHaveURL(`${proxy.origin}/admin`);
  await expect(tab.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  const cookies = await context.cookies(proxy.origin);
  expect(cookies.map((cookie) => cookie.name)).toEqual(["__Host-mws_session"]);
  expect(cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
  const page2 = await context.request.get(`${proxy.origin}/admin`, { maxRedirects: 0 });
  expect(page2.status()).toBe(200);
  expect(page2.headers()["strict-transport-security"]).toBeDefined();

  const foreign = await context.request.post(`${proxy.origin}/admin/sign-out`, { headers: { origin: "https://evil.example" }, form: { everywhere: "1" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(400);
  expect((await context.request.get(`${proxy.origin}/admin.data`, { maxRedirects: 0 })).status()).toBe(200);
  await context.close();
});
