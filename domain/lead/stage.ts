/**
 * Where a lead stands with the agency: `new` until someone answers, then `contacted`, and finally
 * `won`, `lost` or `closed` (answered, nothing to win: a question, a wrong number).
 */
export const LEAD_STAGES = ["new", "contacted", "won", "lost", "closed"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
  closed: "Closed",
};

export const isLeadStage = (value: unknown): value is LeadStage => typeof value === "string" && (LEAD_STAGES as readonly string[]).includes(value);

/** Still waiting for the agency: counted against the reply promise. */
export const isOpenStage = (stage: LeadStage) => stage === "new" || stage === "contacted";
