import type { ReplyPanel } from "~/lib/replies.server";
import { REPLY_WORDS } from "@domain/reply/labels";
import { SendReplyForm } from "./SendReplyForm";

/**
 * A lead's or booking's conversation: what the visitor wrote, then each reply from the workspace (who,
 * when, where its email stands), and the **Send reply** form under it. Mounted with one line per page.
 */
export function Conversation({ panel, result }: { panel: ReplyPanel | null; result?: Parameters<typeof SendReplyForm>[0]["result"] }) {
  if (!panel) return null;
  return (
    <section aria-labelledby="conversation-heading" className="mt-8">
      <h2 id="conversation-heading" className="text-lg font-semibold">
        {REPLY_WORDS.conversation}
      </h2>
      <ol className="mt-3 max-w-2xl space-y-3" data-testid="conversation">
        <li className="rounded-lg border border-border bg-surface p-3 text-sm">
          <p className="text-muted">
            {REPLY_WORDS.visitorWrote(panel.visitor.name)} · {panel.visitor.when}
          </p>
          {panel.visitor.text === null ? <p className="mt-1 text-muted">{panel.visitor.noText}</p> : <p className="mt-1 whitespace-pre-wrap break-words">{panel.visitor.text}</p>}
        </li>
        {panel.replies.map((reply) => (
          <li key={reply.id} className="ml-4 rounded-lg border border-border p-3 text-sm sm:ml-8" data-testid="conversation-reply">
            <p className="text-muted">
              {REPLY_WORDS.youWrote(reply.who)} · {reply.when}
            </p>
            <p className="mt-1 break-words font-medium">{reply.subject}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
            <p className={`mt-2 ${reply.delivery.failed ? "font-semibold text-danger" : "text-muted"}`} data-testid="reply-delivery">
              {reply.delivery.text}
            </p>
          </li>
        ))}
      </ol>
      {panel.replies.length === 0 && <p className="mt-2 text-sm text-muted">{REPLY_WORDS.noReplies}</p>}
      <SendReplyForm panel={panel} result={result} />
    </section>
  );
}
