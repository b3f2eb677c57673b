/**
 * The workspace's words for replies to visitors and saved replies: one definition for the lead page, the
 * booking page, the saved replies page and the outbox page. Workspace words only.
 */
export const REPLY_WORDS = {
  conversation: "Conversation",
  sendReply: "Send reply",
  subject: "Subject",
  body: "Message",
  savedReply: "Saved reply",
  noSavedReply: "None (write your own)",
  use: "Use",
  /** The outbox page's name for the kind. */
  outboxKind: "Replies to visitors",
  visitorWrote: (name: string) => `${name} wrote`,
  youWrote: (who: string) => `Reply from ${who}`,
  noReplies: "No reply yet.",
  /** In place of the visitor's words when a booking came without a topic (a lead's: domain/lead/display.ts NO_MESSAGE). */
  noTopic: "No topic given when booking.",
  to: (email: string) => `To ${email}`,
  savedHint: "Fills the subject and message for this visitor; change anything before sending.",
  edit: "Edit saved replies",
  sent: (to: string) => `Reply queued: it goes out to ${to} in a moment, and the conversation below shows when it is sent.`,
  notSent: "Not sent: ",
  spam: "This is held as spam: move it out of spam before replying.",
  gone: "This no longer exists.",
  savedReplies: "Saved replies",
  savedCreated: "Saved reply added.",
  savedUpdated: "Saved reply saved.",
  savedDeleted: "Saved reply deleted.",
  savedFull: (max: number) => `There are already ${max} saved replies: delete one first.`,
  savedMissing: "That saved reply no longer exists.",
  ownersOnly: "Only an owner can change saved replies.",
} as const;
