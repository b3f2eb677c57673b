/**
 * A lead's deal in the workspace: the value a proposal or a win carries (whole dollars, field **Deal
 * value**), the reason a deal was lost and the agency's note, how the status form's fields are read, and
 * how a change reads in the lead's history ("Contacted → Proposal sent, $4,800"). Workspace words only.
 */
import { isLeadStage, isLostReason, LOST_REASON_LABELS, STAGE_LABELS, STAGES_WITH_VALUE, type LeadStage, type LostReason } from "./stage";
import { MALFORMED, MESSAGE_CONTROLS, maxUnits, normalizeText, visibleLength } from "../text";

/** The largest deal value the workspace takes, in whole dollars. */
export const DEAL_VALUE_MAX = 10_000_000;
/** The note that goes with a lost deal, in characters. */
export const LOST_NOTE_MAX = 500;

export const DEAL_WORDS = {
  value: "Deal value",
  reason: "Reason",
  note: "Note on why",
  chooseReason: "Choose a reason",
  valueHint: "Whole dollars, for Proposal sent and Won.",
  lostHint: "For Lost.",
} as const;

export const DEAL_ERRORS = {
  stage: "Choose a status.",
  value_missing: "Enter the deal value in whole dollars, e.g. 4,800.",
  value_invalid: "Enter the deal value as whole dollars from 0 to 10,000,000, e.g. 4,800.",
  reason: "Choose why the deal was lost.",
  note: `The note can be at most ${LOST_NOTE_MAX} characters, on lines of text.`,
  not_found: "This lead no longer exists.",
} as const;
export type DealError = keyof typeof DEAL_ERRORS;

/** Where a lead stands, with what its stage carries. */
export interface Deal {
  stage: LeadStage;
  /** Whole dollars; kept when a lead moves on (a lost proposal keeps what it was worth). */
  dealValue: number | null;
  lostReason: LostReason | null;
  lostNote: string | null;
}

export const carriesValue = (stage: LeadStage) => STAGES_WITH_VALUE.includes(stage);

/**
 * A typed deal value: "4800", "$4,800", "4 800", "4,800.00" → 4800. Blank → null. Cents other than
 * zero, negative numbers, words and anything over DEAL_VALUE_MAX → "invalid".
 */
export function parseDealValue(raw: unknown): number | null | "invalid" {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "string") return "invalid";
  const text = normalizeText(raw).replace(/^(US)?\$\s*|\s*(USD|dollars?)$/gi, "").trim();
  if (text === "") return null;
  // Thousands grouped by commas or spaces (all or none), optional zero cents.
  const match = /^(\d{1,3}(?:([, \u00a0\u202f])\d{3})?(?:\2\d{3})*|\d+)(?:\.0{1,2})?$/.exec(text);
  if (!match) return "invalid";
  const value = Number(match[1]!.replace(/[, \u00a0\u202f]/g, ""));
  return Number.isSafeInteger(value) && value <= DEAL_VALUE_MAX ? value : "invalid";
}

/** $4,800 (whole dollars, grouped by hand: the same text on the server and in the browser). */
export function formatDealValue(value: number): string {
  return `$${String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** What the status form sends (`stage`, `deal_value`, `lost_reason`, `lost_note`), as posted. */
export interface DealFields {
  stage: unknown;
  dealValue?: unknown;
  lostReason?: unknown;
  lostNote?: unknown;
}

/**
 * The status form read against the lead's current deal: the deal to store, or what is wrong. Only the
 * fields the chosen stage carries count (without JavaScript the form posts every field): a value for
 * Proposal sent and Won (required), a reason (required) and a note for Lost. A stage without a value
 * keeps the stored one; leaving Lost clears its reason and note.
 */
export function dealChangeOf(current: Deal, fields: DealFields): { ok: true; deal: Deal } | { ok: false; error: DealError } {
  const { stage } = fields;
  if (!isLeadStage(stage)) return { ok: false, error: "stage" };
  let dealValue = current.dealValue;
  if (carriesValue(stage)) {
    const parsed = parseDealValue(fields.dealValue);
    if (parsed === "invalid") return { ok: false, error: "value_invalid" };
    if (parsed === null) return { ok: false, error: "value_missing" };
    dealValue = parsed;
  }
  if (stage !== "lost") return { ok: true, deal: { stage, dealValue, lostReason: null, lostNote: null } };
  if (!isLostReason(fields.lostReason)) return { ok: false, error: "reason" };
  if (fields.lostNote !== undefined && fields.lostNote !== null && typeof fields.lostNote !== "string") return { ok: false, error: "note" };
  const note = normalizeText(fields.lostNote ?? "", { multiline: true });
  if (visibleLength(note) > LOST_NOTE_MAX || note.length > maxUnits(LOST_NOTE_MAX) || MALFORMED.test(note) || MESSAGE_CONTROLS.test(note)) return { ok: false, error: "note" };
  return { ok: true, deal: { stage, dealValue, lostReason: fields.lostReason, lostNote: note || null } };
}

/** What a stage carries, beside its badge: "$4,800", "Went elsewhere: chose a friend", or null. */
export function dealDetail(deal: Deal): string | null {
  if (carriesValue(deal.stage) && deal.dealValue !== null) return formatDealValue(deal.dealValue);
  if (deal.stage === "lost" && deal.lostReason) return `${LOST_REASON_LABELS[deal.lostReason]}${deal.lostNote ? `: ${deal.lostNote}` : ""}`;
  return null;
}

/** A deal in words: "Proposal sent, $4,800", "Lost, Went elsewhere: chose a friend", "Contacted". */
export function dealText(deal: Deal): string {
  const detail = dealDetail(deal);
  return detail === null ? STAGE_LABELS[deal.stage] : `${STAGE_LABELS[deal.stage]}, ${detail}`;
}

const sameDeal = (a: Deal, b: Deal) =>
  a.stage === b.stage && (!carriesValue(a.stage) || a.dealValue === b.dealValue) && a.lostReason === b.lostReason && a.lostNote === b.lostNote;

/** The history's words for a change of deal, or null when nothing the page shows changed. */
export function dealChangeText(before: Deal, after: Deal): string | null {
  if (sameDeal(before, after)) return null;
  if (before.stage === after.stage && carriesValue(after.stage) && before.dealValue !== null && before.dealValue !== after.dealValue) {
    return `${STAGE_LABELS[after.stage]}, ${formatDealValue(before.dealValue)} → ${formatDealValue(after.dealValue!)}`;
  }
  return `${STAGE_LABELS[before.stage]} → ${dealText(after)}`;
}

/**
 * A stored status change in words. Newer rows are stored in words already; rows written before the
 * deal existed hold the stage codes ("new → contacted").
 */
export function stageEventText(detail: string): string {
  const codes = /^([a-z]+) → ([a-z]+)$/.exec(detail);
  if (codes && isLeadStage(codes[1]) && isLeadStage(codes[2])) return `${STAGE_LABELS[codes[1]]} → ${STAGE_LABELS[codes[2]]}`;
  return detail;
}
