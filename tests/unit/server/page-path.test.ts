import { describe, expect, it } from "vitest";
import { isDecodablePath, pagePathOf } from "../../../server/http/page-routes";

describe("pagePathOf: the page a request is for", () => {
  it("is the path itself for a document request", () => {
    expect(pagePathOf("/contact")).toBe("/contact");
    expect(pagePathOf("/")).toBe("/");
  });

  it("drops React Router's data suffix from a fetcher's request", () => {
    expect(pagePathOf("/contact.data")).toBe("/contact");
    expect(pagePathOf("/locations/warren.data")).toBe("/locations/warren");
  });

  it("reads React Router 8's trailing-slash data URLs: `/_.data` is the home page", () => {
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/contact/_.data")).toBe("/contact/");
  });

  it("leaves a path that merely contains `.data` alone", () => {
    expect(pagePathOf("/blog/x.database")).toBe("/blog/x.database");
  });
});

describe("isDecodablePath: malformed percent-encoding names no page", () => {
  it.each(["/", "/contact", "/book/cancel/abc_-DEF", "/a%20b", "/%E2%82%AC", "/a%2Fb"])("%j is decodable", (path) => expect(isDecodablePath(path)).toBe(true));
  it.each(["/%ff", "/book/cancel/%ff%fe", "/%E0%A4%A", "/a%", "/%zz", "/%ED%A0%80"])("%j is not", (path) => expect(isDecodablePath(path)).toBe(false));
});
