/**
 * Every email's body, written once as a list of blocks and rendered twice: the plain-text part and the
 * HTML part come from the same blocks, so the two cannot say different things. This is also the one
 * HTML shell every mail uses. Every value is escaped here; composers pass plain strings.
 *
 * A link reads "words: URL" in plain text and is the linked words in HTML; a quote is "> "-prefixed in
 * plain text and a blockquote in HTML; steps are numbered in plain text and an <ol> in HTML. Everything
 * else is the same words in both.
 */
import { escapeHtml, oneLine } from "./message";

export type MailBlock =
  /** The mail's headline (h1; its own line in plain text). */
  | { kind: "heading"; text: string }
  /** A paragraph; `quiet` is smaller grey print in HTML (footers, hints). */
  | { kind: "paragraph"; text: string; quiet?: boolean; strong?: string }
  /** A subheading (h2). */
  | { kind: "section"; text: string }
  /** Label and value rows ("Name: Jordan Ellis"); rows without a value are left out. */
  | { kind: "fields"; rows: readonly (readonly [string, string | null | undefined])[] }
  /** Text someone typed, kept as typed (line breaks and all), for the agency to read. */
  | { kind: "typed"; text: string }
  /** Text someone typed, quoted back to them ("> " lines in plain text, a blockquote in HTML). */
  | { kind: "quote"; text: string }
  /** A numbered list. */
  | { kind: "steps"; items: readonly string[] }
  /** `before` then the linked words: "Open it in the workspace: https://…". */
  | { kind: "link"; before?: string; text: string; url: string; button?: boolean };

export interface RenderedMail {
  text: string;
  html: string;
}

const presentRows = (rows: Extract<MailBlock, { kind: "fields" }>["rows"]) =>
  rows.filter((row): row is readonly [string, string] => typeof row[1] === "string" && row[1].trim() !== "").map(([label, value]) => [label, oneLine(value)] as const);

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
    case "section":
      return block.text;
    case "paragraph":
      return block.strong ? `${block.text} ${block.strong}` : block.text;
    case "fields":
      return presentRows(block.rows)
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n");
    case "typed":
      return block.text;
    case "quote":
      return block.text
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
    case "steps":
      return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "link":
      return `${block.before ? `${block.before} ` : ""}${block.text}: ${block.url}`;
  }
}

const QUIET = "color:#475569;font-size:14px";

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(block.text)}</h1>`;
    case "section":
      return `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(block.text)}</h2>`;
    case "paragraph":
      return `<p style="margin:0 0 12px${block.quiet ? `;${QUIET}` : ""}">${escapeHtml(block.text)}${block.strong ? ` <strong>${escapeHtml(block.strong)}</strong>` : ""}</p>`;
    case "fields": {
      const rows = presentRows(block.rows)
        .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}:</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
        .join("");
      return rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>` : "";
    }
    case "typed":
      return `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(block.text)}</p>`;
    case "quote":
      return `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case "steps":
      return `<ol style="margin:0 0 12px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ol>`;
    case "link": {
      const style = block.button ? ' style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:8px;text-decoration:none"' : "";
      return `<p style="margin:0 0 12px">${block.before ? `${escapeHtml(block.before)} ` : ""}<a href="${escapeHtml(block.url)}"${style}>${escapeHtml(block.text)}</a></p>`;
    }
  }
}

/** The HTML shell every mail shares. */
function shell(body: string): string {
  return ["<!doctype html>", '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">', body, "</body></html>"].join("\n");
}

/** The blocks as the plain-text part and the HTML part of one email. */
export function renderMail(blocks: readonly MailBlock[]): RenderedMail {
  const shown = blocks.filter((block) => blockText(block) !== "");
  return {
    text: shown.map(blockText).join("\n\n"),
    html: shell(shown.map(blockHtml).join("\n")),
  };
}
