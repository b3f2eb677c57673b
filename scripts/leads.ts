/**
 * Read the leads the site has stored, even when email is not set up:
 *
 *   npm run leads -- list [--status queued|sent|failed|skipped] [--spam] [--limit N] [--json]
 *   npm run leads -- export --csv [--spam] [--out leads.csv]
 *   npm run leads -- requeue <id>… | --failed
 *   npm run leads -- bookings [--all] [--json | --csv]
 *
 * Uses the same DATA_DIR / DATABASE_URL as the server. (`npm run` prints a banner on stdout:
 * use `--out FILE` or `npm run -s leads -- export --csv > leads.csv` for a clean file.)
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { LeadStore, type Lead } from "../server/contact/lead-store";
import type { DeliveryStatus } from "../server/db/schema";
import { BookingStore } from "../server/booking/store";
import { bookingsCsv, leadsCsv } from "../server/export/csv";
import { formatBooking, spamTag } from "./leads-bookings";
import { NO_MESSAGE, ownMessage, ownName } from "@domain/lead/display";

const STATUSES: DeliveryStatus[] = ["queued", "sent", "failed", "skipped"];
const USAGE = `Usage:
  npm run leads -- list [--status ${STATUSES.join("|")}] [--spam] [--limit N] [--json]
  npm run leads -- export --csv [--spam] [--out FILE]
  npm run leads -- requeue <id>... | --failed
  npm run leads -- bookings [--all] [--json | --csv]   (upcoming consultations; --all adds cancelled and spam ones)`;

function formatLead(lead: Lead): string {
  const when = lead.createdAt.replace("T", " ").replace(/\.\d+Z$/, " UTC");
  const delivery =
    lead.status === "sent"
      ? `sent ${lead.sentAt?.replace("T", " ").replace(/\.\d+Z$/, " UTC")}`
      : lead.status === "queued"
        ? `queued (${lead.attempts} attempt${lead.attempts === 1 ? "" : "s"} so far)`
        : lead.status;
  const details = [
    lead.phone && `Phone: ${lead.phone}`,
    lead.subject && `Subject: ${lead.subject}`,
    lead.location && `Location: ${lead.location}`,
    lead.page && `Page: ${lead.page}`,
  ].filter(Boolean);
  const name = ownName(lead);
  const message = ownMessage(lead) ?? NO_MESSAGE;
  return [
    `${when}  ${lead.kind}${spamTag(lead)}  ${delivery}  id ${lead.id}`,
    `  From: ${name === null ? lead.email : `${name} <${lead.email}>`}`,
    ...(details.length ? [`  ${details.join("   ")}`] : []),
    ...message.split("\n").map((line, index) => (index === 0 ? `  Message: ${line}` : `           ${line}`)),
    ...(lead.lastError && lead.status !== "sent" ? [`  Last error: ${lead.lastError}`] : []),
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: "string" },
      spam: { type: "boolean", default: false },
      limit: { type: "string" },
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      out: { type: "string", short: "o" },
      failed: { type: "boolean", default: false },
      all: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, ...ids] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (values.status !== undefined && !STATUSES.includes(values.status as DeliveryStatus)) {
    console.error(`--status must be one of ${STATUSES.join(", ")}`);
    return 1;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    console.error("--limit must be a positive whole number");
    return 1;
  }

  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: { log: (...args) => console.error(...args), error: (...args) => console.error(...args) },
  });
  const store = new LeadStore(database.db, database.dialect);
  try {
    const status = values.status as DeliveryStatus | undefined;
    // Asking for skipped leads means asking for spam.
    const includeSpam = values.spam || status === "skipped";
    switch (command) {
      case "list": {
        const leads = await store.list({ status, includeSpam, limit });
        if (values.json) console.log(JSON.stringify(leads, null, 2));
        else if (leads.length === 0) console.log(`No leads in ${database.description}.`);
        else console.log(`${leads.length} lead(s) in ${database.description}, newest first:\n\n${leads.map(formatLead).join("\n\n")}`);
        return 0;
      }
      case "export": {
        if (!values.csv) {
          console.error("export needs --csv (the only format so far)");
          return 1;
        }
        const csv = leadsCsv(await store.list({ status, includeSpam, limit }));
        if (values.out) {
          writeFileSync(values.out, csv);
          console.error(`Wrote ${values.out}`);
        } else process.stdout.write(csv);
        return 0;
      }
      case "requeue": {
        if (!values.failed && ids.length === 0) {
          console.error("requeue needs lead ids or --failed");
          return 1;
        }
        const count = await store.requeue(values.failed ? "failed" : ids);
        console.log(`${count} lead(s) back in the outbox; a running server sends them on its next pass.`);
        return 0;
      }
      case "bookings": {
        const bookings = await new BookingStore(database.db, database.dialect).upcoming(new Date(), { includeCancelled: values.all });
        if (values.csv) process.stdout.write(bookingsCsv(bookings));
        else if (values.json) console.log(JSON.stringify(bookings, null, 2));
        else if (bookings.length === 0) console.log(`No upcoming bookings in ${database.description}.`);
        else {
          // A spam booking holds no slot: it is counted apart from the consultations that will happen.
          const active = bookings.filter((booking) => booking.status === "active" && !booking.spam).length;
          const spam = bookings.filter((booking) => booking.spam).length;
          const cancelled = bookings.length - active - spam;
          const others = [cancelled > 0 && `${cancelled} cancelled`, spam > 0 && `${spam} spam`].filter(Boolean);
          const counts = `${active} upcoming booking(s)${others.length ? ` and ${others.join(" and ")}` : ""}`;
          console.log(`${counts} in ${database.description}, soonest first:\n\n${bookings.map(formatBooking).join("\n\n")}`);
        }
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

// Run only as a script, so tests can import the CSV helpers.
// The process ends by itself once stdout has drained: `process.exit()` would cut a piped export at
// the pipe's buffer (64 KiB). A reader that stops early (`| head`) closes the pipe: that is not an error.
if (process.argv[1]?.endsWith("leads.ts")) {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
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
