import { expect, test, type Locator, type Page, type Route } from "./support/test";
import { expectEverySectionHydrated, gotoHydrated } from "./support/hydration";
import AxeBuilder from "@axe-core/playwright";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { FULL_FORM_MESSAGES, QUICK_FORM_MESSAGES, type FormMessages } from "../../app/components/forms/messages";
import { QUICK_MESSAGE, QUICK_NAME } from "@domain/lead/validation";

interface StoredLead {
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  location: string | null;
  page: string | null;
  spam: number;
  status: string;
}

/** What the server stored, read straight from the run's SQLite file. */
function storedLeads(email: string): StoredLead[] {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "leads.sqlite"), { readOnly: true });
  try {
    return db.prepare("select * from leads where email = ?").all(email) as unknown as StoredLead[];
  } finally {
    db.close();
  }
}

let counter = 0;
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${counter++}@example.com`;

const isActionPost = (route: Route) => route.request().method() === "POST";
const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

interface FormCase {
  name: string;
  path: string;
  testId: string;
  kind: "quick" | "full" | "location";
  messages: FormMessages;
  submitLabel: RegExp;
  /** Fills every field the form has; returns the visible values to check they are kept or cleared. */
  fill(form: Locator, email: string): Promise<Record<string, string>>;
  expectStored(lead: StoredLead): void;
}

const fullFill = async (form: Locator, email: string) => {
  const values = { Name: "Dana Whitfield", Email: email, Phone: "(586) 555-0100", Subject: "New website", Message: "We need a new site for our shop." };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: false }).fill(value);
  return values;
};

const cases: FormCase[] = [
  {
    name: "quick consultation form (home)",
    path: "/",
    testId: "quick-form",
    kind: "quick",
    messages: QUICK_FORM_MESSAGES,
    submitLabel: /Get Free Consultation/,
    async fill(form, email) {
      await form.getByLabel("Your email address").fill(email);
      return { "Your email address": email };
    },
    expectStored(lead) {
      expect(lead).toMatchObject({ kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE, page: "/", subject: null });
    },
  },
  {
    name: "full contact form (home)",
    path: "/",
    testId: "contact-form",
    kind: "full",
    messages: FULL_FORM_MESSAGES,
    submitLabel: /Send Message/,
    fill: fullFill,
    expectStored(lead) {
      expect(lead).toMatchObject({ kind: "full", name: "Dana Whitfield", phone: "(586) 555-0100", subject: "New website", page: "/" });
    },
  },
  {
    name: "full contact form (/contact)",
    path: "/contact",
    testId: "contact-form",
    kind: "full",
    messages: FULL_FORM_MESSAGES,
    submitLabel: /Send Message/,
    fill: fullFill,
    expectStored(lead) {
      expect(lead).toMatchObject({ kind: "full", message: "We need a new site for our shop.", page: "/contact" });
    },
  },
  {
    name: "location page form (/locations/warren)",
    path: "/locations/warren",
    testId: "location-form",
    kind: "location",
    messages: FULL_FORM_MESSAGES,
    submitLabel: /Send Message/,
    async fill(form, email) {
      const values = { Name: "Lee Park", Email: email, Phone: "586-555-0111", Message: "Quote for a Warren bakery site" };
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: false }).fill(value);
      return values;
    },
    expectStored(lead) {
      expect(lead).toMatchObject({ kind: "location", location: "warren", name: "Lee Park", phone: "586-555-0111", page: "/locations/warren" });
    },
  },
];

for (const c of cases) {
  test.describe(c.name, () => {
    test("success: the SPEC toast, a cleared form, and the lead is stored", async ({ page }) => {
      // A hydrated page, a post, and the toast's own 5 s on screen: 23-24 s on a busy 2-core CI host.
      test.setTimeout(60_000);
      await gotoHydrated(page, c.path);
      const form = page.getByTestId(c.testId);
      const email = uniqueEmail(c.kind);
      const values = await c.fill(form, email);
      await form.getByRole("button", { name: c.submitLabel }).click();

      const success = toast(page, c.messages.successTitle);
      await expect(success).toContainText(c.messages.successTitle);
      await expect(success).toContainText(c.messages.successDescription);
      await expect(success).toHaveAttribute("data-variant", "default");
      await expect(page.getByRole("status").filter({ has: success })).toHaveAttribute("aria-live", "polite");
      for (const label of Object.keys(values)) await expect(form.getByLabel(label, { exact: false })).toHaveValue("");

      const [lead] = storedLeads(email);
      expect(lead).toMatchObject({ email, spam: 0, status: "queued" });
      c.expectStored(lead!);
      // The toast goes away after 5 s (SPEC §9).
      await expect(success).toBeHidden({ timeout: 7_000 });
    });

    test("server error: the destructive failure toast, and the input is kept", async ({ page }) => {
      await gotoHydrated(page, c.path);
      await page.route("**/*.data*", (route) =>
        isActionPost(route) ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }) : route.continue(),
      );
      const form = page.getByTestId(c.testId);
      const email = uniqueEmail(`${c.kind}-fail`);
      const values = await c.fill(form, email);
      await form.getByRole("button", { name: c.submitLabel }).click();

      const failure = toast(page, c.messages.failureTitle);
      await expect(failure).toContainText(c.messages.failureTitle);
      await expect(failure).toContainText(c.messages.failureDescription);
      await expect(failure).toHaveAttribute("data-variant", "destructive");
      await expect(page.getByRole("alert").filter({ has: failure })).toHaveAttribute("aria-live", "assertive");
      for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: false })).toHaveValue(value);
      await expect(form.getByRole("button", { name: c.submitLabel })).toBeEnabled();
      expect(storedLeads(email)).toHaveLength(0);
    });

    test('the button reads "Sending..." and is disabled while the request is pending', async ({ page }) => {
      await gotoHydrated(page, c.path);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.data*", async (route) => {
        if (isActionPost(route)) await gate;
        await route.continue();
      });
      const form = page.getByTestId(c.testId);
      await c.fill(form, uniqueEmail(`${c.kind}-pending`));
      await form.getByRole("button", { name: c.submitLabel }).click();
      const button = form.getByRole("button", { name: "Sending..." });
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
      release();
      await expect(toast(page, c.messages.successTitle)).toBeVisible();
      await expect(form.getByRole("button", { name: c.submitLabel })).toBeEnabled();
    });
  });

  test.describe(`${c.name} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("a plain post stores the lead and the page shows the result", async ({ page }) => {
      await page.goto(c.path);
      const form = page.getByTestId(c.testId);
      const email = uniqueEmail(`${c.kind}-nojs`);
      await c.fill(form, email);
      await form.getByRole("button", { name: c.submitLabel }).click();
      await page.waitForLoadState("domcontentloaded");

      const result = page.getByTestId(c.testId).getByRole("status");
      await expect(result).toContainText(c.messages.successTitle);
      await expect(result).toContainText(c.messages.successDescription);
      // The page comes back scrolled to the form that was sent, at the page's own URL (the home page
      // redirects after the post: `/?sent=<kind>`, not `/?index`).
      const url = new URL(page.url());
      expect(url.hash).toBe(`#${await form.getAttribute("id")}`);
      expect(url.pathname).toBe(c.path);
      expect(url.search).toBe(c.path === "/" ? `?sent=${c.kind}` : "");
      await expect(result).toBeInViewport({ ratio: 1 });
      // ... and the fixed 72 px header does not cover the message.
      expect((await result.boundingBox())!.y).toBeGreaterThanOrEqual(72);
      // After the redirect a reload shows the page again without posting anything.
      if (c.path === "/") {
        await page.reload();
        expect(storedLeads(email)).toHaveLength(1);
      }
      const [lead] = storedLeads(email);
      expect(lead).toMatchObject({ email, status: "queued" });
      c.expectStored(lead!);
    });
  });
}

