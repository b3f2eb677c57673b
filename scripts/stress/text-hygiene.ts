/**
 * Text hygiene on every path that stores text: hostile characters in every field of every form and
 * API, then the database is read back. Whatever was stored (leads, spam included, and bookings) must
 * be NFC and hold no bidi control, noncharacter, C0/C1 control (but the line feed of a multi-line
 * field), lone surrogate or U+FFFD: the one normalisation in domain/text.ts, whichever path.
 */
import { request } from "node:http";
import type { DataLocation } from "./stored-leads";
import { openDatabase } from "../../server/db/connect";

/** Stripped by the normalisation (the lead is then valid): bidi controls, noncharacters, a decomposed é. */
const STRIPPED = "\u202E\u061C\u200E\uFFFE\uFFFF"; // RLO, Arabic letter mark, LRM, two noncharacters
const DECOMPOSED_E = "e\u0301";
/** Refused in a one-line field (422): C0 and C1 controls. */
const CONTROLS = "\u0001\u0007\u001b\u0085\u009b";

type Field = "name" | "email" | "phone" | "subject" | "message" | "location" | "topic";

/** A value of `field` carrying `hostile` (and still shaped like the field, so only the characters decide). */
function value(field: Field, hostile: string, n: number): string {
  switch (field) {
    case "name":
      return `Ren${DECOMPOSED_E} ${hostile}Hygi${hostile}ene`;
    case "email":
      return `${hostile}hyg-${n}@stress${hostile}.example`;
    case "phone":
      return `${hostile}(586) 555-01${String(n % 100).padStart(2, "0")}`;
    case "subject":
      return `Caf${DECOMPOSED_E} ${hostile}subject`;
    case "message":
      return `Line one ${hostile}caf${DECOMPOSED_E}\nLine two${hostile}`;
    case "location":
      return `warren${hostile}`;
    case "topic":
      return `Topic ${hostile}caf${DECOMPOSED_E}\nsecond line`;
  }
}

interface Target {
  name: string;
  path: string;
  body: "json" | "form";
  fields: Field[];
  extra?: Record<string, string>;
  /** A booking takes a free slot of its own. */
  slot?: boolean;
}

const TARGETS: Target[] = [
  { name: "API lead (full)", path: "/api/contact", body: "json", fields: ["name", "email", "phone", "subject", "message"], extra: { kind: "full" } },
  { name: "API lead (quick)", path: "/api/contact", body: "json", fields: ["name", "email", "phone", "subject", "message"], extra: { kind: "quick" } },
  { name: "API lead (location)", path: "/api/contact", body: "json", fields: ["name", "email", "phone", "subject", "message", "location"], extra: { kind: "location" } },
  { name: "quick form (/)", path: "/?index", body: "form", fields: ["name", "email", "phone", "subject", "message"], extra: { kind: "quick" } },
  { name: "full form (/contact)", path: "/contact", body: "form", fields: ["name", "email", "phone", "subject", "message"], extra: { kind: "full" } },
  { name: "location form", path: "/locations/warren", body: "form", fields: ["name", "email", "phone", "subject", "message", "location"], extra: { kind: "location" } },
  { name: "API booking", path: "/api/bookings", body: "json", fields: ["name", "email", "phone", "topic"], slot: true },
  { name: "booking form (/book)", path: "/book", body: "form", fields: ["name", "email", "phone", "topic"], slot: true },
];

export interface HygieneCase {
  target: string;
  variant: string;
  statuses: Record<number, number>;
}

export interface HygieneResult {
  cases: HygieneCase[];
  sent: number;
  /** Rows read back (leads and bookings, spam included). */
  rowsChecked: number;
  /** Stored text fields holding a character the normalisation must have removed or refused. */
  invalid: { table: string; field: string; sample: string }[];
}

function post(origin: string, path: string, type: string, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": type, "content-length": Buffer.byteLength(data), origin, connection: "close" },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.end(data);
  });
}

async function freeSlots(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/bookings/slots`);
  const { slots } = (await response.json()) as { slots: { start: string }[] };
  return slots.map((slot) => slot.start);
}

/** Every target × (stripped characters | controls | stripped characters as spam), each field hostile at once. */
export async function sendHostileText(origin: string): Promise<Omit<HygieneResult, "rowsChecked" | "invalid">> {
  const slots = await freeSlots(origin);
  const cases: HygieneCase[] = [];
  let n = 0;
  let sent = 0;
  const variants: [string, string, boolean][] = [
    ["bidi, noncharacters, decomposed é", STRIPPED, false],
    ["C0/C1 controls", CONTROLS, false],
    ["bidi, noncharacters, decomposed é, as spam (honeypot)", STRIPPED, true],
    ["all of them, as spam (honeypot)", STRIPPED + CONTROLS, true],
  ];
  for (const target of TARGETS) {
    for (const [variant, hostile, spam] of variants) {
      const statuses: Record<number, number> = {};
      // Each field alone, then all fields at once.
      for (const only of [...target.fields, undefined]) {
        const fields: Record<string, string> = { ...target.extra };
        for (const field of target.fields) fields[field] = value(field, only === undefined || only === field ? hostile : "", n);
        if (target.slot) fields.slot = slots[n % slots.length]!;
        if (spam) fields.company_website = `http://spam${hostile}.example/`;
        n++;
        const status =
          target.body === "json"
            ? await post(origin, target.path, "application/json", JSON.stringify(fields))
            : await post(origin, target.path, "application/x-www-form-urlencoded", new URLSearchParams(fields).toString());
        statuses[status] = (statuses[status] ?? 0) + 1;
        sent++;
      }
      cases.push({ target: target.name, variant, statuses });
    }
  }
  return { cases, sent };
}

// eslint-disable-next-line no-control-regex
const LINE_INVALID = /[\u0000-\u001f\u007f-\u009f\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFDD0-\uFDEF\uFFFE\uFFFF\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
// eslint-disable-next-line no-control-regex
const MULTILINE_INVALID = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFDD0-\uFDEF\uFFFE\uFFFF\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const NONCHARACTER_ASTRAL = /[\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{10FFFE}\u{10FFFF}]/u;

const invalidText = (text: string, multiline: boolean) =>
  (multiline ? MULTILINE_INVALID : LINE_INVALID).test(text) || NONCHARACTER_ASTRAL.test(text) || text !== text.normalize("NFC");

/** Reads every stored lead and booking back and lists each text field that holds what it may not. */
export async function invalidStoredText(where: DataLocation): Promise<Pick<HygieneResult, "rowsChecked" | "invalid">> {
  const handle = await openDatabase({
    ...(typeof where === "string" ? { dataDir: where } : { dataDir: "", databaseUrl: where.databaseUrl }),
    log: { log() {}, error() {} },
  });
  try {
    const invalid: HygieneResult["invalid"] = [];
    const leads = await handle.db.selectFrom("leads").select(["name", "email", "phone", "subject", "message", "location", "page"]).execute();
    const bookings = await handle.db.selectFrom("bookings").select(["name", "email", "phone", "topic"]).execute();
    const check = (table: string, rows: Record<string, string | null>[], multiline: Set<string>) => {
      for (const row of rows) {
        for (const [field, text] of Object.entries(row)) {
          if (text !== null && invalidText(text, multiline.has(field))) invalid.push({ table, field, sample: JSON.stringify(text).slice(0, 120) });
        }
      }
    };
    check("leads", leads, new Set(["message"]));
    check("bookings", bookings, new Set(["topic"]));
    return { rowsChecked: leads.length + bookings.length, invalid };
  } finally {
    await handle.close();
  }
}
