import { describe, expect, it } from "vitest";
import { formPostOrigin, postOrigins, withoutOpaqueOrigin } from "../../../server/http/form-origin";

const SITE = "https://www.example.com";
const CANCEL = `/book/cancel/${"A".repeat(43)}`;

const ORIGINS = [SITE];
/** Headers of a post: its Origin, and its Referer when given. */
const sent = (origin: string | null, referer: string | null = null) => ({ origin, referer });

describe("formPostOrigin", () => {
  it("takes a post without Origin or Referer (not a browser) or from the site itself", () => {
    expect(formPostOrigin(sent(null), "/contact", ORIGINS)).toBe("same-origin");
    expect(formPostOrigin(sent(SITE), "/contact", ORIGINS)).toBe("same-origin");
    expect(formPostOrigin(sent(`${SITE}/`), "/contact", ORIGINS)).toBe("same-origin");
  });

  it.each(["https://evil.example", "http://www.example.com", "https://www.example.com:444", "not a url", "", "null"])("refuses Origin %j on a form page", (origin) => {
    expect(formPostOrigin(sent(origin), "/contact", ORIGINS)).toBe("cross-origin");
    expect(formPostOrigin(sent(origin), "/contact.data", ORIGINS)).toBe("cross-origin");
  });

  it("leaves Origin: null to the token on the cancel page and its .data twin, and nowhere else", () => {
    expect(formPostOrigin(sent("null"), CANCEL, ORIGINS)).toBe("token-only");
    expect(formPostOrigin(sent("null"), `${CANCEL}.data`, ORIGINS)).toBe("token-only");
    expect(formPostOrigin(sent("null"), "/book", ORIGINS)).toBe("cross-origin");
    expect(formPostOrigin(sent("null"), "/book/cancel", ORIGINS)).toBe("cross-origin");
    expect(formPostOrigin(sent("null"), `${CANCEL}/more`, ORIGINS)).toBe("cross-origin");
    // A foreign origin is still foreign there.
    expect(formPostOrigin(sent("https://evil.example"), CANCEL, ORIGINS)).toBe("cross-origin");
  });

  it("knows no origin but the ones it is given: a Host and Origin that agree prove nothing", () => {
    expect(formPostOrigin(sent("http://evil.test:4900"), "/contact", [])).toBe("cross-origin");
    expect(formPostOrigin(sent("http://evil.test:4900"), "/contact", ORIGINS)).toBe("cross-origin");
  });

  it("without Origin, judges the Referer: the site's page is ours, another site's is not", () => {
    expect(formPostOrigin(sent(null, `${SITE}/contact?x=1`), "/contact", ORIGINS)).toBe("same-origin");
    for (const referer of ["https://evil.example/form", "http://www.example.com/contact", "https://www.example.com.evil.example/", "not a url", "about:blank"]) {
      expect(formPostOrigin(sent(null, referer), "/contact", ORIGINS), referer).toBe("cross-origin");
      expect(formPostOrigin(sent(null, referer), CANCEL, ORIGINS), referer).toBe("cross-origin");
    }
    // An Origin, when there is one, decides.
    expect(formPostOrigin(sent(SITE, "https://evil.example/form"), "/contact", ORIGINS)).toBe("same-origin");
  });
});

describe("postOrigins", () => {
  const post = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: "POST", headers });

  it("is SITE_URL's origin, never the Host the client sent", () => {
    expect(postOrigins(post("http://evil.test:4900/contact", { origin: "http://evil.test:4900" }), { trustProxyHops: 0, siteOrigin: SITE })).toEqual([SITE]);
    expect(postOrigins(post("http://evil.test:4900/contact"), { trustProxyHops: 0 })).toEqual([]);
  });

  it("adds the trusted proxy's forwarded origin under TRUST_PROXY only", () => {
    const proxied = post("http://10.0.0.5:3000/contact", { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com" });
    expect(postOrigins(proxied, { trustProxyHops: 1 })).toEqual(["https://www.example.com"]);
    expect(postOrigins(proxied, { trustProxyHops: 0 })).toEqual([]);
    // A proxy that forwards no host leaves the Host, the client's word: not an origin of the site.
    expect(postOrigins(post("http://evil.test/contact", { "x-forwarded-proto": "https" }), { trustProxyHops: 1 })).toEqual([]);
  });

  it("adds a loopback request's own origin (tests, npm run dev), which no page elsewhere can send", () => {
    for (const url of ["http://127.0.0.1:4173/contact", "http://localhost:5173/contact", "http://[::1]:3000/contact"]) {
      expect(postOrigins(post(url), { trustProxyHops: 0 })).toEqual([new URL(url).origin]);
    }
    expect(postOrigins(post("http://127.0.0.1:4173/contact"), { trustProxyHops: 0, siteOrigin: SITE })).toEqual([SITE, "http://127.0.0.1:4173"]);
    for (const url of ["http://localhost.evil.test/contact", "http://127.0.0.1.evil.test/contact", "http://evil.test/contact"]) {
      expect(postOrigins(post(url), { trustProxyHops: 0 }), url).toEqual([]);
    }
  });
});

describe("withoutOpaqueOrigin", () => {
  const post = (path: string, origin: string) =>
    new Request(`${SITE}${path}`, { method: "POST", headers: { origin, "content-type": "application/x-www-form-urlencoded" }, body: "a=b" });

  it("drops Origin: null from a post to the cancel page, keeping the rest", async () => {
    const request = withoutOpaqueOrigin(post(CANCEL, "null"));
    expect(request.headers.get("origin")).toBeNull();
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(request.url).toBe(`${SITE}${CANCEL}`);
    expect(await request.text()).toBe("a=b");
  });

  it("passes every other request on as it is", () => {
    for (const request of [post("/contact", "null"), post(CANCEL, SITE), post(CANCEL, "https://evil.example"), new Request(`${SITE}${CANCEL}`, { headers: { origin: "null" } })]) {
      expect(withoutOpaqueOrigin(request)).toBe(request);
    }
  });
});