test.describe("validation", () => {
  test('quick form: an empty email runs the failure path with "Email is required"', async ({ page }) => {
    await gotoHydrated(page, "/");
    let posts = 0;
    await page.route("**/*.data*", (route) => {
      if (isActionPost(route)) posts++;
      return route.continue();
    });
    const form = page.getByTestId("quick-form");
    await form.getByRole("button", { name: /Get Free Consultation/ }).click();

    const input = form.getByLabel("Your email address");
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Email is required");
    await expect(input).toBeFocused();
    const failure = toast(page, QUICK_FORM_MESSAGES.failureTitle);
    await expect(failure).toContainText("Error Sending Request");
    await expect(failure).toContainText("Email is required");
    await expect(failure).toHaveAttribute("data-variant", "destructive");
    expect(posts).toBe(0);
    // The full form on the same page is untouched.
    await expect(page.getByTestId("contact-form").locator("[aria-invalid]")).toHaveCount(0);
  });

  test("full form: missing fields are marked next to each field and the first gets focus", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: /Send Message/ }).click();
    const expected = { Name: "Name is required", Email: "Please enter a valid email address", Subject: "Subject is required", Message: "Message is required" };
    for (const [label, message] of Object.entries(expected)) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveValue("not-an-email");

    // Every section laid out, as a reader meets it (decision 019): axe cannot measure skipped content.
    await expectEverySectionHydrated(page);
    const axe = await new AxeBuilder({ page }).include('[data-testid="contact-form"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("the rules load when a visitor first reaches a form; a submit before they arrive waits for them", async ({ page }) => {
    const validation: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/validation-[^/]+\.js$/, async (route) => {
      validation.push(route.request().url());
      await gate;
      await route.continue();
    });
    let posts = 0;
    await page.route("**/*.data*", (route) => {
      if (isActionPost(route)) posts++;
      return route.continue();
    });
    await gotoHydrated(page, "/contact");
    expect(validation).toEqual([]);

    const form = page.getByTestId("contact-form");
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect.poll(() => validation.length).toBe(1);
    // The rules are still on their way: nothing is marked and nothing was sent.
    await expect(form.locator("[aria-invalid]")).toHaveCount(0);
    release();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Name is required");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    expect(posts).toBe(0);
  });

  test("a server-side validation error shows the failure toast and the field error, and keeps the input", async ({ page }) => {
    await gotoHydrated(page, "/locations/warren");
    // The browser's checks pass; the body is altered on the way so only the server sees a bad phone.
    await page.route("**/*.data*", (route) => {
      const postData = route.request().postData();
      return isActionPost(route) && postData ? route.continue({ postData: postData.replace(/phone=[^&]*/, "phone=call%20me") }) : route.continue();
    });
    const form = page.getByTestId("location-form");
    const email = uniqueEmail("server-422");
    await cases[3]!.fill(form, email);
    await form.getByRole("button", { name: /Send Message/ }).click();
    await expect(toast(page, FULL_FORM_MESSAGES.failureTitle)).toContainText(FULL_FORM_MESSAGES.failureDescription);
    const phone = form.getByLabel("Phone (optional)");
    await expect(phone).toHaveAccessibleDescription("Phone may contain only digits, spaces and + ( ) - .");
    await expect(phone).toBeFocused();
    await expect(form.getByLabel("Message")).toHaveValue("Quote for a Warren bakery site");
    expect(storedLeads(email)).toHaveLength(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test('quick form: the server answers "Email is required" on the page', async ({ page }) => {
      await page.goto("/");
      const form = page.getByTestId("quick-form");
      await form.getByRole("button", { name: /Get Free Consultation/ }).click();
      await page.waitForLoadState("domcontentloaded");
      const alert = page.getByTestId("quick-form").getByRole("alert");
      await expect(alert).toContainText("Error Sending Request");
      // SPEC §5: the failure path says "Email is required" without JavaScript too, not the generic text.
      await expect(alert).toContainText("Email is required");
      await expect(alert).not.toContainText(QUICK_FORM_MESSAGES.failureDescription);
      await expect(alert).toBeInViewport({ ratio: 1 });
      expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(72);
      await expect(page.getByTestId("quick-form").getByLabel("Your email address")).toHaveAccessibleDescription("Email is required");
      // Only the form that was sent shows a result.
      await expect(page.getByTestId("contact-form").getByRole("alert")).toHaveCount(0);
    });

    test("full form: errors render next to the fields and the input comes back", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByTestId("contact-form");
      await form.getByLabel("Name", { exact: true }).fill("Dana");
      await form.getByLabel("Message").fill("Keep me");
      await form.getByRole("button", { name: /Send Message/ }).click();
      await page.waitForLoadState("domcontentloaded");
      const after = page.getByTestId("contact-form");
      await expect(after.getByRole("alert")).toContainText("Error Sending Message");
      await expect(after.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
      await expect(after.getByLabel("Subject")).toHaveAccessibleDescription("Subject is required");
      await expect(after.getByLabel("Name", { exact: true })).toHaveValue("Dana");
      await expect(after.getByLabel("Message")).toHaveValue("Keep me");
    });

    for (const { path, testId } of [
      { path: "/contact", testId: "contact-form" },
      { path: "/locations/warren", testId: "location-form" },
    ]) {
      test(`${testId}: an invalid email says what to fix, not "a problem sending" (${path})`, async ({ page }) => {
        await page.goto(path);
        const form = page.getByTestId(testId);
        await form.getByLabel("Name", { exact: true }).fill("Dana");
        await form.getByLabel("Email").fill("dana.example.com");
        if (testId === "contact-form") await form.getByLabel("Subject").fill("A new site");
        await form.getByLabel("Message").fill("Keep me");
        await form.getByRole("button", { name: /Send Message/ }).click();
        await page.waitForLoadState("domcontentloaded");
        const after = page.getByTestId(testId);
        const alert = after.getByRole("alert");
        await expect(alert).toContainText(FULL_FORM_MESSAGES.failureTitle);
        await expect(alert).toContainText("Please enter a valid email address");
        await expect(alert).not.toContainText("There was a problem sending");
        await expect(after.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
        await expect(after.getByLabel("Email")).toHaveValue("dana.example.com");
      });
    }
  });
});

