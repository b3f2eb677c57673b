/**
 * With PostgreSQL the database's own tools take and restore backups: `pg_dump --format=custom` (a
 * consistent snapshot while the site keeps writing: one repeatable-read transaction) and `pg_restore`.
 * They are found on PATH, else in Debian's /usr/lib/postgresql/<version>/bin (the newest version, which
 * also reads dumps of older servers). The password never goes on a command line (it would show in `ps`):
 * it travels in PGPASSWORD.
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { partialPath } from "./sqlite-snapshot";

export type PostgresTool = "pg_dump" | "pg_restore";

/** The tool's path (like `which`), or undefined when it is not installed. */
export function findPostgresTool(tool: PostgresTool, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const root = "/usr/lib/postgresql";
  const versioned = existsSync(root)
    ? readdirSync(root)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(root, version, "bin"))
    : [];
  // Debian's /usr/bin/pg_dump is a wrapper that picks a version by the cluster; the newest real binary is the safer choice.
  for (const dir of [...versioned, ...(env.PATH ?? "").split(delimiter).filter(Boolean)]) {
    const path = join(dir, tool);
    if (existsSync(path)) return path;
  }
  return undefined;
}

export const missingToolMessage = (tool: PostgresTool) =>
  `${tool} is not installed on this machine, so this PostgreSQL database cannot be ${tool === "pg_dump" ? "backed up" : "restored"} from here. ` +
  `Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), or use your database host's own backups (docs/backups.md).`;

/** The connection URL without its password, and the password for PGPASSWORD. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command.split("/").pop()} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** `pg_dump --format=custom` into a temporary name; checked with `pg_restore --list`, then renamed. */
export async function dumpPostgres(databaseUrl: string, finalPath: string): Promise<{ path: string; sizeBytes: number }> {
  const pgDump = findPostgresTool("pg_dump");
  const pgRestore = findPostgresTool("pg_restore");
  if (!pgDump) throw new Error(missingToolMessage("pg_dump"));
  const { url, env } = connection(databaseUrl);
  const temporary = partialPath(finalPath);
  rmSync(temporary, { force: true });
  try {
    await run(pgDump, ["--format=custom", "--no-owner", "--no-privileges", `--file=${temporary}`, `--dbname=${url}`], env);
    chmodSync(temporary, 0o600);
    if (pgRestore) await checkDump(temporary, pgRestore);
    renameSync(temporary, finalPath);
    return { path: finalPath, sizeBytes: statSync(finalPath).size };
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** The dump's table of contents must list the main tables' data: a truncated or foreign file fails here. */
export async function checkDump(file: string, pgRestore = findPostgresTool("pg_restore")): Promise<void> {
  if (!pgRestore) throw new Error(missingToolMessage("pg_restore"));
  const listing = await new Promise<string>((resolve, reject) => {
    const child = spawn(pgRestore, ["--list", file], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err = (err + chunk).slice(-2000)));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${file} is not a readable pg_dump archive: ${err.trim()}`))));
  });
  for (const table of ["leads", "bookings", "users"]) {
    if (!new RegExp(`TABLE DATA \\S+ ${table} `).test(listing)) throw new Error(`${file} is not a backup of this site's database (no data of the ${table} table)`);
  }
}

/** `pg_restore --clean --if-exists` in one transaction: the database ends up as the dump, or unchanged. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const pgRestore = findPostgresTool("pg_restore");
  if (!pgRestore) throw new Error(missingToolMessage("pg_restore"));
  await checkDump(file, pgRestore);
  const { url, env } = connection(databaseUrl);
  await run(pgRestore, ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${url}`, file], env);
}
