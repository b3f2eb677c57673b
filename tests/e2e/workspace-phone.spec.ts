/**
 * The workspace on a phone (390 px) and a desk (1280 px), in both themes: a one-row header with a menu,
 * view tabs and the weekly chart that start at what matters, availability in sections that open one at a
 * time, each action's result announced where the person is looking, the note box emptied, replacing the
 * calendar address asked first, and a lead's details corrected with history. axe finds nothing.
 * With SCREENSHOTS=<folder> it saves the inbox, a lead, availability and account at both widths and themes.
 */
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";

let workspace: WorkspaceServer;
let owner: SignedInContext;

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;

async function lead(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/api/contact", { headers: { "content-type": "application/json", origin: workspace.origin }, data: JSON.stringify(fields) });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
}

async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), what).toEqual([]);
}

/** The signed-in session in a context without JavaScript: what the server's HTML and CSS do alone. */
async function withoutJavaScript(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: workspace.origin, javaScriptEnabled: false, storageState: await owner.context.storageState(), viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

/** How far an element lies outside its scroller's visible box, in px (0 = fully in view). */
const outsideScroller = (page: Page, scroller: string, target: string) =>
  page.evaluate(
    ([box, item]) => {
      const outer = document.querySelector(box)!.getBoundingClientRect();
      const inner = document.querySelector(item)!.getBoundingClientRect();
      return Math.max(0, outer.left - inner.left) + Math.max(0, inner.right - outer.right);
    },
    [scroller, target] as const,
  );

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  workspace = await startWorkspaceServer();
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
});

