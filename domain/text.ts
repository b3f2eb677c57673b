/**
 * Text as the site stores it. Every text field of every form and API (leads, bookings, and whatever
 * the workspace adds) goes through `normalizeText` before it is checked or stored, so one rule
 * decides what a stored string may hold, whichever path it came in by.
 */

/**
 * The most UTF-16 code units one visible character may take: an Indic conjunct with a vowel sign
 * (क्षि), a flag, an emoji with a skin tone. Caps what a field stores whatever its visible length,
 * so a pile of combining marks cannot make one "character" of any size.
 */
export const UNITS_PER_CHARACTER = 4;

/** Code units a field of `visible` characters may hold: the unit of HTML `maxlength` and of JS strings. */
export const maxUnits = (visible: number) => visible * UNITS_PER_CHARACTER;

// Made on first use, not when the module loads: building a Segmenter loads ICU's break rules, about
// 15 ms on a fast machine, and every page with a form loads this module while it starts up but counts
// characters only when someone types or sends.
let graphemes: Intl.Segmenter | undefined;

/** Length as a person sees it: an emoji is one character, and so is क्षि (four code points). */
export function visibleLength(value: string): number {
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  let count = 0;
  for (const segment of graphemes.segment(value)) if (segment) count++;
  return count;
}

// Bidi marks, embeddings, overrides and isolates (and the Arabic letter mark): invisible, they make
// a name, a subject (an email's Subject) or a message read differently from what it is.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Noncharacters: code points Unicode reserves for a program's internal use, never text a person sends.
const NONCHARACTERS = /[\uFDD0-\uFDEF\uFFFE\uFFFF\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/gu;
// Zero-width characters, BOM and tag characters: dropped from one-line fields (names, subjects). A
// message keeps U+200C/U+200D, which Persian, Indic scripts and emoji sequences need.
const INVISIBLE_IN_A_LINE = /[\u200B-\u200D\u2060\uFEFF\u{E0000}-\u{E007F}]/gu;
const INVISIBLE_IN_A_MESSAGE = /[\u200B\u2060\uFEFF\u{E0000}-\u{E007F}]/gu;

/** Control characters a one-line field may not hold (line breaks are how mail headers get injected). */
// eslint-disable-next-line no-control-regex
export const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Control characters a multi-line field may not hold: all but the line feed. */
// eslint-disable-next-line no-control-regex
export const MESSAGE_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * Lone surrogates (a broken client, or `"\ud800"` in JSON) and U+FFFD, which decoders put in place of
 * invalid UTF-8 (a form post's `%FF`): never what a person typed. Refused, not repaired.
 */
export const MALFORMED = /[\uD800-\uDFFF\uFFFD]/u;

export interface TextShape {
  /** A message or topic: keeps line breaks (as `\n`); a tab becomes a space. */
  multiline?: boolean;
}

/**
 * The one normalisation of a stored text field: NFC, no bidi controls, no noncharacters, no
 * zero-width padding in a line, `\n` line ends, trimmed. What it cannot repair (control characters,
 * malformed text) the field rules refuse with a message.
 */
export function normalizeText(value: string, shape: TextShape = {}): string {
  let text = value.normalize("NFC").replace(BIDI_CONTROLS, "").replace(NONCHARACTERS, "");
  text = shape.multiline
    ? text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(/\t/g, " ").replace(INVISIBLE_IN_A_MESSAGE, "")
    : text.replace(INVISIBLE_IN_A_LINE, "");
  return text.trim();
}

// eslint-disable-next-line no-control-regex
const UNSTORABLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\uD800-\uDFFF\uFFFD]/gu;
// eslint-disable-next-line no-control-regex
const UNSTORABLE_MESSAGE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\uD800-\uDFFF\uFFFD]/gu;

/**
 * For text that is kept without being validated (a bot's submission, stored for the record as
 * spam): normalised like any field, and whatever the rules would refuse removed, clipped to `maxUnits`.
 */
export function storableText(value: string, maxCodeUnits: number, shape: TextShape = {}): string {
  const cleaned = normalizeText(value, shape).replace(shape.multiline ? UNSTORABLE_MESSAGE : UNSTORABLE_LINE, "");
  // Clip without splitting a surrogate pair.
  return cleaned.slice(0, maxCodeUnits).replace(/[\uD800-\uDBFF]$/, "");
}

/**
 * The one form of an email address that limits, look-ups and guards are keyed on: normalised like any
 * one-line field (so `o\u200bwner@…` is `owner@…`, as the mail server would see it) and lower-cased.
 * Whatever keys a limit on an address must key it on this, the same string the mail is sent by.
 */
export const normalizeEmail = (email: string) => normalizeText(email).toLowerCase();
