/**
 * What a passkey is called on the account page: the name its person gave it, or else the browser and
 * device it was made on ("Chrome on macOS"), read from the User-Agent at registration, so two passkeys
 * made on one day do not read the same.
 */
import { storableText } from "./text";

/** The longest passkey name, in UTF-16 code units as HTML `maxlength` counts them (stored clipped to this). */
export const PASSKEY_NAME_MAX = 60;

/** A User-Agent longer than this is not a browser's: only its start is read. */
const USER_AGENT_READ = 512;

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iOS browsers all run Safari's engine.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on macOS", "Safari on iPhone", "Firefox" or "Windows" alone; undefined when nothing is recognised. */
export function deviceName(userAgent: string | undefined): string | undefined {
  const text = (userAgent ?? "").slice(0, USER_AGENT_READ);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}

/** A name as stored: normalised like any one-line text, clipped to the limit; "" when nothing is left. */
export const passkeyNameOf = (value: string) => storableText(value, PASSKEY_NAME_MAX);

/**
 * A new passkey's name: the one given, else the device's, else the day it was added; with " (2)",
 * " (3)"… when the person already has a passkey of that name.
 */
export function newPasskeyName(given: string | undefined, userAgent: string | undefined, added: Date, taken: readonly string[]): string {
  const base =
    passkeyNameOf(given ?? "") ||
    deviceName(userAgent) ||
    `Passkey added ${added.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`;
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const numbered = `${base.slice(0, PASSKEY_NAME_MAX - ` (${n})`.length)} (${n})`;
    if (!taken.includes(numbered)) return numbered;
  }
}
