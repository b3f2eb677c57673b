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
// Console errors the running test provokes on purpose and asserts itself (see `expectConsoleError`).
let expectedConsoleErrors: RegExp[] = [];

/**
 * Declares a console error the test provokes on purpose (SPEC has the site log a failed image, say): messages
 * matching `pattern` do not fail the test. The test asserts the message itself; every other error still fails.
 */
export function expectConsoleError(pattern: RegExp): void {
  expectedConsoleErrors.push(pattern);
}

/**
 * Chromium's network log of an answer it could not use ("Failed to load resource: the server responded with a
 * status of 422", "… net::ERR_FAILED"): the tests provoke these on purpose (a refused post, a server error or an
 * image routed to fail) and assert what the page does about them. Every error the page's own code logs or throws
 * still fails the test.
 */
const isNetworkLog = (text: string) => text.startsWith("Failed to load resource: ");

/**
 * Collects every uncaught page error (`weberror`) and every console message of type "error" in a context's
 * pages, for the whole test: a click that throws fails the test as surely as a page that throws on load.
 */
function watchPageProblems(context: BrowserContext) {
  // `weberror` is the context's `pageerror`: every uncaught error of every page the context opens, popups included.
  context.on("weberror", (webError) => {
    const url = webError.page()?.url() ?? "page";
    // A test's init scripts also run in a new tab's about:blank, before any site page: what they throw there is not the site's.
    if (url === "about:blank") return;
    problems?.push(`${url}: ${String(webError.error())}`);
  });
  context.on("console", (message) => {
    if (message.type() !== "error" || isNetworkLog(message.text())) return;
    if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
    problems?.push(`${message.location().url || message.page()?.url() || "page"}: ${message.text()}`);
  });
}

/**
 * Playwright's `test`, for every spec (import it from here). No page of any test may violate the
 * Content-Security-Policy, throw, or log a console error, from load to the test's end: every context the
 * test opens (its `page` and `context`, and any `browser.newContext()`) is watched, and the test fails at
 * teardown.
 */
export const test = base.extend<{ pageProblemsCheck: void }, { browser: Browser }>({
  pageProblemsCheck: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      problems = [];
      expectedConsoleErrors = [];
      await use();
      const seen = problems;
      problems = null;
      expectedConsoleErrors = [];
      expect(seen, "page errors and console errors").toEqual([]);
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
