import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { defaultAvailability, parseAvailability, type Availability, type AvailabilityErrors } from "@domain/booking/availability";

/**
 * The availability the workspace edits: one row of validated JSON. No row = the defaults of
 * content/site.ts. Every instance reads it per request (one small query), so a change applies at
 * once everywhere; a row that no longer validates (a hand edit) is logged and the defaults serve.
 */
export class AvailabilityStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<Console, "error"> = console,
  ) {}

  async current(): Promise<Availability> {
    const row = await this.db.selectFrom("availability_settings").select("settings").where("id", "=", 1).executeTakeFirst();
    if (!row) return defaultAvailability;
    let stored: unknown;
    try {
      stored = JSON.parse(row.settings);
    } catch {
      stored = undefined;
    }
    const parsed = parseAvailability(stored);
    if (parsed.ok) return parsed.availability;
    this.log.error(`Stored availability is invalid (${JSON.stringify(parsed.errors)}); the defaults apply until it is saved again`);
    return defaultAvailability;
  }

  /** Validates and stores the whole availability; the errors when it is not valid. */
  async save(raw: unknown, actor: string, now = new Date()): Promise<{ ok: true; availability: Availability } | { ok: false; errors: AvailabilityErrors }> {
    const parsed = parseAvailability(raw);
    if (!parsed.ok) return parsed;
    const values = { settings: JSON.stringify(parsed.availability), updated_at: now.toISOString(), updated_by: actor };
    await this.db
      .insertInto("availability_settings")
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    return parsed;
  }
}
