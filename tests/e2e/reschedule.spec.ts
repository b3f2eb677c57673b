/**
 * Moving a consultation from the visitor's manage link, with and without JavaScript; the reschedule
 * API's answers; the visitor's own time beside the office's; the agency's calendar feed. Each test
 * books on days of its own (9 to 12 of the free days; booking.spec.ts uses the earlier ones).
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectEverySectionHydrated } from "./support/hydration";
import { ROOT } from "../../scripts/stress/server-process";
import { signedInContext, startWorkspaceServer } from "./support/workspace";

interface Slot {
  start: string;
  end: string;
}

const localDay = (start: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Detroit" }).format(new Date(start));

async function freeDays(request: APIRequestContext): Promise<Slot[][]> {
  const response = await request.get("/api/bookings/slots");
  expect(response.status()).toBe(200);
  const { slots } = (await response.json()) as { slots: Slot[] };
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(localDay(slot.start), [...(days.get(localDay(slot.start)) ?? []), slot]);
  return [...days.values()];
}

const isFree = async (request: APIRequestContext, start: string) => (await freeDays(request)).flat().some((slot) => slot.start === start);

/** Books `slot` through /book (with or without JavaScript) and returns the token of its links. */
async function bookOnPage(page: Page, slot: Slot, name: string): Promise<string> {
  await page.goto(`/book?slot=${encodeURIComponent(slot.start)}`);
  await page.locator(`input[name="slot"][value="${slot.start}"]`).check();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(`${name.split(" ")[0]!.toLowerCase()}@example.com`);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Cancel or change" }).getAttribute("href");
  return /^\/book\/cancel\/([A-Za-z0-9_-]{43})$/.exec(href ?? "")![1]!;
}

