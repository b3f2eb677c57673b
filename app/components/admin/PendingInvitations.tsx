import { IntentButton } from "./IntentButton";

export interface PendingInvitationView {
  email: string;
  role: "owner" | "member";
  /** When the link stops working, in the office's time zone, in words. */
  expires: string;
  invitedBy: string | null;
}

/** The form intent of a row's Revoke button; the account page's action answers it. */
export const REVOKE_INVITATION_INTENT = "revoke-invitation";

/**
 * The owners' list of invitations sent and not yet used, each with a Revoke button (a plain form post,
 * so it works before the page's JavaScript has loaded). A revoked link's page says it was withdrawn.
 */
export function PendingInvitations({ invitations, busy }: { invitations: PendingInvitationView[]; busy: boolean }) {
  return (
    <section aria-labelledby="invitations-heading" className="mt-10">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Pending invitations
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-1 text-sm text-muted" data-testid="no-invitations">
          No invitation is waiting to be used.
        </p>
      ) : (
        <>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Links sent and not used yet. Revoke one sent to the wrong address or no longer wanted: its link stops working at once. A new invitation to the same address replaces the earlier one.
          </p>
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border" data-testid="invitations">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span>
                  <span className="font-medium break-all">{invitation.email}</span>
                  <span className="block text-sm text-muted">
                    {invitation.role === "owner" ? "Owner" : "Member"} · expires {invitation.expires}
                    {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ""}
                  </span>
                </span>
                <IntentButton
                  intent={REVOKE_INVITATION_INTENT}
                  fields={{ email: invitation.email }}
                  variant="secondary"
                  size="compact"
                  disabled={busy}
                  aria-label={`Revoke the invitation for ${invitation.email}`}
                >
                  Revoke
                </IntentButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
