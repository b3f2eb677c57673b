/** An email as the outbox composes it, and the helpers that keep visitor text safe in one. */

export interface MailMessage {
  from: string;
  to: string | { name: string; address: string };
  replyTo?: { name: string; address: string };
  /** Workspace people copied in (an item's owner on its alarm and agenda lines); addresses from the users table. */
  cc?: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** An iCalendar part (text/calendar; method=…) that mail clients show as an invitation. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Header values are one line: whatever got past validation, CR/LF and other controls become spaces. */
// eslint-disable-next-line no-control-regex
export const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
