import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../ActionNotice";
import { fieldInput } from "../field-classes";
import { REPLY_WORDS } from "@domain/reply/labels";
import { maxUnits } from "@domain/text";
import { REPLY_LIMITS } from "@domain/reply/fields";
import type { ReplyActionResult, ReplyPanel } from "~/lib/replies.server";

/** Any answer of the page's action: the form shows only its own (`form: "reply"`). */
type PageActionResult = { ok: boolean; message: string } | Partial<ReplyActionResult> | null | undefined;

const ownResult = (result: PageActionResult): ReplyActionResult | undefined =>
  result && "form" in result && result.form === "reply" ? (result as ReplyActionResult) : undefined;

/**
 * **Send reply** to the visitor of a lead or booking (the page's action handles `intent=reply`). A saved
 * reply, already filled for this visitor on the server, fills the subject and message when chosen; the
 * **Use** button does the same without JavaScript (`?saved=<id>`, the page renders with it). After a reply
 * is sent the form starts again; when it is not, what was typed stays.
 */
export function SendReplyForm({ panel, result }: { panel: ReplyPanel; result?: PageActionResult }) {
  const answer = ownResult(result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const initial = answer?.ok ? { subject: panel.defaultSubject, body: "", chosen: "" } : { subject: answer?.values?.subject ?? panel.subject, body: answer?.values?.body ?? panel.body, chosen: panel.chosen };
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState(initial.body);
  const [chosen, setChosen] = useState(initial.chosen);

  // Sent: the form starts again, ready for the next reply.
  useEffect(() => {
    if (!answer?.ok) return;
    setSubject(panel.defaultSubject);
    setBody("");
    setChosen("");
  }, [answer, panel.defaultSubject]);

  // Use (a GET with ?saved=…) brought another saved reply: take it.
  useEffect(() => {
    if (!panel.chosen) return;
    setChosen(panel.chosen);
    setSubject(panel.subject);
    setBody(panel.body);
  }, [panel.chosen, panel.subject, panel.body]);

  const choose = (id: string) => {
    setChosen(id);
    const saved = panel.saved.find((item) => item.id === id);
    if (!saved) return;
    setSubject(saved.subject);
    setBody(saved.body);
  };

  return (
    <div className="mt-4 max-w-2xl" data-testid="send-reply">
      {panel.saved.length > 0 && (
        <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
          <div className="min-w-0 grow">
            <label htmlFor="saved-reply" className="block text-sm font-medium">
              {REPLY_WORDS.savedReply}
            </label>
            <select id="saved-reply" name="saved" value={chosen} onChange={(event) => choose(event.target.value)} aria-describedby="saved-reply-hint" className={`${fieldInput} w-full`}>
              <option value="">{REPLY_WORDS.noSavedReply}</option>
              {panel.saved.map((saved) => (
                <option key={saved.id} value={saved.id}>
                  {saved.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary min-h-11 px-4 py-2">
            {REPLY_WORDS.use}
          </button>
          <p id="saved-reply-hint" className="w-full text-sm text-muted">
            {REPLY_WORDS.savedHint} <Link to="/admin/replies" className="underline underline-offset-2">{REPLY_WORDS.edit}</Link>
          </p>
        </Form>
      )}
      <ActionNotice result={answer} />
      <Form method="post" className="mt-4 space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value="reply" />
        <p className="text-sm text-muted">{REPLY_WORDS.to(panel.visitor.email)}</p>
        <div>
          <label htmlFor="reply-subject" className="block text-sm font-medium">
            {REPLY_WORDS.subject}
          </label>
          <input
            id="reply-subject"
            name="subject"
            type="text"
            required
            maxLength={maxUnits(REPLY_LIMITS.subject)}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            className={`${fieldInput} w-full`}
          />
        </div>
        <div>
          <label htmlFor="reply-body" className="block text-sm font-medium">
            {REPLY_WORDS.body}
          </label>
          <textarea
            id="reply-body"
            name="body"
            rows={8}
            required
            maxLength={maxUnits(REPLY_LIMITS.body)}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-muted/70 bg-bg px-3 py-2 text-fg"
          />
        </div>
        <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
          {REPLY_WORDS.sendReply}
        </button>
      </Form>
    </div>
  );
}
