/**
 * What the agency sees of a lead's and a booking's follow-ups, in Chromium against the production server
 * with a real SMTP server and a real webhook receiver on loopback: the lead's page lists its receipt
 * (sent), its webhook (sent) and its overdue alarm (scheduled at the reply promise); a spam lead's says it
 * gets none; a booking's page lists its webhook. Axe in both themes, screenshots at 390 px and 1280 px.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";
import { WebhookReceiver } from "../integration/support/webhook-receiver";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "admin-alerts-shots");

let workspace: WorkspaceServer;
let origin: string;
const smtp = new SmtpCapture();
const receiver = new WebhookReceiver("e2e-webhook-secret");
let owner: SignedInContext;
const ids: { lead?: string; spam?: string; booking?: string } = {};

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary}`).join("\n    ")}`);
}

async function post(page: Page, path: string, body: Record<string, unknown>, status: number): Promise<string> {
  const response = await page.request.post(path, { headers: { "content-type": "application/json", origin }, data: JSON.stringify(body) });
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { id: string }).id;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await smtp.start(0);
  await receiver.start();
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: receiver.secret });
  origin = workspace.origin;
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
  await smtp.stop();
  await receiver.stop();
});

test("a lead's page shows its receipt and webhook as sent and its overdue alarm as scheduled", async () => {
  const { page } = owner;
  ids.lead = await post(page, "/api/contact", { kind: "full", name: "Ruth Adler", email: "ruth@tailor.example", subject: "A site for the tailor shop", message: "We need a new website.\nSoon." }, 202);
  ids.spam = await post(page, "/api/contact", { kind: "quick", name: "Bot", email: "bot@spam.example", message: "Buy now", company_website: "https://spam.example" }, 202);
  await expect.poll(() => smtp.mails.filter((mail) => mail.headers.get("x-alert-kind") === "receipt").length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => receiver.payloads().length, { timeout: 20_000 }).toBe(1);
  expect(receiver.hooks.every((hook) => hook.signatureValid)).toBe(true);
  expect(receiver.payloads()[0]).toMatchObject({ type: "lead", id: ids.lead, adminUrl: `${origin}/admin/leads/${ids.lead}` });

  await page.goto(`/admin/leads/${ids.lead}`);
  const section = page.getByRole("region", { name: "Receipt and alerts" });
  const list = section.getByTestId("alert-deliveries");
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(list).toContainText(/Receipt to the visitor: Sent \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M Eastern/);
  await expect(list).toContainText(/Webhook alert: Sent /);
  await expect(list).toContainText(/Overdue alarm \(email to the agency\): Scheduled for \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M Eastern/);
  await expect(list).toContainText("Sent only if the lead is still New then.");
  await expect(list).toContainText(/Overdue alarm \(webhook\): Scheduled for /);
  // The agency's own email keeps its section.
  await expect(page.getByTestId("delivery")).toContainText("Emailed to the agency");

  await page.goto(`/admin/leads/${ids.spam}`);
  await expect(page.getByRole("region", { name: "Receipt and alerts" })).toContainText("None: spam gets no receipt and no alerts.");
});

test("a booking's page shows its webhook", async () => {
  const { page } = owner;
  const slots = (await (await page.request.get("/api/bookings/slots")).json()) as { slots: { start: string }[] };
  ids.booking = await post(page, "/api/bookings", { slot: slots.slots[0]!.start, name: "Omar Haddad", email: "omar@garage.example", topic: "Garage site" }, 201);
  await expect.poll(() => receiver.payloads().filter((payload) => payload.type === "booking").length, { timeout: 20_000 }).toBe(1);
  await page.goto(`/admin/bookings/${ids.booking}`);
  await expect(page.getByTestId("alert-deliveries")).toContainText(/Webhook alert: Sent /);
  await expect(page.getByTestId("booking-mails")).toContainText("Confirmation to the visitor");
});

test("axe 0 in both themes, and screenshots at 390 px and 1280 px", async () => {
  test.setTimeout(240_000);
  const { context, page } = owner;
  mkdirSync(SHOTS, { recursive: true });
  const views = [
    { name: "lead-alerts", path: `/admin/leads/${ids.lead}` },
    { name: "lead-spam-alerts", path: `/admin/leads/${ids.spam}` },
    { name: "booking-alerts", path: `/admin/bookings/${ids.booking}` },
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
