import { describe, expect, it } from "vitest";
import { normalizeVisitSource, referrerHostOf, landingPathOf, UTM_MAX } from "@domain/attribution/source";
import { channelOf } from "@domain/attribution/channel";

const none = { referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, click: false };

describe("a visit's source as stored", () => {
  it("keeps a landing path without its query, and refuses what is not a path of the site", () => {
    expect(landingPathOf("/locations/warren?utm_source=x#top")).toBe("/locations/warren");
    expect(landingPathOf("//evil.example/x")).toBeNull();
    expect(landingPathOf("https://evil.example/")).toBeNull();
    expect(landingPathOf("/<script>")).toBeNull();
    expect(landingPathOf(`/${"a".repeat(400)}`)).toBeNull();
    expect(landingPathOf(42)).toBeNull();
  });

  it("keeps only the referrer's host, lower case, without www., and not the site's own", () => {
    expect(referrerHostOf("https://www.Google.com/search?q=web+design+warren")).toBe("google.com");
    expect(referrerHostOf("news.example.org")).toBe("news.example.org");
    expect(referrerHostOf("javascript:alert(1)")).toBeNull();
    expect(referrerHostOf("https://macombwebstudio.example/services", "macombwebstudio.example")).toBeNull();
    expect(referrerHostOf("evil host\r\nBcc: x@y")).toBeNull();
  });

  it("cleans and caps utm values, ignores unknown keys and never throws", () => {
    const source = normalizeVisitSource({ utm_campaign: `  spring\u202e${"x".repeat(500)}`, utm_source: "\u0000", click: "1", gclid: "secret", extra: { a: 1 } });
    expect(source.utm_campaign?.startsWith("spring")).toBe(true);
    expect(source.utm_campaign!.length).toBeLessThanOrEqual(UTM_MAX);
    expect(source.utm_campaign).not.toContain("\u202e");
    expect(source.utm_source).toBeNull();
    expect(source.click).toBe(true);
    expect(JSON.stringify(source)).not.toContain("secret");
    for (const hostile of [null, "x", 7, [], [1], { landing: { toString: 1 } }]) expect(() => normalizeVisitSource(hostile)).not.toThrow();
  });
});

describe("the channel of a visit", () => {
  it("reads paid, email, social, search, campaign, referral and direct", () => {
    expect(channelOf({ ...none, click: true, referrer: "google.com" })).toBe("paid");
    expect(channelOf({ ...none, utm_medium: "cpc", utm_source: "google" })).toBe("paid");
    expect(channelOf({ ...none, utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" })).toBe("email");
    expect(channelOf({ ...none, referrer: "mail.google.com" })).toBe("email");
    expect(channelOf({ ...none, referrer: "l.facebook.com" })).toBe("social");
    expect(channelOf({ ...none, utm_source: "facebook" })).toBe("social");
    expect(channelOf({ ...none, referrer: "google.co.uk" })).toBe("search");
    expect(channelOf({ ...none, referrer: "duckduckgo.com" })).toBe("search");
    expect(channelOf({ ...none, utm_source: "chamber", utm_campaign: "fall-expo", referrer: "google.com" })).toBe("campaign");
    expect(channelOf({ ...none, referrer: "macombchamber.example" })).toBe("referral");
    expect(channelOf(none)).toBe("direct");
  });
});
