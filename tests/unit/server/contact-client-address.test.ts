import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "../../../server/http/client-address";

/** A tiny app that answers with the address the rate limiter would use. */
const appWith = (hops: number) => new Hono().get("/", (c) => c.text(clientAddress(c, hops)));
const addressFor = async (hops: number, forwardedFor?: string) =>
  (await appWith(hops).request("/", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).text();

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    expect(await addressFor(0, "203.0.113.9")).toBe("unknown");
  });

  it("takes the entry the trusted proxy appended, not what the client claimed", async () => {
    expect(await addressFor(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(await addressFor(1, "10.0.0.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressFor(2, "198.51.100.7, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("falls back to the socket when the header is missing", async () => {
    expect(await addressFor(1)).toBe("unknown");
  });
});
