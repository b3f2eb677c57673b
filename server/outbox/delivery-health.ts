/**
 * How delivery is going, per channel, shared by every instance (`delivery_health`): since when it has
 * been failing (the first failed send after the last success), the last error. And the owner's alarm:
 * once email has failed for `MAIL_ALARM_AFTER_MS`, one row in `delivery_alarms` per failing period,
 * delivered by the webhook channel, since mail cannot report that mail is broken.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "./table";
import type { Database, DeliveryAlarmRow } from "../db/schema";
import type { OutboxChannel } from "./plan";
import { isoOrNull } from "../db/timestamps";

/** Email failing this long tells the owner another way (the webhook). */
export const MAIL_ALARM_AFTER_MS = 15 * 60_000;

export interface ChannelHealth {
  channel: OutboxChannel;
  /** When the current failing period began (ISO), or null while delivery works. */
  failingSince: string | null;
  lastError: string | null;
  lastFailureAt: string | null;
  lastSuccessAt: string | null;
}

const clipError = (message: string) => message.slice(0, 1000);

export class DeliveryHealthStore {
  /** The owner's alarms as outbox rows (delivered by the webhook). */
  readonly alarms: OutboxTable<DeliveryAlarmRow>;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
  ) {
    this.alarms = new OutboxTable<DeliveryAlarmRow>(db, dialect, "delivery_alarms");
  }

  /** A send over `channel` failed: the failing period begins now unless it already runs. One statement, race-safe across instances. */
  async failed(channel: OutboxChannel, error: string, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insertInto("delivery_health")
      .values({ channel, failing_since: at, last_error: clipError(error), last_failure_at: at, last_success_at: null, alarmed_for: null })
      .onConflict((conflict) =>
        conflict.column("channel").doUpdateSet((eb) => ({
          failing_since: eb.fn.coalesce("delivery_health.failing_since", eb.ref("excluded.failing_since")),
          last_error: eb.ref("excluded.last_error"),
          last_failure_at: eb.ref("excluded.last_failure_at"),
        })),
      )
      .execute();
  }

  /** A send over `channel` went out: the failing period (if any) is over. */
  async delivered(channel: OutboxChannel, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insertInto("delivery_health")
      .values({ channel, failing_since: null, last_error: null, last_failure_at: null, last_success_at: at, alarmed_for: null })
      .onConflict((conflict) => conflict.column("channel").doUpdateSet({ failing_since: null, last_success_at: at }))
      .execute();
  }

  async current(): Promise<ChannelHealth[]> {
    const rows = await this.db.selectFrom("delivery_health").selectAll().orderBy("channel").execute();
    return rows.map((row) => ({
      channel: row.channel as OutboxChannel,
      failingSince: isoOrNull(row.failing_since),
      lastError: row.last_error,
      lastFailureAt: isoOrNull(row.last_failure_at),
      lastSuccessAt: isoOrNull(row.last_success_at),
    }));
  }

  /**
   * Email has failed since at least `afterMs` ago and the owner has not been told of this failing
   * period: marks the period told and queues one alarm, in one transaction (two instances racing: the
   * conditional update lets one win). True when an alarm was queued.
   */
  async raiseMailAlarm(now = new Date(), afterMs = MAIL_ALARM_AFTER_MS): Promise<boolean> {
    const cutoff = new Date(now.getTime() - afterMs).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const period = await trx
        .updateTable("delivery_health")
        .set({ alarmed_for: sql<string>`failing_since` })
        .where("channel", "=", "mail")
        .where("failing_since", "is not", null)
        .where("failing_since", "<=", cutoff)
        .where((w) => w.or([w("alarmed_for", "is", null), w("alarmed_for", "<>", w.ref("failing_since"))]))
        .returning("failing_since")
        .executeTakeFirst();
      if (!period?.failing_since) return false;
      const at = now.toISOString();
      await trx
        .insertInto("delivery_alarms")
        .values({
          id: crypto.randomUUID(),
          created_at: at,
          failing_since: new Date(period.failing_since).toISOString(),
          status: "queued",
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          sent_at: null,
        })
        .execute();
      return true;
    });
  }
}
