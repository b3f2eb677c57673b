/**
 * Replying to a visitor from the workspace, in Chromium against the production server with a real SMTP
 * server on loopback: an owner writes a saved reply, uses it on a lead and sends it; the visitor's mail
 * arrives (From MAIL_FROM, Reply-To the owner, plain text and HTML), the lead is Contacted and its
 * history and conversation show the reply. The same with the keyboard alone, and without JavaScript
 * (the Use button). Axe in both themes, screenshots at 390 px and 1280 px.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";
import { site } from "../../content/site";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "lead-reply-shots");
const OWNER = "owner@agency.example";

let workspace: WorkspaceServer;
let origin: string;
const smtp = new SmtpCapture();
let owner: SignedInContext;
const ids: { first?: string; second?: string; third?: string; booking?: string } = {};

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

async function post(page: Page, path: string, body: Record<string, unknown>, status: number): Promise<string> {
  const response = await page.request.post(path, { headers: { "content-type": "application/json", origin }, data: JSON.stringify(body) });
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { id: string }).id;
}

const repliesTo = (address: string) => smtp.mails.filter((mail) => mail.headers.get("x-workspace-mail") === "reply" && mail.envelopeTo.includes(address));

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await smtp.start(0);
  // AUTO_REPLY off: the visitor's only mail is the reply.
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url, MAIL_FROM: "site@agency.example", CONTACT_TO: "leads@agency.example", AUTO_REPLY: "0" });
  origin = workspace.origin;
  owner = await signedInContext(browser, workspace, OWNER, "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
  await smtp.stop();
});

test("an owner writes a saved reply, uses it on a lead and sends it: the visitor's mail arrives, the lead is Contacted", async () => {
  const { page } = owner;
  await page.goto("/admin/replies");
  const create = page.getByRole("region", { name: "New saved reply" });
  await create.getByLabel("Name").fill("Book a call");
  await create.getByLabel("Subject").fill("Your website, {first_name}");
  await create.getByLabel("Message").fill("Hi {first_name},\n\nThanks for writing to {agency}. Pick a time that suits you: {booking_link}");
  await create.getByRole("button", { name: "Add saved reply" }).click();
  await expect(page.getByTestId("action-result")).toContainText("Saved reply added.");
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("saved-replies")).toContainText("Book a call");
  // The add form starts empty again.
  await expect(create.getByLabel("Name")).toHaveValue("");

  ids.first = await post(page, "/api/contact", { kind: "full", name: "Sam Ortiz", email: "sam@bakery.example", subject: "A site for the bakery", message: "We bake bread.\nWe need a website." }, 202);
  await page.goto(`/admin/leads/${ids.first}`);
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByTestId("conversation")).toContainText("Sam Ortiz wrote");
  await expect(conversation.getByTestId("conversation")).toContainText("We bake bread.");
  await expect(conversation.getByLabel("Subject")).toHaveValue("Re: A site for the bakery");

  await conversation.getByLabel("Saved reply").selectOption({ label: "Book a call" });
  await expect(conversation.getByLabel("Subject")).toHaveValue("Your website, Sam");
  await expect(conversation.getByLabel("Message")).toHaveValue(`Hi Sam,\n\nThanks for writing to ${site.name}. Pick a time that suits you: ${origin}/book`);
  await conversation.getByLabel("Message").press("End");
  await conversation.getByLabel("Message").pressSequentially("\n\nAlex");
  await conversation.getByRole("button", { name: "Send reply" }).click();

  const notice = page.getByTestId("action-result");
  await expect(notice).toContainText("Reply queued: it goes out to sam@bakery.example");
  await expect(notice).toBeFocused();
  // The form starts again; the lead is Contacted.
  await expect(conversation.getByLabel("Message")).toHaveValue("");
  await expect(conversation.getByLabel("Subject")).toHaveValue("Re: A site for the bakery");
  await expect(page.getByLabel("Where it stands")).toHaveValue("contacted");

  await expect.poll(() => repliesTo("sam@bakery.example").length, { timeout: 20_000 }).toBe(1);
  const mail = repliesTo("sam@bakery.example")[0]!;
  expect(mail.envelopeFrom).toBe("site@agency.example");
  expect(mail.subject).toBe("Your website, Sam");
  expect(mail.headers.get("reply-to")).toBe(`${site.name} <${OWNER}>`);
  expect(mail.text).toContain(`Hi Sam,\n\nThanks for writing to ${site.name}. Pick a time that suits you: ${origin}/book\n\nAlex`);
  expect(mail.text).toContain("> We bake bread.");
  expect(mail.html).toContain(`Pick a time that suits you: ${origin}/book`);

  await page.reload();
  const reply = page.getByTestId("conversation-reply");
  await expect(reply).toContainText(`Reply from ${OWNER}`);
  await expect(reply).toContainText("Your website, Sam");
  await expect(reply.getByTestId("reply-delivery")).toContainText(/Sent \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M Eastern/);
  const history = page.getByTestId("lead-history");
  await expect(history).toContainText("Reply sent");
  await expect(history).toContainText("Your website, Sam");
  await expect(history).toContainText("New → Contacted");
  // The reply stopped the clock: the first response is recorded.
  await expect(page.getByText("First response")).toBeVisible();
});

test("the keyboard alone: choose a saved reply, write, send", async () => {
  const { page } = owner;
  ids.second = await post(page, "/api/contact", { kind: "quick", name: "Quick Consultation Request", email: "quick@example.com", message: "This is a quick consultation request from the homepage." }, 202);
  await page.goto(`/admin/leads/${ids.second}`);
  // The quick form's fixed text is not shown as the visitor's words.
  await expect(page.getByTestId("conversation")).toContainText("quick@example.com wrote");
  await expect(page.getByTestId("conversation")).toContainText("No message: the quick form asks only for an email address.");
  const select = page.getByLabel("Saved reply");
  for (let presses = 0; presses < 80 && !(await select.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(select).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // A visitor who gave no name is "there".
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Your website, there");
  await page.keyboard.press("Tab"); // Use
  await expect(page.getByRole("button", { name: "Use" })).toBeFocused();
  await page.keyboard.press("Tab"); // the saved replies page's link
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Subject" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeFocused();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nBy keyboard.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send reply" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("action-result")).toContainText("Reply queued");
  await expect.poll(() => repliesTo("quick@example.com").length, { timeout: 20_000 }).toBe(1);
  expect(repliesTo("quick@example.com")[0]!.text).toContain("Hi there,");
  expect(repliesTo("quick@example.com")[0]!.text).toContain("By keyboard.");
  await expect(page.getByLabel("Where it stands")).toHaveValue("contacted");
});

test("without JavaScript: Use fills the form, a refused reply keeps what was typed, a sent one goes out", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false, storageState: await owner.context.storageState() });
  const page = await context.newPage();
  ids.third = await post(owner.page, "/api/contact", { kind: "full", name: "Noor Haddad", email: "noor@example.com", subject: "Garage site", message: "Hello" }, 202);
  await page.goto(`/admin/leads/${ids.third}`);
  await page.getByLabel("Saved reply").selectOption({ label: "Book a call" });
  await page.getByRole("button", { name: "Use" }).click();
  await expect(page).toHaveURL(/\?saved=/);
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Your website, Noor");
  // A subject too long for a header is refused by the server (the browser's own limit lifted), the text kept.
  await page.getByRole("textbox", { name: "Subject" }).evaluate((input) => input.removeAttribute("maxlength"));
  await page.getByRole("textbox", { name: "Subject" }).fill("x".repeat(201));
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("action-result")).toContainText("Not sent: Subject must be 200 characters or fewer.");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/^Hi Noor,/);
  await page.getByRole("textbox", { name: "Subject" }).fill("Your garage site");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("action-result")).toContainText("Reply queued");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect.poll(() => repliesTo("noor@example.com").length, { timeout: 20_000 }).toBe(1);
  expect(repliesTo("noor@example.com")[0]!.subject).toBe("Your garage site");
  await context.close();
});

test("a booking's visitor can be answered from its page", async () => {
  const { page } = owner;
  const slots = (await (await page.request.get("/api/bookings/slots")).json()) as { slots: { start: string }[] };
  ids.booking = await post(page, "/api/bookings", { slot: slots.slots[0]!.start, name: "Omar Haddad", email: "omar@garage.example", topic: "Garage site" }, 201);
  await page.goto(`/admin/bookings/${ids.booking}`);
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation).toContainText("Garage site");
  await conversation.getByLabel("Saved reply").selectOption({ label: "Book a call" });
  await expect(conversation.getByLabel("Message")).toHaveValue(/^Hi Omar,/);
  await conversation.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("action-result")).toContainText("Reply queued: it goes out to omar@garage.example");
  await expect.poll(() => repliesTo("omar@garage.example").length, { timeout: 20_000 }).toBe(1);
});

test("axe 0 in both themes, and screenshots at 390 px and 1280 px", async () => {
  // 16 pages through axe: close to two minutes on a loaded machine.
  test.setTimeout(300_000);
  const { context, page } = owner;
  mkdirSync(SHOTS, { recursive: true });
  const views = [
    { name: "lead-conversation", path: `/admin/leads/${ids.first}` },
    { name: "lead-quick-conversation", path: `/admin/leads/${ids.second}` },
    { name: "booking-conversation", path: `/admin/bookings/${ids.booking}` },
    { name: "saved-replies", path: "/admin/replies" },
  ];
  for (const theme of ["light", "dark"] as const) {
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const view of views) {
        await page.goto(view.path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        expect(await axe(page), `${view.name} in the ${theme} theme at ${width} px`).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${view.name}-${theme}-${width}.png`), fullPage: true });
      }
    }
  }
});
