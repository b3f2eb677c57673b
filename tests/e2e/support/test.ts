import { expect, test as base, type BrowserContext } from "@playwright/test";

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

/** Playwright's `test`; no page of any test may violate the Content-Security-Policy. Every spec imports it from here. */
export const test = base.extend({
  context: async ({ context }, use) => {
    const check = await watchCspViolations(context);
    await use(context);
    check();
  },
});
