/**
 * Replying to a visitor from the workspace, and the saved replies owners keep: a reply is checked
 * (domain/reply/fields.ts), committed with what it changes (the lead's history and stage), then the
 * outbox is told; saved replies are filled for one visitor on the server, when the page is rendered.
 */
import { checkReply, checkSavedReply, fillPlaceholders, placeholderValues, REPLY_LIMITS, replySubjectFor, type ReplyFieldErrors } from "@domain/reply/fields";
import { ownMessage, ownName } from "@domain/lead/display";
import type { LeadKind } from "@domain/lead/fields";
import { plainAddress } from "../mail/header-text";
import type { Role } from "../db/schema";
import type { Reply, ReplyRecipient, ReplyStore, ReplyTarget, SavedReply } from "./store";

export type { Reply, ReplyTarget, SavedReply };

export interface ReplyServiceDeps {
  store: ReplyStore;
  /** The fallback Reply-To (`CONTACT_TO`) and the site's address (`{booking_link}`). */
  contactTo: string;
  siteUrl: string;
  /** Told when a reply was queued: the outbox's kick. */
  onQueued: (what: string) => void;
  clock?: () => Date;
}

export type SendResult = { ok: true; reply: Reply } | { ok: false; error: "not_found" | "spam" | "validation"; errors?: ReplyFieldErrors };
export type SavedResult = { ok: true } | { ok: false; error: "forbidden" | "validation" | "full" | "not_found"; errors?: ReplyFieldErrors };

/** A saved reply filled for one visitor: what the reply form takes when it is chosen. */
export interface FilledSavedReply {
  id: string;
  title: string;
  subject: string;
  body: string;
}

/** Who started the conversation and with what words (a lead's message, a booking's topic), for its first entry. */
export interface ReplyVisitor {
  name: string;
  email: string;
  /** Null: they wrote nothing of their own (a quick request, a booking without a topic). */
  text: string | null;
  at: string;
}

function visitorOf(recipient: ReplyRecipient): ReplyVisitor {
  if (recipient.lead) {
    const lead = { kind: recipient.lead.kind as LeadKind, name: recipient.name, message: recipient.lead.message };
    return { name: ownName(lead) ?? recipient.email, email: recipient.email, text: ownMessage(lead), at: recipient.lead.createdAt };
  }
  return { name: recipient.name, email: recipient.email, text: recipient.booking?.topic ?? null, at: recipient.booking?.createdAt ?? "" };
}

/** The name a visitor gave, or null (a quick request has none of its own). */
const givenName = (recipient: ReplyRecipient) => (recipient.lead ? ownName({ kind: recipient.lead.kind as LeadKind, name: recipient.name }) : recipient.name);

export function createReplyService(deps: ReplyServiceDeps) {
  const { store } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** A lead's or booking's replies, oldest first. */
    thread: (target: ReplyTarget) => store.thread(target),

    /**
     * What the reply form of a lead or booking starts with: the subject it suggests and every saved
     * reply filled for this visitor (placeholders replaced; unknown ones left as typed).
     */
    async form(target: ReplyTarget): Promise<{ visitor: ReplyVisitor; subject: string; saved: FilledSavedReply[] } | undefined> {
      const recipient = await store.recipient(target);
      if (!recipient) return undefined;
      const values = placeholderValues({ name: givenName(recipient) }, deps.siteUrl);
      const subject = replySubjectFor(recipient.lead?.subject ?? null, recipient.kind);
      const saved = (await store.savedReplies()).map((reply) => ({
        id: reply.id,
        title: reply.title,
        subject: fillPlaceholders(reply.subject, values),
        body: fillPlaceholders(reply.body, values),
      }));
      return { visitor: visitorOf(recipient), subject, saved };
    },

    /** Checks and commits a reply from `user`, then wakes the outbox. */
    async send(target: ReplyTarget, raw: { subject: unknown; body: unknown }, user: { email: string }): Promise<SendResult> {
      const checked = checkReply(raw);
      if (!checked.ok) return { ok: false, error: "validation", errors: checked.errors };
      const recipient = await store.recipient(target);
      if (!recipient) return { ok: false, error: "not_found" };
      if (recipient.spam) return { ok: false, error: "spam" };
      // The visitor answers the person who wrote; an address no header can carry goes to the agency's inbox instead.
      const replyTo = plainAddress(user.email) ?? deps.contactTo;
      const reply = await store.queue(target, { ...checked.value, toEmail: recipient.email, sentBy: user.email, replyTo }, clock());
      deps.onQueued(`Reply ${reply.id} to ${"leadId" in target ? `lead ${target.leadId}` : `booking ${target.bookingId}`}`);
      return { ok: true, reply };
    },

    savedReplies: () => store.savedReplies(),

    async createSaved(raw: { title: unknown; subject: unknown; body: unknown }, user: { email: string; role: Role }): Promise<SavedResult> {
      if (user.role !== "owner") return { ok: false, error: "forbidden" };
      const checked = checkSavedReply(raw);
      if (!checked.ok) return { ok: false, error: "validation", errors: checked.errors };
      const created = await store.createSaved(checked.value, user.email, clock(), REPLY_LIMITS.savedReplies);
      return created === "full" ? { ok: false, error: "full" } : { ok: true };
    },

    async updateSaved(id: string, raw: { title: unknown; subject: unknown; body: unknown }, user: { email: string; role: Role }): Promise<SavedResult> {
      if (user.role !== "owner") return { ok: false, error: "forbidden" };
      const checked = checkSavedReply(raw);
      if (!checked.ok) return { ok: false, error: "validation", errors: checked.errors };
      return (await store.updateSaved(id, checked.value, user.email, clock())) ? { ok: true } : { ok: false, error: "not_found" };
    },

    async deleteSaved(id: string, user: { role: Role }): Promise<SavedResult> {
      if (user.role !== "owner") return { ok: false, error: "forbidden" };
      return (await store.deleteSaved(id)) ? { ok: true } : { ok: false, error: "not_found" };
    },
  };
}

export type ReplyService = ReturnType<typeof createReplyService>;