const reschedule = (request: APIRequestContext, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  request.post("/api/bookings/reschedule", { headers, data: typeof body === "string" ? body : JSON.stringify(body) });

test.describe("moving a consultation", () => {
  test("with JavaScript: the manage page moves the booking to another day and time, then cancels it", async ({ page, request }) => {
    const days = await freeDays(request);
    const [from, to] = [days[9]![1]!, days[10]![3]!];
    const token = await bookOnPage(page, from, "Mara Move");

    const shown = await page.goto(`/book/manage/${token}`);
    expect(shown!.status()).toBe(200);
    expect(shown!.headers()["cache-control"]).toBe("no-store");
    expect(shown!.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const before = await page.getByTestId("booking-when").textContent();
    await expect(page.getByRole("heading", { name: "Choose another time" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();

    const picker = page.getByTestId("slot-picker");
    await expect(picker).toHaveAttribute("data-enhanced", "true");
    await page.locator(`input[name="day"][value="${localDay(to.start)}"]`).check();
    await page.locator(`input[name="slot"][value="${to.start}"]`).check();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByTestId("manage-moved")).toContainText("Done: your consultation is now on");
    await expect(page.getByTestId("booking-when")).not.toHaveText(before!);
    expect(await isFree(request, from.start)).toBe(true);
    expect(await isFree(request, to.start)).toBe(false);
    // The cancel link (and so the same token) still works after the move.
    expect((await page.request.get(`/book/cancel/${token}`)).status()).toBe(200);

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByRole("heading", { name: "Consultation cancelled" })).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
    expect(await isFree(request, to.start)).toBe(true);
    expect((await request.get(`/book/manage/${"A".repeat(43)}`)).status()).toBe(404);
    expect((await request.get("/book/manage/short")).status()).toBe(404);
  });

  test("without JavaScript: the same page moves the booking with a plain form post", async ({ browser, request }) => {
    const days = await freeDays(request);
    const [from, to] = [days[11]![2]!, days[11]![5]!];
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const token = await bookOnPage(page, from, "Noah NoScript");
    await page.goto(`/book/manage/${token}`);
    await expect(page.getByTestId("slot-picker")).not.toHaveAttribute("data-enhanced", "true");
    await page.locator(`input[name="slot"][value="${to.start}"]`).check();
    const post = page.waitForResponse((r) => r.url().endsWith(`/book/manage/${token}`) && r.request().method() === "POST");
    await page.getByRole("button", { name: "Move to this time" }).click();
    expect((await post).status()).toBe(200);
    await expect(page.getByTestId("manage-moved")).toContainText("Done: your consultation is now on");
    expect(await isFree(request, from.start)).toBe(true);
    expect(await isFree(request, to.start)).toBe(false);

    // A time someone else holds: the form post answers 409 and the page says so.
    const other = days[11]![7]!;
    const rival = await context.newPage();
    await bookOnPage(rival, other, "Rita Rival");
    await rival.close();
    await page.goto(`/book/manage/${token}`);
    const taken = await page.request.post(`/book/manage/${token}`, { form: { intent: "reschedule", slot: other.start }, headers: { origin: new URL(page.url()).origin } });
    expect(taken.status()).toBe(409);
    expect(await taken.text()).toContain("someone booked that time a moment ago");

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByRole("heading", { name: "Consultation cancelled" })).toBeVisible();
    await context.close();
  });

  test("POST /api/bookings/reschedule answers 200, 409, 422, 404, 410 and 400/413/415", async ({ page, request }) => {
    const days = await freeDays(request);
    const [mineSlot, theirs, target] = [days[12]![0]!, days[12]![1]!, days[12]![4]!];
    const token = await bookOnPage(page, mineSlot, "Api Ada");
    await bookOnPage(page, theirs, "Api Bob");

    const moved = await reschedule(request, { token, slot: target.start });
    expect(moved.status()).toBe(200);
    expect(moved.headers()["cache-control"]).toBe("no-store");
    const body = (await moved.json()) as { ok: boolean; id: string; start: string; end: string };
    expect(body).toMatchObject({ ok: true, start: target.start, end: target.end });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await isFree(request, mineSlot.start)).toBe(true);

    expect((await reschedule(request, { token, slot: theirs.start })).status()).toBe(409);
    expect(await (await reschedule(request, { token, slot: theirs.start })).json()).toEqual({ ok: false, error: "slot_taken" });
    const invalid = await reschedule(request, { token, slot: "2020-01-06T14:00:00.000Z" });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toMatchObject({ ok: false, error: "validation", fields: { slot: expect.any(String) } });
    expect((await reschedule(request, { slot: target.start })).status()).toBe(422);
    expect((await reschedule(request, { token: "A".repeat(43), slot: mineSlot.start })).status()).toBe(404);
    expect((await reschedule(request, "{not json")).status()).toBe(400);
    expect((await reschedule(request, { token, slot: mineSlot.start }, { "content-type": "text/plain" })).status()).toBe(415);
    expect((await reschedule(request, { token, slot: mineSlot.start, pad: "x".repeat(20_000) })).status()).toBe(413);
    expect((await request.get("/api/bookings/reschedule")).status()).toBe(405);

    // Cancelled: 410.
    await page.goto(`/book/manage/${token}`);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
    const gone = await reschedule(request, { token, slot: mineSlot.start });
    expect(gone.status()).toBe(410);
    expect(await gone.json()).toEqual({ ok: false, error: "cancelled" });
  });
});

test.describe("the visitor's own time", () => {
  test("in another zone each slot also shows the visitor's time, after hydration only", async ({ browser, request }) => {
    const html = await (await request.get("/book")).text();
    expect(html).not.toContain("your time");
    const [first] = (await freeDays(request))[0]!;
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/book");
    await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
    const pill = page.locator("label", { has: page.locator(`input[name="slot"][value="${first!.start}"]`) });
    const office = new Intl.DateTimeFormat("en-US", { timeZone: "America/Detroit", hour: "numeric", minute: "2-digit" }).format(new Date(first!.start)).replace(/\u202f/g, " ");
    const mine = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hour: "numeric", minute: "2-digit" }).format(new Date(first!.start)).replace(/\u202f/g, " ");
    await expect(pill).toContainText(office);
    await expect(pill.getByTestId("your-time")).toHaveText(`${mine} your time`);
    await expect(page.locator(`input[name="slot"][value="${first!.start}"]`)).toHaveAccessibleName(new RegExp(`Eastern · ${mine} your time$`));
    // Only the day on show is labelled; choosing another day labels that day's times.
    await expect(page.locator('fieldset[data-testid="slot-day"][hidden] [data-testid="your-time"]')).toHaveCount(0);
    const [, otherDay] = await freeDays(request);
    if (otherDay?.[0]) {
      const other = otherDay[0];
      await page.locator(`input[name="day"][value="${localDay(other.start)}"]`).check();
      const otherPill = page.locator("label", { has: page.locator(`input[name="slot"][value="${other.start}"]`) });
      const otherMine = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hour: "numeric", minute: "2-digit" }).format(new Date(other.start)).replace(/\u202f/g, " ");
      await expect(otherPill.getByTestId("your-time")).toHaveText(`${otherMine} your time`);
      await expect(pill.getByTestId("your-time")).toHaveCount(0);
    }
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    // The home page's next free times say the same.
    expect(await (await request.get("/")).text()).not.toContain("your time");
    await page.goto("/#calendar");
    await expect(page.getByTestId("next-free-slots").getByTestId("your-time").first()).toHaveText(/^\d{1,2}:\d{2} (AM|PM) your time$/);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await context.close();

    // In the office's own zone (or one that reads the same) nothing is added.
    const same = await browser.newContext({ timezoneId: "America/New_York" });
    const samePage = await same.newPage();
    await samePage.goto("/book");
    await expect(samePage.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
    await expect(samePage.getByTestId("your-time")).toHaveCount(0);
    // Nor is room made for those labels before the first paint.
    await expect(samePage.locator("html")).not.toHaveAttribute("data-other-time-zone");
    await same.close();
  });
});

