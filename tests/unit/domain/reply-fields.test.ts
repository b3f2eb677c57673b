import { describe, expect, it } from "vitest";
import { checkReply, checkSavedReply, fillPlaceholders, firstNameOf, placeholderValues, REPLY_LIMITS, replySubjectFor } from "../../../domain/reply/fields";
import { site } from "../../../content/site";

const values = placeholderValues({ name: "Sam Ortiz" }, "https://www.agency.example/");

describe("saved reply placeholders", () => {
  it("fills {first_name}, {name}, {booking_link} and {agency} for one visitor", () => {
    expect(fillPlaceholders("Hi {first_name}, {name}: book at {booking_link}. {agency}", values)).toBe(
      `Hi Sam, Sam Ortiz: book at https://www.agency.example/book. ${site.name}`,
    );
  });

  it("fills every occurrence, and leaves unknown placeholders and stray braces as typed", () => {
    expect(fillPlaceholders("{first_name} {first_name} {phone} {First_Name} { name } {", values)).toBe("Sam Sam {phone} {First_Name} { name } {");
  });

  it("says 'there' for a visitor who gave no name (the quick form)", () => {
    const nameless = placeholderValues({ name: null }, "https://www.agency.example");
    expect(fillPlaceholders("Hello {first_name}, hello {name}", nameless)).toBe("Hello there, hello there");
    expect(nameless.booking_link).toBe("https://www.agency.example/book");
  });

  it("takes the first word of a name as the first name", () => {
    expect(firstNameOf("  Zoë   van Dijk ")).toBe("Zoë");
    expect(firstNameOf("Cher")).toBe("Cher");
    expect(firstNameOf("   ")).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it("does not read a value as a placeholder again (a name that looks like one stays the name)", () => {
    const tricky = placeholderValues({ name: "{agency}" }, "https://www.agency.example");
    expect(fillPlaceholders("Hi {name}", tricky)).toBe("Hi {agency}");
  });
});

describe("a reply's subject and body", () => {
  it("normalises both: one-line subject trimmed, body with \\n line ends", () => {
    const checked = checkReply({ subject: "  Re: your site\u200b ", body: "Hello,\r\n\r\nThanks.\u202e " });
    expect(checked).toEqual({ ok: true, value: { subject: "Re: your site", body: "Hello,\n\nThanks." } });
  });

  it("refuses a subject with a line break (a header injection) and says why", () => {
    const checked = checkReply({ subject: "Hi\r\nBcc: victim@example.com", body: "x" });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.subject).toBe("Subject must be a single line");
  });

  it("requires both, and caps them", () => {
    const empty = checkReply({ subject: " ", body: undefined });
    expect(empty).toEqual({ ok: false, errors: { subject: "Subject is required", body: "Message is required" } });
    const long = checkReply({ subject: "s".repeat(REPLY_LIMITS.subject + 1), body: "b".repeat(REPLY_LIMITS.body + 1) });
    expect(long).toEqual({ ok: false, errors: { subject: "Subject must be 200 characters or fewer", body: "Message must be 10000 characters or fewer" } });
    expect(checkReply({ subject: "s".repeat(REPLY_LIMITS.subject), body: "b".repeat(REPLY_LIMITS.body) }).ok).toBe(true);
  });

  it("refuses what is not text (a repeated field, an object) without throwing", () => {
    expect(checkReply({ subject: ["a", "b"], body: { x: 1 } }).ok).toBe(false);
    expect(checkSavedReply({ title: "", subject: "S", body: "B" })).toEqual({ ok: false, errors: { title: "Name is required" } });
  });

  it("starts a lead's reply with Re: and their subject, or a subject of our own", () => {
    expect(replySubjectFor("New website", "lead")).toBe("Re: New website");
    expect(replySubjectFor("RE: New website", "lead")).toBe("RE: New website");
    expect(replySubjectFor(null, "lead")).toBe(`Your enquiry to ${site.name}`);
    expect(replySubjectFor(null, "booking")).toBe(`Your consultation with ${site.name}`);
    expect(replySubjectFor("x".repeat(REPLY_LIMITS.subject), "lead")).toHaveLength(REPLY_LIMITS.subject);
  });
});