test("the header is one row at 390 px with a keyboard menu; at 1280 px the pages are in the header itself", async () => {
  const { page } = owner;
  for (const theme of THEMES) {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/admin");
    await useTheme(page, theme);
    await page.reload();
    const header = page.getByTestId("workspace-header");
    // A <summary>: the browser exposes it as a disclosure button (its expanded state included).
    const menu = header.locator("summary", { hasText: "Menu" });
    const brand = header.getByRole("link", { name: "Macomb Web Studio" });
    // One row: the brand and the menu button side by side, the header no taller than one 44 px target and its padding.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    const [brandBox, menuBox] = [(await brand.boundingBox())!, (await menu.boundingBox())!];
    expect(Math.abs(brandBox.y + brandBox.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThan(4);
    await expect(page.getByRole("navigation", { name: "Workspace" })).toBeHidden();

    // Keyboard only: open, walk into it, Escape closes it and focus is back on the button.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Workspace" });
    await expect(nav.getByRole("link", { name: "Inbox" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Inbox" })).toBeFocused();
    await expectAxeClean(page, `menu open, 390, ${theme}`);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(nav).toBeHidden();
    // Picking a page goes there, and the menu is closed on it.
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Availability" }).click();
    await expect(page.getByRole("heading", { name: "Availability", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Workspace" })).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Availability" })).toHaveAttribute("aria-current", "page");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expectAxeClean(page, `header, 1280, ${theme}`);
  }
});

test("without JavaScript the menu still opens (a disclosure the browser runs)", async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser, 390);
  await page.goto("/admin");
  await page.getByText("Menu", { exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Outbox" })).toBeVisible();
  await context.close();
});

test("at 390 px the current view tab and the chart's latest week start in view, with and without JavaScript", async ({ browser }) => {
  const { page } = owner;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin?view=all");
  const all = page.getByRole("navigation", { name: "Inbox views" }).getByRole("link", { name: /^All/ });
  await expect(all).toHaveAttribute("aria-current", "page");
  await expect(all).toBeInViewport({ ratio: 1 });
  expect(await outsideScroller(page, '[data-testid="inbox-views"]', '[aria-current="page"]')).toBe(0);
  // The tabs never wrap: one row, so nothing below them moves.
  expect((await page.getByTestId("inbox-views").boundingBox())!.height).toBeLessThan(60);
  // The chart is wider than the phone and starts at its right end: the latest weeks.
  const chart = '[data-testid="weekly-chart-scroller"]';
  expect(await page.evaluate((box) => document.querySelector(box)!.scrollWidth > document.querySelector(box)!.clientWidth, chart)).toBe(true);
  expect(await outsideScroller(page, chart, `${chart} [data-initial-scroll]`)).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const { context, page: plain } = await withoutJavaScript(browser, 390);
  await plain.goto("/admin?view=all");
  expect(await outsideScroller(plain, '[data-testid="inbox-views"]', '[aria-current="page"]')).toBe(0);
  expect(await outsideScroller(plain, chart, `${chart} [data-initial-scroll]`)).toBe(0);
  await context.close();
});

test("availability: sections open one at a time; a save is announced, focused, and its section stays open", async () => {
  const { page } = owner;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/availability");
  const sections = page.locator("details[name=availability]");
  await expect(sections).toHaveCount(5);
  await expect(page.locator("details[name=availability][open]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Save weekly hours" })).toBeVisible();
  // The page is a list of headings on a phone, not five screens of fields.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2600);

  await page.getByRole("heading", { name: "Booking rules" }).click();
  await expect(page.locator("details[name=availability][open]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Save weekly hours" })).toBeHidden();
  await page.getByRole("button", { name: "Save booking rules" }).click();
  const notice = page.getByTestId("action-result");
  await expect(notice).toContainText("Booking rules saved.");
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(page.getByRole("button", { name: "Save booking rules" })).toBeVisible();
});

test("a lead: status saved and note added are announced and focused; the note box empties; a double press adds one note", async () => {
  const { page } = owner;
  const id = await lead(page, { name: "Sam Ortz", email: "sam@plumbing.example", phone: "(586) 555-0100", subject: "New site", message: "We need a site for the plumbing shop." });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/leads/${id}`);
    await page.getByLabel("Where it stands").selectOption(width === 390 ? "contacted" : "new");
    await page.getByRole("button", { name: "Save status" }).click();
    const status = page.getByTestId("action-result");
    await expect(status).toContainText("Status saved.");
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();

    const box = page.getByLabel("Add a note");
    await box.fill(`Called back at ${width}`);
    await page.getByRole("button", { name: "Add note" }).dblclick();
    const added = page.getByTestId("action-result").filter({ hasText: "Note added." });
    await expect(added).toBeFocused();
    await expect(added).toBeInViewport();
    await expect(box).toHaveValue("");
    await expect(page.getByTestId("lead-history").getByText(`Called back at ${width}`)).toHaveCount(1);
  }
});

test("a lead's name, phone and company can be corrected, by the form's rules, with history", async () => {
  const { page } = owner;
  const id = await lead(page, { name: "Sam Ortz", email: "sam.o@plumbing.example", subject: "Quote", message: "How much for a site?" });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/admin/leads/${id}`);
  await page.getByText("Edit name, phone or company").click();
  await page.getByLabel("Phone").fill("call me maybe");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("action-result")).toContainText("Phone may contain only digits");

  await page.getByLabel("Name", { exact: true }).fill("Sam Ortiz");
  await page.getByLabel("Phone").fill("(586) 555-0107");
  await page.getByLabel("Company").fill("Ortiz Plumbing");
  await page.getByRole("button", { name: "Save details" }).click();
  const notice = page.getByTestId("action-result");
  await expect(notice).toContainText("Details saved.");
  await expect(notice).toBeFocused();
  await expect(page.getByRole("heading", { name: "Sam Ortiz", level: 1 })).toBeVisible();
  const history = page.getByTestId("lead-history");
  await expect(history).toContainText("Details edited · owner@agency.example");
  await expect(history).toContainText("Name: Sam Ortz → Sam Ortiz");
  await expect(history).toContainText("Phone: (none) → (586) 555-0107");
  await expect(history).toContainText("Company: (none) → Ortiz Plumbing");

  const csv = await (await page.request.get("/admin/export.csv?view=all&q=sam.o")).text();
  expect(csv).toContain("Sam Ortiz,sam.o@plumbing.example,(586) 555-0107,Ortiz Plumbing,Quote");
});

test("replacing the calendar address asks first, in the browser and in the action", async () => {
  const { page } = owner;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Create a calendar address" }).click();
  const created = page.getByTestId("action-result");
  await expect(created).toContainText("New calendar address ready.");
  await expect(created).toBeFocused();
  const first = await page.getByLabel("Calendar feed address").inputValue();

  const replace = page.getByRole("button", { name: "Replace the calendar address" });
  const understood = page.getByRole("checkbox", { name: /I understand that every calendar subscribed/ });
  await replace.click();
  // The browser asks for the box first; nothing was posted.
  expect(await understood.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  await expect(page.getByLabel("Calendar feed address")).toHaveValue(first);
  // A post without it (no browser check) is refused by the action too.
  await page.getByTestId("calendar-address-form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await replace.click();
  await expect(page.getByTestId("action-result")).toContainText("Not replaced: tick the box");
  expect((await page.request.get(first.replace(/^https?:\/\/[^/]+/, ""))).status()).toBe(200);

  await understood.check();
  await replace.click();
  await expect(page.getByTestId("action-result")).toContainText("New calendar address ready.");
  await expect(page.getByLabel("Calendar feed address")).not.toHaveValue(first);
});

test("pending invitations are listed with Revoke; the result is announced and focused", async () => {
  const { page } = owner;
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/account");
  await page.getByLabel("Invite by email").fill("helper@agency.example");
  await page.getByRole("button", { name: "Create invitation" }).click();
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("invitations")).toContainText("helper@agency.example");
  await page.getByRole("button", { name: "Revoke the invitation for helper@agency.example" }).click();
  await expect(page.getByTestId("action-result")).toContainText("The invitation for helper@agency.example is revoked");
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByTestId("no-invitations")).toBeVisible();
});

test("inbox, lead, availability and account: axe finds nothing at 390 and 1280 px in both themes", async () => {
  test.setTimeout(400_000);
  const { page } = owner;
  const id = await lead(page, { name: "Dana Reyes", email: "dana@bakery.example", subject: "Bakery site", message: "Online orders for the bakery." });
  const pages = { inbox: "/admin?view=all", lead: `/admin/leads/${id}`, availability: "/admin/availability", account: "/admin/account" };
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        await expectAxeClean(page, `${name}, ${width}, ${theme}`);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: join(process.env.SCREENSHOTS, `workspace-${name}-${width}-${theme}.png`), fullPage: true });
      }
    }
  }
});
