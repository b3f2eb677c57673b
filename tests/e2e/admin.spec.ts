/**
 * The agency's workspace in Chromium against the production server: passkeys through Chromium's
 * virtual authenticator (CDP WebAuthn: ctap2, internal transport, resident key, user verification),
 * the emailed sign-in link through a real SMTP server on loopback, and everything /admin answers
 * without a session. The relying party is the host of SITE_URL, so this server runs on
 * http://localhost:PORT (an IP address is not a valid relying party).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { addPasskeyAuthenticator as addAuthenticator, startWorkspaceServer, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";

let workspace: WorkspaceServer;
let origin: string;
const smtp = new SmtpCapture();
const admin = (...args: string[]) => workspace.admin(...args);
const invite = (email: string, role: "owner" | "member" = "owner") => workspace.invite(email, role);

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe on a workspace page in one theme: nothing to report. */
async function expectAxeClean(page: Page, path: string, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${path} (${theme})`).toEqual([]);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start(0);
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url });
  origin = workspace.origin;
});

test.afterAll(async () => {
  await workspace?.stop();
  await smtp.stop();
});

test("invite → enrol a passkey → sign out → sign in with it → answer a lead from the site's form", async ({ browser }) => {
  // Ends with axe on every workspace page, twice per theme and width.
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await addAuthenticator(context, page);

  await page.goto(await invite("owner@agency.example"));
  await expect(page.getByRole("heading", { name: "Create your passkey" })).toBeVisible();
  await expect(page.getByText("owner@agency.example")).toBeVisible();
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === "mws_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);

  // The invitation was single use.
  const reused = await context.request.get(page.url().replace("/admin", "/admin/enroll/x"));
  expect(reused.status()).toBe(410);

  // This test signs in with the button; a later one lets the browser's autofill do it.
  const withoutAutofill = () => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  };
  await context.addInitScript(withoutAutofill);
  await page.evaluate(withoutAutofill);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByText("You are signed out.")).toBeVisible();
  expect(await context.request.get("/admin", { maxRedirects: 0 }).then((response) => response.status())).toBe(303);

  // A visitor sends a message through the full contact form.
  const visitor = await browser.newPage({ baseURL: origin });
  await visitor.goto("/contact");
  const form = visitor.locator("form").filter({ has: visitor.getByLabel("Subject") });
  await form.getByLabel("Name").fill("Rosa Alvarez");
  await form.getByLabel("Email").fill("rosa@bakery.example");
  await form.getByLabel("Subject").fill("A site for the bakery");
  await form.getByLabel("Message").fill("We need online ordering before the holidays.");
  await form.getByRole("button", { name: /send/i }).click();
  await expect(visitor.getByText("Message Sent Successfully").first()).toBeVisible();
  await visitor.close();

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  const item = page.getByTestId("inbox-list").getByRole("link", { name: /Rosa Alvarez/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText("New");
  await item.click();
  await expect(page.getByRole("heading", { name: "Rosa Alvarez", level: 1 })).toBeVisible();
  await expect(page.getByTestId("lead-message")).toHaveText("We need online ordering before the holidays.");
  // The page it was sent from (the visit landed there too, so Landing page says /contact as well).
  await expect(page.locator("dt", { hasText: /^Sent from$/ }).locator("+ dd")).toHaveText("/contact");

  await page.getByLabel("Where it stands").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Where it stands")).toHaveValue("contacted");
  await expect(page.getByTestId("lead-history")).toContainText("owner@agency.example");
  await expect(page.getByTestId("lead-history")).toContainText("New → Contacted");
  await expect(page.getByText(/First response/)).toBeVisible();

  await page.getByLabel("Add a note").fill("Called back, sending a quote on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("lead-history")).toContainText("sending a quote on Friday");

  // Owners see the server's last backup (taken at start: every 24 hours by default) on the account page.
  await page.goto("/admin/account");
  await expect(page.getByTestId("last-backup")).toContainText(/Last backup\s*\w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M Eastern/);
  await expect(page.getByTestId("last-backup")).toContainText(/backups\/leads-.+\.sqlite/);

  // Every workspace page: axe finds nothing, in both themes, at a phone's width too.
  const leadPath = new URL(page.url()).pathname;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"] as const) {
      for (const path of ["/admin", "/admin?view=all", leadPath, "/admin/account"]) await expectAxeClean(page, path, theme);
    }
  }
  const anonymousContext = await browser.newContext({ baseURL: origin });
  const anonymous = await anonymousContext.newPage();
  for (const theme of ["light", "dark"] as const) await expectAxeClean(anonymous, "/admin/sign-in", theme);
  await anonymousContext.close();
  await context.close();
});

test("the passkey buttons stay disabled until the page can run the ceremony: no tap is lost before hydration", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  // The page's scripts never arrive: it stays server HTML (the head's inline script still shows js-only parts).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(await invite("late-js@agency.example", "member"));
  await expect(page.getByRole("button", { name: "Create passkey" })).toBeDisabled();
  await page.goto("/admin/sign-in");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeDisabled();
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
  await context.close();
});

test("no passkey on this device: the emailed sign-in link, single use, through the outbox", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto("/admin/sign-in");
  const before = smtp.mails.length;

  // An unknown address gets the same words and no email.
  await page.getByRole("textbox", { name: "Email" }).fill("stranger@agency.example");
  await page.getByRole("button", { name: "Email me a link" }).click();
  const words = page.getByText("If that address belongs to the workspace");
  await expect(words).toBeVisible();

  await page.getByRole("textbox", { name: "Email" }).fill("Owner@Agency.example");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(words).toBeVisible();
  await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(before + 1);
  const mail = smtp.mails.at(-1)!;
  expect(mail.envelopeTo).toEqual(["owner@agency.example"]);
  const link = new RegExp(`${origin}/admin/sign-in/link/[A-Za-z0-9_-]{43}`).exec(mail.text)![0];

  // Opening the link (as a mail scanner would) does not use it up; the button does.
  await page.goto(link);
  await page.goto(link);
  await page.getByRole("button", { name: "Continue to the workspace" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByText("Rosa Alvarez")).toBeVisible();

  // A used link says so as soon as it opens, offers no button that cannot work, and asks for a new one.
  const second = await browser.newPage({ baseURL: origin });
  const opened = await second.goto(link);
  expect(opened?.status()).toBe(410);
  await expect(second.getByText("This sign-in link has expired or was already used")).toBeVisible();
  await expect(second.getByRole("button", { name: "Continue to the workspace" })).toHaveCount(0);
  await second.getByRole("textbox", { name: "Email" }).fill("owner@agency.example");
  await second.getByRole("button", { name: "Email me a link" }).click();
  await expect(second.getByText("If that address belongs to the workspace")).toBeVisible();
  await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(before + 2);
  await second.close();
  await context.close();
});

test("a sign-in link asked for after a passkey was not used: the passkey's message gives way to the link's", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  // An authenticator that holds no passkey for this site: the browser answers "not allowed".
  await addAuthenticator(context, page);
  await page.goto("/admin/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  const noPasskey = page.getByText("No passkey was used");
  await expect(noPasskey).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill("stranger@agency.example");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("If that address belongs to the workspace")).toBeVisible();
  await expect(noPasskey).toHaveCount(0);
  await context.close();
});

test("without a session: pages redirect to sign-in, data answers 401 with no lead data; every answer is private", async ({ request }) => {
  const pages = ["/admin", "/admin/account", "/admin/leads/00000000-0000-0000-0000-000000000000", "/admin/people"];
  for (const path of pages) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers()["location"], path).toBe("/admin/sign-in");
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex");
  }
  for (const path of ["/admin.data", "/admin/account.data", "/admin/export.csv", "/admin/api/passkeys/add/options"]) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
    const body = await response.text();
    expect(body, path).not.toContain("Rosa");
    expect(body, path).not.toContain("rosa@bakery.example");
  }
  // A forged or stale cookie is no session.
  const forged = await request.get(`${origin}/admin.data`, { headers: { cookie: `mws_session=${"A".repeat(43)}` }, maxRedirects: 0 });
  expect(forged.status()).toBe(401);

  const signIn = await request.get(`${origin}/admin/sign-in`);
  expect(signIn.status()).toBe(200);
  expect(signIn.headers()["cache-control"]).toBe("private, no-store");
  expect(signIn.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);

  const robots = await (await request.get(`${origin}/robots.txt`)).text();
  expect(robots).toContain("Disallow: /admin");
  expect(await (await request.get(`${origin}/sitemap.xml`)).text()).not.toContain("/admin");
});

test("the browser offers the passkey in autofill (conditional mediation); a removed person's session stops at once", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await addAuthenticator(context, page);
  await page.goto(await invite("member@agency.example", "member"));
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  // Members see no member management.
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your passkeys" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "People with access" })).toHaveCount(0);

  // Signed out, the sign-in page asks for a passkey through autofill; the virtual authenticator
  // answers at once (a person would pick it from the email field's suggestions).
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  expect((await context.request.get("/admin.data", { maxRedirects: 0 })).status()).toBe(200);

  expect(await admin("remove", "member@agency.example")).toContain("Removed member@agency.example");
  expect((await context.request.get("/admin.data", { maxRedirects: 0 })).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await context.close();
});

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a new passkey is named by its browser and device, and can be renamed (without JavaScript too)", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, userAgent: MAC_CHROME });
  const page = await context.newPage();
  await addAuthenticator(context, page);
  await page.goto(await invite("namer@agency.example", "member"));
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await page.goto("/admin/account");
  const passkeys = page.getByTestId("passkeys");
  // Named for the browser and device that made it, not "Passkey added <date>".
  await expect(passkeys.getByText("Chrome on macOS", { exact: true })).toBeVisible();
  await expect(passkeys).not.toContainText("Passkey added");

  // Renamed through a plain form post, from a tab without JavaScript: normalised (invisible characters
  // and the spaces around go); another person's passkey (or none) is not found.
  const plain = await browser.newContext({ baseURL: origin, javaScriptEnabled: false, storageState: await context.storageState() });
  const noJs = await plain.newPage();
  await noJs.goto("/admin/account");
  await noJs.getByText("Rename", { exact: true }).click();
  await noJs.getByLabel("New name for Chrome on macOS").fill("  Work\u200b laptop  ");
  await noJs.getByRole("button", { name: "Save name" }).click();
  await expect(noJs.getByText("Passkey renamed.")).toBeVisible();
  await expect(noJs.getByTestId("passkeys").getByText("Work laptop", { exact: true })).toBeVisible();
  const notMine = await noJs.request.post("/admin/account", { headers: { Origin: origin }, form: { intent: "rename-passkey", id: "not-mine", name: "x" }, maxRedirects: 0 });
  expect(notMine.status()).toBe(409);
  await plain.close();
  await context.close();
});

test("state changes need this site's origin, and sign-in attempts are rate limited", async ({ request }) => {
  const foreign = await request.post(`${origin}/admin/api/passkeys/sign-in/options`, { headers: { origin: "https://evil.example", "content-type": "application/json" }, data: "{}" });
  expect(foreign.status()).toBe(403);

  let last = 0;
  for (let attempt = 0; attempt < 12; attempt++) {
    const response = await request.post(`${origin}/admin/api/passkeys/sign-in`, { headers: { origin, "content-type": "application/json" }, data: JSON.stringify({ challengeId: "x", response: {} }) });
    last = response.status();
    if (last === 429) {
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      break;
    }
    expect(last).toBe(400);
  }
  expect(last).toBe(429);
});
