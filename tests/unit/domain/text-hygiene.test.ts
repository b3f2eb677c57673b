/**
 * One normalisation for every stored text field (issue 22): whatever a form or API receives, what
 * is stored is NFC and holds no bidi control, no noncharacter and no control character but the
 * line feed of a multi-line field. Each hostile character is tried in every field of every form and
 * API, clean and (for leads) as spam, which is stored without validation.
 */
import { describe, expect, it } from "vitest";
import { parseContact } from "@domain/lead/validation";
import { parseBooking } from "@domain/booking/validation";
import { offeredSlots } from "@domain/booking/schedule";
import { normalizeText, storableText } from "@domain/text";
import { createContactService } from "../../../server/contact/service";
import type { LeadStore, NewLead } from "../../../server/contact/lead-store";

const HOSTILE: [string, string][] = [
  ["right-to-left override U+202E", "\u202E"],
  ["left-to-right embedding U+202A", "\u202A"],
  ["Arabic letter mark U+061C", "\u061C"],
  ["left-to-right mark U+200E", "\u200E"],
  ["right-to-left mark U+200F", "\u200F"],
  ["first strong isolate U+2068", "\u2068"],
  ["pop directional isolate U+2069", "\u2069"],
  ["noncharacter U+FFFE", "\uFFFE"],
  ["noncharacter U+FFFF", "\uFFFF"],
  ["noncharacter U+FDD0", "\uFDD0"],
  ["noncharacter U+1FFFF", "\u{1FFFF}"],
  ["noncharacter U+10FFFF", "\u{10FFFF}"],
  ["NUL", "\u0000"],
  ["bell U+0007", "\u0007"],
  ["escape U+001B", "\u001B"],
  ["delete U+007F", "\u007F"],
  ["next line U+0085 (C1)", "\u0085"],
  ["C1 U+009B", "\u009B"],
  ["tab", "\t"],
  ["carriage return", "\r"],
  ["line separator U+2028", "\u2028"],
  ["lone high surrogate", "\uD800"],
  ["replacement character U+FFFD", "\uFFFD"],
  ["zero-width space", "\u200B"],
  ["byte order mark", "\uFEFF"],
];

// Bidi controls, noncharacters, C0/C1 controls but \n, line separators, surrogates, U+FFFD.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFE\uFFFF\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF\uFFFD]|[\u{1FFFE}\u{1FFFF}\u{10FFFE}\u{10FFFF}]/u;
const MULTILINE = new Set(["message", "topic"]);

/** A stored string is clean: NFC, nothing forbidden, and a one-line field has no line break either. */
function expectStorable(field: string, value: unknown) {
  if (typeof value !== "string") return;
  expect(value, `${field}: ${JSON.stringify(value)}`).not.toMatch(FORBIDDEN);
  expect(value.normalize("NFC"), field).toBe(value);
  if (!MULTILINE.has(field)) expect(value, field).not.toMatch(/\n/);
}

const leadForms: { form: string; rules: "api" | "form"; base: Record<string, string>; fields: string[] }[] = [
  { form: "quick", rules: "form", base: { kind: "quick", email: "owner@example.com" }, fields: ["email"] },
  {
    form: "full",
    rules: "form",
    base: { kind: "full", name: "Dana", email: "dana@example.com", phone: "586 555 0142", subject: "Site", message: "Hello" },
    fields: ["name", "email", "phone", "subject", "message"],
  },
  {
    form: "location",
    rules: "form",
    base: { kind: "location", location: "warren", name: "Lee", email: "lee@example.com", phone: "586 555 0142", message: "Hi" },
    fields: ["name", "email", "phone", "message", "location"],
  },
  {
    form: "POST /api/contact",
    rules: "api",
    base: { name: "Dana", email: "dana@example.com", phone: "586 555 0142", subject: "Site", message: "Hello" },
    fields: ["name", "email", "phone", "subject", "message"],
  },
];

describe("every lead field of every form and the API stores clean text or refuses it", () => {
  for (const { form, rules, base, fields } of leadForms) {
    for (const field of fields) {
      it.each(HOSTILE)(`${form} · ${field} · %s`, (_label, char) => {
        const raw = { ...base, [field]: `${base[field] ?? "Text"}${char}x${char}` };
        const result = parseContact(raw, { rules });
        if (result.ok) for (const [name, value] of Object.entries(result.lead)) expectStorable(name, value);
        else expect(result.fields[field as keyof typeof result.fields]).toBeTruthy();
      });
    }
  }
});

describe("every booking field (form and API share the parser) stores clean text or refuses it", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const slot = offeredSlots(now)[0]!.start;
  const base = { slot, name: "Dana", email: "dana@example.com", phone: "586 555 0142", topic: "A new site" };
  for (const field of ["name", "email", "phone", "topic"] as const) {
    it.each(HOSTILE)(`booking · ${field} · %s`, (_label, char) => {
      const result = parseBooking({ ...base, [field]: `${base[field]}${char}x${char}` }, now);
      if (result.ok) for (const [name, value] of Object.entries(result.booking)) expectStorable(name, value);
      else expect(result.fields[field]).toBeTruthy();
    });
  }
});

describe("a spam lead (stored without validation) is stored clean too", () => {
  it.each(HOSTILE)("%s in every field", async (_label, char) => {
    const stored: NewLead[] = [];
    const store = { insert: async (lead: NewLead) => (stored.push(lead), { id: "1", ...lead }) } as unknown as LeadStore;
    const service = createContactService({ store, rateLimiter: null, onQueued: () => {}, ping: async () => true, spam: { lead: async () => [], booking: async () => [] } });
    const dirty = (text: string) => `${text}${char}é${char}`;
    await service.submit(
      { name: dirty("Bot"), email: dirty("bot@example.com"), phone: dirty("1"), subject: dirty("Buy"), message: dirty("Spam"), company_website: dirty("x") },
      { clientAddress: "127.0.0.1" },
    );
    expect(stored).toHaveLength(1);
    for (const [name, value] of Object.entries(stored[0]!)) expectStorable(name, value);
  });
});

describe("normalizeText", () => {
  it("composes to NFC, so é typed two ways is one stored string", () => {
    expect(normalizeText("Jose\u0301")).toBe("José");
  });
  it("keeps line breaks in a message as \\n and turns tabs into spaces", () => {
    expect(normalizeText("a\r\nb\rc\u2028d\te", { multiline: true })).toBe("a\nb\nc\nd e");
  });
  it("keeps the zero-width joiner a message needs for emoji and Indic scripts, drops it from a line", () => {
    expect(normalizeText("👩\u200D💻", { multiline: true })).toBe("👩\u200D💻");
    expect(normalizeText("a\u200Db")).toBe("ab");
  });
  it("storableText clips without splitting a surrogate pair", () => {
    expect(storableText("ab🙂", 3)).toBe("ab");
  });
});
