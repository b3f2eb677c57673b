import { describe, expect, it } from "vitest";
import { parseRateLimit, readConfig } from "../../../server/config";
import { MemoryRateLimiter } from "../../../server/rate-limit/memory-rate-limiter";
import { DEFAULT_BACKOFF, retryDelayMs } from "../../../server/outbox/worker";
import { csvCell, leadsCsv } from "../../../server/export/csv";
import { leadFixture } from "../../support/lead-fixture";

describe("CONTACT_RATE_LIMIT", () => {
  it("defaults to 5 per 10 minutes, 0 turns it off", () => {
    expect(parseRateLimit(undefined)).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit("0")).toBeNull();
    expect(parseRateLimit("20/60")).toEqual({ limit: 20, windowMs: 60_000 });
  });

  it.each(["5", "5/", "a/b", "0/60", "5/0", "-1/60"])("rejects %j loudly", (value) => {
    expect(() => parseRateLimit(value)).toThrow(/CONTACT_RATE_LIMIT/);
  });

  it("reads the contract's environment", () => {
    const config = readConfig({ CONTACT_RATE_LIMIT: "0", TRUST_PROXY: "1", SMTP_URL: " ", DATABASE_URL: "" });
    expect(config.rateLimit).toBeNull();
    expect(config.trustProxyHops).toBe(1);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.contactTo).toBe("hello@macombwebstudio.example");
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("reads SHUTDOWN_DRAIN_MS: 5 s by default, 0 allowed, anything but whole milliseconds refused", () => {
    expect(readConfig({}).shutdownDrainMs).toBe(5_000);
    expect(readConfig({ SHUTDOWN_DRAIN_MS: "0" }).shutdownDrainMs).toBe(0);
    expect(readConfig({ SHUTDOWN_DRAIN_MS: " 1500 " }).shutdownDrainMs).toBe(1_500);
    for (const value of ["-1", "1.5", "5s", "9999999"]) expect(() => readConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it("reads SITE_URL's origin, and refuses anything but an http(s) URL", () => {
    expect(readConfig({ SITE_URL: "https://www.example.com/" }).siteOrigin).toBe("https://www.example.com");
    expect(readConfig({}).siteOrigin).toBeUndefined();
    expect(() => readConfig({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
  });

  it("reads SITE_URL at run time for the links in booking emails", () => {
    expect(readConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(readConfig({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
    expect(() => readConfig({ SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL/);
  });
});

describe("MemoryRateLimiter", () => {
  it("allows N requests per window per client, then answers with the wait", async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(await limiter.take("a")).toEqual({ allowed: true });
    now += 10_000;
    expect(await limiter.take("a")).toEqual({ allowed: true });
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await limiter.take("b")).toEqual({ allowed: true });
    now += 50_000;
    expect(await limiter.take("a")).toEqual({ allowed: true });
  });
});

describe("retry backoff", () => {
  it("doubles from 30 s, caps at 2 h, and gives up after about 24 hours", () => {
    expect(retryDelayMs(1, DEFAULT_BACKOFF)).toBe(30_000);
    expect(retryDelayMs(2, DEFAULT_BACKOFF)).toBe(60_000);
    expect(retryDelayMs(12, DEFAULT_BACKOFF)).toBe(2 * 3_600_000);
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_BACKOFF.maxAttempts; attempt++) total += retryDelayMs(attempt, DEFAULT_BACKOFF);
    expect(total / 3_600_000).toBeGreaterThan(23);
    expect(total / 3_600_000).toBeLessThan(25);
  });
});

describe("leads CSV export", () => {
  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+1 586")).toBe("'+1 586");
    expect(csvCell(null)).toBe("");
  });

  it("writes a header and one row per lead", () => {
    const csv = leadsCsv([leadFixture({ id: "1", createdAt: "2026-01-01T00:00:00.000Z", name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello", page: "/" })]);
    expect(csv.split("\r\n")).toEqual([
      "id,createdAt,kind,name,email,phone,subject,message,location,page,spam,spamReason,status,attempts,lastError,sentAt",
      "1,2026-01-01T00:00:00.000Z,full,Ann,ann@example.com,,Hi,Hello,,/,false,,queued,0,,",
      "",
    ]);
  });
});
