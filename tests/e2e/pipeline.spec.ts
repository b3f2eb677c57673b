/**
 * The deal and People in Chromium against the production server: a lead moved to Proposal sent with
 * $4,800 and then Won, its history in words; a lost deal with its reason and note, without JavaScript;
 * a person's page with the lead and the booking of one address (any case), linked from both; axe 0 in
 * both themes at 390 px and 1280 px, and screenshots of the status card and the person page.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Where the screenshots go (opened by hand to check the pages look finished). */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "pipeline-shots");
const OWNER = "owner@agency.example";

let workspace: WorkspaceServer;
let origin: string;
let owner: SignedInContext;
const ids: { won?: string; lost?: string; booking?: string } = {};

async function sendLead(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/api/contact", {
    headers: { "content-type": "application/json", origin },
    data: JSON.stringify({ kind: "full", subject: "A new website", message: "We need a new site for the shop.", ...fields }),
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

const history = (page: Page) => page.getByTestId("lead-history");
const statusCard = (page: Page) => page.getByRole("region", { name: "Status" });

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  workspace = await startWorkspaceServer();
  origin = workspace.origin;
  owner = await signedInContext(browser, workspace, OWNER, "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
});

test("a lead moves to Proposal sent with $4,800, then Won; the history says so in words, with who", async () => {
  const { page } = owner;
  ids.won = await sendLead(page, { name: "Ruth Ng", email: "ruth@tailor.example" });
  await page.goto(`/admin/leads/${ids.won}`);
  const card = statusCard(page);
  await expect(card.getByTestId("deal")).toHaveText("New");
  // Only the chosen stage's fields show once the page runs.
  await expect(card.getByLabel("Deal value")).toBeHidden();
  await expect(card.getByLabel("Reason", { exact: true })).toBeHidden();
  await card.getByLabel("Where it stands").selectOption("proposal");
  await expect(card.getByLabel("Deal value")).toBeVisible();
  await expect(card.getByLabel("Reason", { exact: true })).toBeHidden();
  await card.getByLabel("Deal value").fill("$4,800");
  await card.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByTestId("action-result")).toHaveText("Status saved.");
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(card.getByTestId("deal")).toHaveText("Proposal sent, $4,800");
  await expect(history(page).getByRole("listitem").first()).toContainText("New → Proposal sent, $4,800");
  await expect(history(page).getByRole("listitem").first()).toContainText(OWNER);

  // Won: the value stays filled in.
  await card.getByLabel("Where it stands").selectOption("won");
  await expect(card.getByLabel("Deal value")).toHaveValue("4,800");
  await card.getByRole("button", { name: "Save status" }).click();
  await expect(card.getByTestId("deal")).toHaveText("Won, $4,800");
  await expect(history(page).getByRole("listitem").first()).toContainText("Proposal sent → Won, $4,800");
  await expect(history(page)).toContainText("New → Proposal sent, $4,800");
  // The lead's badge and the inbox: Won is no longer open.
  await expect(page.getByRole("article").getByText("Won", { exact: true })).toBeVisible();
  await page.goto("/admin?view=open");
  await expect(page.getByText("Ruth Ng")).toHaveCount(0);
});

test("a value that is not whole dollars is refused and nothing changes; the server says why", async () => {
  const { page } = owner;
  const refused = await page.request.post(`/admin/leads/${ids.won}`, { form: { intent: "stage", stage: "won", deal_value: "4.8k" }, headers: { origin } });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain("Enter the deal value as whole dollars from 0 to 10,000,000");
  const missing = await page.request.post(`/admin/leads/${ids.won}`, { form: { intent: "stage", stage: "proposal", deal_value: "" }, headers: { origin } });
  expect(missing.status()).toBe(422);
  await page.goto(`/admin/leads/${ids.won}`);
  await expect(statusCard(page).getByTestId("deal")).toHaveText("Won, $4,800");
});

test("without JavaScript: every field shows, and a lead is marked Lost with a reason and a note", async ({ browser }) => {
  const { page } = owner;
  ids.lost = await sendLead(page, { name: "Omar Haddad", email: "omar@garage.example" });
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false, storageState: await owner.context.storageState() });
  try {
    const noJs = await context.newPage();
    await noJs.goto(`/admin/leads/${ids.lost}`);
    const card = statusCard(noJs);
    await expect(card.getByLabel("Deal value")).toBeVisible();
    await expect(card.getByLabel("Reason", { exact: true })).toBeVisible();
    await expect(card.getByLabel("Note on why")).toBeVisible();
    // A reason is required for Lost.
    await card.getByLabel("Where it stands").selectOption("lost");
    await card.getByRole("button", { name: "Save status" }).click();
    await expect(noJs.getByRole("alert")).toHaveText("Choose why the deal was lost.");
    await card.getByLabel("Where it stands").selectOption("lost");
    await card.getByLabel("Reason", { exact: true }).selectOption({ label: "Went elsewhere" });
    await card.getByLabel("Note on why").fill("Chose his cousin’s agency.");
    await card.getByRole("button", { name: "Save status" }).click();
    await expect(noJs.getByTestId("action-result")).toHaveText("Status saved.");
    await expect(card.getByTestId("deal")).toHaveText("Lost, Went elsewhere: Chose his cousin’s agency.");
    await expect(history(noJs).getByRole("listitem").first()).toContainText("New → Lost, Went elsewhere: Chose his cousin’s agency.");
  } finally {
    await context.close();
  }
});

