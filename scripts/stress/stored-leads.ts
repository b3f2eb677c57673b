import { openDatabase } from "../../server/db/connect";

/** Emails of every stored lead (spam included) whose email starts with `${tag}-`, from the SQLite file in `dataDir`. */
export async function storedLeadEmails(dataDir: string, tag: string): Promise<Set<string>> {
  const handle = await openDatabase({ dataDir, log: { log() {}, error() {} } });
  try {
    const rows = await handle.db.selectFrom("leads").select("email").where("email", "like", `${tag}-%`).execute();
    return new Set(rows.map((row) => row.email));
  } finally {
    await handle.close();
  }
}

/** Rows in the lead table, spam included. */
export async function storedLeadCount(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir, log: { log() {}, error() {} } });
  try {
    const row = await handle.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await handle.close();
  }
}
