/**
 * The test browser itself (scripts/chromium.ts, decision 055): Debian's Chromium without the address bar's WebUI
 * popups, and still with every feature Playwright turns off. Chromium keeps only the last `--disable-features` on
 * its command line, so ours must carry Playwright's list too: when a Playwright upgrade adds a feature, this fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { HEADLESS_DISABLED_FEATURES, disabledFeaturesIn } from "../../scripts/chromium";

/** The command lines of the browsers this test worker started (main processes: no `--type=`). */
function workerBrowsers(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    let parent: number;
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      parent = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
    } catch {
      continue; // gone meanwhile
    }
    if (parent === process.pid && args.includes("--remote-debugging-pipe") && !args.some((arg) => arg.startsWith("--type="))) lines.push(args);
  }
  return lines;
}

test("the test browser builds no address-bar popup for a new window", async ({ browser, page }) => {
  await page.goto("/");
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets", { filter: [{}] });
  expect(targetInfos.map((target) => target.url).filter((url) => url.includes(".top-chrome"))).toEqual([]);
  await cdp.detach();
});

test("its one effective --disable-features holds Playwright's own features and ours", ({ browser }) => {
  expect(browser.isConnected()).toBe(true); // the worker's browser is running
  const browsers = workerBrowsers();
  expect(browsers.length).toBeGreaterThan(0);
  for (const args of browsers) {
    const switches = args.filter((arg) => arg.startsWith("--disable-features="));
    const effective = disabledFeaturesIn(switches.slice(-1));
    for (const feature of [...disabledFeaturesIn(switches.slice(0, -1)), ...HEADLESS_DISABLED_FEATURES]) expect(effective, feature).toContain(feature);
  }
});
