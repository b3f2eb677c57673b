/**
 * Where a lead stands with the agency: `new` until someone answers, then `contacted`, `proposal` once a
 * proposal is out, and finally `won`, `lost` or `closed` (answered, nothing to win: a question, a wrong
 * number). `proposal` and `won` carry a deal value; `lost` a reason.
 */
export const LEAD_STAGES = ["new", "contacted", "proposal", "won", "lost", "closed"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  proposal: "Proposal sent",
  won: "Won",
  lost: "Lost",
  closed: "Closed",
};

export const isLeadStage = (value: unknown): value is LeadStage => typeof value === "string" && (LEAD_STAGES as readonly string[]).includes(value);

/**
 * Still in play: the inbox's **Open** view (new, contacted, proposal sent). The reply promise is a
 * different clock: it runs only while a lead is `new` (domain/lead/reply-clock.ts, the overdue check).
 */
export const OPEN_STAGES: readonly LeadStage[] = ["new", "contacted", "proposal"];
export const isOpenStage = (stage: LeadStage) => OPEN_STAGES.includes(stage);

/** The stages whose deal value the workspace asks for (field **Deal value**, whole dollars). */
export const STAGES_WITH_VALUE: readonly LeadStage[] = ["proposal", "won"];

/** Why a deal was lost, from a short list the sources page can count. */
export const LOST_REASONS = ["price", "timing", "elsewhere", "no_reply", "not_a_fit"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: "Price",
  timing: "Timing",
  elsewhere: "Went elsewhere",
  no_reply: "No reply",
  not_a_fit: "Not a fit",
};

export const isLostReason = (value: unknown): value is LostReason => typeof value === "string" && (LOST_REASONS as readonly string[]).includes(value);
