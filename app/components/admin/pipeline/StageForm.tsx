/**
 * The lead page's status form: where the lead stands (`stage`), its **Deal value** for Proposal sent and
 * Won (`deal_value`, whole dollars), and for Lost a reason (`lost_reason`) and a note (`lost_note`).
 * Without JavaScript every field shows and says when it counts (the server reads only what the chosen
 * stage carries); once hydrated, only the chosen stage's fields show and the required ones are required.
 */
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { LEAD_STAGES, LOST_REASON_LABELS, LOST_REASONS, STAGE_LABELS, type LeadStage, type LostReason } from "@domain/lead/stage";
import { carriesValue, DEAL_WORDS, dealText, formatDealValue, LOST_NOTE_MAX } from "@domain/lead/deal";
import { maxUnits } from "@domain/text";
import { fieldInput } from "../field-classes";
import { useHydrated } from "~/lib/use-hydrated";

export interface StageFormLead {
  stage: LeadStage;
  dealValue: number | null;
  lostReason: LostReason | null;
  lostNote: string | null;
}

/** Which field the last answer found wrong, so it can say so (aria-invalid). */
export type StageFormInvalid = "deal_value" | "lost_reason" | "lost_note" | null;

export function StageForm({ lead, busy, invalid = null }: { lead: StageFormLead; busy: boolean; invalid?: StageFormInvalid }) {
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const hydrated = useHydrated();
  useEffect(() => setStage(lead.stage), [lead.stage]);
  const showValue = !hydrated || carriesValue(stage);
  const showLost = !hydrated || stage === "lost";
  // The stored values, as the fields show them; a new save sends them again unless changed.
  const saved = `${lead.stage}-${lead.dealValue}-${lead.lostReason}-${lead.lostNote}`;

  return (
    <>
      <p className="mt-2 text-sm" data-testid="deal">
        {dealText(lead)}
      </p>
      <Form method="post" className="mt-3 grid gap-3" key={saved}>
        <input type="hidden" name="intent" value="stage" />
        <div>
          <label htmlFor="stage" className="block text-sm font-medium">
            Where it stands
          </label>
          <select id="stage" name="stage" value={stage} onChange={(event) => setStage(event.target.value as LeadStage)} className={`${fieldInput} w-full`}>
            {LEAD_STAGES.map((option) => (
              <option key={option} value={option}>
                {STAGE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div hidden={!showValue}>
          <label htmlFor="deal_value" className="block text-sm font-medium">
            {DEAL_WORDS.value}
          </label>
          <p id="deal_value-hint" className="text-xs text-muted">
            {DEAL_WORDS.valueHint}
          </p>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-muted">
              $
            </span>
            <input
              id="deal_value"
              name="deal_value"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              required={hydrated && showValue}
              defaultValue={lead.dealValue === null ? "" : formatDealValue(lead.dealValue).slice(1)}
              aria-describedby="deal_value-hint"
              aria-invalid={invalid === "deal_value" || undefined}
              className={`${fieldInput} w-full pl-7 tabular-nums`}
            />
          </div>
        </div>
        <div hidden={!showLost} className="grid gap-3">
          <div>
            <label htmlFor="lost_reason" className="block text-sm font-medium">
              {DEAL_WORDS.reason}
            </label>
            <p id="lost-hint" className="text-xs text-muted">
              {DEAL_WORDS.lostHint}
            </p>
            <select
              id="lost_reason"
              name="lost_reason"
              defaultValue={lead.lostReason ?? ""}
              required={hydrated && showLost}
              aria-describedby="lost-hint"
              aria-invalid={invalid === "lost_reason" || undefined}
              className={`${fieldInput} w-full`}
            >
              <option value="">{DEAL_WORDS.chooseReason}</option>
              {LOST_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {LOST_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="lost_note" className="block text-sm font-medium">
              {DEAL_WORDS.note}
            </label>
            <textarea
              id="lost_note"
              name="lost_note"
              rows={2}
              maxLength={maxUnits(LOST_NOTE_MAX)}
              defaultValue={lead.lostNote ?? ""}
              aria-describedby="lost-hint"
              aria-invalid={invalid === "lost_note" || undefined}
              className="mt-1 block w-full rounded-lg border border-muted/70 bg-bg px-3 py-2 text-fg"
            />
          </div>
        </div>
        <div>
          <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
            Save status
          </button>
        </div>
      </Form>
    </>
  );
}
