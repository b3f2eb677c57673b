/**
 * A booking worked in the workspace, in Chromium against the production server with a real SMTP server:
 * the agency moves it with the keyboard alone (the visitor's mail and invitation read back: same UID,
 * SEQUENCE + 1, the new time), cancels one with a reason the visitor's mail quotes (with a link to book
 * again), marks a past one No-show then Held (never before its start), adds a note (the box empties), and
 * the owner sets where meetings happen (the invitations and /book say it). Axe 0 and screenshots at 390
 * and 1280 px in both themes.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture, type ReceivedMail } from "../integration/support/smtp";
import { expectVisibleFocus, tabTo } from "../support/keyboard";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "booking-work-shots");
const ROOM = "https://meet.example.com/macomb-room";

let workspace: WorkspaceServer;
const smtp = new SmtpCapture();
let owner: SignedInContext;
const ids: Record<string, string> = {};

const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");
const line = (ics: string, name: string) => unfold(ics).match(new RegExp(`^${name}:(.*)$`, "m"))?.[1];
const utc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

async function freeSlots(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/bookings/slots");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

async function book(page: Page, slot: string, visitor: { name: string; email: string; phone?: string }): Promise<string> {
  const response = await page.request.post("/api/bookings", { headers: { "content-type": "application/json", origin: workspace.origin }, data: JSON.stringify({ slot, ...visitor }) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The mails that arrive after `before` mails, once there are `count` of them. */
async function newMails(before: number, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(before + count);
  return smtp.mails.slice(before);
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await smtp.start(0);
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url });
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
  await smtp.stop();
});

