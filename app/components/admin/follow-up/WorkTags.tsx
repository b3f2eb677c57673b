import { OWNER_LABEL } from "@domain/follow-up";

/** An inbox row's follow-up and owner, compactly (decision 043). */
export function WorkTags({ followUpWhen, overdue, due, owner }: { followUpWhen: string | null; overdue: boolean; due: boolean; owner: string | null }) {
  return (
    <>
      {followUpWhen && (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${overdue ? "bg-danger-soft text-danger" : due ? "bg-accent-soft text-accent-soft-fg" : "bg-surface-2"}`} data-testid="follow-up-tag">
          {overdue || due ? followUpWhen : `Follow up ${followUpWhen}`}
        </span>
      )}
      {owner && (
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs" data-testid="owner-tag">
          {OWNER_LABEL}: {owner}
        </span>
      )}
    </>
  );
}
