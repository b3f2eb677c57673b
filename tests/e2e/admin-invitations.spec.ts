/**
 * Invitations in Chromium against the production server: a newer invitation to an address replaces the
 * older link, owners see what is pending on the account page (address, role, expiry in the office's
 * zone) and revoke it with a plain form (also with JavaScript off), a revoked link's page says so and
 * offers nothing to press, and a member cannot revoke. Also the per-email limit on sign-in links
 * through the real sign-in form: an address typed with invisible characters or another case spends the
 * same budget (each request from its own client address, through TRUST_PROXY's X-Forwarded-For, so
 * only the per-email count can stop them). Signed in with passkeys through Chromium's virtual
 * authenticator, on http://localhost:PORT (the relying party is the host of SITE_URL).
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";
import { expectVisibleFocus, tabTo } from "../support/keyboard";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const OWNER = "owner@agency.example";
/** "Sat, Nov 28, 2026, 2:37 PM Eastern": the office's zone, in words. */
const OFFICE_TIME = /\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Eastern/;

let workspace: WorkspaceServer;
let origin: string;
const smtp = new SmtpCapture();
let owner: SignedInContext;

/** Page errors and console errors fail the test; a withdrawn link's own 410 is the page's answer, not an error. */
function watchErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/status of 410/.test(message.text()) && message.location().url.includes("/admin/enroll/")) return;
    errors.push(message.text());
  });
  return () => expect(errors, "page and console errors").toEqual([]);
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Creates an invitation with the account page's form; its link. */
async function inviteOnPage(page: Page, email: string, role: "Member" | "Owner" = "Member"): Promise<string> {
  await page.getByLabel("Invite by email").fill(email);
  await page.getByLabel("Role").selectOption({ label: role });
  const link = page.getByLabel("Invitation link");
  // The page keeps showing the previous answer's link until the new one arrives: wait for a link it did not show.
  const previous = (await link.count()) > 0 ? await link.inputValue() : null;
  await page.getByRole("button", { name: "Create invitation" }).click();
  await expect(link).toHaveValue(new RegExp(`^${origin}/admin/enroll/[A-Za-z0-9_-]{43}$`));
  if (previous !== null) await expect(link).not.toHaveValue(previous);
  return link.inputValue();
}

async function expectWithdrawnPage(page: Page, link: string) {
  const response = await page.goto(link);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This invitation was withdrawn", level: 1 })).toBeVisible();
  await expect(page.getByText("This link no longer works")).toBeVisible();
  // Nothing to press that could only fail: no passkey button, no sign-in for someone without an account.
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link")).toHaveCount(0);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await smtp.start(0);
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });
  origin = workspace.origin;
  owner = await signedInContext(browser, workspace, OWNER, "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
  await smtp.stop();
});

test("a newer invitation replaces the older link; owners see what is pending and revoke it, also without JavaScript", async ({ browser }) => {
  const page = owner.page;
  const checkErrors = watchErrors(page);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { name: "Pending invitations" })).toBeVisible();
  await expect(page.getByTestId("no-invitations")).toBeVisible();

  const first = await inviteOnPage(page, "new@agency.example");
  const second = await inviteOnPage(page, " NEW@agency.example", "Owner");
  expect(second).not.toBe(first);
  await expect(page.getByText("The earlier invitation to this address no longer works.")).toBeVisible();
  const rows = page.getByTestId("invitations").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("new@agency.example");
  await expect(rows.first()).toContainText("Owner · expires");
  await expect(rows.first()).toContainText(OFFICE_TIME);
  await expect(rows.first()).toContainText(`invited by ${OWNER}`);

  // The older link's page says it was withdrawn; the newer one still offers the passkey.
  const visitor = await browser.newContext({ baseURL: origin });
  const tab = await visitor.newPage();
  const checkVisitorErrors = watchErrors(tab);
  await expectWithdrawnPage(tab, first);
  expect(await axe(tab)).toEqual([]);
  expect((await tab.goto(second))?.status()).toBe(200);
  await expect(tab.getByRole("button", { name: "Create passkey" })).toBeVisible();

  // Revoked with JavaScript off: the Revoke button is a plain form post to the page.
  const noScript = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  await noScript.addCookies(await owner.context.cookies());
  const plain = await noScript.newPage();
  const checkPlainErrors = watchErrors(plain);
  await plain.goto("/admin/account");
  await plain.getByRole("button", { name: "Revoke the invitation for new@agency.example" }).click();
  await expect(plain.getByText("The invitation for new@agency.example is revoked; its link no longer works.")).toBeVisible();
  await expect(plain.getByTestId("no-invitations")).toBeVisible();
  checkPlainErrors();
  await noScript.close();

  await expectWithdrawnPage(tab, second);
  // Enrolling needs the invitation open: the ceremony's options are refused for a revoked link.
  const options = await tab.request.post("/admin/api/passkeys/enroll/options", {
    headers: { origin, "content-type": "application/json" },
    data: JSON.stringify({ token: second.split("/").pop() }),
  });
  expect(options.status()).toBe(410);
  checkVisitorErrors();
  await visitor.close();
  checkErrors();
});