test("the owner sets where meetings happen: https only; /book then says it", async () => {
  const { page } = owner;
  await page.goto("/book");
  await expect(page.getByTestId("booking-form").getByText("without one, we email you a video-call link")).toBeVisible();
  await page.goto("/admin/availability");
  // The page's sections open one at a time; after a save, the section that posted stays open.
  await page.getByRole("heading", { name: "Where the meeting happens", level: 2 }).click();
  const address = page.getByLabel(/Video-call address/);
  await address.fill("http://meet.example.com/insecure");
  // The browser's own check accepts http; the server refuses it.
  await page.getByRole("button", { name: "Save meeting place" }).click();
  await expect(page.getByText(/must start with https:\/\//)).toBeVisible();
  await page.getByLabel(/Video-call address/).fill(ROOM);
  await page.getByRole("button", { name: "Save meeting place" }).click();
  await expect(page.getByText("Meeting place saved.")).toBeVisible();
  await expect(page.getByLabel(/Video-call address/)).toHaveValue(ROOM);
  await page.goto("/book");
  await expect(page.getByTestId("booking-form").getByText("without one, you join our video call")).toBeVisible();
});

test("the agency moves a booking with the keyboard alone; the visitor's mail and invitation read back", async () => {
  const { page } = owner;
  const slots = await freeSlots(page);
  const before = smtp.mails.length;
  ids.moved = await book(page, slots[0]!, { name: "Sam Ortiz", email: "sam@example.com" });
  const invitations = await newMails(before, 2);
  const first = invitations.find((mail) => mail.envelopeTo.includes("sam@example.com"))!;
  const uid = line(first.calendar, "UID");
  expect(line(first.calendar, "SEQUENCE")).toBe("0");
  // No number given: the visitor meets in the owner's room.
  expect(line(first.calendar, "LOCATION")).toBe(ROOM);
  expect(line(first.calendar, "URL")).toBe(ROOM);
  const agencyInvite = invitations.find((mail) => !mail.envelopeTo.includes("sam@example.com"))!;
  expect(line(agencyInvite.calendar, "SUMMARY")).toBe("Consultation: Sam Ortiz");
  expect(line(first.calendar, "SUMMARY")).toBe("Free consultation with Macomb Web Studio");

  await page.goto(`/admin/bookings/${ids.moved}`);
  await expect(page.getByTestId("booking-history")).toContainText("Booked by the visitor");
  // The first day's first free time is a radio button; the arrow key moves to the next time of that day.
  const firstDay = page.getByTestId("move-days").locator("details").first();
  const radios = firstDay.getByRole("radio");
  await tabTo(page, radios.first(), { limit: 80 });
  await page.keyboard.press("ArrowRight");
  const chosen = radios.nth(1);
  await expect(chosen).toBeChecked();
  await expectVisibleFocus(chosen);
  const target = (await chosen.getAttribute("value"))!;
  await tabTo(page, page.getByRole("button", { name: "Move", exact: true }));
  const mailsBefore = smtp.mails.length;
  await page.keyboard.press("Enter");
  const notice = page.getByTestId("action-result");
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(/^Moved to [A-Z][a-z]+day, /);
  await expect(page.getByTestId("booking-history")).toContainText(/Moved from .* to .* by owner@agency\.example/);

  const updates = await newMails(mailsBefore, 2);
  const visitor = updates.find((mail) => mail.envelopeTo.includes("sam@example.com"))!;
  expect(visitor.subject).toMatch(/^Macomb Web Studio moved your consultation to /);
  expect(visitor.text).toContain("We moved your consultation");
  expect(visitor.calendar).toContain("METHOD:REQUEST");
  expect(line(visitor.calendar, "UID")).toBe(uid);
  expect(line(visitor.calendar, "SEQUENCE")).toBe("1");
  expect(line(visitor.calendar, "DTSTART")).toBe(utc(target));
  const agency = updates.find((mail) => !mail.envelopeTo.includes("sam@example.com"))!;
  expect(line(agency.calendar, "UID")).toBe(uid);
  expect(line(agency.calendar, "SEQUENCE")).toBe("1");
  expect(line(agency.calendar, "SUMMARY")).toBe("Consultation: Sam Ortiz");
  const free = await freeSlots(page);
  expect(free).toContain(slots[0]);
  expect(free).not.toContain(target);
});

test("the agency cancels with a reason the visitor's mail quotes, with a link to book again", async () => {
  const { page } = owner;
  const slots = await freeSlots(page);
  const before = smtp.mails.length;
  ids.cancelled = await book(page, slots[2]!, { name: "Rita Moreno", email: "rita@example.com", phone: "(586) 555-0111" });
  const invitations = await newMails(before, 2);
  const uid = line(invitations[0]!.calendar, "UID");
  // With a number, the agency calls: the invitation says so.
  const ritaInvite = invitations.find((mail) => mail.envelopeTo.includes("rita@example.com"))!;
  expect(line(ritaInvite.calendar, "LOCATION")).toBe("Phone call: we call (586) 555-0111");

  await page.goto(`/admin/bookings/${ids.cancelled}`);
  // No reason: the browser asks for one (required), and so does the server.
  const empty = await page.request.post(`/admin/bookings/${ids.cancelled}`, { form: { intent: "cancel", confirm: "yes", reason: " " }, headers: { origin: workspace.origin } });
  expect(empty.status()).toBe(422);
  await page.getByLabel("Reason").fill("Our designer is ill that day.\nSorry for the short notice!");
  await page.getByRole("button", { name: "Cancel booking", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toBeFocused();
  await expect(page.getByTestId("cancel-reason")).toContainText("Our designer is ill that day.");
  const mailsBefore = smtp.mails.length;
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("action-result")).toContainText("Booking cancelled.");
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("booking-history")).toContainText("Cancelled by owner@agency.example");
  await expect(page.getByTestId("booking-history")).toContainText("Sorry for the short notice!");

  const cancellations = await newMails(mailsBefore, 2);
  const visitor = cancellations.find((mail) => mail.envelopeTo.includes("rita@example.com"))!;
  expect(visitor.text).toContain("We have to cancel your consultation");
  expect(visitor.text).toContain("> Our designer is ill that day.\n> Sorry for the short notice!");
  expect(visitor.text).toContain(`book a new time: ${workspace.origin}/book`);
  expect(visitor.calendar).toContain("METHOD:CANCEL");
  expect(line(visitor.calendar, "UID")).toBe(uid);
  expect(line(visitor.calendar, "SEQUENCE")).toBe("1");
});

test("Held and No-show only once the meeting has started; a note is added and the box empties", async () => {
  const { page } = owner;
  const slots = await freeSlots(page);
  ids.past = await book(page, slots.at(-1)!, { name: "Lee Chen", email: "lee@example.com" });
  await page.goto(`/admin/bookings/${ids.past}`);
  await expect(page.getByRole("button", { name: "Held" })).toHaveCount(0);
  // Not before its start, whatever is posted.
  const early = await page.request.post(`/admin/bookings/${ids.past}`, { form: { intent: "outcome", outcome: "held" }, headers: { origin: workspace.origin } });
  expect(early.status()).toBe(409);

  // The meeting's time comes: moved into the past in the database (the server reads it per request).
  const db = new DatabaseSync(join(workspace.dataDir, "leads.sqlite"));
  const start = new Date(Date.now() - 2 * 60 * 60 * 1000);
  start.setUTCMinutes(0, 0, 0);
  db.prepare("update bookings set slot_start = ?, slot_end = ? where id = ?").run(start.toISOString(), new Date(start.getTime() + 30 * 60 * 1000).toISOString(), ids.past);
  db.close();

  await page.reload();
  await expect(page.getByRole("button", { name: "Move", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "No-show" }).click();
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("action-result")).toHaveText("Marked No-show.");
  await expect(page.getByTestId("booking-outcome")).toHaveText("Marked: No-show.");
  await page.getByRole("button", { name: "Held" }).click();
  await expect(page.getByTestId("booking-outcome")).toHaveText("Marked: Held.");
  await expect(page.getByTestId("booking-history")).toContainText("Marked No-show by owner@agency.example");
  await expect(page.getByTestId("booking-history")).toContainText("Marked Held by owner@agency.example");

  await page.getByLabel("Add a note").fill("Wants a quote for two sites");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("action-result")).toHaveText("Note added.");
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expect(page.getByTestId("booking-history")).toContainText("Wants a quote for two sites");
});

test("the Booked view lists by meeting time under day headings", async () => {
  const { page } = owner;
  await page.goto("/admin?view=booked");
  const headings = await page.getByTestId("booked-group").allTextContents();
  expect(headings.length).toBeGreaterThan(0);
  for (const heading of headings) expect(["Today", "Tomorrow", "This week", "Later", "Earlier"]).toContain(heading);
  // Lee's meeting (two hours ago) is first under Today, or last under Earlier when that was yesterday at the office.
  const groups = page.getByTestId("inbox-list").locator(":scope > div");
  const lees = await groups.filter({ hasText: "Lee Chen" }).getByTestId("booked-group").textContent();
  expect(lees === "Today" ? headings[0] : headings.at(-1)).toBe(lees);
  expect(["Today", "Earlier"]).toContain(lees);
  // Within a group, by meeting time: Sam's moved consultation is listed, Rita's cancelled one is not.
  await expect(page.getByTestId("inbox-list")).toContainText("Sam Ortiz");
  await expect(page.getByTestId("inbox-list")).not.toContainText("Rita Moreno");
});

test("axe 0 in both themes, and screenshots at 390 px and 1280 px", async () => {
  test.setTimeout(360_000);
  const { context, page } = owner;
  mkdirSync(SHOTS, { recursive: true });
  const views = [
    { name: "booking-upcoming", path: `/admin/bookings/${ids.moved}` },
    { name: "booking-cancelled", path: `/admin/bookings/${ids.cancelled}` },
    { name: "booking-past", path: `/admin/bookings/${ids.past}` },
    { name: "booked-view", path: "/admin?view=booked" },
    { name: "availability", path: "/admin/availability" },
  ];
  for (const theme of ["light", "dark"] as const) {
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const view of views) {
        await page.goto(view.path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        expect(await axe(page), `${view.name} in the ${theme} theme at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${view.name} fits ${width} px`).toBe(true);
        await page.screenshot({ path: join(SHOTS, `${view.name}-${theme}-${width}.png`), fullPage: true });
      }
    }
  }
});
