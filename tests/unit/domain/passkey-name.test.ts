import { describe, expect, it } from "vitest";
import { deviceName, newPasskeyName, passkeyNameOf, PASSKEY_NAME_MAX } from "@domain/passkey-name";

const ADDED = new Date("2026-11-27T17:00:00Z");

describe("a passkey's name", () => {
  it("names the browser and device from the User-Agent", () => {
    const cases: [string, string | undefined][] = [
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on macOS"],
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on macOS"],
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Safari on iPhone"],
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1", "Chrome on iPhone"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
      ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
      ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
      ["curl/8.5.0", undefined],
      ["", undefined],
    ];
    for (const [userAgent, name] of cases) expect(deviceName(userAgent), userAgent).toBe(name);
    // Only the start of an absurd header is read.
    expect(deviceName(`${"x".repeat(10_000)} Firefox/133.0 (Windows)`)).toBeUndefined();
  });

  it("is the given name first, then the device's, then the day; a second of the same name is numbered", () => {
    const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(newPasskeyName("  My\u200b phone ", mac, ADDED, [])).toBe("My phone");
    expect(newPasskeyName("", mac, ADDED, [])).toBe("Chrome on macOS");
    expect(newPasskeyName(undefined, "curl/8.5.0", ADDED, [])).toBe("Passkey added Nov 27, 2026");
    expect(newPasskeyName(undefined, mac, ADDED, ["Chrome on macOS"])).toBe("Chrome on macOS (2)");
    expect(newPasskeyName(undefined, mac, ADDED, ["Chrome on macOS", "Chrome on macOS (2)"])).toBe("Chrome on macOS (3)");
    expect(newPasskeyName("y".repeat(200), mac, ADDED, ["y".repeat(PASSKEY_NAME_MAX)])).toBe(`${"y".repeat(PASSKEY_NAME_MAX - 4)} (2)`);
  });

  it("is stored normalised and capped: no control or invisible characters, no empty name", () => {
    expect(passkeyNameOf(" Work\u0000 laptop\u202e ")).toBe("Work laptop");
    expect(passkeyNameOf("z".repeat(500))).toHaveLength(PASSKEY_NAME_MAX);
    expect(passkeyNameOf(" \u200b ")).toBe("");
  });
});
