/**
 * The workspace's people, from a shell on the server (the first owner is invited here):
 *
 *   npm run admin -- invite EMAIL [--role owner|member]   prints a one-time enrolment link (24 hours)
 *   npm run admin -- users                                lists who has access, and the invitations not used yet
 *   npm run admin -- remove EMAIL                         removes a person and ends their sessions at once; revokes
 *                                                         an invitation to the address not used yet
 *   npm run admin -- calendar-url                         prints a new secret calendar-feed URL (replaces the previous one)
 *   npm run admin -- backup [--out FILE] [--rate PAGES]   writes a checked backup of the database while the site serves; prints its path
 *   npm run admin -- restore FILE                         restores a backup into DATA_DIR / DATABASE_URL (the server must be stopped)
 *
 * Uses the same DATA_DIR / DATABASE_URL / SITE_URL as the server (the link's origin is SITE_URL,
 * which is also the passkeys' relying party: invite with the SITE_URL the site is served on).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { site } from "../content/site";
import { readConfig } from "../server/config";
import { openDatabase, SQLITE_FILE } from "../server/db/connect";
import { BackupStore } from "../server/backup/store";
import { takeBackup } from "../server/backup/take";
import { sizeWords } from "../server/backup/stale";
import { restoreSqlite } from "../server/backup/sqlite-restore";
import { ALL_PAGES } from "../server/backup/sqlite-snapshot";
import { restorePostgres } from "../server/backup/postgres-dump";
import { AccountStore } from "../server/accounts/store";
import { createAccountService, INVITE_HOURS } from "../server/accounts/service";
import { relyingPartyOf } from "../server/accounts/passkey-ceremonies";
import { createAgencyFeed } from "../server/booking/agency-feed";
import { officeTime } from "../server/alerts/office-time";

const USAGE = `Usage:
  npm run admin -- invite EMAIL [--role owner|member]
  npm run admin -- users
  npm run admin -- remove EMAIL
  npm run admin -- calendar-url
  npm run admin -- backup [--out FILE] [--rate PAGES]
  npm run admin -- restore FILE`;

const ROLES = ["owner", "member"] as const;

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: "string", default: "owner" },
      out: { type: "string" },
      rate: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, email, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const role = values.role as (typeof ROLES)[number];
  if (!ROLES.includes(role)) {
    console.error(`--role must be one of ${ROLES.join(", ")}`);
    return 1;
  }
  if ((command === "invite" || command === "remove") && (!email || rest.length > 0)) {
    console.error(`${command} needs one email address.\n${USAGE}`);
    return 1;
  }

  if (command === "restore" && (!email || rest.length > 0)) {
    console.error(`restore needs one backup file.\n${USAGE}`);
    return 1;
  }
  const rate = values.rate === undefined ? undefined : Number(values.rate);
  if (rate !== undefined && !(Number.isInteger(rate) && rate >= 1 && rate <= ALL_PAGES)) {
    console.error("--rate must be a whole number of pages per step (default: all at once)");
    return 1;
  }

  const config = readConfig();
  if (command === "restore") return restore(email!, config);
  if (command === "backup" && !config.databaseUrl && !existsSync(join(config.dataDir, SQLITE_FILE))) {
    console.error(`There is no database to back up at ${join(config.dataDir, SQLITE_FILE)} (check DATA_DIR).`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: { log: () => {}, error: (...args) => console.error(...args) } });
  try {
    const accounts = createAccountService({
      store: new AccountStore(database.db, database.dialect),
      relyingParty: relyingPartyOf(config.siteUrl, site.name),
      siteUrl: config.siteUrl,
      // A running server's outbox sends queued mail; the shell queues none.
      onMailQueued: () => {},
    });
    switch (command) {
      case "invite": {
        const result = await accounts.invite(email!, role, "shell");
        if (!result.ok) {
          console.error(result.error === "exists" ? `${email} already has access.` : `"${email}" is not an email address.`);
          return 1;
        }
        console.log(`Enrolment link for ${email} (${role}), valid ${INVITE_HOURS} hours, single use. Open it on the device that will hold the passkey:`);
        if (result.supersededEarlier) console.error(`The earlier invitation to ${email} no longer works: only this link does.`);
        // The link on a line of its own, so it can be copied (or read by a script) as it is.
        console.log(result.url);
        return 0;
      }
      case "users": {
        const users = await accounts.users();
        if (users.length === 0) console.log(`Nobody has access yet. Invite the first owner: npm run admin -- invite EMAIL`);
        for (const user of users) console.log(`${user.email}  ${user.role}  since ${user.createdAt.slice(0, 10)}${user.invitedBy ? `  (invited by ${user.invitedBy})` : ""}`);
        const pending = await accounts.pendingInvitations();
        if (pending.length > 0) console.log(`\nInvitations not used yet (npm run admin -- remove EMAIL revokes one):`);
        for (const invite of pending) console.log(`${invite.email}  ${invite.role}  expires ${officeTime(invite.expiresAt)}${invite.invitedBy ? `  (invited by ${invite.invitedBy})` : ""}`);
        return 0;
      }
      case "remove": {
        const result = await accounts.remove(email!);
        // Someone invited but not enrolled yet: "remove" withdraws the invitation instead.
        if (!result.ok && result.error === "not_found" && (await accounts.revokeInvitations(email!))) {
          console.log(`Revoked the invitation for ${email}; its link no longer works.`);
          return 0;
        }
        if (!result.ok) {
          console.error(result.error === "not_found" ? `${email} has no access.` : `${email} is the last owner: invite another owner first.`);
          return 1;
        }
        console.log(`Removed ${result.user.email}; their sessions ended, and any invitation to the address stopped working.`);
        return 0;
      }
      case "calendar-url": {
        const feed = createAgencyFeed({ db: database.db, siteUrl: config.siteUrl, organizerEmail: config.mailFrom });
        const url = await feed.issue("shell");
        console.log("Subscribe to this address in your calendar app (keep it secret: it shows every booking). It replaces any earlier calendar address, which stops working now:");
        console.log(url);
        return 0;
      }
      case "backup": {
        let shown = -1;
        const taken = await takeBackup({
          database,
          databaseUrl: config.databaseUrl,
          store: new BackupStore(database.db, database.dialect),
          dir: config.backup.dir,
          out: values.out,
          trigger: "shell",
          // Another process's connection: a stepped copy restarts whenever the server commits between two
          // steps, so by default it copies in one step (in WAL mode that read blocks no writer).
          rate: rate ?? ALL_PAGES,
          progress: (copied, total) => {
            const percent = Math.floor((copied / total) * 10) * 10;
            if (percent === shown) return;
            shown = percent;
            console.error(`Copied ${copied} of ${total} pages`);
          },
        });
        const counts = taken.counts ? `; ${taken.counts.leads} leads, ${taken.counts.bookings} bookings, ${taken.counts.users} people` : "";
        console.error(`Backup written and checked (${sizeWords(taken.sizeBytes)}${counts}), as of ${taken.takenAt}:`);
        // The path on a line of its own, so a script can read it.
        console.log(taken.path);
        return 0;
      }
      default:
        console.error(`Unknown command "${command}".\n${USAGE}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

/** Restores FILE into the configured database; the server must be stopped (checked, not assumed). */
async function restore(file: string, config: ReturnType<typeof readConfig>): Promise<number> {
  if (!config.databaseUrl) {
    const result = restoreSqlite(file, config.dataDir);
    const counts = `${result.counts.leads} leads, ${result.counts.bookings} bookings, ${result.counts.users} people`;
    console.log(`Restored ${file} into ${result.database} (${counts}).`);
    console.log(result.replaced ? `The database that was there is kept as ${result.replaced}.` : "There was no database there before.");
    console.log("Start the server: it brings the schema up to date if the backup is older than this version.");
    return 0;
  }
  // PostgreSQL: every server instance must be stopped, so nothing writes while the dump replaces the tables.
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'");
    const others = Number(rows[0]?.n ?? 0);
    if (others > 0) {
      console.error(`The database has ${others} other connection(s): stop every server instance (and other clients) before restoring.`);
      return 1;
    }
  } finally {
    await client.end();
  }
  await restorePostgres(config.databaseUrl, file);
  console.log(`Restored ${file} into ${new URL(config.databaseUrl).pathname.slice(1)} (pg_restore --clean, in one transaction).`);
  return 0;
}

if (process.argv[1]?.endsWith("admin.ts")) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
