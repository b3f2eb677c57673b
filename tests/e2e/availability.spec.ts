/**
 * The owner edits availability in the workspace and /book follows at once: blocked dates, weekly
 * hours, the owner's own calendar (an .ics served over loopback), bookings left outside new hours;
 * axe in both themes, screenshots at 390 px and 1280 px. Against the production server, signed in
 * with a passkey through Chromium's virtual authenticator.
 */
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { hostileFeeds } from "../../scripts/stress/hostile-feed";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "availability-shots");
const ZONE = "America/Detroit";
const localDay = (iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(iso));
const localTime = (iso: string) => new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
const isoWeekday = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};
const icsTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

let workspace: WorkspaceServer;
let owner: SignedInContext;
let feedServer: Server;
let feedBody = "";

async function freeSlots(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/bookings/slots");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

/** The page's sections open one at a time (an exclusive accordion): open the one a step needs. */
async function openSection(page: Page, name: string) {
  await page.getByRole("heading", { name, level: 2 }).click();
  await expect(page.locator("details[name=availability][open]").getByRole("heading", { name, level: 2 })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
    response.end(feedBody);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  // The workspace's calendar address may reach this spec's loopback feed server; nothing else private.
  workspace = await startWorkspaceServer({ BOOKING_FEED_PRIVATE_NETWORKS: "127.0.0.1" });
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
  await new Promise((resolve) => feedServer?.close(resolve));
});

test("blocking a date and changing a weekday's hours change /book and the API at once; a booking left outside is listed", async () => {
  const { page } = owner;
  const before = await freeSlots(page);
  const days = [...new Set(before.map(localDay))];
  // The second free day is blocked (a closed day between free ones on /book), the third gets new hours.
  const [, blockDay, hoursDay] = days as [string, string, string];

  // A booking at 9:00 on the day whose hours will change: it must stay, listed as outside the new hours.
  const nine = before.find((slot) => localDay(slot) === hoursDay && localTime(slot) === "09:00")!;
  const booked = await page.request.post("/api/bookings", {
    headers: { "content-type": "application/json", origin: workspace.origin },
    data: JSON.stringify({ slot: nine, name: "Ada Early", email: "ada@bakery.example" }),
  });
  expect(booked.status()).toBe(201);

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("heading", { name: "Availability", level: 1 })).toBeVisible();

  await openSection(page, "Blocked dates");
  await page.getByLabel("First day").fill(blockDay);
  await page.getByLabel("Note").fill("Dentist and errands");
  await page.getByRole("button", { name: "Block dates" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dates blocked" })).toBeVisible();
  await expect(page.getByTestId("blocked-dates")).toContainText("Dentist and errands");
  expect((await freeSlots(page)).filter((slot) => localDay(slot) === blockDay)).toEqual([]);

  const weekday = isoWeekday(hoursDay);
  await openSection(page, "Weekly hours");
  await page.locator(`#h${weekday}-0-start`).fill("13:00");
  await page.locator(`#h${weekday}-0-end`).fill("15:00");
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Weekly hours saved" })).toBeVisible();
  const times = (await freeSlots(page)).filter((slot) => localDay(slot) === hoursDay).map(localTime);
  expect(times).toEqual(["13:00", "13:30", "14:00", "14:30"]);
  await expect(page.getByTestId("outside-hours")).toContainText("Ada Early");

  // /book: the blocked day is a closed day, the changed day offers only the new times.
  // Every free time is a radio in the page's HTML (with JavaScript, the picker then shows one day at a time).
  const html = await (await page.request.get("/book")).text();
  const values = [...html.matchAll(/<input type="radio" name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
  await page.goto("/book");
  expect(values.filter((value) => localDay(value) === blockDay)).toEqual([]);
  expect(values.filter((value) => localDay(value) === hoursDay).map(localTime)).toEqual(["13:00", "13:30", "14:00", "14:30"]);
  await expect(page.getByTestId("slot-picker").locator(`input[name="day"][value="${blockDay}"]`)).toBeDisabled();
});

test("the owner's calendar: a pasted .ics address blocks its busy times; a failing feed keeps them and says so", async () => {
  const { page } = owner;
  const free = await freeSlots(page);
  const target = free[free.length - 1]!;
  const end = new Date(Date.parse(target) + 30 * 60_000).toISOString();
  feedBody = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:e2e@t", "DTSTAMP:20260101T000000Z", `DTSTART:${icsTime(target)}`, `DTEND:${icsTime(end)}`, "SUMMARY:Client meeting", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
  const address = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}/private-secret-token/basic.ics`;
  await page.goto("/admin/availability");
  await openSection(page, "Your calendar");
  await page.getByLabel("Calendar address (iCalendar, .ics)").fill(address);
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Calendar address saved" })).toBeVisible();
  await expect.poll(async () => (await freeSlots(page)).includes(target), { timeout: 15_000 }).toBe(false);
  await page.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByTestId("feed-status")).toContainText("Last synced");
  await expect(page.getByTestId("feed-status")).not.toContainText("private-secret-token");

  feedBody = "<html>Sign in</html>";
  await page.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByTestId("feed-status")).toContainText("Calendar feed failing since");
  expect(await freeSlots(page)).not.toContain(target);

  // The probe's hostile feed (issue 39): ten one-minute events every minute from tomorrow. Refused as
  // too large, in plain words; the last good busy times stay.
  feedBody = hostileFeeds(new Date())[0]!.body;
  await page.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByTestId("feed-status")).toContainText("The calendar feed is too large: more than 20,000 busy times");
  await expect(page.getByTestId("feed-status")).toContainText("The last good busy times stay in use.");
  expect(await freeSlots(page)).not.toContain(target);
});

test("an address inside a private network (a cloud's metadata service) is refused and the saved one stays", async () => {
  const { page } = owner;
  const saved = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}/…`;
  await page.goto("/admin/availability");
  await expect(page.getByTestId("feed-status")).toContainText(saved);
  await openSection(page, "Your calendar");
  await page.getByLabel("Replace the calendar address").fill("http://169.254.169.254/latest/meta-data/");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("The address leads into a private network; the server only fetches calendars from the public internet")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("feed-status")).toContainText(saved);
});

test("axe 0 in both themes, and screenshots at 390 px and 1280 px", async () => {
  test.setTimeout(120_000);
  const { context, page } = owner;
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/admin/availability");
      expect(await axe(page), `availability in the ${theme} theme at ${width} px`).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `availability-${theme}-${width}.png`), fullPage: true });
    }
  }
});

