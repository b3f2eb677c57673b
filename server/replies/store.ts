/**
 * Replies to visitors (an outbox table: each row one email, and an entry of its lead's or booking's
 * conversation) and the saved replies they start from. A reply to a lead is committed in one
 * transaction with its history entry and, for the first, the move to `contacted` (the first response).
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import type { Database, ReplyRow, SavedReplyRow } from "../db/schema";
import { OutboxTable } from "../outbox/table";
import { iso, isoOrNull } from "../db/timestamps";
import { leadRowById, moveLeadToStage, recordLeadEvent } from "../contact/lead-store";
import { bookingRowById } from "../booking/store";
import type { ReplyInput, SavedReplyInput } from "@domain/reply/fields";

/** Whose conversation: a lead's or a booking's. */
export type ReplyTarget = { leadId: string } | { bookingId: string };

/** A sent (or sending) reply as the conversation shows it. */
export interface Reply {
  id: string;
  createdAt: string;
  toEmail: string;
  subject: string;
  body: string;
  sentBy: string;
  status: ReplyRow["status"];
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

export interface SavedReply {
  id: string;
  title: string;
  subject: string;
  body: string;
  updatedAt: string;
  updatedBy: string;
}

export const toReply = (row: ReplyRow): Reply => ({
  id: row.id,
  createdAt: iso(row.created_at),
  toEmail: row.to_email,
  subject: row.subject,
  body: row.body,
  sentBy: row.sent_by,
  status: row.status,
  attempts: Number(row.attempts),
  sentAt: isoOrNull(row.sent_at),
  lastError: row.last_error,
});

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  title: row.title,
  subject: row.subject,
  body: row.body,
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by,
});

/** The visitor a reply goes to, as their lead or booking holds them now. */
export interface ReplyRecipient {
  kind: "lead" | "booking";
  /** As stored (a quick request's is the form's label: domain/lead/display.ts decides what people read). */
  name: string;
  email: string;
  spam: boolean;
  lead?: { kind: string; subject: string | null; message: string; createdAt: string; stage: string };
  booking?: { topic: string | null; createdAt: string };
}

export class ReplyStore {
  /** Outbox state changes (claim, lease, retry, sent, failed), shared with every outbox table. */
  readonly outbox: OutboxTable<ReplyRow>;

  constructor(
    readonly db: Kysely<Database>,
    dialect: Dialect,
  ) {
    this.outbox = new OutboxTable<ReplyRow>(db, dialect, "replies");
  }

  /** Who a lead's or booking's reply goes to, or undefined when there is no such record. */
  async recipient(target: ReplyTarget): Promise<ReplyRecipient | undefined> {
    if ("leadId" in target) {
      const row = await leadRowById(this.db, target.leadId);
      return (
        row && {
          kind: "lead",
          name: row.name,
          email: row.email,
          spam: Number(row.spam) === 1,
          lead: { kind: row.kind, subject: row.subject, message: row.message, createdAt: iso(row.created_at), stage: row.stage },
        }
      );
    }
    const row = await bookingRowById(this.db, target.bookingId);
    return row && { kind: "booking", name: row.name, email: row.email, spam: Number(row.spam) === 1, booking: { topic: row.topic, createdAt: iso(row.created_at) } };
  }

  /**
   * Commits a reply, queued for the outbox. For a lead, in the same transaction: the history entry and,
   * while it is still `new`, the move to `contacted` (which records the first response: the reply clock
   * stops, and the overdue alarm composes to nothing).
   */
  async queue(target: ReplyTarget, reply: ReplyInput & { toEmail: string; sentBy: string; replyTo: string }, now: Date): Promise<Reply> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("replies")
        .values({
          id: crypto.randomUUID(),
          created_at: now.toISOString(),
          lead_id: "leadId" in target ? target.leadId : null,
          booking_id: "bookingId" in target ? target.bookingId : null,
          to_email: reply.toEmail,
          subject: reply.subject,
          body: reply.body,
          sent_by: reply.sentBy,
          reply_to: reply.replyTo,
          status: "queued",
          attempts: 0,
          next_attempt_at: now.toISOString(),
          locked_until: null,
          last_error: null,
          sent_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if ("leadId" in target) {
        await recordLeadEvent(trx, target.leadId, { actor: reply.sentBy, kind: "reply", detail: reply.subject }, now);
        const lead = await leadRowById(trx, target.leadId);
        if (lead?.stage === "new") {
          await moveLeadToStage(trx, target.leadId, "contacted", now);
          await recordLeadEvent(trx, target.leadId, { actor: reply.sentBy, kind: "stage", detail: "new → contacted" }, now);
        }
      }
      return toReply(row);
    });
  }

  /** A lead's or booking's replies, oldest first. */
  async thread(target: ReplyTarget): Promise<Reply[]> {
    const rows = await this.db
      .selectFrom("replies")
      .selectAll()
      .$if("leadId" in target, (qb) => qb.where("lead_id", "=", (target as { leadId: string }).leadId))
      .$if("bookingId" in target, (qb) => qb.where("booking_id", "=", (target as { bookingId: string }).bookingId))
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map(toReply);
  }

  async get(id: string): Promise<ReplyRow | undefined> {
    return this.db.selectFrom("replies").selectAll().where("id", "=", id).executeTakeFirst();
  }

  // ── saved replies ─────────────────────────────────────────────────────────────────────────

  async savedReplies(): Promise<SavedReply[]> {
    const rows = await this.db.selectFrom("saved_replies").selectAll().orderBy("title").orderBy("id").execute();
    return rows.map(toSavedReply);
  }

  async savedReply(id: string): Promise<SavedReply | undefined> {
    const row = await this.db.selectFrom("saved_replies").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toSavedReply(row);
  }

  /** Adds one unless there are `max` already (checked in the insert's own transaction). */
  async createSaved(input: SavedReplyInput, actor: string, now: Date, max: number): Promise<SavedReply | "full"> {
    return this.db.transaction().execute(async (trx) => {
      const count = await trx.selectFrom("saved_replies").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      if (Number(count.n) >= max) return "full" as const;
      const row = await trx
        .insertInto("saved_replies")
        .values({ id: crypto.randomUUID(), title: input.title, subject: input.subject, body: input.body, updated_at: now.toISOString(), updated_by: actor })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSavedReply(row);
    });
  }

  /** True when it existed. */
  async updateSaved(id: string, input: SavedReplyInput, actor: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable("saved_replies")
      .set({ title: input.title, subject: input.subject, body: input.body, updated_at: now.toISOString(), updated_by: actor })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteSaved(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("saved_replies").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** The replies to some leads and bookings as stored (a person's data on request). */
export async function replyRowsOf(db: Kysely<Database>, of: { leadIds: readonly string[]; bookingIds: readonly string[] }): Promise<ReplyRow[]> {
  if (of.leadIds.length === 0 && of.bookingIds.length === 0) return [];
  return db
    .selectFrom("replies")
    .selectAll()
    .where((w) => w.or([...(of.leadIds.length ? [w("lead_id", "in", of.leadIds)] : []), ...(of.bookingIds.length ? [w("booking_id", "in", of.bookingIds)] : [])]))
    .orderBy("created_at")
    .execute();
}
