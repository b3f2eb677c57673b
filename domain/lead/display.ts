/**
 * What people read about a lead: its visitor's name and message, never the fixed label and text the
 * quick form sends in their place (SPEC §3: the payload carries them; the visitor wrote neither).
 * One decision for the receipt, the agency's mails, the alarm, the webhook, the inbox and the CSV.
 */
import { QUICK_MESSAGE, QUICK_NAME, type LeadKind } from "./fields";

type LeadText = { kind: LeadKind; name: string; email: string; message: string };

/** The name the visitor gave, or null: a quick request carries the form's label instead of one. */
export const ownName = (lead: Pick<LeadText, "kind" | "name">): string | null => (lead.kind === "quick" && lead.name === QUICK_NAME ? null : lead.name);

/** The lead as people name it: the visitor's name, else their email address. */
export const leadDisplayName = (lead: Pick<LeadText, "kind" | "name" | "email">): string => ownName(lead) ?? lead.email;

/** The message the visitor wrote, or null: a quick request carries the form's fixed text instead of one. */
export const ownMessage = (lead: Pick<LeadText, "kind" | "message">): string | null => (lead.kind === "quick" && lead.message === QUICK_MESSAGE ? null : lead.message);

/** Shown where a message would be, for a lead without one (never quoted as the visitor's words). */
export const NO_MESSAGE = "No message: the quick form asks only for an email address.";
