/**
 * The document with every character above U+00FF written as an escape the browser reads back to the same
 * character: a numeric character reference in markup and attributes, `\uXXXX` in scripts, a CSS escape in
 * styles. The text a visitor sees, the DOM and what React hydrates are unchanged.
 *
 * Why: Chromium decodes the HTML it receives into 8-bit strings while every character fits in Latin-1, and
 * into 16-bit strings (twice the memory to fill and scan) around the first one that does not. One curly
 * quote deep in the home page made the task that decodes the rest of the body take 9–27 ms on a slow host
 * instead of 3–9 ms (docs/performance.md, decision 060): a long task before the first paint on a slow phone.
 */

/** A character outside Latin-1: an astral one (emoji) as its two UTF-16 halves, one match. No `u` flag: it scans 3× faster. */
const WIDE = /[\u0100-\uffff]/;
const WIDE_ALL = /[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g;

/** Elements whose content the HTML parser takes as raw text: character references are not decoded there. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");

/** `&#8220;`: decoded in text, attribute values and RCDATA (`<title>`, `<textarea>`). */
const asMarkup = (text: string) => text.replace(WIDE_ALL, (character) => `&#${character.codePointAt(0)};`);

/** `\u201c` (an astral character as its two UTF-16 halves): valid in a JavaScript or JSON string, regex or comment. */
const asScript = (source: string) =>
  source.replace(WIDE_ALL, (character) => Array.from({ length: character.length }, (_, i) => `\\u${hex(character.charCodeAt(i), 4)}`).join(""));

/** `\201c ` in CSS: the one space after the hex digits ends the escape and is not part of the text. */
const asCss = (source: string) => source.replace(WIDE_ALL, (character) => `\\${hex(character.codePointAt(0)!, 1)} `);

export function withLatin1Characters(html: string): string {
  if (!WIDE.test(html)) return html;
  let out = "";
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [whole, start, name, content, end] = match as unknown as [string, string, string, string, string];
    out += asMarkup(html.slice(last, match.index)) + start + (name.toLowerCase() === "script" ? asScript(content) : asCss(content)) + end;
    last = match.index + whole.length;
  }
  return out + asMarkup(html.slice(last));
}
