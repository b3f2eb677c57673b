import { expect, test } from "./support/test";
import { expectEverySectionHydrated, gotoHydrated } from "./support/hydration";
import { PORTFOLIO_ART_SIZE, portfolioArtSrc, portfolioProjects, projectHref } from "../../content/portfolio";
import { processBenefits, processFaq, processSteps } from "../../content/home";
import { terms } from "../../content/site";

test.describe.configure({ timeout: 60_000 });

test.describe("/portfolio", () => {
  test("is a real page: the six projects, their filter and a write-up for each", async ({ page, request }) => {
    const response = await request.get("/portfolio");
    expect(response.status()).toBe(200);
    const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
    for (const project of portfolioProjects) {
      expect(html).toContain(`id="project-${project.id}"`);
      expect(html).toContain(project.brief);
      for (const item of project.built) expect(html).toContain(item);
    }

    await gotoHydrated(page, "/portfolio");
    await expect(page).toHaveTitle(/^Portfolio \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our portfolio");
    const cards = page.getByTestId("portfolio-card");
    await expect(cards).toHaveCount(6);
    await page.getByRole("button", { name: "Restaurant" }).click();
    await expect(page.getByRole("button", { name: "Restaurant" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards.getByRole("heading")).toHaveText(portfolioProjects.filter((p) => p.category === "restaurant").map((p) => p.title));
    await page.getByRole("button", { name: "All Projects" }).click();
    await expect(cards).toHaveCount(6);
    await expect(page.getByTestId("project-write-up")).toHaveCount(6);
  });

  test("View Project lands on the project's write-up, or on its case study", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/portfolio");
    const withoutStudy = portfolioProjects.find((p) => !p.caseStudyId)!;
    const index = portfolioProjects.indexOf(withoutStudy);
    const card = page.getByTestId("portfolio-card").nth(index);
    await card.hover();
    await card.getByTestId("view-project").click();
    await expect(page).toHaveURL(new RegExp(`/portfolio#project-${withoutStudy.id}$`));
    await expect(page.locator(`#project-${withoutStudy.id}`)).toBeInViewport();

    for (const project of portfolioProjects.filter((p) => p.caseStudyId)) {
      expect(projectHref(project)).toBe(`/profile/${project.caseStudyId}`);
      expect((await request.get(projectHref(project))).status()).toBe(200);
      const writeUp = page.locator(`#project-${project.id}`);
      await expect(writeUp.getByRole("link", { name: /Read the full case study/ })).toHaveAttribute("href", projectHref(project));
    }
  });

  test("each project card shows its own artwork, described, sized and drawn", async ({ page }) => {
    for (const path of ["/portfolio", "/"]) {
      await page.goto(path);
      const images = page.getByTestId("portfolio-card").locator("img");
      await expect(images).toHaveCount(portfolioProjects.length);
      for (const [i, project] of portfolioProjects.entries()) {
        const image = images.nth(i);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute("src", portfolioArtSrc(project));
        await expect(image).toHaveAccessibleName(project.imageAlt);
        await expect(image).toHaveAttribute("width", String(PORTFOLIO_ART_SIZE.width));
        await expect(image).toHaveAttribute("height", String(PORTFOLIO_ART_SIZE.height));
        // Drawn from one of the artwork's AVIF variants (the SVG is the fallback), in the artwork's proportions.
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const drawn = await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, ratio: img.naturalHeight / img.naturalWidth }));
        expect(new URL(drawn.src).pathname).toMatch(new RegExp(`^${portfolioArtSrc(project).replace(/\.svg$/, "")}-\\d+w\\.avif$`));
        expect(drawn.ratio).toBeCloseTo(PORTFOLIO_ART_SIZE.height / PORTFOLIO_ART_SIZE.width, 2);
      }
    }
  });

  test("without JavaScript all six projects show and the filter stays hidden", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/portfolio");
    await expect(page.getByTestId("portfolio-card")).toHaveCount(6);
    for (const card of await page.getByTestId("portfolio-card").all()) await expect(card).toBeVisible();
    await expect(page.getByRole("group", { name: "Filter projects by category" })).toBeHidden();
    await context.close();
  });
});

test.describe("/process", () => {
  test("shows the four steps with four details each, the benefit cards and the commitments", async ({ page }) => {
    const response = await page.goto("/process");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Our Process \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A clear process from first call to launch");
    const steps = page.getByTestId("process-step");
    await expect(steps).toHaveCount(4);
    for (const [i, step] of processSteps.entries()) {
      await expect(steps.nth(i).getByRole("heading", { level: 3 })).toHaveText(`Step ${i + 1}: ${step.title}`);
      await expect(steps.nth(i).locator("ul li")).toHaveText(step.details);
    }
    await expect(page.getByTestId("process-benefits").getByRole("heading")).toHaveText(processBenefits.map((b) => b.title));
    const commitments = page.getByTestId("process-commitments");
    await expect(commitments).toContainText(terms.projectWeeks);
    await expect(commitments).toContainText(`${terms.supportDays} days`);
    await expect(commitments).toContainText(String(terms.revisionRounds));
  });

  test("the five-question FAQ is an accessible disclosure that works by mouse and keyboard", async ({ page }) => {
    await gotoHydrated(page, "/process");
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(5);
    await expect(items.locator("summary")).toHaveText(processFaq.map((q) => q.question));
    for (const item of await items.all()) await expect(item.locator("p")).toBeHidden();

    // Keyboard: focus a question, Enter opens it, Enter again closes it.
    const first = items.first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.locator("p")).toBeVisible();
    await expect(first.locator("p")).toContainText(terms.projectWeeks);
    await page.keyboard.press("Enter");
    await expect(first.locator("p")).toBeHidden();

    // Mouse, and every answer states the site's own facts.
    const facts = [terms.projectWeeks, terms.revisionRoundsText, "copywriting", `${terms.supportDays}-day`, terms.priceRange];
    for (const [i, fact] of facts.entries()) {
      await items.nth(i).locator("summary").click();
      await expect(items.nth(i).locator("p")).toBeVisible();
      await expect(items.nth(i).locator("p")).toContainText(fact, { ignoreCase: true });
    }
  });

  test("the FAQ answers are in the prerendered HTML", async ({ request }) => {
    const html = (await (await request.get("/process")).text()).replace(/&#x27;|&#39;/g, "'");
    for (const q of processFaq) {
      expect(html).toContain(q.question);
      expect(html).toContain(q.answer);
    }
  });
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"] as const) {
    test(`home, /portfolio and /process pass axe (WCAG 2.2 AA, contrast included) in the ${theme} theme`, async ({ page }) => {
      const { default: AxeBuilder } = await import("@axe-core/playwright");
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      for (const path of ["/", "/portfolio", "/process"]) {
        await gotoHydrated(page, path);
        // Every section laid out, as a reader meets it (decision 019): axe cannot measure skipped content.
        await expectEverySectionHydrated(page);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary, path).toEqual([]);
      }
    });
  }
});
