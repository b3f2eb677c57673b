import { describe, expect, it } from "vitest";
import { originPage, siteOrigins } from "../../../server/http/origin-page";

/** A request as the socket sees it: `Host` is whatever the client wrote. */
const request = (headers: Record<string, string>, url = "http://evil.example/api/contact") => new Request(url, { method: "POST", headers });

describe("siteOrigins", () => {
  it("is SITE_URL, never the Host or Origin the client sent", () => {
    const forged = request({ origin: "http://evil.example", "x-forwarded-host": "evil.example" });
    expect(siteOrigins(forged, { trustProxyHops: 0, siteOrigin: "https://www.example.com" })).toEqual(["https://www.example.com"]);
  });

  it("is none without SITE_URL or TRUST_PROXY: the Host header is the client's word", () => {
    expect(siteOrigins(request({}), { trustProxyHops: 0 })).toEqual([]);
  });

  it("adds the origin the trusted proxy forwarded under TRUST_PROXY", () => {
    const proxied = request({ "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com", origin: "https://evil.example" }, "http://10.0.0.5:3000/api/contact");
    expect(siteOrigins(proxied, { trustProxyHops: 1 })).toEqual(["https://www.example.com"]);
    expect(siteOrigins(proxied, { trustProxyHops: 1, siteOrigin: "https://example.com" })).toEqual(["https://example.com", "https://www.example.com"]);
  });

  it("takes no Host for an origin under TRUST_PROXY when the proxy forwarded none", () => {
    expect(siteOrigins(request({ "x-forwarded-proto": "https" }), { trustProxyHops: 1 })).toEqual([]);
    expect(siteOrigins(request({ "x-forwarded-host": "evil.example/x" }), { trustProxyHops: 1 })).toEqual([]);
  });
});

describe("originPage", () => {
  const origins = ["https://www.example.com"];

  it("takes the path of a Referer from the site's origin", () => {
    expect(originPage("https://www.example.com/services?x=1#top", origins)).toBe("/services");
    expect(originPage("https://www.example.com", origins)).toBe("/");
  });

  it.each([
    ["another host", "http://evil.example/forged-page"],
    ["another scheme", "http://www.example.com/services"],
    ["another port", "https://www.example.com:8443/services"],
    ["a look-alike host", "https://www.example.com.evil.example/services"],
    ["credentials in front of another host", "https://www.example.com@evil.example/services"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "/forged-page"],
    ["not a URL", "not a url"],
    ["an empty header", ""],
    ["a padded path", `https://www.example.com/${"a".repeat(2_000)}`],
  ])("stores none for %s", (_label, referer) => {
    expect(originPage(referer, origins)).toBeUndefined();
  });

  it("stores none when the site's origin is not known", () => {
    expect(originPage("http://evil.example/forged-page", [])).toBeUndefined();
    expect(originPage(undefined, origins)).toBeUndefined();
  });
});
