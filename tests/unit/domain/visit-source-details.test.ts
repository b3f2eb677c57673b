import { describe, expect, it } from "vitest";
import { isSourceAsSent, normalizeVisitSource, SENT_VALUE_MAX } from "@domain/attribution/source";
import { visitSourceDetails } from "@domain/attribution/details";
import { ownHostOf, storedVisitSourceOf, visitSourceColumns } from "../../../server/attribution/source-columns";

describe("a visit's source stored and shown", () => {
  it("stores the normalised source with its channel, and reads it back as it was", () => {
    const source = normalizeVisitSource({ landing: "/locations/warren", referrer: "https://news.example.org/x", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" });
    const columns = visitSourceColumns(source);
    expect(columns).toMatchObject({ landing: "/locations/warren", referrer: "news.example.org", click: 0, channel: "email" });
    expect(storedVisitSourceOf({ ...columns, click: 0, channel: "email" } as never)).toEqual({ ...source, channel: "email" });
    expect(visitSourceColumns()).toMatchObject({ landing: null, click: 0, channel: "direct" });
    // A channel a later version no longer knows reads as direct.
    expect(storedVisitSourceOf({ ...columns, channel: "carrier-pigeon" } as never).channel).toBe("direct");
    expect(ownHostOf("https://www.agency.example/")).toBe("www.agency.example");
    expect(ownHostOf("not a url")).toBeUndefined();
  });

  it("shows Landing page, Referrer, Channel and Campaign in words, leaving out what is not known", () => {
    const stored = { ...normalizeVisitSource({ landing: "/locations/warren", referrer: "news.example.org", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" }), channel: "email" as const };
    expect(visitSourceDetails(stored)).toEqual([
      ["Landing page", "/locations/warren"],
      ["Referrer", "news.example.org"],
      ["Channel", "Email"],
      ["Campaign", "spring"],
      ["Source / medium", "newsletter / email"],
    ]);
    expect(visitSourceDetails({ ...normalizeVisitSource({}), channel: "direct" }).filter(([, value]) => value !== null)).toEqual([["Channel", "Direct"]]);
    expect(visitSourceDetails({ ...normalizeVisitSource({ click: "1" }), channel: "paid" })).toContainEqual(["Channel", "Paid (ad click)"]);
  });

  it("takes a source in a large body only as the Contract's keys with short values", () => {
    expect(isSourceAsSent(undefined)).toBe(true);
    expect(isSourceAsSent({ landing: "/x", click: true, utm_term: null })).toBe(true);
    expect(isSourceAsSent({ landing: "/x", padding: "y" })).toBe(false);
    expect(isSourceAsSent({ utm_content: "y".repeat(SENT_VALUE_MAX + 1) })).toBe(false);
    expect(isSourceAsSent({ utm_content: { nested: true } })).toBe(false);
    expect(isSourceAsSent("landing")).toBe(false);
    expect(isSourceAsSent([])).toBe(false);
  });
});
