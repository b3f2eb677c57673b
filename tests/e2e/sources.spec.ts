/**
 * The sources page (/admin/sources) in Chromium against the production server: leads with a visit source
 * and a won deal, page views, the four tables and their totals (as the inbox counts), sorting by the
 * column headers, the ranges, the CSV (401 without a session), the server-drawn chart, the link builder
 * with and without JavaScript, axe in both themes and screenshots at 390 px and 1280 px.
 *
 * Leads are sent through the public API and then given the source and deal that the capture and pipeline
 * work store (written into the server's SQLite file, as a later test of the whole chain will do through
 * the forms); page views are added as the counter adds them.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "sources-shots");

let workspace: WorkspaceServer;
let owner: SignedInContext;

const officeDate = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Detroit", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function lead(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/api/contact", { headers: { "content-type": "application/json", origin: workspace.origin }, data: JSON.stringify(fields) });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

function writable() {
  const db = new DatabaseSync(join(workspace.dataDir, "leads.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

/** A table's cells by column heading, for the row whose first cell is `key`. */
async function rowOf(page: Page, table: string, key: string): Promise<Record<string, string>> {
  const section = page.getByTestId(`sources-${table}`);
  const headings = (await section.locator("thead th").allInnerTexts()).map((text) => text.replace(/[↑↓]/g, "").trim());
  const row = section.locator("tbody tr, tfoot tr").filter({ has: page.getByRole("rowheader", { name: key, exact: true }) });
  const cells = (await row.locator("th, td").allInnerTexts()).map((text) => text.trim());
  return Object.fromEntries(headings.map((heading, index) => [heading, cells[index] ?? ""]));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  workspace = await startWorkspaceServer();
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
  const { page } = owner;
  const warren = await lead(page, { name: "Ruth Ng", email: "ruth@tailor.example", message: "A site for my tailoring shop in Warren." });
  const search = await lead(page, { name: "Omar Haddad", email: "omar@garage.example", message: "Our garage needs a booking form." });
  await lead(page, { name: "Lee Park", email: "lee@bakery.example", message: "Just a question about prices." });
  // A spam lead: stored, never counted.
  await lead(page, { name: "Spam Bot", email: "bot@spam.example", message: "Cheap links", company_website: "https://spam.example" });
  const db = writable();
  try {
    const responded = daysAgo(1).toISOString();
    db.prepare("update leads set created_at = ?, landing = '/locations/warren', channel = 'email', utm_source = 'newsletter', utm_medium = 'email', utm_campaign = 'spring', stage = 'won', deal_value = 4800, first_response_at = ? where id = ?").run(daysAgo(2).toISOString(), responded, warren);
    db.prepare("update leads set landing = '/services', channel = 'search', referrer = 'google.com' where id = ?").run(search);
    db.prepare("update leads set landing = '/services', channel = 'search', referrer = 'google.com', stage = 'won', deal_value = 99999 where spam = 1").run();
    const today = officeDate(new Date());
    const insert = db.prepare("insert into page_views (day, path, channel, campaign, views) values (?, ?, ?, ?, ?)");
    insert.run(officeDate(daysAgo(2)), "/locations/warren", "email", "spring", 8);
    insert.run(today, "/locations/warren", "direct", "", 4);
    insert.run(today, "/services", "search", "", 30);
    insert.run(today, "/contact", "direct", "", 10);
  } finally {
    db.close();
  }
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
});