test("the pending invitations read well: axe clean in both themes, at 390 px and 1280 px, Revoke reachable by keyboard", async () => {
  // axe four times (two widths, two themes) on a machine other tests share.
  test.setTimeout(90_000);
  const page = owner.page;
  const checkErrors = watchErrors(page);
  await page.goto("/admin/account");
  await inviteOnPage(page, "a-rather-long-address.for-a-narrow-phone@agency.example");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      await page.goto("/admin/account");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByTestId("invitations")).toBeVisible();
      expect(await axe(page), `${width} px, ${theme}`).toEqual([]);
      // Nothing spills out of the page sideways at a phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  }
  const revoke = page.getByRole("button", { name: "Revoke the invitation for a-rather-long-address.for-a-narrow-phone@agency.example" });
  await tabTo(page, revoke);
  await expectVisibleFocus(revoke);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("no-invitations")).toBeVisible();
  checkErrors();
});

test("a member sees no invitations and cannot revoke one (403); removing a person revokes their open invitation", async ({ browser }) => {
  // Three runs of `npm run admin` (each starts tsx) besides the enrolment.
  test.setTimeout(90_000);
  const member = await signedInContext(browser, workspace, "member@agency.example", "member");
  const checkErrors = watchErrors(member.page);
  const link = await workspace.invite("pending@agency.example", "member");
  await member.page.goto("/admin/account");
  await expect(member.page.getByRole("heading", { name: "Your passkeys" })).toBeVisible();
  await expect(member.page.getByRole("heading", { name: "Pending invitations" })).toHaveCount(0);
  const refused = await member.context.request.post("/admin/account", { headers: { origin }, form: { intent: "revoke-invitation", email: "pending@agency.example" }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect((await member.context.request.get(link)).status()).toBe(200);
  checkErrors();
  await member.close();

  // Listed by the shell too, and `remove` of someone not enrolled yet revokes the invitation.
  expect(await workspace.admin("users")).toMatch(/pending@agency\.example {2}member {2}expires .+ Eastern/);
  expect(await workspace.admin("remove", "pending@agency.example")).toContain("Revoked the invitation for pending@agency.example");
  const page = owner.page;
  await page.goto("/admin/account");
  await expect(page.getByTestId("no-invitations")).toBeVisible();
  const tab = await browser.newPage({ baseURL: origin });
  await expectWithdrawnPage(tab, link);
  await tab.close();
});

test("the per-email limit on sign-in links counts an address however it is typed", async ({ request }) => {
  const queuedTo = (email: string) => {
    const db = new DatabaseSync(join(workspace.dataDir, "leads.sqlite"), { readOnly: true });
    try {
      return Number((db.prepare("select count(*) as n from account_mails where to_email = ?").get(email) as { n: number }).n);
    } finally {
      db.close();
    }
  };
  let client = 0;
  const ask = (email: string) =>
    request.post(`${origin}/admin/sign-in`, { headers: { origin, "x-forwarded-for": `198.51.100.${++client}` }, form: { email }, maxRedirects: 0 });

  const before = queuedTo(OWNER);
  for (let i = 0; i < 10; i++) expect((await ask(OWNER)).status()).toBe(200);
  expect(queuedTo(OWNER)).toBe(before + 10);

  for (const email of ["o\u200bwner@agency.example", "owner\u2060@agency.example", "\ufeffowner@agency.example", "ow\u200dner@agency.example", "o\u202ewner@agency.example", "OWNER@Agency.Example", "  owner@agency.example  "]) {
    const response = await ask(email);
    expect(response.status(), JSON.stringify(email)).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  }
  // Fullwidth letters name no account: the same words as for anyone, and nothing is sent.
  expect((await ask("\uff4fwner@agency.example")).status()).toBe(200);
  expect(queuedTo(OWNER)).toBe(before + 10);
});
