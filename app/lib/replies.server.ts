/**
 * Route glue of replies to visitors (the lead and booking pages) and of the saved replies page
 * (/admin/replies): what the reply form shows, and what its posts answer (`{ ok, message }` for
 * `<ActionNotice>`, with what was typed when it was not sent, so a page without JavaScript keeps it).
 */
import { data, type RouterContextProvider } from "react-router";
import { field, workspace, type User } from "./workspace.server";
import { longWhen } from "~/components/admin/format";
import { REPLY_WORDS } from "@domain/reply/labels";
import { REPLY_LIMITS } from "@domain/reply/fields";
import { OUTBOX_STATUS_LABELS } from "@domain/outbox-status";
import { NO_MESSAGE } from "@domain/lead/display";
import type { ReplyTarget } from "../../server/replies/service";

type Context = Readonly<RouterContextProvider>;

/** What a reply post answers. `form: "reply"` tells it from the page's other actions' answers. */
export interface ReplyActionResult {
  ok: boolean;
  message: string;
  form: "reply";
  /** What was typed, when it was not sent. */
  values?: { subject: string; body: string };
}

/** Where one reply stands, in words. */
function deliveryOf(reply: { status: string; sentAt: string | null; attempts: number }): { text: string; failed: boolean } {
  if (reply.status === "sent") return { text: `${OUTBOX_STATUS_LABELS.sent} ${reply.sentAt ? longWhen(reply.sentAt) : ""}`.trim(), failed: false };
  if (reply.status === "failed") return { text: `${OUTBOX_STATUS_LABELS.failed}: retry it on the Outbox page`, failed: true };
  return { text: `${OUTBOX_STATUS_LABELS.queued}${reply.attempts > 0 ? ` (${reply.attempts} attempt${reply.attempts === 1 ? "" : "s"} so far)` : ""}`, failed: false };
}

/**
 * The conversation and reply form of a lead or booking: the visitor's words, every reply (who, when,
 * its delivery), the saved replies filled for this visitor, and the form's first values: a saved reply
 * chosen with `?saved=<id>` (the form's Use button, which works without JavaScript) or the suggested subject.
 */
export async function replyPanelOf(request: Request, context: Context, target: ReplyTarget) {
  const { replies } = workspace(context);
  const [form, thread] = await Promise.all([replies.form(target), replies.thread(target)]);
  if (!form) return null;
  const chosenId = new URL(request.url).searchParams.get("saved") ?? "";
  const chosen = form.saved.find((saved) => saved.id === chosenId);
  return {
    visitor: { ...form.visitor, when: longWhen(form.visitor.at), noText: "leadId" in target ? NO_MESSAGE : REPLY_WORDS.noTopic },
    replies: thread.map((reply) => ({
      id: reply.id,
      who: reply.sentBy,
      when: longWhen(reply.createdAt),
      subject: reply.subject,
      body: reply.body,
      delivery: deliveryOf(reply),
    })),
    saved: form.saved,
    defaultSubject: form.subject,
    chosen: chosen?.id ?? "",
    subject: chosen?.subject ?? form.subject,
    body: chosen?.body ?? "",
  };
}

export type ReplyPanel = NonNullable<Awaited<ReturnType<typeof replyPanelOf>>>;

/** The `reply` intent of a lead's or booking's page: send it, or say why not. */
export async function replyAction(context: Context, form: FormData, user: User, target: ReplyTarget) {
  const { replies } = workspace(context);
  const values = { subject: field(form, "subject"), body: field(form, "body") };
  const answer = (result: Omit<ReplyActionResult, "form">, status = 200) => data<ReplyActionResult>({ ...result, form: "reply" }, { status });
  const result = await replies.send(target, values, user);
  if (result.ok) return answer({ ok: true, message: REPLY_WORDS.sent(result.reply.toEmail) });
  if (result.error === "not_found") return answer({ ok: false, message: REPLY_WORDS.gone }, 404);
  if (result.error === "spam") return answer({ ok: false, message: REPLY_WORDS.spam, values }, 409);
  return answer({ ok: false, message: `${REPLY_WORDS.notSent}${Object.values(result.errors ?? {}).join(". ")}.`, values }, 422);
}

// ── the saved replies page (/admin/replies) ────────────────────────────────────────────────

export interface SavedRepliesActionResult {
  ok: boolean;
  message: string;
  /** The saved reply the answer is about ("new" for the add form), and what was typed when it was not saved. */
  id?: string;
  values?: { title: string; subject: string; body: string };
}

export async function savedRepliesAction(context: Context, form: FormData, user: User) {
  const { replies } = workspace(context);
  const id = field(form, "id");
  const values = { title: field(form, "title"), subject: field(form, "subject"), body: field(form, "body") };
  const answer = (result: SavedRepliesActionResult, status = 200) => data(result, { status });
  const intent = field(form, "intent");
  const result =
    intent === "create"
      ? await replies.createSaved(values, user)
      : intent === "update"
        ? await replies.updateSaved(id, values, user)
        : intent === "delete"
          ? await replies.deleteSaved(id, user)
          : undefined;
  if (!result) return answer({ ok: false, message: "Unknown action." }, 400);
  const about = intent === "create" ? "new" : id;
  if (result.ok) return answer({ ok: true, message: intent === "create" ? REPLY_WORDS.savedCreated : intent === "update" ? REPLY_WORDS.savedUpdated : REPLY_WORDS.savedDeleted, id: about });
  switch (result.error) {
    case "forbidden":
      return answer({ ok: false, message: REPLY_WORDS.ownersOnly }, 403);
    case "not_found":
      return answer({ ok: false, message: REPLY_WORDS.savedMissing }, 404);
    case "full":
      return answer({ ok: false, message: REPLY_WORDS.savedFull(REPLY_LIMITS.savedReplies), id: about, values }, 409);
    default:
      return answer({ ok: false, message: `Not saved: ${Object.values(result.errors ?? {}).join(". ")}.`, id: about, values }, 422);
  }
}
