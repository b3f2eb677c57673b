import { describe, expect, it } from "vitest";
import { LIMITS, QUICK_MESSAGE, QUICK_NAME, isHoneypotFilled, parseContact, visibleLength } from "@domain/lead/validation";
import { isUtf8Request } from "../../../server/http/charset";

const valid = { name: "Dana Whitfield", email: "dana@whitfield-hvac.com", subject: "New website", message: "We need a site." };
const x = (n: number) => "x".repeat(n);

describe("parseContact accepts", () => {
  it.each([
    
    ["a full form lead", { ...valid, kind: "full", phone: "(586) 555-0142" }],
    ["phone with + ( ) - and spaces", { ...valid, phone: "+1 (586) 555-0142" }],
    ["phone with dots", { ...valid, phone: "586.555.0142" }],
    ["a unicode name", { ...valid, name: "José Núñez-Ødegård" }],
    ["a CJK name", { ...valid, name: "李小龙" }],
    ["an emoji name counted as characters", { ...valid, name: "🙂".repeat(LIMITS.name) }],
    ["an apostrophe name", { ...valid, name: "Siobhán O'Brien" }],
    ["plus addressing", { ...valid, email: "owner+web@shop.example.co.uk" }],
    ["a multi-line message", { ...valid, message: "Line one\r\nLine two\n\tindented" }],
    ["a name at the limit", { ...valid, name: x(LIMITS.name) }],
    ["a subject at the limit", { ...valid, subject: x(LIMITS.subject) }],
    ["a message at the limit", { ...valid, message: x(LIMITS.message) }],
    ["a phone at the limit", { ...valid, phone: "1".repeat(LIMITS.phone) }],
    // What a person sees is what counts: 5,000 characters of any script fit.
    ["5,000 Devanagari characters (four code points each)", { ...valid, message: "क्षि".repeat(LIMITS.message) }],
    ["5,000 Thai characters with tone marks", { ...valid, message: "กุ้".repeat(LIMITS.message) }],
    ["5,000 Chinese characters", { ...valid, message: "龍".repeat(LIMITS.message) }],
    ["5,000 flags", { ...valid, message: "🇺🇸".repeat(LIMITS.message) }],
    ["5,000 emoji with a skin tone", { ...valid, message: "👍🏽".repeat(LIMITS.message) }],
    ["a Hindi name at the limit", { ...valid, name: "क्षि".repeat(LIMITS.name) }],
    ["a Persian name with a zero-width non-joiner (dropped)", { ...valid, name: "می\u200Cخواهم" }],
    ["a local part of 64 and a label of 63 characters", { ...valid, email: `${x(64)}@${x(63)}.example.com` }],
    ["a location lead", { kind: "location", location: "sterling-heights", name: "Lee", email: "lee@example.com", message: "Hi" }],
    ["a quick lead with just an email", { kind: "quick", email: "owner@example.com" }],
  ])("%s", (_label, raw) => {
    const result = parseContact(raw, { rules: "form" });
    expect(result).toMatchObject({ ok: true });
  });

  it("trims values and drops empty optional fields", () => {
    const result = parseContact({ name: "  Ann  ", email: " ann@example.com ", phone: "  ", subject: "", message: " Hi\r\nthere " });
    expect(result).toEqual({
      ok: true,
      lead: { kind: "full", name: "Ann", email: "ann@example.com", phone: undefined, subject: undefined, message: "Hi\nthere", location: undefined },
    });
  });

  it("fills the quick request's fixed name and message (SPEC §3)", () => {
    const result = parseContact({ kind: "quick", email: "owner@example.com" });
    expect(result).toMatchObject({ ok: true, lead: { kind: "quick", name: QUICK_NAME, message: QUICK_MESSAGE, email: "owner@example.com" } });
  });

  it("ignores a location sent with another kind", () => {
    const result = parseContact({ ...valid, location: "warren" });
    expect(result).toMatchObject({ ok: true, lead: { location: undefined } });
  });
});

