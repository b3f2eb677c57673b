/**
 * The visit's source (issue 41, DESIGN.md "visit source"): a visitor lands on a town page from a
 * newsletter, reads on, and sends the contact form; the lead's page in the workspace says where the
 * visit came from. Without JavaScript the form sends its page and nothing else. A booking made after
 * an ad click carries its source too. Against a production server of its own (SITE_URL = its origin,
 * so a passkey signs in), through the real forms in Chromium.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { expectShellHydrated } from "./support/hydration";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";

let workspace: WorkspaceServer;
let owner: SignedInContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  workspace = await startWorkspaceServer({ CONTACT_RATE_LIMIT: "0", CONTACT_EMAIL_LIMIT: "0" });
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
});

function stored(table: "leads" | "bookings", email: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(join(workspace.dataDir, "leads.sqlite"), { readOnly: true });
  try {
    return db.prepare(`select * from ${table} where email = ?`).get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

async function visitor(browser: Browser, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: workspace.origin, javaScriptEnabled, reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
}

/** The lead page's details as term → value. */
async function details(page: Page): Promise<Record<string, string>> {
  const terms = await page.locator("dl dt").allTextContents();
  const values = await page.locator("dl dd").allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]!.trim()]));
}

async function sendContactForm(page: Page, email: string) {
  const form = page.getByTestId("contact-form");
  const values = { Name: "Dana Whitfield", Email: email, Phone: "(586) 555-0100", Subject: "New website", Message: "We need a new site for our shop." };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: false }).fill(value);
  await form.getByRole("button", { name: /Send Message/ }).click();
}

async function openLead(email: string): Promise<Record<string, string>> {
  const id = stored("leads", email)!.id as string;
  await owner.page.goto(`/admin/leads/${id}`);
  await expect(owner.page.getByRole("heading", { name: "Dana Whitfield", level: 1 })).toBeVisible();
  return details(owner.page);
}

test("a lead from a newsletter link: the lead shows Landing page, Referrer, Channel Email and Campaign spring", async ({ browser }) => {
  const { context, page } = await visitor(browser);
  const email = "newsletter-reader@example.com";
  await page.goto("/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring", { referer: "https://news.example.org/issue-12" });
  await expectShellHydrated(page);
  // Reads on through the site's own links.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(`${workspace.origin}/services`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(`${workspace.origin}/contact`);
  await sendContactForm(page, email);
  await expect.poll(() => stored("leads", email)?.page, { timeout: 15_000 }).toBe("/contact");
  await context.close();

  expect(stored("leads", email)).toMatchObject({
    page: "/contact",
    landing: "/locations/warren",
    referrer: "news.example.org",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    click: 0,
    channel: "email",
  });
  expect(await openLead(email)).toMatchObject({
    "Sent from": "/contact",
    "Landing page": "/locations/warren",
    Referrer: "news.example.org",
    Channel: "Email",
    Campaign: "spring",
    "Source / medium": "newsletter / email",
  });
});

test("the same visit without JavaScript: the form sends its page only, and the lead is direct", async ({ browser }) => {
  const { context, page } = await visitor(browser, false);
  const email = "no-script-reader@example.com";
  await page.goto("/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring", { referer: "https://news.example.org/issue-12" });
  await page.goto("/services");
  await page.goto("/contact");
  await sendContactForm(page, email);
  await page.waitForLoadState("domcontentloaded");
  await expect(page.getByTestId("contact-form").getByRole("status")).toBeVisible();
  await context.close();

  expect(stored("leads", email)).toMatchObject({ page: "/contact", landing: null, referrer: null, utm_source: null, utm_campaign: null, click: 0, channel: "direct" });
  const shown = await openLead(email);
  expect(shown).toMatchObject({ "Sent from": "/contact", Channel: "Direct" });
  expect(Object.keys(shown)).not.toContain("Landing page");
  expect(Object.keys(shown)).not.toContain("Campaign");
});

test("a booking after an ad click carries its source: landing page, search engine, Paid, the campaign", async ({ browser }) => {
  const slots = ((await (await owner.page.request.get("/api/bookings/slots")).json()) as { slots: { start: string }[] }).slots;
  const slot = slots[3]!.start;
  const { context, page } = await visitor(browser);
  const email = "ad-clicker@example.com";
  await page.goto("/services?utm_source=google&utm_medium=cpc&utm_campaign=brand&gclid=EAIaIQobChMI-secret", { referer: "https://www.google.com/" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/book?slot=${encodeURIComponent(slot)}`);
  await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
  await page.getByLabel("Name").fill("Dana Whitfield");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("What would you like to talk about?").fill("A new website for my bakery");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();
  await context.close();

  const row = stored("bookings", email)!;
  expect(row).toMatchObject({ landing: "/services", referrer: "google.com", utm_source: "google", utm_medium: "cpc", utm_campaign: "brand", click: 1, channel: "paid" });
  expect(JSON.stringify(row)).not.toContain("secret");

  await owner.page.goto(`/admin/bookings/${row.id as string}`);
  await expect(owner.page.getByTestId("booking-landing")).toHaveText("/services");
  await expect(owner.page.getByTestId("booking-referrer")).toHaveText("google.com");
  await expect(owner.page.getByTestId("booking-channel")).toHaveText("Paid (ad click)");
  await expect(owner.page.getByTestId("booking-campaign")).toHaveText("brand");
});