test("the tables: views, leads, conversion, won and revenue by landing page, channel, campaign and form page; totals as the inbox counts", async () => {
  const { page } = owner;
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Sources" }).click();
  await expect(page).toHaveURL(`${workspace.origin}/admin/sources`);
  await expect(page.getByRole("heading", { name: "Sources", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  for (const table of ["landing", "channel", "campaign", "page"]) {
    const headings = (await page.getByTestId(`sources-${table}`).locator("thead th").allInnerTexts()).map((text) => text.replace(/[↑↓]/g, "").trim());
    expect(headings.slice(1)).toEqual(["Views", "Leads", "Conversion", "Bookings", "Won", "Revenue", "Median first response"]);
  }
  expect(await rowOf(page, "landing", "/locations/warren")).toMatchObject({ Views: "12", Leads: "1", Conversion: "8.3", Won: "1", Revenue: "$4,800", "Median first response": "24 h" });
  expect(await rowOf(page, "landing", "/services")).toMatchObject({ Views: "30", Leads: "1", Conversion: "3.3", Won: "0", Revenue: "$0" });
  expect(await rowOf(page, "channel", "Email")).toMatchObject({ Views: "8", Leads: "1", Won: "1", Revenue: "$4,800" });
  expect(await rowOf(page, "channel", "Search")).toMatchObject({ Views: "30", Leads: "1", Won: "0" });
  expect(await rowOf(page, "campaign", "spring")).toMatchObject({ Views: "8", Leads: "1", Conversion: "12.5", Won: "1", Revenue: "$4,800" });
  expect(await rowOf(page, "campaign", "(none)")).toMatchObject({ Leads: "2", Won: "0" });
  // Sent through the API, the leads have no form page; /contact has its views.
  expect(await rowOf(page, "page", "(not recorded)")).toMatchObject({ Views: "0", Leads: "3", Conversion: "—" });
  expect(await rowOf(page, "page", "/contact")).toMatchObject({ Views: "10", Leads: "0", Conversion: "0.0" });

  // The totals: the three clean leads the inbox's All view lists (the spam lead and its $99,999 left out).
  await page.goto("/admin?view=all");
  const inboxAll = await page.getByRole("link", { name: /^All \d+$/ }).innerText();
  expect(inboxAll.replace(/\D/g, "")).toBe("3");
  await page.goto("/admin/sources");
  for (const table of ["landing", "channel", "campaign", "page"]) {
    expect(await rowOf(page, table, "Total")).toMatchObject({ Views: "52", Leads: "3", Conversion: "5.8", Won: "1", Revenue: "$4,800" });
  }
});

test("sorting by a column header, both ways, without JavaScript too", async ({ browser }) => {
  const { page } = owner;
  await page.goto("/admin/sources");
  const landing = page.getByTestId("sources-landing");
  const firstRow = () => landing.locator("tbody tr").first().getByRole("rowheader").innerText();
  await landing.getByRole("link", { name: "Views" }).click();
  await expect(page).toHaveURL(/sort=views&dir=desc/);
  await expect(landing.getByRole("columnheader", { name: "Views" })).toHaveAttribute("aria-sort", "descending");
  expect(await firstRow()).toBe("/services");
  await landing.getByRole("link", { name: "Views" }).click();
  await expect(page).toHaveURL(/sort=views&dir=asc/);
  await expect(landing.getByRole("columnheader", { name: "Views" })).toHaveAttribute("aria-sort", "ascending");
  await landing.getByRole("link", { name: "Revenue" }).click();
  await expect(page).toHaveURL(/sort=revenue&dir=desc/);
  expect(await firstRow()).toBe("/locations/warren");
  await expect(landing.getByRole("columnheader", { name: "Views" })).toHaveAttribute("aria-sort", "none");

  const noJs = await browser.newContext({ storageState: await owner.context.storageState(), javaScriptEnabled: false, baseURL: workspace.origin });
  try {
    const plain = await noJs.newPage();
    await plain.goto("/admin/sources");
    await plain.getByTestId("sources-landing").getByRole("link", { name: "Landing page" }).click();
    await expect(plain).toHaveURL(/sort=name&dir=asc/);
    expect(await plain.getByTestId("sources-landing").locator("tbody tr").first().getByRole("rowheader").innerText()).toBe("/contact");
  } finally {
    await noJs.close();
  }
});

test("ranges: the presets, a chosen range, and hostile values fall back to the last 30 days", async () => {
  const { page } = owner;
  await page.goto("/admin/sources");
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/\?days=90$/);
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("sources-range")).toContainText("(90 days)");

  // A range that ends before the leads came: nothing counted.
  await page.getByLabel("From", { exact: true }).fill("2025-01-01");
  await page.getByLabel("To", { exact: true }).fill("2025-01-31");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
  await expect(page.getByTestId("sources-range")).toHaveText("January 1, 2025 – January 31, 2025 (31 days)");
  expect(await rowOf(page, "channel", "Total")).toMatchObject({ Views: "0", Leads: "0", Conversion: "—", Revenue: "$0" });

  for (const query of ["from=%3Cscript%3E&to=2026-01-01", "from=2026-02-30&to=2026-03-01", "from=2026-05-01&to=2026-01-01", "days=100000", "sort=%27%3Bdrop&dir=x"]) {
    const response = await page.goto(`/admin/sources?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByTestId("sources-range"), query).toContainText("(30 days)");
  }
  const long = await page.goto("/admin/sources?from=2001-01-01&to=2026-01-01");
  expect(long?.status()).toBe(200);
  await expect(page.getByTestId("sources-range")).toContainText("(1096 days)");
});

test("the CSV: the four tables under the page's column names; 401 without a session", async ({ request }) => {
  const { page } = owner;
  await page.goto("/admin/sources?days=90");
  await expect(page.getByRole("link", { name: "CSV" })).toHaveAttribute("href", "/admin/sources.csv?days=90");
  const response = await page.request.get("/admin/sources.csv?days=90");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
  const blocks = (await response.text()).trimEnd().split("\r\n\r\n");
  expect(blocks.map((block) => block.split("\r\n")[0])).toEqual(
    ["Landing page", "Channel", "Campaign", "Form page"].map((key) => `${key},Views,Leads,Conversion,Bookings,Won,Revenue,Median first response (minutes)`),
  );
  expect(blocks[0]).toContain("\r\n/locations/warren,12,1,8.3,0,1,4800,1440\r\n");
  for (const block of blocks) expect(block.split("\r\n").at(-1)).toBe("Total,52,3,5.8,0,1,4800,1440");

  for (const path of ["/admin/sources.csv", "/admin/sources.csv?days=365", "/admin/sources.data"]) {
    const anonymous = await request.get(`${workspace.origin}${path}`, { maxRedirects: 0 });
    expect(anonymous.status(), path).toBe(401);
    expect(await anonymous.text(), path).not.toMatch(/warren|spring|4800/);
  }
  const page303 = await request.get(`${workspace.origin}/admin/sources`, { maxRedirects: 0 });
  expect(page303.status()).toBe(303);
  expect(page303.headers()["location"]).toBe("/admin/sign-in");
});

test("the chart: inline SVG drawn on the server, with a title, a description and the figures as a table", async ({ browser }) => {
  const noJs = await browser.newContext({ storageState: await owner.context.storageState(), javaScriptEnabled: false, baseURL: workspace.origin });
  try {
    const page = await noJs.newPage();
    await page.goto("/admin/sources");
    for (const metric of ["leads", "revenue"]) {
      const chart = page.getByTestId(`chart-${metric}`);
      await expect(chart).toBeVisible();
      await expect(chart.locator("title")).toHaveText(metric === "leads" ? "Leads per month by channel" : "Revenue per month by channel");
      await expect(chart.locator('rect[data-channel="email"]')).toHaveCount(1);
    }
    await expect(page.getByRole("img", { name: /Leads per month by channel/ })).toBeVisible();
    await page.getByText("The chart's figures as a table").click();
    await expect(page.getByTestId("chart-table")).toContainText("1 lead, $4,800");
    // No script on the page draws it: the page has none of its own beyond the framework's.
    expect(await page.locator("svg[data-testid=chart-leads] script").count()).toBe(0);
  } finally {
    await noJs.close();
  }
});

test("the link builder: a page and three values make a link to copy, listed with its campaign's figures", async ({ browser }) => {
  const { page, context } = owner;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: workspace.origin });
  await page.goto("/admin/sources");
  await page.getByRole("button", { name: "Make link" }).click();
  await expect(page.getByTestId("action-result")).toContainText("The link was not made");
  await expect(page.getByTestId("action-result")).toBeFocused();
  await expect(page.getByText("Type a source.")).toBeVisible();

  await page.getByLabel("Page", { exact: true }).selectOption("/locations/warren");
  await page.getByLabel("Source", { exact: true }).fill("newsletter");
  await page.getByLabel("Medium", { exact: true }).fill("email");
  await page.getByLabel("Campaign", { exact: true }).fill("spring");
  await page.getByRole("button", { name: "Make link" }).click();
  await expect(page.getByTestId("action-result")).toContainText("Link made.");
  const built = `${workspace.origin}/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring`;
  await expect(page.getByLabel("Your link")).toHaveValue(built);
  await page.getByRole("button", { name: "Copy" }).first().click();
  await expect(page.getByText("Copied to the clipboard.").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(built);

  const listed = page.getByTestId("campaign-links").getByRole("listitem").first();
  await expect(listed).toContainText("spring");
  await expect(listed.getByRole("textbox")).toHaveValue(built);
  await expect(listed.locator("dl")).toHaveText(/Views\s*8\s*Leads\s*1\s*Won\s*1\s*Revenue\s*\$4,800/);

  // A page that is not the site's, or a hostile value: refused, nothing stored.
  const forged = await page.request.post("/admin/sources", { form: { intent: "link", path: "//evil.example", utm_source: "=cmd()", utm_medium: "x", utm_campaign: "y" }, headers: { origin: workspace.origin } });
  expect(forged.status()).toBe(422);

  // Without JavaScript: the form posts, the link is shown to select, no Copy button.
  const noJs = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: false, baseURL: workspace.origin });
  try {
    const plain = await noJs.newPage();
    await plain.goto("/admin/sources");
    await plain.getByLabel("Page", { exact: true }).selectOption("/services");
    await plain.getByLabel("Source", { exact: true }).fill("facebook");
    await plain.getByLabel("Medium", { exact: true }).fill("social");
    await plain.getByLabel("Campaign", { exact: true }).fill("autumn");
    await plain.getByRole("button", { name: "Make link" }).click();
    await expect(plain.getByTestId("action-result")).toContainText("Link made.");
    await expect(plain.getByLabel("Your link")).toHaveValue(`${workspace.origin}/services?utm_source=facebook&utm_medium=social&utm_campaign=autumn`);
    await expect(plain.getByRole("button", { name: "Copy" })).toHaveCount(0);
    await expect(plain.getByTestId("campaign-links").getByRole("listitem")).toHaveCount(2);
  } finally {
    await noJs.close();
  }
});

test("axe 0 in both themes, and screenshots at 390 px and 1280 px", async () => {
  test.setTimeout(180_000);
  const { context, page } = owner;
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/admin/sources?days=365");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      // Nothing wider than the screen but the tables' own scrolling regions.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByText("The chart's figures as a table").click();
      expect(await axe(page), `sources in the ${theme} theme at ${width} px`).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `sources-${theme}-${width}.png`), fullPage: true });
      await page.screenshot({ path: join(SHOTS, `sources-${theme}-${width}-top.png`) });
      await page.getByTestId("sources-landing").screenshot({ path: join(SHOTS, `sources-${theme}-${width}-table.png`) });
      await page.getByRole("heading", { name: "Campaign links" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `sources-${theme}-${width}-links.png`) });
    }
  }
});
