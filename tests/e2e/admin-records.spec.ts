/**
 * The workspace's records in Chromium against the production server: a booking's page and the
 * agency's Cancel (the slot is free again, both sides get a METHOD:CANCEL through a real SMTP server),
 * the inbox's CSV export, and a person's data (find, export, erase; owners only), with axe in both
 * themes and screenshots at 390 px and 1280 px. Signed in with passkeys through Chromium's virtual
 * authenticator, on http://localhost:PORT (the relying party is the host of SITE_URL).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";
import { expectVisibleFocus, tabTo } from "../support/keyboard";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Where the screenshots go (opened by hand to check the pages look finished). */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? join(ROOT, "test-results", "admin-records-shots");

let workspace: WorkspaceServer;
let dataDir: string;
let origin: string;
const smtp = new SmtpCapture();
let owner: SignedInContext;

function database() {
  return new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
}

async function freeSlots(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/bookings/slots");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

async function book(page: Page, slot: string, visitor: { name: string; email: string; phone?: string; topic?: string }): Promise<string> {
  const response = await page.request.post("/api/bookings", { headers: { "content-type": "application/json", origin }, data: JSON.stringify({ slot, ...visitor }) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function lead(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/api/contact", { headers: { "content-type": "application/json", origin }, data: JSON.stringify(fields) });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
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
  origin = workspace.origin;
  dataDir = workspace.dataDir;
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
  await smtp.stop();
});

test("a booking's page: the visitor's details; Cancel frees the slot and mails both sides a METHOD:CANCEL", async () => {
  const { page } = owner;
  const [slot, sameDaySlot] = await freeSlots(page);
  const id = await book(page, slot!, { name: "Marta Kowalski", email: "marta@florist.example", phone: "(586) 555-0199", topic: "A shop for the florist" });
  await book(page, sameDaySlot!, { name: "Omar Haddad", email: "omar@garage.example" });
  // The two invitations of each booking went out first.
  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(4);

  // The inbox's Booked view links to the booking's page.
  await page.goto("/admin?view=booked");
  await page.getByTestId("inbox-list").getByRole("link", { name: /Marta Kowalski/ }).click();
  await expect(page).toHaveURL(`${origin}/admin/bookings/${id}`);
  await expect(page.getByRole("heading", { name: "Marta Kowalski", level: 1 })).toBeVisible();
  await expect(page.getByTestId("booking-title")).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d+ at \d+:\d\d [AP]M Eastern$/);
  await expect(page.getByTestId("booking-time")).toHaveText(/^\d+:\d\d [AP]M – \d+:\d\d [AP]M Eastern$/);
  await expect(page.getByTestId("booking-email")).toHaveText("marta@florist.example");
  await expect(page.getByTestId("booking-phone")).toHaveText("(586) 555-0199");
  await expect(page.getByTestId("booking-topic")).toHaveText("A shop for the florist");
  await expect(page.getByTestId("booking-status")).toHaveText("Booked");
  await expect(page.getByTestId("booking-mails")).toContainText(/Confirmation to the visitor: (Sent|Waiting in the outbox)/);
  // The same day's other booking, and the agenda by day.
  await expect(page.getByTestId("same-day").getByRole("link", { name: "Omar Haddad" })).toBeVisible();
  await expect(page.getByTestId("agenda")).toContainText("Marta Kowalski (this booking)");

  // Cancel asks for a reason, then asks first; "Keep the booking" keeps it.
  await page.getByLabel("Reason").fill("Our designer is ill that day.");
  await page.getByRole("button", { name: "Cancel booking", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toBeFocused();
  await page.getByRole("link", { name: "Keep the booking" }).click();
  await expect(page.getByRole("button", { name: "Cancel booking", exact: true })).toBeVisible();
  expect(await freeSlots(page)).not.toContain(slot);

  await page.getByLabel("Reason").fill("Our designer is ill that day.");
  await page.getByRole("button", { name: "Cancel booking", exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(page.getByText("Booking cancelled. The time is free again")).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel booking", exact: true })).toHaveCount(0);
  expect(await freeSlots(page)).toContain(slot);

  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(6);
  const cancellations = smtp.mails.slice(4);
  for (const mail of cancellations) {
    expect(mail.calendarType).toMatch(/method=CANCEL/i);
    expect(mail.calendar).toContain("METHOD:CANCEL");
    expect(mail.calendar).toContain(id);
  }
  const recipients = cancellations.flatMap((mail) => mail.envelopeTo);
  expect(recipients).toContain("marta@florist.example");
  expect(recipients.filter((to) => to !== "marta@florist.example")).toHaveLength(1);
  // The agency cancelled: the visitor reads "we cancelled", the agency that it did (not the visitor).
  const toVisitor = cancellations.find((mail) => mail.envelopeTo.includes("marta@florist.example"))!;
  const toAgency = cancellations.find((mail) => !mail.envelopeTo.includes("marta@florist.example"))!;
  expect(toVisitor.subject).toMatch(/^Macomb Web Studio cancelled your consultation on \w+day, /);
  expect(toVisitor.text).toContain("We have to cancel your consultation");
  expect(toVisitor.text).toContain("> Our designer is ill that day.");
  expect(toVisitor.text).not.toContain("as you asked");
  expect(toAgency.text).toContain("You cancelled this consultation in the workspace");
  expect(toAgency.text).toContain(`/admin/bookings/${id}`);
  await expect(page.getByTestId("booking-mails")).toContainText("Cancellation to the visitor");

  // A second cancel (an old tab) changes nothing and says why; no more mail.
  const again = await page.request.post(`/admin/bookings/${id}`, { form: { intent: "cancel", confirm: "yes", reason: "Again" }, headers: { origin } });
  expect(again.status()).toBe(409);
  expect((await page.request.get("/admin/bookings/00000000-0000-0000-0000-000000000000")).status()).toBe(404);
  await page.waitForTimeout(500);
  expect(smtp.mails).toHaveLength(6);
});

test("CSV export: what the inbox shows for the same query, leads and bookings, formulas defused", async () => {
  const { page } = owner;
  await lead(page, { name: "=cmd()", email: "formula@example.com", message: "+SUM(A1:A9) in a message", subject: "@risk" });
  await lead(page, { name: "Ruth Ng", email: "ruth@tailor.example", message: "Alterations, online booking?", phone: "(586) 555-0111" });

  const response = await page.request.get("/admin/export.csv?view=all");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(headers["content-disposition"]).toMatch(/^attachment; filename="inbox-all-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(headers["cache-control"]).toBe("private, no-store");
  const csv = await response.text();
  const lines = csv.split("\r\n");
  expect(lines[0]).toMatch(/^Type,ID,Received \(America\/Detroit\),Form,Name,Email,Phone,Company,Subject,Message,Town,Sent from,Stage,Deal value \(USD\),/);
  const formula = lines.find((line) => line.includes("formula@example.com"))!;
  expect(formula).toMatch(/^Lead,[0-9a-f-]{36},\d{4}-\d{2}-\d{2} \d{2}:\d{2},Full contact form,'=cmd\(\),formula@example\.com,,,'@risk,'\+SUM\(A1:A9\) in a message,,[^,]*,New,/);
  expect(csv).toContain("ruth@tailor.example");
  expect(lines.find((line) => line.includes("marta@florist.example"))).toMatch(/^Booking,[0-9a-f-]{36},[^,]+,Booking,Marta Kowalski,marta@florist\.example,\(586\) 555-0199,,A shop for the florist,,,,,,,,,,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Cancelled,/);

  // The same query string as the inbox: a search, a kind, a view.
  const search = await (await page.request.get("/admin/export.csv?view=all&q=tailor")).text();
  expect(search.trim().split("\r\n")).toHaveLength(2);
  expect(search).toContain("Ruth Ng");
  const booked = await page.request.get("/admin/export.csv?view=booked");
  expect(booked.headers()["content-disposition"]).toContain('filename="inbox-booked-');
  const bookedCsv = await booked.text();
  expect(bookedCsv).toContain("Omar Haddad");
  expect(bookedCsv).not.toContain("Marta Kowalski");
  expect(bookedCsv).not.toContain("Ruth Ng");
  expect(await (await page.request.get("/admin/export.csv?view=all&kind=booking")).text()).not.toContain("Ruth Ng");

  // The inbox's CSV link carries its filters.
  await page.goto("/admin?view=all&q=tailor");
  await expect(page.getByRole("link", { name: "CSV" })).toHaveAttribute("href", /\/admin\/export\.csv\?view=all&kind=&q=tailor&page=|\/admin\/export\.csv\?view=all&.*q=tailor/);
});

test("people's data: find a visitor's lead and booking, export them as JSON, erase them at once", async ({ browser }) => {
  // Two people sign in and a dozen pages load: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const { page } = owner;
  const email = "pat.lee@bakery.example";
  const slots = await freeSlots(page);
  const leadId = await lead(page, { name: "Pat Lee", email, message: "Cakes online, please.", phone: "(586) 555-0123" });
  const bookingId = await book(page, slots.at(-1)!, { name: "Pat Lee", email: "Pat.Lee@Bakery.example", topic: "Bakery site" });
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByLabel("Add a note").fill("Called Pat back.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("lead-history")).toContainText("Called Pat back.");

  await page.getByRole("link", { name: "People", exact: true }).click();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(`${origin}/admin/people?q=${encodeURIComponent(email)}`);
  // One person for the address in either case; their page is named by a record's id, not the address.
  await expect(page.getByTestId("people-list").getByRole("listitem")).toHaveCount(1);
  await page.getByTestId("people-list").getByRole("link", { name: "Pat Lee" }).click();
  await expect(page).toHaveURL(`${origin}/admin/people/${bookingId}`);
  await expect(page.getByRole("status").filter({ hasText: "Stored about" })).toContainText("1 lead and 1 booking");
  await expect(page.getByTestId("person-leads")).toContainText("Cakes online, please.");
  await expect(page.getByTestId("person-leads")).toContainText("Called Pat back.");
  await expect(page.getByTestId("person-bookings")).toContainText("Bakery site");
  await expect(page.getByTestId("person-bookings")).toContainText("Confirmation to the visitor");
  await expect(page.getByTestId("person-bookings").getByRole("link")).toHaveAttribute("href", `/admin/bookings/${bookingId}`);

  // Export: a JSON file of exactly that, private.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(exported.email).toBe(email);
  expect(exported.leads.map((row: { id: string }) => row.id)).toEqual([leadId]);
  expect(exported.bookings.map((row: { id: string }) => row.id)).toEqual([bookingId]);
  expect(exported.leadEvents.map((row: { detail: string }) => row.detail)).toContain("Called Pat back.");
  expect(exported.bookingMails).toHaveLength(2);
  expect(JSON.stringify(exported)).not.toMatch(/manage_token/);
  const json = await page.request.get(`/admin/people?email=${encodeURIComponent(email)}&format=json`);
  expect(json.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(json.headers()["cache-control"]).toBe("private, no-store");
  expect(json.headers()["content-disposition"]).toMatch(/^attachment; /);

  // A member finds and exports, but cannot erase.
  const member = await signedInContext(browser, workspace, "member@agency.example", "member");
  await member.page.goto(`/admin/people?email=${encodeURIComponent(email)}`);
  await expect(member.page.getByTestId("person-leads")).toContainText("Cakes online, please.");
  await expect(member.page.getByText("Only an owner can erase")).toBeVisible();
  await expect(member.page.getByRole("button", { name: "Erase" })).toHaveCount(0);
  expect((await member.page.request.get(`/admin/people?email=${encodeURIComponent(email)}&format=json`)).status()).toBe(200);
  const refused = await member.page.request.post("/admin/people", { form: { intent: "erase", email, "confirm-email": email }, headers: { origin } });
  expect(refused.status()).toBe(403);
  await member.close();

  // Erase needs the address typed again, and warns of the upcoming consultation it would delete silently.
  await expect(page.getByText("This person has an upcoming consultation.")).toBeVisible();
  await page.getByLabel("Type the address again to confirm").fill("someone@else.example");
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("alert")).toHaveText("To erase, type the address exactly as shown.");
  await page.getByLabel("Type the address again to confirm").fill(email);
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByText("Erased 1 lead and 1 booking")).toBeVisible();
  await expect(page).toHaveURL(`${origin}/admin/people?erased=1-1`);
  expect((await page.request.get(`/admin/people/${bookingId}`)).status()).toBe(404);
  await page.goto(`/admin/people?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("status").filter({ hasText: "Nothing is stored" })).toContainText(email);
  await page.goto("/admin/people");

  // The erasure is listed: when, by whom, how many; never whose.
  const erasures = page.getByTestId("erasures");
  await expect(erasures).toContainText("owner@agency.example");
  await expect(erasures).toContainText("1 lead, 1 booking");
  await expect(erasures).not.toContainText(/pat/i);

  // Gone from the inbox and from the database.
  await page.goto(`/admin?view=all&q=${encodeURIComponent("pat.lee")}`);
  await expect(page.getByText("Nothing here for this search.")).toBeVisible();
  expect((await page.request.get(`/admin/leads/${leadId}`)).status()).toBe(404);
  expect((await page.request.get(`/admin/bookings/${bookingId}`)).status()).toBe(404);
  const db = database();
  try {
    for (const table of ["leads", "bookings"]) {
      expect(db.prepare(`select count(*) as n from ${table} where lower(email) = ?`).get(email)).toEqual({ n: 0 });
    }
    expect(db.prepare("select count(*) as n from lead_events where lead_id = ?").get(leadId)).toEqual({ n: 0 });
    expect(db.prepare("select count(*) as n from booking_mails where booking_id = ?").get(bookingId)).toEqual({ n: 0 });
    const recorded = db.prepare("select * from erasures").all();
    expect(recorded).toHaveLength(1);
    expect(JSON.stringify(recorded)).not.toMatch(/pat|bakery/i);
  } finally {
    db.close();
  }
  // The slot the erased booking held is free again.
  expect(await freeSlots(page)).toContain(slots.at(-1));
});

test("without a session: the pages redirect to sign-in, the files answer 401, with no data", async ({ request }) => {
  const db = database();
  const bookingId = (db.prepare("select id from bookings limit 1").get() as { id: string }).id;
  db.close();
  for (const path of [`/admin/bookings/${bookingId}`, "/admin/people", "/admin/people?email=marta%40florist.example"]) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers()["location"], path).toBe("/admin/sign-in");
  }
  for (const path of ["/admin/export.csv", "/admin/export.csv?view=all", `/admin/bookings/${bookingId}.data`, "/admin/people.data?email=marta%40florist.example"]) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
    expect(await response.text(), path).not.toMatch(/Marta|florist|Omar/);
  }
  // The JSON export asked for as JSON: 401.
  const json = await request.get(`${origin}/admin/people?email=marta%40florist.example&format=json`, { headers: { accept: "application/json" }, maxRedirects: 0 });
  expect(json.status()).toBe(401);
  // Posts without a session change nothing.
  const cancel = await request.post(`${origin}/admin/bookings/${bookingId}`, { form: { intent: "cancel", confirm: "yes", reason: "Again" }, headers: { origin }, maxRedirects: 0 });
  expect([303, 401]).toContain(cancel.status());
  const erase = await request.post(`${origin}/admin/people`, { form: { intent: "erase", email: "omar@garage.example", "confirm-email": "omar@garage.example" }, headers: { origin }, maxRedirects: 0 });
  expect([303, 401]).toContain(erase.status());
  const check = database();
  try {
    expect(check.prepare("select status from bookings where email = ?").get("omar@garage.example")).toEqual({ status: "active" });
  } finally {
    check.close();
  }
});

test("keyboard: find a person and cancel a booking without a mouse, focus always visible", async () => {
  const { page } = owner;
  await page.goto("/admin/people");
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type("omar@garage.example");
  await page.keyboard.press("Enter");
  const personLink = page.getByTestId("people-list").getByRole("link", { name: "Omar Haddad" });
  await tabTo(page, personLink);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("person-bookings")).toContainText("Omar Haddad");
  const bookingLink = page.getByTestId("person-bookings").getByRole("link");
  await tabTo(page, bookingLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Omar Haddad", level: 1 })).toBeVisible();
  const cancel = page.getByRole("button", { name: "Cancel booking", exact: true });
  // The agency's cancel asks for a reason first (quoted in the visitor's mail).
  await tabTo(page, page.getByLabel("Reason"), { limit: 80 });
  await page.keyboard.type("Our designer is ill that day.");
  await tabTo(page, cancel);
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { name: "Cancel this consultation?" });
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page.getByRole("button", { name: "Yes, cancel booking" }));
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page.getByRole("link", { name: "Keep the booking" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("booking-status")).toHaveText("Booked");
});

// One test per theme and width: each analyses and photographs nine views, so each gets its own time budget on a slow host.
for (const theme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    test(`axe 0 and screenshots: the ${theme} theme at ${width} px`, async () => {
      test.setTimeout(180_000);
      const { context, page } = owner;
      mkdirSync(SHOTS, { recursive: true });
      const db = database();
      const omar = (db.prepare("select id from bookings where email = ?").get("omar@garage.example") as { id: string }).id;
      const marta = (db.prepare("select id from bookings where email = ?").get("marta@florist.example") as { id: string }).id;
      db.close();
      const views = [
        { name: "booking", path: `/admin/bookings/${omar}` },
        { name: "booking-cancelled", path: `/admin/bookings/${marta}` },
        { name: "people", path: "/admin/people?email=ruth%40tailor.example" },
        { name: "people-booking", path: "/admin/people?email=omar%40garage.example" },
        { name: "people-empty", path: "/admin/people" },
        { name: "account", path: "/admin/account" },
        { name: "outbox", path: "/admin/outbox" },
        { name: "inbox", path: "/admin" },
      ];
      // The last init script wins: the theme this test sets is the one every page opens in.
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const view of views) {
        await page.goto(view.path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        expect(await axe(page), `${view.name} in the ${theme} theme at ${width} px`).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${view.name}-${theme}-${width}.png`), fullPage: true });
      }
      // The confirmation step too.
      await page.goto(`/admin/bookings/${omar}`);
      await page.getByLabel("Reason").fill("Our designer is ill that day.");
      await page.getByRole("button", { name: "Cancel booking", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toBeFocused();
      expect(await axe(page), `cancel confirmation in the ${theme} theme at ${width} px`).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `booking-confirm-${theme}-${width}.png`), fullPage: true });
    });
  }
}
