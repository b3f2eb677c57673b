import { describe, expect, it } from "vitest";
import { headerText, mailbox, plainAddress, UnsafeAddressError } from "../../../server/mail/header-text";
import { nodemailerOptions } from "../../../server/outbox/mail-sender";

const PROBE = "=?UTF-8?B?YQ0KQmNjOiB2QGV2aWwudGVzdA==?=";
/** The probe's name made safe: a zero-width space after each `=` that is followed by `?`. */
const SAFE_PROBE = "=\u200b?UTF-8?B?YQ0KQmNjOiB2QGV2aWwudGVzdA==\u200b?=";

describe("header text from outside input (server/mail/header-text.ts)", () => {
  it("leaves ordinary text as it is, on one line", () => {
    expect(headerText("Contact message: Dana Whitfield (New site)")).toBe("Contact message: Dana Whitfield (New site)");
    expect(headerText("Zoë\r\nBcc: v@evil.test\u2028x")).toBe("Zoë Bcc: v@evil.test x");
  });

  it("leaves no `=?` in it: a zero-width space goes between, so nothing reads as an encoded word", () => {
    const safe = headerText(`Contact message: ${PROBE} (x=?utf-8?q?=0D=0A?=y)`);
    expect(safe).not.toContain("=?");
    expect(safe.replaceAll("\u200b", "")).toBe(`Contact message: ${PROBE} (x=?utf-8?q?=0D=0A?=y)`);
    expect(headerText(PROBE)).toBe(SAFE_PROBE);
    expect(headerText("a==??b")).toBe("a==\u200b??b");
  });

  it("takes a plain address (an international domain in its ASCII form) and nothing a header would have to quote", () => {
    expect(plainAddress("dana.w+site@example.com")).toBe("dana.w+site@example.com");
    expect(plainAddress("owner@büro.de")).toBe("owner@xn--bro-hoa.de");
    for (const address of ["=?utf-8?q?a=0D=0ABcc=3A_v=40evil.test?=@agency.test", "a>,v@evil.test", `"a b"@example.com`, "a@b", "a..b@example.com", "@example.com", "a@exa mple.com", "zoë@example.com"]) {
      expect(plainAddress(address), address).toBeNull();
    }
  });

  it("makes the mailbox's name safe, leaves a configured address to nodemailer, and refuses an address holding `=?`", () => {
    expect(mailbox({ name: `${PROBE}\r\n`, address: "x@agency.test" })).toEqual({ name: SAFE_PROBE, address: "x@agency.test" });
    expect(mailbox("Leads <leads@agency.example>, owner@agency.example")).toBe("Leads <leads@agency.example>, owner@agency.example");
    expect(() => mailbox({ name: "Eve", address: "=?utf-8?q?a=0D=0A?=@evil.test" })).toThrow(UnsafeAddressError);
    expect(() => mailbox("=?utf-8?q?a=0D=0A?=@evil.test")).toThrow(UnsafeAddressError);
  });

  it("the mailer hands nodemailer only made-safe Subject, To and Reply-To", () => {
    const options = nodemailerOptions({
      from: "site@agency.example",
      to: "leads@agency.example",
      replyTo: { name: PROBE, address: "x@agency.test" },
      subject: `Contact message: ${PROBE}`,
      text: "hi",
      html: "<p>hi</p>",
      headers: { "X-Lead-Id": "1" },
    });
    expect(options.subject).toBe(`Contact message: ${SAFE_PROBE}`);
    expect(options.to).toBe("leads@agency.example");
    expect(options.replyTo).toEqual({ name: SAFE_PROBE, address: "x@agency.test" });
    expect(options.headers).toEqual({ "X-Lead-Id": "1" });
  });
});
