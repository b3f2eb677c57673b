import { describe, expect, it } from "vitest";
import { fillPlaceholders, legalDocument, legalFacts, parseLegalDocument } from "@content/legal.server";
import { formattedAddress, privacy, site, terms } from "@content/site";

const doc = (body: string, front = "title: T\ndescription: D\nintro: I\nupdated: 2026-11-22") => `---\n${front}\n---\n\n${body}\n`;

describe("legal pages (content/legal/*.md)", () => {
  it("fill the agency's facts from content/site.ts", () => {
    const privacyPolicy = JSON.stringify(legalDocument("privacy-policy"));
    for (const fact of [site.legalName, site.email, site.phone, site.phoneHref, formattedAddress, `${privacy.leadRetentionMonths} months`]) {
      expect(privacyPolicy).toContain(fact);
    }
    const termsOfService = legalDocument("terms-of-service");
    expect(termsOfService.description).toBe(`The terms for using the ${site.name} website and the information on it.`);
    expect(JSON.stringify(termsOfService)).toContain(`most projects cost ${terms.priceRange}`);
    expect(JSON.stringify(termsOfService)).not.toMatch(/\{\{|\}\}/);
  });

  it("keep emails and phone numbers as links", () => {
    const html = legalDocument("privacy-policy").sections.map((s) => s.html).join("\n");
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    expect(html).toContain(`<a href="${site.phoneHref}">${site.phone}</a>`);
  });

  it("say what a page view keeps and what it never keeps", () => {
    const section = legalDocument("privacy-policy").sections.find((s) => s.id === "visit-counts")!;
    expect(section.html).toContain("adds one to a count for that page, for that day");
    expect(section.html).toContain("store your internet (IP) address, your browser");
    expect(section.html).toContain("or any identifier for you or your device");
    expect(section.html).toContain("prefetching");
  });

  it("keep every section's anchor (other pages and the contents list link to them)", () => {
    expect(legalDocument("privacy-policy").sections.map((s) => s.id)).toEqual([
      "who-we-are", "what-we-collect", "what-we-do-not-collect", "visit-counts", "ip-addresses", "how-we-use-it", "where-it-is-stored",
      "how-long", "sharing", "your-choices", "other-websites", "children", "changes", "contact-us",
    ]);
    expect(legalDocument("terms-of-service").sections.map((s) => s.id)).toEqual([
      "about-these-terms", "information-on-this-site", "prices-and-projects", "consultations-and-offers", "using-the-forms", "acceptable-use",
      "our-content", "other-websites", "no-warranty", "liability", "governing-law", "changes", "contact-us",
    ]);
  });

  it("fail on an unknown placeholder, naming it and the file (the module parses at build, so the build fails)", () => {
    expect(() => parseLegalDocument("content/legal/x.md", doc("## A {#a}\n\nMail {{site.emial}}."))).toThrow(
      "content/legal/x.md: unknown placeholder {{site.emial}}",
    );
    expect(() => parseLegalDocument("content/legal/x.md", doc("## A {#a}\n\nOK.", "title: T\ndescription: About {{site.nam}}\nintro: I\nupdated: 2026-11-22"))).toThrow(
      "content/legal/x.md (description): unknown placeholder {{site.nam}}",
    );
    // A name that is not a fact (an object, a list) is unknown too.
    expect(() => fillPlaceholders("{{site.social}}", legalFacts, "x")).toThrow("unknown placeholder {{site.social}}");
    expect(() => fillPlaceholders("{{site.email}", legalFacts, "x")).toThrow("malformed placeholder");
  });

  it("read a fact as typed, even with Markdown characters in it", () => {
    const facts = { site: { email: "first_last@example.com", name: "*Star* <Studio>" } };
    const { sections } = parseLegalDocument("x.md", doc("## A {#a}\n\n[{{site.email}}](mailto:{{site.email}}) {{site.name}}"), facts);
    expect(sections[0]!.html).toBe('<p><a href="mailto:first_last@example.com">first_last@example.com</a> *Star* &lt;Studio&gt;</p>');
  });

  it("refuse text outside a section, a section without an anchor and a repeated anchor", () => {
    expect(() => parseLegalDocument("x.md", doc("Intro.\n\n## A {#a}\n\nText."))).toThrow("must be sections");
    expect(() => parseLegalDocument("x.md", doc("## A {#a}\n\nText.\n\n## B\n\nText."))).toThrow("use ### inside a section");
    expect(() => parseLegalDocument("x.md", doc("## A {#a}\n\nText.\n\n## B {#a}\n\nText."))).toThrow("two sections have the anchor #a");
  });
});