test("a plain post that succeeds on the home page redirects (303) to its clean URL; fetchers and other pages keep their status", async ({ request }) => {
  const quick = await request.post("/?index", { form: { kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE, email: uniqueEmail("prg") }, maxRedirects: 0 });
  expect(quick.status()).toBe(303);
  expect(quick.headers()["location"]).toBe("/?sent=quick#quick-consult-form");
  const full = await request.post("/?index", { form: { kind: "full", name: "Dana", email: uniqueEmail("prg-full"), subject: "Hi", message: "Hello" }, maxRedirects: 0 });
  expect(full.headers()["location"]).toBe("/?sent=full#home-contact-form");
  // A failure renders the page with the input (422); a fetcher's post (`.data`) answers 202 as before.
  expect((await request.post("/?index", { form: { kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE, email: "" }, maxRedirects: 0 })).status()).toBe(422);
  expect((await request.post("/_.data?index", { form: { kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE, email: uniqueEmail("prg-data") } })).status()).toBe(202);
  // /contact is prerendered (it cannot read a flag): it renders the result of the post itself.
  expect((await request.post("/contact", { form: { kind: "full", name: "Dana", email: uniqueEmail("prg-contact"), subject: "Hi", message: "Hello" }, maxRedirects: 0 })).status()).toBe(202);
});

