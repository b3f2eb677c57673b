/**
 * Consultation booking in the browser, against the production server: keyboard only on a phone,
 * without JavaScript, a slot taken meanwhile, and the cancel link. Each test books on its own day
 * (tests run in parallel against one server) and finds its day in the live availability, so the
 * tests do not depend on today's date.
 */
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { contentShifts, recordContentShifts } from "./support/layout-shifts";
import { shiftsOverSlowConnection } from "./support/trickle-proxy";
import { booking } from "../../content/site";

interface Slot {
  start: string;
  end: string;
}

/** Free slots grouped by their first-seen day order (the API answers them in time order). */
async function freeDays(request: APIRequestContext): Promise<Slot[][]> {
  const response = await request.get("/api/bookings/slots");
  expect(response.status()).toBe(200);
  const { slots } = (await response.json()) as { slots: Slot[] };
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Detroit" }).format(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.values()];
}

const isFree = async (request: APIRequestContext, start: string) => (await freeDays(request)).flat().some((slot) => slot.start === start);

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("What would you like to talk about?").fill("A new website for my bakery");
}

test.describe("booking a consultation", () => {
  test("closed days keep their place in the day grid, marked Closed and not choosable", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const days = await freeDays(request);
    const local = (slot: Slot) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Detroit" }).format(new Date(slot.start));
    const first = local(days[0]![0]!);
    const last = local(days.at(-1)![0]!);
    const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    const expected = booking.closedDates.filter((date) => date > first && date < last && weekday(date) >= 1 && weekday(date) <= 5);
    await page.goto("/book");
    const picker = page.getByTestId("slot-picker");
    await expect(picker).toHaveAttribute("data-enhanced", "true");
    const closed = picker.getByTestId("closed-day");
    await expect(closed).toHaveCount(expected.length);
    for (const [i, date] of expected.entries()) {
      const card = closed.nth(i);
      await expect(card).toContainText("Closed");
      const radio = card.getByRole("radio");
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAttribute("value", date);
      await expect(radio).toHaveAccessibleName(/, closed$/);
    }
    // Every row of the calendar grid (Mon–Fri columns) is a full week but the first and the last.
    const tops = await picker.locator('input[name="day"]').evaluateAll((inputs) => inputs.map((input) => Math.round(input.closest("label")!.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(rows.slice(1, -1).every((n) => n === 5), `days per row: ${rows.join(", ")}`).toBe(true);
    // The slot radios keep their contract in the page's HTML: name="slot", value = UTC ISO start; none on a closed day.
    const html = await (await request.get("/book")).text();
    const values = [...html.matchAll(/<input type="radio" name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(values).toEqual(days.flat().map((slot) => slot.start));
    // Once enhanced, the time radios in the page are React's alone (the day on show's): none in a hidden day.
    await expect(picker.locator('fieldset[data-testid="slot-day"][hidden] input')).toHaveCount(0);
  });

  test("by keyboard only on a 390 px phone: day, then time, then details", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const days = await freeDays(request);
    const expected = days[1]![1]!; // second day, second time
    await page.goto("/book");
    await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");

    const firstDay = page.locator('input[name="day"]').first();
    for (let i = 0; i < 60 && !(await firstDay.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(firstDay).toBeFocused();
    // The focus ring is drawn on the day's card around the (invisible) radio.
    const ring = await firstDay.evaluate((el) => getComputedStyle(el.parentElement!).outlineStyle);
    expect(ring).not.toBe("none");

    await page.keyboard.press("ArrowRight");
    // Arrow keys skip a closed (disabled) day, as the second free day is the next choosable one.
    await expect(page.locator('input[name="day"]:not([disabled])').nth(1)).toBeChecked();
    // Only the chosen day's times are shown; Tab goes from the days to them.
    await expect(page.getByTestId("slot-day").filter({ visible: true })).toHaveCount(1);
    await page.keyboard.press("Tab");
    const firstTime = page.locator(`input[name="slot"][value="${days[1]![0]!.start}"]`);
    await expect(firstTime).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const chosen = page.locator(`input[name="slot"][value="${expected.start}"]`);
    await expect(chosen).toBeChecked();
    await expect(page.getByTestId("chosen-slot")).toContainText(/at \d{1,2}:\d{2} (AM|PM) Eastern/);

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Kim Keyboard");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("586 555 0100");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Only the keyboard");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("booking-form").getByRole("link", { name: "privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Book this time" })).toBeFocused();
    await page.keyboard.press("Enter");

    const confirmation = page.getByTestId("booking-confirmation");
    await expect(confirmation).toBeVisible();
    await expect(page.getByRole("heading", { name: "You're booked" })).toBeFocused();
    await expect(page.getByTestId("booking-when")).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2} (AM|PM) Eastern$/);
    expect(await isFree(request, expected.start)).toBe(false);

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // "Add to calendar" downloads the event, in UTC.
    const href = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
    const ics = await request.get(href!);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(ics.headers()["content-disposition"]).toContain("attachment");
    const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(".000", "");
    expect(await ics.text()).toContain(`DTSTART:${stamp(expected.start)}`);
  });

  test("works without JavaScript: errors keep the input, then the booking is confirmed", async ({ browser, request }) => {
    const slot = (await freeDays(request))[2]![3]!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/book");
    // Every day's times are there as plain radios.
    expect(await page.getByTestId("slot-day").count()).toBeGreaterThan(5);

    await page.locator(`input[name="slot"][value="${slot.start}"]`).check();
    await page.getByLabel("Email").fill("nojs@example.com");
    const response = page.waitForResponse((r) => r.url().endsWith("/book") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Book this time" }).click();
    expect((await response).status()).toBe(422);
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("nojs@example.com");
    await expect(page.locator(`input[name="slot"][value="${slot.start}"]`)).toBeChecked();
    expect(await isFree(request, slot.start)).toBe(true);

    await page.getByLabel("Name").fill("Nora NoScript");
    const booked = page.waitForResponse((r) => r.url().endsWith("/book") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Book this time" }).click();
    expect((await booked).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
    await expect(page.getByTestId("booking-when")).toContainText("Eastern");
    expect(await isFree(request, slot.start)).toBe(false);
    await context.close();
  });

  test("a slot taken meanwhile: a clear message, fresh times, the details kept", async ({ page, request }) => {
    const slot = (await freeDays(request))[3]![5]!;
    await page.goto(`/book?slot=${encodeURIComponent(slot.start)}`);
    await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
    await expect(page.locator(`input[name="slot"][value="${slot.start}"]`)).toBeChecked();
    await fillDetails(page, "Sam Second", "sam@example.com");

    // Someone else books the same time first.
    const other = await request.post("/api/bookings", { data: { slot: slot.start, name: "Fast Finger", email: "fast@example.com" } });
    expect(other.status()).toBe(201);

    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByTestId("booking-error")).toContainText("someone booked that time");
    await expect(page.locator(`input[name="slot"][value="${slot.start}"]`)).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("Sam Second");
    await expect(page.getByLabel("Email")).toHaveValue("sam@example.com");
    await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("A new website for my bakery");

    // Picking another time books it.
    const next = (await freeDays(request))[3]![6]!;
    await page.locator(`input[name="slot"][value="${next.start}"]`).check();
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByTestId("booking-confirmation")).toBeVisible();
  });

  test("an open picker drops a time that someone else books, without a reload", async ({ page, request }) => {
    const slot = (await freeDays(request))[4]![7]!;
    await page.goto("/book");
    await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
    await page.locator('input[name="day"]:not([disabled])').nth(4).check();
    await page.locator(`input[name="slot"][value="${slot.start}"]`).check();
    expect((await request.post("/api/bookings", { data: { slot: slot.start, name: "Other", email: "other@example.com" } })).status()).toBe(201);
    // Coming back to the tab refreshes availability.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page.locator(`input[name="slot"][value="${slot.start}"]`)).toHaveCount(0);
    await expect(page.getByTestId("slot-error")).toContainText("just booked by someone else");
  });

  test("the cancel link shows the booking; Cancel frees the slot", async ({ page, request }) => {
    const slot = (await freeDays(request))[5]![2]!;
    await page.goto(`/book?slot=${encodeURIComponent(slot.start)}`);
    await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
    await fillDetails(page, "Cora Cancel", "cora@example.com");
    await page.getByRole("button", { name: "Book this time" }).click();
    const when = await page.getByTestId("booking-when").textContent();
    const cancelHref = await page.getByRole("link", { name: "Cancel or change" }).getAttribute("href");
    expect(cancelHref).toMatch(/^\/book\/cancel\/[A-Za-z0-9_-]{43}$/);

    const response = await page.goto(cancelHref!);
    expect(response!.status()).toBe(200);
    await expect(page.getByTestId("booking-when")).toHaveText(when!);
    await expect(page.getByText("Cora Cancel")).toBeVisible();
    expect(await isFree(request, slot.start)).toBe(false);

    await page.getByRole("button", { name: "Cancel consultation" }).click();
    await expect(page.getByRole("heading", { name: "Consultation cancelled" })).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
    expect(await isFree(request, slot.start)).toBe(true);
    // The link stays readable, and says it is cancelled.
    await page.reload();
    await expect(page.getByRole("button", { name: "Cancel consultation" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Book a new time" })).toBeVisible();

    expect((await request.get(`/book/cancel/${"A".repeat(43)}`)).status()).toBe(404);
    expect((await request.get("/book/cancel/short")).status()).toBe(404);
  });

  test("without JavaScript: book, open the cancel link, press Cancel: the booking is cancelled", async ({ browser, request }) => {
    const slot = (await freeDays(request))[7]![4]!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/book?slot=${encodeURIComponent(slot.start)}`);
    await page.locator(`input[name="slot"][value="${slot.start}"]`).check();
    await fillDetails(page, "Nico NoScript", "nico@example.com");
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
    const cancelHref = await page.getByRole("link", { name: "Cancel or change" }).getAttribute("href");
    expect(cancelHref).toMatch(/^\/book\/cancel\/[A-Za-z0-9_-]{43}$/);

    // As if opened from the email: a fresh navigation to the link.
    const shown = await page.goto(cancelHref!);
    expect(shown!.status()).toBe(200);
    // The token stays out of every request to another site, yet the form posts with its real origin.
    expect(shown!.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.getByText("Nico NoScript")).toBeVisible();
    expect(await isFree(request, slot.start)).toBe(false);

    const post = page.waitForResponse((r) => r.url().endsWith(cancelHref!) && r.request().method() === "POST");
    await page.getByRole("button", { name: "Cancel consultation" }).click();
    const answer = await post;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue("origin")).toBe(new URL(page.url()).origin);
    await expect(page.getByRole("heading", { name: "Consultation cancelled" })).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("booking-cancel").getByRole("status")).toContainText("Your consultation is cancelled");
    expect(await isFree(request, slot.start)).toBe(true);

    // Reloading the link later still shows it, cancelled, without the button.
    await page.goto(cancelHref!);
    await expect(page.getByRole("button", { name: "Cancel consultation" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Book a new time" })).toBeVisible();
    await context.close();
  });

  test("without JavaScript, a browser that withholds its origin (Origin: null) still cancels by the link's token", async ({ browser, request }) => {
    const slot = (await freeDays(request))[8]![5]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/book?slot=${encodeURIComponent(slot.start)}`);
    await page.locator(`input[name="slot"][value="${slot.start}"]`).check();
    await fillDetails(page, "Olga Opaque", "olga@example.com");
    await page.getByRole("button", { name: "Book this time" }).click();
    const cancelHref = await page.getByRole("link", { name: "Cancel or change" }).getAttribute("href");

    // What the page sent before (and what a strict privacy setting does): no-referrer, so Chromium posts `Origin: null`.
    await page.route(`**${cancelHref}`, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "referrer-policy": "no-referrer" } });
    });
    await page.goto(cancelHref!);
    const post = page.waitForResponse((r) => r.url().endsWith(cancelHref!) && r.request().method() === "POST");
    await page.getByRole("button", { name: "Cancel consultation" }).click();
    const answer = await post;
    expect(await answer.request().headerValue("origin")).toBe("null");
    expect(answer.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Consultation cancelled" })).toBeVisible();
    expect(await isFree(request, slot.start)).toBe(true);
    await context.close();
  });

  test("the home page's #calendar shows the next free times, each leading to the picker", async ({ page }) => {
    await page.goto("/#calendar");
    const links = page.getByTestId("next-free-slots").getByRole("link");
    await expect(links.first()).toBeVisible();
    const starts = (await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot"))))
      .filter((start): start is string => start !== null);
    // Every link carries a slot; they are the next ones, earliest first.
    expect(starts.length).toBe(await links.count());
    expect(starts).toEqual([...new Set(starts)].sort((a, b) => Date.parse(a) - Date.parse(b)));
    await links.first().click();
    await expect(page).toHaveURL(/\/book\?slot=/);
    expect(new URL(page.url()).searchParams.get("slot")).toBe(starts[0]);
    await expect(page.getByRole("heading", { level: 1, name: "Book a Free Consultation" })).toBeVisible();
    // The picker opens on the time the visitor chose, already selected.
    await expect(page.locator('input[name="slot"]:checked')).toHaveValue(starts[0]!);
  });
});

test.describe("the booking page's content shifts nothing while it loads and hydrates (CLS 0)", () => {
  // The office's zone (no visitor's-time labels) and another one (labels on every time of the day on show),
  // on a phone and a desktop: the day picker, the hidden days and the labels must all be in place from the first frame.
  for (const timezoneId of ["America/Detroit", "UTC"]) {
    for (const width of [390, 1280]) {
      test(`${timezoneId}, ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ timezoneId, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await recordContentShifts(page);
        await page.goto("/book");
        await expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
        if (timezoneId === "UTC") await expect(page.locator('fieldset[data-testid="slot-day"]:not([hidden]) [data-testid="your-time"]').first()).toBeVisible();
        await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
        await page.waitForTimeout(300);
        expect(await contentShifts(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

test.describe("the booking page's content shifts nothing while a slow connection delivers it", () => {
  // The HTML arrives in 256-byte pieces with a pause after each, so the browser paints the page many
  // times half-parsed: nothing already shown may move when the rest of its box arrives (a day card
  // that has only its weekday yet, a heading that has only its icon).
  for (const width of [390, 1280]) {
    test(`${width} px`, async ({ browser, baseURL }) => {
      const ready = (page: Page) => expect(page.getByTestId("slot-picker")).toHaveAttribute("data-enhanced", "true");
      expect(await shiftsOverSlowConnection(browser, baseURL!, "/book", { width, timezoneId: "America/Detroit", ready })).toEqual([]);
    });
  }
});

test.describe("booking API", () => {
  test("answers free slots and the contract's status codes", async ({ request }) => {
    const slot = (await freeDays(request))[6]![0]!;
    expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    const booked = await request.post("/api/bookings", { data: { slot: slot.start, name: "Api Person", email: "api@example.com" } });
    expect(booked.status()).toBe(201);
    expect(await booked.json()).toMatchObject({ ok: true, id: expect.any(String), start: slot.start, end: slot.end });
    const again = await request.post("/api/bookings", { data: { slot: slot.start, name: "Late Person", email: "late@example.com" } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ ok: false, error: "slot_taken" });
    const weekend = await request.post("/api/bookings", { data: { slot: "2020-01-04T15:00:00.000Z", name: "Past", email: "p@example.com" } });
    expect(weekend.status()).toBe(422);
    expect(await weekend.json()).toMatchObject({ ok: false, error: "validation", fields: { slot: expect.any(String) } });
    expect((await request.post("/api/bookings", { headers: { "content-type": "text/plain" }, data: "x" })).status()).toBe(415);
    expect((await request.post("/api/bookings", { headers: { "content-type": "application/json" }, data: "{oops" })).status()).toBe(400);
    expect((await request.post("/api/bookings", { data: { slot: slot.start, name: "x".repeat(20_000), email: "big@example.com" } })).status()).toBe(413);
  });
});
