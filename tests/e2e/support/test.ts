import { expect, test as base, type Browser, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation in the context's pages; the returned check fails
 * the test if there was one. `test` below does this for every context it creates; a test that makes
 * its own context (`browser.newContext`) calls it itself.
 */
export async function watchCspViolations(context: BrowserContext): Promise<() => void> {
  const violations: string[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, violation: string) => void violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__reportCspViolation?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  // Also seen with JavaScript off, when no listener can run: the browser logs every violation.
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return () => expect(violations, "Content-Security-Policy violations").toEqual([]);
}

/** A page error or console error, with where it happened ("http://…/book: Uncaught Error: …"). */
type PageProblem = string;

// The running test's problems (a worker runs one test at a time); null between tests.
let problems: PageProblem[] | null = null;

/**
 * Collects every uncaught page error (`weberror`) and every console message of type "error" in a context's
 * pages, for the whole test: a click that throws fails the test as surely as a page that throws on load.
 */
function watchPageProblems(context: BrowserContext) {
  context.on("weberror", (webError) => problems?.push(`${webError.page()?.url() ?? "page"}: ${String(webError.error())}`));
  context.on("console", (message) => {
    if (message.type() === "error") problems?.push(`${message.location().url || message.page()?.url() || "page"}: ${message.text()}`);
  });
}

/**
 * Playwright's `test`, for every spec (import it from here). No page of any test may violate the
 * Content-Security-Policy, throw, or log a console error, from load to the test's end: every context the
 * test opens (its `page` and `context`, and any `browser.newContext()`) is watched, and the test fails at
 * teardown. A test that legitimately causes a console error (a 4xx page the browser logs as a failed
 * resource) allows exactly that with `test.use({ allowedConsoleErrors: [/pattern/] })`, matched against
 * "url: text".
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageProblemsCheck: void }, { browser: Browser }>({
  allowedConsoleErrors: [[], { option: true }],
  pageProblemsCheck: [
    async ({ allowedConsoleErrors }, use) => {
      problems = [];
      await use();
      const seen = problems;
      problems = null;
      expect(
        seen.filter((problem) => !allowedConsoleErrors.some((allowed) => allowed.test(problem))),
        "page errors and console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
  // Every context a test opens goes through `browser.newContext` (Playwright's own `context` too).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const context = await newContext(...args);
        watchPageProblems(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    const check = await watchCspViolations(context);
    await use(context);
    check();
  },
});
