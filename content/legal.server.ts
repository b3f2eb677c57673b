/**
 * Legal pages (/privacy-policy, /terms-of-service): Markdown files with front matter in ./legal,
 * rendered to HTML at build like the blog (the loaders that call this run during prerendering).
 *
 * The prose quotes the agency's facts through named placeholders, `{{site.email}}`,
 * `{{privacy.leadRetentionMonths}}`, …, filled from ./site.ts (see `legalFacts`), so a deployer edits
 * prose here and facts there. An unknown placeholder throws, which fails the build.
 *
 * Each `## Heading {#anchor}` starts a numbered section; the anchor is its id (linked from the
 * page's contents list and from other pages, so keep it when rewording a heading).
 */
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { formattedAddress, privacy, site, siteUrl, terms } from "./site";

/** What the placeholders can name: `{{site.email}}`, `{{site.hours.display}}`, `{{terms.priceRange}}`, … */
export const legalFacts = {
  /** `site.address` is the one-line postal address; `site.url` the canonical origin. */
  site: { ...site, address: formattedAddress, url: siteUrl },
  terms,
  privacy,
} as const;

type Facts = Readonly<Record<string, unknown>>;

const frontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1).max(160),
  /** The sentence under the heading. */
  intro: z.string().min(1),
  /** Date of the latest change, shown as "Last updated". */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export interface LegalSection {
  /** Anchor id, linked from the contents list. */
  id: string;
  title: string;
  /** Rendered HTML of the section's body (our own Markdown, so trusted). */
  html: string;
}

export interface LegalDocumentData extends z.infer<typeof frontMatter> {
  sections: LegalSection[];
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function lookUp(facts: Facts, name: string): string | undefined {
  let value: unknown = facts;
  for (const key of name.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** Characters that would start Markdown or HTML inside a fact, backslash-escaped so the fact reads as typed. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>~]/g, "\\$&");

/** Replaces every `{{name}}` with its fact; an unknown name, or braces left over, throw. */
export function fillPlaceholders(text: string, facts: Facts, where: string, escape: (value: string) => string = (value) => value): string {
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = lookUp(facts, name);
    if (value === undefined) {
      throw new Error(`${where}: unknown placeholder {{${name}}} (use one of the facts of content/site.ts, e.g. {{site.email}})`);
    }
    return escape(value);
  });
  const stray = /\{\{|\}\}/.exec(filled);
  if (stray) throw new Error(`${where}: malformed placeholder near "${filled.slice(Math.max(0, stray.index - 20), stray.index + 20)}"`);
  return filled;
}

const SECTION_HEADING = /^## (.+?) \{#([a-z0-9-]+)\}[ \t]*$/gm;

/** Parses one legal page's Markdown: front matter, then `## Title {#id}` sections. */
export function parseLegalDocument(file: string, raw: string, facts: Facts = legalFacts): LegalDocumentData {
  const { data, content } = matter(raw);
  const updated = data.updated instanceof Date ? data.updated.toISOString().slice(0, 10) : data.updated;
  const text = (value: unknown, field: string) => (typeof value === "string" ? fillPlaceholders(value, facts, `${file} (${field})`) : value);
  const meta = frontMatter.parse({ title: text(data.title, "title"), description: text(data.description, "description"), intro: text(data.intro, "intro"), updated });

  const body = fillPlaceholders(content, facts, file, escapeMarkdown);
  const headings = [...body.matchAll(SECTION_HEADING)];
  const before = body.slice(0, headings[0]?.index ?? body.length).trim();
  if (headings.length === 0 || before) throw new Error(`${file}: the text must be sections, each starting with "## Title {#anchor}"`);
  const sections = headings.map((heading, i): LegalSection => {
    const [line, title, id] = heading as unknown as [string, string, string];
    if (/^#{1,2} /m.test(body.slice(heading.index + line.length, headings[i + 1]?.index))) {
      throw new Error(`${file}: section "${title}" holds a heading of level 1 or 2; use ### inside a section`);
    }
    const markdown = body.slice(heading.index + line.length, headings[i + 1]?.index ?? body.length);
    return { id, title, html: marked.parse(markdown, { async: false, gfm: true }).trim() };
  });
  const ids = sections.map((s) => s.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new Error(`${file}: two sections have the anchor #${repeated}`);
  return { ...meta, sections };
}

const sources = import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true });

/** Every legal page, parsed when the module loads: a bad placeholder fails the build, not a visit. */
const documents = new Map(
  Object.entries(sources).map(([file, raw]) => {
    const page = file.replace(/^\.\/legal\//, "").replace(/\.md$/, "");
    return [page, parseLegalDocument(`content/legal/${page}.md`, raw)] as const;
  }),
);

export type LegalPage = "privacy-policy" | "terms-of-service";

export function legalDocument(page: LegalPage): LegalDocumentData {
  const document = documents.get(page);
  if (!document) throw new Error(`content/legal/${page}.md is missing`);
  return document;
}
