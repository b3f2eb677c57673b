import { describe, expect, it } from "vitest";
import { composeLeadMail } from "../../../server/contact/lead-mail";
import { escapeHtml } from "../../../server/mail/message";
import { leadRecord } from "../../support/mail-records";
import { QUICK_MESSAGE, QUICK_NAME } from "@domain/lead/fields";

const lead = leadRecord;

const addresses = { from: "site@agency.example", to: "leads@agency.example", siteUrl: "https://www.agency.example" };

describe("composeLeadMail", () => {
  it("addresses the agency and sets Reply-To to the visitor", () => {
    const mail = composeLeadMail(lead(), addresses);
    expect(mail.from).toBe("site@agency.example");
    expect(mail.to).toBe("leads@agency.example");
    expect(mail.replyTo).toEqual({ name: "Dana Whitfield", address: "dana@example.com" });
    expect(mail.subject).toBe("Full contact form: Dana Whitfield (New website)");
    expect(mail.headers["X-Lead-Id"]).toBe("3f1c0e9a-0000-4000-8000-000000000001");
  });

  it("puts every field in the plain text and the HTML", () => {
    const mail = composeLeadMail(lead(), addresses);
    for (const value of ["Dana Whitfield", "dana@example.com", "(586) 555-0100", "New website", "Hello there", "/contact"]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
  });

  it("escapes every visitor value in the HTML", () => {
    const hostile = `<script>alert("x")</script> & <img src=x onerror='y'>`;
    const mail = composeLeadMail(lead({ name: hostile, subject: hostile, message: hostile, phone: null }), addresses);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=&#39;y&#39;&gt;");
    // The plain text part is not HTML: it shows what the visitor typed.
    expect(mail.text).toContain(hostile);
  });

  it("keeps the subject and Reply-To name on one line even if a stored value has line breaks", () => {
    const mail = composeLeadMail(lead({ name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nX-Injected: 1" }), addresses);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo.name).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("Full contact form: Eve Bcc: victim@example.com (Hi X-Injected: 1)");
  });

  it("names the town of a location lead and the quick request as such", () => {
    expect(composeLeadMail(lead({ kind: "location", subject: null, location: "sterling-heights" }), addresses).subject).toBe(
      "Location page form: Dana Whitfield (from Sterling Heights)",
    );
  });

  it("names a quick request by its address, and quotes no message the visitor did not write", () => {
    const mail = composeLeadMail(lead({ kind: "quick", subject: null, phone: null, name: QUICK_NAME, message: QUICK_MESSAGE }), addresses);
    expect(mail.subject).toBe("Quick consultation form: dana@example.com");
    expect(mail.replyTo).toEqual({ name: "", address: "dana@example.com" });
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(QUICK_NAME);
      expect(part).not.toContain(QUICK_MESSAGE);
      expect(part).toContain("dana@example.com");
      expect(part).toContain("No message: the quick form asks only for an email address.");
    }
  });
});
