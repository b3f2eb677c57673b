// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { withLatin1Characters } from "../../../app/lib/latin1-characters.server";

const WIDE = /[\u0100-\u{10ffff}]/u;

/** What a browser builds from the document: its scripts' source text, and the rest of its DOM. */
function parsed(html: string) {
  const document = new DOMParser().parseFromString(html, "text/html");
  const scripts = [...document.querySelectorAll("script")].map((script) => script.textContent ?? "");
  for (const element of document.querySelectorAll("script, style")) element.remove();
  return { dom: document.documentElement.outerHTML, title: document.title, textarea: document.querySelector("textarea")?.value, scripts };
}

const page =
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>Let’s talk — Café</title>' +
  '<style>.quote::before{content:"“"}.a{color:red}</style>' +
  '<script type="application/ld+json">{"name":"Café “Nord”","emoji":"Great 👍"}</script>' +
  '<script>window.said = "It’s “fine” 👍";</script></head>' +
  '<body><h2 aria-label="Let’s talk">Let’s talk</h2><blockquote>“Our old site… was slow”</blockquote>' +
  "<p>Café © 2026 · done 👍</p><textarea>Notes — “here”</textarea><SCRIPT>window.upper = \"—\";</SCRIPT></body></html>";

describe("withLatin1Characters", () => {
  it("leaves a document with only Latin-1 characters exactly as it was", () => {
    const html = "<!DOCTYPE html><html><head><title>Café</title></head><body><p>Café © 2026 · à bientôt</p></body></html>";
    expect(withLatin1Characters(html)).toBe(html);
  });

  it("writes every character above U+00FF as an escape, and Latin-1 ones as they are", () => {
    const out = withLatin1Characters(page);
    expect(out).not.toMatch(WIDE);
    expect(out).toContain("<h2 aria-label=\"Let&#8217;s talk\">Let&#8217;s talk</h2>");
    expect(out).toContain("Café © 2026 · done &#128077;</p>");
    expect(out).toContain('content:"\\201c "');
    expect(out).toContain('"emoji":"Great \\ud83d\\udc4d"');
    expect(out).toContain('window.said = "It\\u2019s \\u201cfine\\u201d \\ud83d\\udc4d";');
    expect(out).toContain('<SCRIPT>window.upper = "\\u2014";</SCRIPT>');
  });

  it("builds the same DOM in the browser: text, attributes, title and textarea", () => {
    const before = parsed(page);
    const after = parsed(withLatin1Characters(page));
    expect(after.dom).toBe(before.dom);
    expect(after.dom).toContain('<h2 aria-label="Let’s talk">Let’s talk</h2>');
    expect(after.title).toBe("Let’s talk — Café");
    expect(after.textarea).toBe("Notes — “here”");
  });

  it("keeps scripts meaning the same: the JSON and the script's string read back to the original characters", () => {
    const [json, script] = parsed(withLatin1Characters(page)).scripts;
    expect(JSON.parse(json!)).toEqual({ name: "Café “Nord”", emoji: "Great 👍" });
    const window: { said?: string } = {};
    new Function("window", script!)(window);
    expect(window.said).toBe("It’s “fine” 👍");
  });

  it("writes a CSS escape a stylesheet reads back to the same character", () => {
    const out = withLatin1Characters("<style>.q::before{content:\"“\"}.r::after{content:\"—x\"}</style>");
    expect(out).toBe('<style>.q::before{content:"\\201c "}.r::after{content:"\\2014 x"}</style>');
    const style = document.createElement("style");
    style.textContent = /<style>(.*)<\/style>/.exec(out)![1]!;
    document.head.append(style);
    const rule = [...style.sheet!.cssRules].find((r) => r.cssText.startsWith(".r")) as CSSStyleRule;
    expect(rule.style.getPropertyValue("content")).toBe('"—x"');
  });
});
