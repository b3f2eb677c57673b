/**
 * Working a lead in Chromium against the production server (decision 043): a follow-up due today set on a
 * lead with the keyboard alone appears in the Follow-ups view and in the morning agenda mail (through a
 * real SMTP server); the lead assigned to a second person appears in their Mine and not in the owner's.
 * Each result is announced and focused (ActionNotice). axe 0 in both themes, screenshots at 390 px and 1280 px.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";
import { expectVisibleFocus, tabTo } from "../support/keyboard";
import { site } from "../../content/site";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "follow-ups-shots");

let workspace: WorkspaceServer;
let origin: string;
const smtp = new SmtpCapture();
let owner: SignedInContext;
let member: SignedInContext;
let leadId: string;
let bookingId: string;

/** The office's date today, as the date field takes it (YYYY-MM-DD) and as a person types it (MMDDYYYY, en-US). */
function officeToday() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: site.hours.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date()).map((part) => [part.type, part.value]),
  );
  return { iso: `${parts.year}-${parts.month}-${parts.day}`, typed: `${parts.month}${parts.day}${parts.year}` };
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  await smtp.start(0);
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url });
  origin = workspace.origin;
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
  member = await signedInContext(browser, workspace, "sam@agency.example", "member");
  const response = await owner.page.request.post("/api/contact", {
    headers: { "content-type": "application/json", origin },
    data: JSON.stringify({ kind: "full", name: "Dana Whitfield", email: "dana@bakery.example", subject: "A site for the bakery", message: "We need online orders." }),
  });
  expect(response.status(), await response.text()).toBe(202);
  leadId = ((await response.json()) as { id: string }).id;
  const slots = ((await (await owner.page.request.get("/api/bookings/slots")).json()) as { slots: { start: string }[] }).slots;
  const booked = await owner.page.request.post("/api/bookings", {
    headers: { "content-type": "application/json", origin },
    data: JSON.stringify({ slot: slots[0]!.start, name: "Omar Haddad", email: "omar@garage.example" }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  bookingId = ((await booked.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await owner?.close();
  await member?.close();
  await workspace?.stop();
  await smtp.stop();
});

test("a follow-up due today, set with the keyboard alone, is announced and listed first in Follow-ups", async () => {
  const { page } = owner;
  const today = officeToday();
  await page.goto(`/admin/leads/${leadId}`);
  const date = page.getByLabel("Follow up on", { exact: true });
  await tabTo(page, date, { limit: 60 });
  await page.keyboard.type(today.typed);
  await expect(date).toHaveValue(today.iso);
  // Tab walks the date's month, day and year, then the note.
  await tabTo(page, page.getByLabel("Follow-up note"), { limit: 4 });
  await page.keyboard.type("Call about the online orders");
  await tabTo(page, page.getByRole("button", { name: "Save follow-up" }), { limit: 1 });
  await page.keyboard.press("Enter");
  const notice = page.getByTestId("action-result");
  await expect(notice).toHaveText("Follow-up saved.");
  await expect(notice).toBeFocused();
  await expect(page.getByTestId("follow-up-when")).toHaveText("Due today: Call about the online orders");
  await expect(page.getByTestId("lead-history")).toContainText("Follow-up · owner@agency.example");

  await page.goto("/admin?view=follow-ups");
  await expect(page.getByRole("link", { name: /Follow-ups 1/ })).toHaveAttribute("aria-current", "page");
  const row = page.getByTestId("inbox-list").getByRole("listitem").first();
  await expect(row).toContainText("Dana Whitfield");
  await expect(row.getByTestId("follow-up-tag")).toHaveText("Due today");
});

test("the morning agenda mail lists the follow-up due that day", async () => {
  const { page } = owner;
  // Tomorrow's follow-up on the booking arms tomorrow's 8:00 agenda; that morning is made to come now.
  const tomorrow = new Date(Date.parse(`${officeToday().iso}T12:00:00Z`) + 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.goto(`/admin/bookings/${bookingId}`);
  await page.getByLabel("Follow up on", { exact: true }).fill(tomorrow);
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.getByTestId("action-result")).toHaveText("Follow-up saved.");
  const db = new DatabaseSync(join(workspace.dataDir, "leads.sqlite"));
  db.prepare("update booking_agendas set next_attempt_at = ? where local_date = ?").run(new Date(Date.now() - 1000).toISOString(), tomorrow);
  db.close();
  const agenda = await expect
    .poll(() => smtp.mails.find((mail) => mail.headers.get("x-booking-agenda") === tomorrow), { timeout: 40_000 })
    .toBeTruthy()
    .then(() => smtp.mails.find((mail) => mail.headers.get("x-booking-agenda") === tomorrow)!);
  expect(agenda.text).toContain("Due today: Omar Haddad");
  // Today's lead is overdue by then, and still listed, in words.
  expect(agenda.text).toMatch(/Overdue since \w+day, \w+ \d+: Dana Whitfield/);
  expect(agenda.text).toContain("Call about the online orders");
});

test("assigned to a second person with the keyboard, the lead is in their Mine, not the owner's", async () => {
  const { page } = owner;
  await page.goto(`/admin/leads/${leadId}`);
  const select = page.getByLabel("Assigned to");
  await tabTo(page, select, { limit: 60 });
  await page.keyboard.type("sam");
  await expect(select).toHaveValue(/.+/);
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page.getByRole("button", { name: "Save owner" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("action-result")).toHaveText("Owner saved.");
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("lead-history")).toContainText("sam@agency.example");

  await member.page.goto("/admin?view=mine");
  await expect(member.page.getByTestId("inbox-list")).toContainText("Dana Whitfield");
  await expect(member.page.getByTestId("owner-tag").first()).toHaveText("Owner: sam@agency.example");
  await page.goto("/admin?view=mine");
  await expect(page.getByText("Nothing here.")).toBeVisible();
});

test("axe 0 in both themes, and screenshots at 390 px and 1280 px", async () => {
  test.setTimeout(360_000);
  mkdirSync(SHOTS, { recursive: true });
  const views = [
    { who: owner, name: "lead", path: `/admin/leads/${leadId}` },
    { who: owner, name: "booking", path: `/admin/bookings/${bookingId}` },
    { who: owner, name: "follow-ups", path: "/admin?view=follow-ups" },
    { who: member, name: "mine", path: "/admin?view=mine" },
    { who: owner, name: "account", path: "/admin/account" },
  ];
  for (const theme of ["light", "dark"] as const) {
    for (const who of [owner, member]) await who.context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [390, 1280]) {
      for (const view of views) {
        const { page } = view.who;
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(view.path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        expect(await axe(page), `${view.name} in the ${theme} theme at ${width} px`).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${view.name}-${theme}-${width}.png`), fullPage: true });
      }
    }
  }
});
