import { describe, expect, it } from "vitest";
import { pagePathOf } from "../../server/http/page-routes";

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
