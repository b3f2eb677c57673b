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

// The running test's problems and allowances (a worker runs one test at a time); null between tests.
let problems: PageProblem[] | null = null;
let allowed: RegExp[] = [];

/**
 * Chromium's network log of a 4xx answer ("Failed to load resource: the server responded with a status of
 * 422") or of a request the browser itself gave up (a navigation that replaced it): the site answering a
 * refused post as the contract says is asserted by the test that provokes it, not a fault of the page.
 * A 5xx, and every error the page's own code logs or throws, still fails the test.
 */
const isRefusalLog = (text: string) => /^Failed to load resource: (the server responded with a status of 4\d\d\b|net::ERR_ABORTED)/.test(text);

/**
 * Collects every uncaught page error (`weberror`) and every console message of type "error" in a context's
 * pages, for the whole test: a click that throws fails the test as surely as a page that throws on load.
 */
function watchPageProblems(context: BrowserContext) {
  context.on("weberror", (webError) => {
    const url = webError.page()?.url() ?? "page";
    // A test's init script that reads localStorage also runs in a new tab's about:blank, where it is denied: not the site's.
    if (url === "about:blank" && /SecurityError: Failed to read the 'localStorage' property/.test(String(webError.error()))) return;
    problems?.push(`${url}: ${String(webError.error())}`);
  });
  context.on("console", (message) => {
    if (message.type() !== "error" || isRefusalLog(message.text())) return;
    problems?.push(`${message.location().url || message.page()?.url() || "page"}: ${message.text()}`);
  });
}

/**
 * Lets the running test cause console errors matching `pattern` (matched against "url: text"), for a test
 * that legitimately makes the browser log one: Chromium logs every 4xx response it loads ("Failed to load
 * resource: the server responded with a status of 409"), e.g. a form post refused on purpose. Keep it narrow:
 * the URL and the status.
 */
export function allowConsoleError(pattern: RegExp) {
  allowed.push(pattern);
}

/** "Failed to load resource" for `status` at a URL whose path matches `path` (a RegExp source). */
export const failedLoad = (path: string, status: number) =>
  new RegExp(`^https?://[^/]+${path}(\\?[^:]*)?: Failed to load resource: the server responded with a status of ${status}\\b`);

/**
 * Playwright's `test`, for every spec (import it from here). No page of any test may violate the
 * Content-Security-Policy, throw, or log a console error, from load to the test's end: every context the
 * test opens (its `page` and `context`, and any `browser.newContext()`) is watched, and the test fails at
 * teardown. `allowConsoleError` lets a test expect one.
 */
export const test = base.extend<{ pageProblemsCheck: void }, { browser: Browser }>({
  pageProblemsCheck: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      problems = [];
      allowed = [];
      await use();
      const seen = problems;
      problems = null;
      expect(
        seen.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
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
