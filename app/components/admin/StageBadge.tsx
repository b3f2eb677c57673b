import { STAGE_LABELS, type LeadStage } from "@domain/lead/stage";

const TONES: Record<LeadStage, string> = {
  new: "bg-accent text-accent-fg",
  contacted: "bg-accent-soft text-accent-soft-fg",
  proposal: "bg-accent-soft text-accent-soft-fg",
  won: "bg-surface-2 text-success",
  lost: "bg-surface-2 text-muted",
  closed: "bg-surface-2 text-muted",
};

export function StageBadge({ stage }: { stage: LeadStage }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[stage]}`}>{STAGE_LABELS[stage]}</span>;
}
