import { openDatabase } from "../../server/db/connect";

/** Where a server keeps its data: the SQLite folder (`DATA_DIR`), or a PostgreSQL URL. */
export type DataLocation = string | { databaseUrl: string };

const open = (where: DataLocation) =>
  openDatabase({ ...(typeof where === "string" ? { dataDir: where } : { dataDir: "", databaseUrl: where.databaseUrl }), log: { log() {}, error() {} } });

/** Emails of every stored lead (spam included) whose email starts with `${tag}-`, from the SQLite file in `dataDir`. */
export async function storedLeadEmails(dataDir: DataLocation, tag: string): Promise<Set<string>> {
  const handle = await open(dataDir);
  try {
    const rows = await handle.db.selectFrom("leads").select("email").where("email", "like", `${tag}-%`).execute();
    return new Set(rows.map((row) => row.email));
  } finally {
    await handle.close();
  }
}

/** Rows in the lead table, spam included. */
export async function storedLeadCount(dataDir: DataLocation): Promise<number> {
  const handle = await open(dataDir);
  try {
    const row = await handle.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await handle.close();
  }
}

/** Controls that reorder or hide text, and line breaks: never wanted in a name or subject (they reach the email Subject). */
const UNSAFE_IN_HEADER_FIELDS = /[\r\n\u200B-\u200D\u202A-\u202E\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u;
/** U+FFFD is what invalid bytes or lone surrogates turn into when they were stored instead of rejected. */
const REPLACEMENT_OR_LONE_SURROGATE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Stored leads (spam excluded: a bot's text is kept as it came) with text a person should never have been able to store. */
export async function unsafeTextRows(dataDir: DataLocation): Promise<number> {
  const handle = await open(dataDir);
  try {
    const rows = await handle.db.selectFrom("leads").select(["name", "subject", "email", "phone", "message", "location"]).where("spam", "=", 0).execute();
    return rows.filter(
      (row) =>
        UNSAFE_IN_HEADER_FIELDS.test(`${row.name}${row.subject ?? ""}${row.email}`) ||
        REPLACEMENT_OR_LONE_SURROGATE.test(Object.values(row).join("")),
    ).length;
  } finally {
    await handle.close();
  }
}

/** The forged-Referer leads (`forged-page-…` emails) stored, and how many of all leads kept a forged page of origin. */
export async function forgedPageRows(dataDir: DataLocation): Promise<{ tagged: number; withForgedPage: number }> {
  const handle = await open(dataDir);
  try {
    const tagged = await handle.db.selectFrom("leads").select("page").where("email", "like", "forged-page-%").execute();
    const forged = await handle.db.selectFrom("leads").select("id").where("page", "like", "%forged%").execute();
    return { tagged: tagged.length, withForgedPage: forged.length };
  } finally {
    await handle.close();
  }
}
