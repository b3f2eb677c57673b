/** Route glue for the deal (domain/lead/deal.ts): the status form's answer in words, for `<ActionNotice>`. */
import { data } from "react-router";
import { DEAL_ERRORS, type DealError } from "@domain/lead/deal";
import type { StageFormInvalid } from "~/components/admin/pipeline/StageForm";

const INVALID_FIELD: Partial<Record<DealError, StageFormInvalid>> = { value_missing: "deal_value", value_invalid: "deal_value", reason: "lost_reason", note: "lost_note" };

export function stageAnswer(result: { ok: true; changed: boolean } | { ok: false; error: DealError }) {
  if (result.ok) return { ok: true, message: "Status saved.", invalid: null };
  return data({ ok: false, message: DEAL_ERRORS[result.error], invalid: INVALID_FIELD[result.error] ?? null }, { status: result.error === "not_found" ? 404 : 422 });
}
