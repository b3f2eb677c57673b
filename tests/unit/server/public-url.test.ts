import { describe, expect, it } from "vitest";
import { publicUrl } from "../../../server/http/public-url";

const request = (headers: Record<string, string>) => new Request("http://10.0.0.5:3000/contact?x=1", { headers });

describe("publicUrl", () => {
  it("keeps the socket's URL unless TRUST_PROXY is set", () => {
    const url = publicUrl(request({ "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com" }), { trustProxyHops: 0 });
    expect(url.href).toBe("http://10.0.0.5:3000/contact?x=1");
  });

  it("takes scheme and host from the trusted proxy's X-Forwarded-Proto/-Host", () => {
    const url = publicUrl(request({ "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com" }), { trustProxyHops: 1 });
    expect(url.href).toBe("https://www.example.com/contact?x=1");
  });

  it("reads the entry the nearest trusted proxy appended", () => {
    const url = publicUrl(request({ "x-forwarded-proto": "http, https", "x-forwarded-host": "evil.example, www.example.com" }), { trustProxyHops: 1 });
    expect(url.origin).toBe("https://www.example.com");
  });

  it("keeps a path that looks like another host as a path", () => {
    const url = publicUrl(new Request("http://10.0.0.5:3000//evil.example/contact", { headers: { "x-forwarded-proto": "https" } }), { trustProxyHops: 1 });
    expect(url.href).toBe("https://10.0.0.5:3000//evil.example/contact");
  });

  it("ignores forwarded values that are not a scheme or a host", () => {
    const url = publicUrl(request({ "x-forwarded-proto": "javascript", "x-forwarded-host": "evil.example/path@x" }), { trustProxyHops: 1 });
    expect(url.origin).toBe("http://10.0.0.5:3000");
  });

  it("treats a post whose Origin is SITE_URL as arriving there, and no other origin", () => {
    const options = { trustProxyHops: 0, siteOrigin: "https://www.example.com" };
    expect(publicUrl(request({ origin: "https://www.example.com" }), options).origin).toBe("https://www.example.com");
    expect(publicUrl(request({ origin: "https://evil.example" }), options).origin).toBe("http://10.0.0.5:3000");
  });
});