test("a person is one address: the lead and the booking together, linked from both", async () => {
  const { page } = owner;
  const slots = ((await (await page.request.get("/api/bookings/slots")).json()) as { slots: { start: string }[] }).slots;
  const booked = await page.request.post("/api/bookings", {
    headers: { "content-type": "application/json", origin },
    data: JSON.stringify({ slot: slots[0]!.start, name: "Ruth Ng", email: "Ruth@Tailor.example", topic: "Alterations site" }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  ids.booking = ((await booked.json()) as { id: string }).id;

  // The booking page: the person's lead and where it stands, and the way to the person.
  await page.goto(`/admin/bookings/${ids.booking}`);
  await expect(page.getByTestId("person-deals").getByRole("link", { name: "Lead: Won, $4,800" })).toHaveAttribute("href", `/admin/leads/${ids.won}`);
  await page.getByTestId("person-link").click();
  expect(page.url()).not.toContain("tailor");
  await expect(page.getByRole("heading", { name: "Ruth Ng", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Stored about" })).toContainText("1 lead and 1 booking");
  await expect(page.getByTestId("person-stage").getByRole("link", { name: "Their newest lead: Won, $4,800" })).toBeVisible();
  await expect(page.getByTestId("person-leads")).toContainText("We need a new site for the shop.");
  await expect(page.getByTestId("person-leads")).toContainText("Proposal sent → Won, $4,800");
  await expect(page.getByTestId("person-bookings")).toContainText("Alterations site");
  await expect(page.getByTestId("person-bookings").getByRole("link")).toHaveAttribute("href", `/admin/bookings/${ids.booking}`);
  await expect(page.getByTestId("person-mails")).toContainText("Confirmation to the visitor");

  // The lead page links to the same person.
  await page.goto(`/admin/leads/${ids.won}`);
  await page.getByTestId("person-link").click();
  await expect(page.getByTestId("person-bookings")).toContainText("Alterations site");

  // People: the list finds them by name or address, once.
  await page.getByRole("navigation").getByRole("link", { name: "People", exact: true }).click();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await page.getByLabel("Name or email address").fill("tailor");
  await page.getByRole("button", { name: "Find" }).click();
  const list = page.getByTestId("people-list");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("1 lead, 1 booking");
  await expect(list).toContainText("$4,800");
  await list.getByRole("link", { name: "Ruth Ng" }).click();
  await expect(page.getByTestId("person-leads").getByTestId("person-lead-deal")).toHaveText("$4,800");
});

test("axe 0 in both themes at 390 px and 1280 px; screenshots of the status card and the person page", async () => {
  test.setTimeout(360_000);
  const { context, page } = owner;
  mkdirSync(SHOTS, { recursive: true });
  const views = [
    { name: "lead-won", path: `/admin/leads/${ids.won}`, card: true },
    { name: "lead-lost", path: `/admin/leads/${ids.lost}`, card: true },
    { name: "person", path: `/admin/people/${ids.booking}`, card: false },
    { name: "people", path: "/admin/people", card: false },
    { name: "booking", path: `/admin/bookings/${ids.booking}`, card: false },
  ];
  for (const theme of ["light", "dark"] as const) {
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const view of views) {
        await page.goto(view.path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        expect(await axe(page), `${view.name} in the ${theme} theme at ${width} px`).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${view.name}-${theme}-${width}.png`), fullPage: true });
        if (view.card) await statusCard(page).screenshot({ path: join(SHOTS, `${view.name}-card-${theme}-${width}.png`) });
      }
      // The status form with Lost chosen: its reason and note show.
      await page.goto(`/admin/leads/${ids.won}`);
      await statusCard(page).getByLabel("Where it stands").selectOption("lost");
      expect(await axe(page), `status form on Lost in the ${theme} theme at ${width} px`).toEqual([]);
      await statusCard(page).screenshot({ path: join(SHOTS, `lead-choosing-lost-${theme}-${width}.png`) });
    }
  }
});
