/**
 * Debian's Chromium, as the browser tests (playwright.config.ts) and the bench (scripts/bench/lighthouse.ts)
 * launch it: browsers cannot be downloaded here, and these switches keep it headless, quiet and
 * off the network except for the site under test.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's package is the whole browser, and its headless mode still builds the browser's own interface: for every
 * new window (each test's browser context, each Lighthouse run) it preloads the address bar's two popups, WebUI pages
 * (with AI mode) in a renderer of their own, about 1.5 s of CPU on a 2-core host taken from the page under test
 * (decision 055). Nothing here types into an address bar.
 */
export const HEADLESS_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const;

/**
 * What Playwright 1.65 passes as its own `--disable-features` (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` on a command line, so ours must repeat these; tests/e2e/test-browser.spec.ts fails when the
 * browser's effective list lacks one of Playwright's.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
] as const;

/** The features a `--disable-features=` switch in `flags` turns off (empty when there is none). */
export const disabledFeaturesIn = (flags: readonly string[]): string[] =>
  flags.filter((flag) => flag.startsWith("--disable-features=")).flatMap((flag) => flag.slice("--disable-features=".length).split(","));

/** One `--disable-features` switch: the launcher's own features and ours. */
export const disableFeaturesFlag = (launcherFeatures: readonly string[]): string =>
  `--disable-features=${[...new Set([...launcherFeatures, ...HEADLESS_DISABLED_FEATURES])].join(",")}`;

/** The switches of a browser that Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES)];
