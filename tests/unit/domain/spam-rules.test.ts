/** Each spam rule on its own (domain/spam), then the rules together with the facts the server supplies. */
import { describe, expect, it } from "vitest";
import { execSync } from "node:child_process";
import { isHoneypotFilled } from "@domain/spam/honeypot";
import { isLinkStuffed, isMostlyLinksOrRepeats, LINK_LIMIT, linksIn } from "@domain/spam/links";
import { emailDomain, isDisposableEmail, isInvalidEmailDomain } from "@domain/spam/email-domain";
import { DUPLICATE_WINDOW_MS, isDuplicate } from "@domain/spam/duplicate";
import { DEFAULT_EMAIL_LIMIT, isOverEmailLimit } from "@domain/spam/rate";
import { formatSpamReason, parseSpamReason, SPAM_RULE_LABELS, SPAM_RULES, spamRuleLabel, spamRules } from "@domain/spam/rules";
import { QUICK_MESSAGE } from "@domain/lead/fields";
import { disposableDomains } from "../../../server/spam/disposable-domains";

const now = new Date("2026-11-24T15:00:00.000Z");
const noList = { has: () => false };

describe("honeypot", () => {
  it("fires on any text or any non-string value, not on empty or white space", () => {
    expect(isHoneypotFilled({ company_website: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ company_website: { toString: null } })).toBe(true);
    expect(isHoneypotFilled({ company_website: 0 })).toBe(true);
    expect(isHoneypotFilled({ company_website: "" })).toBe(false);
    expect(isHoneypotFilled({ company_website: "  " })).toBe(false);
    expect(isHoneypotFilled({ company_website: null })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

describe("link_stuffed", () => {
  it(`allows up to ${LINK_LIMIT} links (a visitor's site and two they like), fires past that`, () => {
    const three = "Our site is https://bakery.example, we like www.one.example and http://two.example/page.";
    expect(linksIn(three)).toHaveLength(3);
    expect(isLinkStuffed(three)).toBe(false);
    expect(isLinkStuffed(`${three} Also https://three.example`)).toBe(true);
  });

  it("counts a URL once, with or without www, and not bare domain names", () => {
    expect(linksIn("see http://www.example.com/a?b=c and mybakery.com")).toEqual(["http://www.example.com/a?b=c"]);
    expect(isLinkStuffed("[url=http://a.example]a[/url] [url=http://b.example]b[/url] [url=http://c.example]c[/url] [url=http://d.example]d[/url]")).toBe(true);
  });
});

describe("mostly_links_or_repeats", () => {
  it("fires on a message that is mostly URLs", () => {
    expect(isMostlyLinksOrRepeats("http://cheap-pills.example/buy-now-with-discount")).toBe(true);
    expect(isMostlyLinksOrRepeats("Look https://x.example/very/long/path/to/a/page/that/goes/on")).toBe(true);
    expect(isMostlyLinksOrRepeats("see http://a.example/offer and http://b.example/offer")).toBe(true);
  });

  it("fires on repeated characters or one repeated word", () => {
    expect(isMostlyLinksOrRepeats("aaaaaaaaaaaaaaaaaaaaaaaa")).toBe(true);
    expect(isMostlyLinksOrRepeats("!!!!!!!!!!!!!!!! hi ??????????????")).toBe(true);
    expect(isMostlyLinksOrRepeats("buy buy buy buy buy buy now")).toBe(true);
  });

  it("leaves real enquiries alone, including short ones and one link among a few words", () => {
    for (const text of [
      "https://mybakery-clintontownship.example redesign",
      '=HYPERLINK("http://evil.example")',
      "We need a new website for our bakery in Clinton Township. Current site: https://bakery.example",
      "Hi!!!!",
      "Call me!!!! We need a quote for a shop with about 40 products.",
      QUICK_MESSAGE,
      "",
      "Zoë's café — 2–3 pages, please 😊",
    ]) {
      expect(isMostlyLinksOrRepeats(text), text).toBe(false);
    }
  });
});

describe("invalid_email_domain", () => {
  it("fires on a domain without a dot, an IP literal, a malformed label, a digit TLD, names that never get mail", () => {
    for (const email of ["a@localhost", "a@[192.0.2.1]", "a@192.0.2.1", "a@-bad.com", "a@bad-.com", "a@x.123", "a@shop.invalid", "a@box.localhost", "a@nas.local", "a@host.internal", "a@router.home.arpa", "a@x.onion", "nodomain"]) {
      expect(isInvalidEmailDomain(email), email).toBe(true);
    }
  });

  it("leaves real domains and the reserved example domains the tests and demos use alone", () => {
    for (const email of ["a@example.com", "a@example.org", "a@example.net", "owner@agency.example", "x@y.com", "owner+web@shop.example.co.uk", "a@sub.test", "hello@macombwebstudio.example", "A@Gmail.COM", "a@xn--caf-dma.example."]) {
      expect(isInvalidEmailDomain(email), email).toBe(false);
    }
  });

  it("reads the domain after the last @, lower-cased, without a trailing dot", () => {
    expect(emailDomain("Dana@Example.COM.")).toBe("example.com");
  });
});

describe("disposable_email", () => {
  const list = new Set(["mailinator.com", "yopmail.com"]);
  it("fires on a listed domain and on any domain under one", () => {
    expect(isDisposableEmail("x@mailinator.com", list)).toBe(true);
    expect(isDisposableEmail("x@MX.Mailinator.com", list)).toBe(true);
    expect(isDisposableEmail("x@notmailinator.com", list)).toBe(false);
    expect(isDisposableEmail("x@example.com", list)).toBe(false);
  });

  it("the shipped list (mailchecker) knows throwaway providers and none of the domains the test suite uses", () => {
    expect(isDisposableEmail("x@mailinator.com", disposableDomains)).toBe(true);
    expect(isDisposableEmail("x@yopmail.com", disposableDomains)).toBe(true);
    const used = execSync("grep -rhoE '@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}' tests/ || true", { encoding: "utf8" })
      .split("\n")
      .map((match) => match.slice(1).toLowerCase())
      .filter(Boolean);
    const flagged = [...new Set(used)].filter((domain) => isDisposableEmail(`x@${domain}`, disposableDomains));
    // The unit test's own examples of throwaway domains are the only ones.
    expect(flagged.filter((domain) => !/mailinator|yopmail/.test(domain))).toEqual([]);
    for (const domain of ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "comcast.net", "example.com", "agency.example"]) {
      expect(isDisposableEmail(`x@${domain}`, disposableDomains), domain).toBe(false);
    }
  });
});

describe("duplicate (fixed clock)", () => {
  const earlier = (minutesAgo: number, message = "We need a website.", email = "dana@example.com") => ({
    email,
    message,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  });

  it("fires on the same email (any case) and message (any white space or case) within 24 hours", () => {
    expect(isDuplicate({ email: "Dana@Example.com", message: "we need  a\nwebsite." }, [earlier(60)], now)).toBe(true);
    expect(isDuplicate({ email: "dana@example.com", message: "We need a website." }, [earlier(24 * 60 - 1)], now)).toBe(true);
  });

  it("not after 24 hours, not for another message or another email", () => {
    expect(isDuplicate({ email: "dana@example.com", message: "We need a website." }, [earlier(24 * 60)], now)).toBe(false);
    expect(isDuplicate({ email: "dana@example.com", message: "We need a shop." }, [earlier(5)], now)).toBe(false);
    expect(isDuplicate({ email: "other@example.com", message: "We need a website." }, [earlier(5)], now)).toBe(false);
    expect(DUPLICATE_WINDOW_MS).toBe(86_400_000);
  });
});

describe("rate_email", () => {
  it(`fires once ${DEFAULT_EMAIL_LIMIT.limit} submissions with the address are already stored in the window; off when null`, () => {
    expect(isOverEmailLimit(2, DEFAULT_EMAIL_LIMIT)).toBe(false);
    expect(isOverEmailLimit(3, DEFAULT_EMAIL_LIMIT)).toBe(true);
    expect(isOverEmailLimit(99, null)).toBe(false);
  });
});

describe("the rules together", () => {
  const facts = { recent: [], earlierByEmail: 0, emailLimit: DEFAULT_EMAIL_LIMIT, disposableDomains: noList, now };

  it("a clean enquiry fires nothing", () => {
    expect(spamRules({ email: "dana@example.com", text: "We need a website for the bakery." }, facts)).toEqual([]);
  });

  it("names every rule that fired, in a stable order, stored comma-separated", () => {
    const fired = spamRules(
      { email: "bot@spam.invalid", text: "http://a.example http://b.example http://c.example http://d.example" },
      { ...facts, earlierByEmail: 3, recent: [{ email: "bot@spam.invalid", message: "http://a.example http://b.example http://c.example http://d.example", createdAt: now.toISOString() }] },
    );
    expect(fired).toEqual(["duplicate", "link_stuffed", "mostly_links_or_repeats", "invalid_email_domain", "rate_email"]);
    expect(formatSpamReason(fired)).toBe("duplicate,link_stuffed,mostly_links_or_repeats,invalid_email_domain,rate_email");
    expect(parseSpamReason("duplicate,link_stuffed")).toEqual(["duplicate", "link_stuffed"]);
    expect(formatSpamReason([])).toBeNull();
    expect(parseSpamReason(null)).toEqual([]);
  });

  it("every rule has a label in words; an unknown stored name is shown as it is", () => {
    for (const rule of SPAM_RULES) expect(SPAM_RULE_LABELS[rule]).toMatch(/^[A-Z]/);
    expect(spamRuleLabel("link_stuffed")).toBe("More links than a real enquiry has");
    expect(spamRuleLabel("retired_rule")).toBe("retired_rule");
  });
});