describe("parseContact rejects", () => {
  it.each([
    ["an empty quick email", { kind: "quick", email: "" }, "email", "Email is required"],
    ["a missing email", { name: "Ann", message: "Hi" }, "email", "Email is required"],
    ["a missing name", { email: "a@example.com", message: "Hi" }, "name", "Name is required"],
    ["a blank name", { ...valid, name: "   " }, "name", "Name is required"],
    ["a missing message", { name: "Ann", email: "a@example.com" }, "message", "Message is required"],
    ["a malformed email", { ...valid, email: "ann@" }, "email", "Please enter a valid email address"],
    ["an email without a dot in the domain", { ...valid, email: "ann@localhost" }, "email", "Please enter a valid email address"],
    ["a comma list of addresses", { ...valid, email: "a@example.com,b@example.com" }, "email", "Please enter a single email address"],
    ["a semicolon list of addresses", { ...valid, email: "a@example.com; b@example.com" }, "email", "Please enter a single email address"],
    ["two addresses separated by a space", { ...valid, email: "a@example.com b@example.com" }, "email", "Please enter a single email address"],
    ["a display-name address", { ...valid, email: "Ann <a@example.com>" }, "email", "Please enter a valid email address"],
    ["CRLF header injection in the email", { ...valid, email: "a@example.com\r\nBcc: victim@example.com" }, "email", "Please enter a single email address"],
    ["LF injection in the email", { ...valid, email: "a@example.com\nBcc:x@y.com" }, "email", "Please enter a single email address"],
    ["CRLF header injection in the subject", { ...valid, subject: "Hi\r\nBcc: victim@example.com" }, "subject", "Subject must be a single line"],
    ["a bare CR in the subject", { ...valid, subject: "Hi\rthere" }, "subject", "Subject must be a single line"],
    ["CRLF in the name", { ...valid, name: "Ann\r\nBcc: x@y.com" }, "name", "Name must be a single line"],
    ["a NUL byte in the name", { ...valid, name: "Ann\u0000" }, "name", "Name must be a single line"],
    ["a unicode line separator in the name", { ...valid, name: "Ann\u2028Bcc" }, "name", "Name must be a single line"],
    ["control characters in the message", { ...valid, message: "Hi\u0007" }, "message", "Message contains characters we cannot accept"],
    ["a name over 100 characters", { ...valid, name: x(LIMITS.name + 1) }, "name", "Name must be 100 characters or fewer"],
    ["an email over 254 characters", { ...valid, email: `${x(250)}@example.com` }, "email", "Email must be 254 characters or fewer"],
    ["a phone over 40 characters", { ...valid, phone: "1".repeat(LIMITS.phone + 1) }, "phone", "Phone must be 40 characters or fewer"],
    ["letters in the phone", { ...valid, phone: "call me" }, "phone", "Phone may contain only digits, spaces and + ( ) - ."],
    ["a subject over 200 characters", { ...valid, subject: x(LIMITS.subject + 1) }, "subject", "Subject must be 200 characters or fewer"],
    ["a message over 5000 characters", { ...valid, message: x(LIMITS.message + 1) }, "message", "Message must be 5000 characters or fewer"],
    ["a lone surrogate in the name", { ...valid, name: "Ann\uD800" }, "name", "Name contains characters we cannot accept"],
    ["a lone low surrogate in the message", { ...valid, message: "Hi \uDC00 there" }, "message", "Message contains characters we cannot accept"],
    ["U+FFFD (invalid UTF-8 decoded) in the subject", { ...valid, subject: "Hi \uFFFD" }, "subject", "Subject contains characters we cannot accept"],
    ["one character of a thousand combining marks", { ...valid, name: `a${"\u0301".repeat(1000)}` }, "name", "Name must be 100 characters or fewer"],
    ["a name that is only invisible characters", { ...valid, name: "\u202E\u200B\uFEFF" }, "name", "Name is required"],
    ["a local part over 64 characters", { ...valid, email: `${x(65)}@example.com` }, "email", "Please enter a valid email address"],
    ["a domain label over 63 characters", { ...valid, email: `a@${x(64)}.example.com` }, "email", "Please enter a valid email address"],
    ["a name that is not text", { ...valid, name: 42 }, "name", "Name must be text"],
    ["an email that is a list", { ...valid, email: ["a@example.com", "b@example.com"] }, "email", "Email must be text"],
    ["an unknown kind", { ...valid, kind: "admin" }, "kind", "Kind must be one of quick, full, location"],
    ["a location lead without a town", { kind: "location", name: "Lee", email: "lee@example.com", message: "Hi" }, "location", "Location is required"],
    ["a location lead with an unknown town", { kind: "location", location: "atlantis", name: "Lee", email: "lee@example.com", message: "Hi" }, "location", "Unknown location"],
  ])("%s", (_label, raw, field, message) => {
    const result = parseContact(raw as Record<string, unknown>);
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.fields).toMatchObject({ [field]: message });
  });

  it("reports every invalid field at once", () => {
    const result = parseContact({ kind: "full", name: "", email: "nope", message: "" }, { rules: "form" });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: "Name is required",
        email: "Please enter a valid email address",
        subject: "Subject is required",
        message: "Message is required",
      },
    });
  });

  it("requires a subject in the full form but not in the API", () => {
    const lead = { kind: "full", name: "Ann", email: "a@example.com", message: "Hi" };
    expect(parseContact(lead, { rules: "form" })).toMatchObject({ ok: false, fields: { subject: "Subject is required" } });
    expect(parseContact(lead, { rules: "api" })).toMatchObject({ ok: true });
  });
});

describe("text hygiene", () => {
  it("drops bidi controls, zero-width and tag characters from name and subject (they reach the email Subject)", () => {
    const result = parseContact({
      ...valid,
      name: "Dana\u202E\u2066Whitfield\u2069\u200B",
      subject: "\uFEFFNew\u200D site\u{E0041}\u{E007F}",
    });
    expect(result).toMatchObject({ ok: true, lead: { name: "DanaWhitfield", subject: "New site" } });
  });

  it("counts characters as people see them", () => {
    expect(visibleLength("क्षि")).toBe(1);
    expect(visibleLength("🇺🇸👍🏽é")).toBe(3);
  });

  it("accepts only UTF-8 request bodies", () => {
    expect(isUtf8Request("application/json")).toBe(true);
    expect(isUtf8Request("application/json; charset=UTF-8")).toBe(true);
    expect(isUtf8Request('application/x-www-form-urlencoded; charset="utf-8"')).toBe(true);
    expect(isUtf8Request("application/json; charset=iso-8859-1")).toBe(false);
    expect(isUtf8Request("application/x-www-form-urlencoded;charset=windows-1252")).toBe(false);
  });
});

describe("isHoneypotFilled", () => {
  it.each([
    [{}, false],
    [{ company_website: "" }, false],
    [{ company_website: "   " }, false],
    [{ company_website: "https://spam.example" }, true],
    [{ company_website: 1 }, true],
    [{ company_website: { toString: null } }, true],
    [{ company_website: Object.create(null) }, true],
    [{ company_website: null }, false],
  ])("%j → %s", (raw, expected) => {
    expect(isHoneypotFilled(raw)).toBe(expected);
  });
});
