import { describe, expect, it } from "vitest";
import { formPostOrigin, withoutOpaqueOrigin } from "../../server/http/form-origin";

const SITE = "https://www.example.com";
const CANCEL = `/book/cancel/${"A".repeat(43)}`;

describe("formPostOrigin", () => {
  it("takes a post without Origin (not a browser) or from the site itself", () => {
    expect(formPostOrigin(null, "/contact", SITE)).toBe("same-origin");
    expect(formPostOrigin(SITE, "/contact", SITE)).toBe("same-origin");
    expect(formPostOrigin(`${SITE}/`, "/contact", SITE)).toBe("same-origin");
  });

  it.each(["https://evil.example", "http://www.example.com", "https://www.example.com:444", "not a url", "", "null"])("refuses Origin %j on a form page", (origin) => {
    expect(formPostOrigin(origin, "/contact", SITE)).toBe("cross-origin");
    expect(formPostOrigin(origin, "/contact.data", SITE)).toBe("cross-origin");
  });

  it("leaves Origin: null to the token on the cancel page and its .data twin, and nowhere else", () => {
    expect(formPostOrigin("null", CANCEL, SITE)).toBe("token-only");
    expect(formPostOrigin("null", `${CANCEL}.data`, SITE)).toBe("token-only");
    expect(formPostOrigin("null", "/book", SITE)).toBe("cross-origin");
    expect(formPostOrigin("null", "/book/cancel", SITE)).toBe("cross-origin");
    expect(formPostOrigin("null", `${CANCEL}/more`, SITE)).toBe("cross-origin");
    // A foreign origin is still foreign there.
    expect(formPostOrigin("https://evil.example", CANCEL, SITE)).toBe("cross-origin");
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