test.describe("the manage page's accessibility", () => {
  test("axe finds nothing on the manage page, light and dark, phone and desktop", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const setup = await browser.newPage();
    const token = await bookOnPage(setup, (await freeDays(request))[12]![6]!, "Axe Alma");
    await setup.close();
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ colorScheme, reducedMotion: "reduce", viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`/book/manage/${token}`);
        await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
        // Every section laid out, as a reader meets it (decision 019): axe cannot measure skipped content.
        await expectEverySectionHydrated(page);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${colorScheme} ${width}`).toEqual([]);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: join(process.env.SCREENSHOTS, `manage-${colorScheme}-${width}.png`), fullPage: true });
        await context.close();
      }
    }
  });
});

test.describe("the agency's calendar feed", () => {
  test("a wrong token is 404; the URL from npm run admin -- calendar-url serves the bookings as text/calendar", async ({ request, baseURL }) => {
    const wrong = await request.get(`/admin/calendar/${"A".repeat(43)}.ics`);
    expect(wrong.status()).toBe(404);
    expect(wrong.headers()["x-robots-tag"]).toBe("noindex");
    expect((await request.get("/admin/calendar/nonsense")).status()).toBe(404);

    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", "calendar-url"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "", SITE_URL: baseURL },
    });
    const url = stdout.trim().split("\n").at(-1)!;
    expect(url).toMatch(new RegExp(`^${baseURL}/admin/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("private, no-store");
    expect(feed.headers()["x-robots-tag"]).toBe("noindex");
    const ics = await feed.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

test.describe("the calendar address in the workspace", () => {
  test("an owner creates the address on the account page; a new one replaces the old", async ({ browser }) => {
    test.setTimeout(120_000);
    const workspace = await startWorkspaceServer();
    try {
      const owner = await signedInContext(browser, workspace, "owner@agency.example", "owner", { context: {} });
      const { page } = owner;

      await page.goto("/admin/account");
      await expect(page.getByTestId("calendar-feed-state")).toHaveText("No calendar address yet.");
      await page.getByRole("button", { name: "Create a calendar address" }).click();
      const first = await page.getByLabel("Calendar feed address").inputValue();
      expect(first).toMatch(new RegExp(`^${workspace.origin}/admin/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      await expect(page.getByTestId("calendar-feed-state")).toContainText("by owner@agency.example");
      // The feed needs no session: the address is the credential.
      const anonymous = await browser.newContext({ baseURL: workspace.origin });
      expect((await anonymous.request.get(first)).status()).toBe(200);

      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          const section = page.getByRole("region", { name: "Bookings in your calendar app" }).or(page.locator('section[aria-labelledby="calendar-heading"]'));
          if (process.env.SCREENSHOTS) await section.first().screenshot({ path: join(process.env.SCREENSHOTS, `account-calendar-${colorScheme}-${width}.png`) });
        }
      }

      await page.getByRole("checkbox", { name: /I understand that every calendar subscribed/ }).check();
      await page.getByRole("button", { name: "Replace the calendar address" }).click();
      await expect(page.getByLabel("Calendar feed address")).not.toHaveValue(first);
      const second = await page.getByLabel("Calendar feed address").inputValue();
      expect((await anonymous.request.get(first)).status()).toBe(404);
      expect((await anonymous.request.get(second)).status()).toBe(200);
      await anonymous.close();
      await owner.close();
    } finally {
      await workspace.stop();
    }
  });
});