test("keyboard: block a holiday without a mouse", async () => {
  const { page } = owner;
  await page.goto("/admin/availability");
  await openSection(page, "Blocked dates");
  const button = page.getByTestId("holidays").getByRole("button").first();
  const name = await button.getAttribute("aria-label");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "blocked" })).toBeVisible();
  expect(name).toMatch(/^Block /);
  await expect(page.getByTestId("blocked-dates")).toContainText(name!.replace(/^Block /, "").split(",")[0]!);
});

test("a member reads the availability but cannot change it", async ({ browser }) => {
  const member = await signedInContext(browser, workspace, "member@agency.example", "member");
  const { page } = member;
  await page.goto("/admin/availability");
  await expect(page.getByText("Only an owner can change these settings.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save weekly hours" })).toHaveCount(0);
  await expect(page.locator("#h1-0-start")).toBeDisabled();
  const response = await page.request.post("/admin/availability", { form: { intent: "add-block", from: "2030-01-02", note: "x" }, headers: { origin: workspace.origin }, maxRedirects: 0 });
  expect(response.status()).toBe(403);
  await member.close();
});

test("/book and the manage page say the weekly hours the owner set, not the defaults", async () => {
  const { page } = owner;
  await page.goto("/admin/availability");
  for (const day of [1, 2, 3, 4, 5]) {
    await page.locator(`#h${day}-0-start`).fill("10:00");
    await page.locator(`#h${day}-0-end`).fill("12:00");
    await page.locator(`#h${day}-1-start`).fill("13:00");
    await page.locator(`#h${day}-1-end`).fill("15:00");
  }
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Weekly hours saved" })).toBeVisible();
  const said = "30 minutes, Monday to Friday, 10am to 12pm and 1pm to 3pm Eastern Time.";

  await page.goto("/book");
  await expect(page.getByTestId("booking-form")).toContainText(said);
  await expect(page.getByTestId("booking-form")).not.toContainText("9am to 5pm");

  // Book a time by clicking it (the page must not throw), then open the manage link.
  const picker = page.getByTestId("slot-picker");
  await expect(picker).toHaveAttribute("data-enhanced", "true");
  await picker.locator('fieldset[data-testid="slot-day"]:not([hidden]) label').first().click();
  await page.getByLabel("Name").fill("Hana Hours");
  await page.getByLabel("Email").fill("hana@bakery.example");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Cancel or change" }).getAttribute("href");
  await page.goto(href!.replace("/book/cancel/", "/book/manage/"));
  await expect(page.getByTestId("reschedule-form")).toContainText(`${said} Your current time stays booked until you move it.`);
});
