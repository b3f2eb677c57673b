/**
 * A throw-away PostgreSQL cluster on loopback, for the integration tests and the stress probe
 * (`npm run stress` runs two server instances on one).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The newest installed PostgreSQL's bin folder (Debian layout), or undefined. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster: initdb in a temp dir, pg_ctl start on a loopback port, trust
 * auth. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)");
  const asRoot = process.getuid?.() === 0;
  // runuser lives in /usr/sbin, which a non-login shell's PATH may lack.
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser"].find((path) => existsSync(path)) ?? "runuser";
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? [runuser, ["-u", "postgres", "--", join(bin, tool), ...args]] : [join(bin, tool), args];
    const result = spawnSync(command[0] as string, command[1] as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };

  const dir = mkdtempSync(join(tmpdir(), "mws-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freeLoopbackPort();
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "postgres.log"),
      "-w",
      "-t",
      "60",
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