test("a location page promises the reply its form's success message confirms", async ({ page }) => {
  await gotoHydrated(page, "/locations/warren");
  const card = page.getByTestId("location-contact");
  // The promise as the page words it, read from the page (not from the code that should agree with it).
  const promise = /We reply (within [^.]+)\./.exec((await card.textContent()) ?? "")?.[1];
  expect(promise, "the contact card states a reply promise").toBeTruthy();
  const form = page.getByTestId("location-form");
  await cases[3]!.fill(form, uniqueEmail("location-promise"));
  await form.getByRole("button", { name: /Send Message/ }).click();
  const success = toast(page, FULL_FORM_MESSAGES.successTitle);
  await expect(success).toBeVisible();
  await expect(success).toContainText(`${promise}.`);
});

test("the quick form's email field is comfortably wide at 1280 px and 390 px: its placeholder fits", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const input = page.getByTestId("quick-form").getByLabel("Your email address");
    const { box, text } = await input.evaluate((element: HTMLInputElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { box: element.getBoundingClientRect().width, text: context.measureText(element.placeholder).width - inner };
    });
    // At 1280 px the field no longer shares its row with the button (it was ~165 px).
    if (width === 1280) expect(box).toBeGreaterThanOrEqual(400);
    expect(text, `the placeholder overflows by ${text} px at ${width} px`).toBeLessThan(0);
  }
});

test("the honeypot is hidden from people and assistive technology", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const trap = page.getByTestId("contact-form").locator('input[name="company_website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(trap).not.toBeInViewport();
  const hiddenFromAt = await trap.evaluate((element) => element.closest('[aria-hidden="true"]') !== null);
  expect(hiddenFromAt).toBe(true);
});
