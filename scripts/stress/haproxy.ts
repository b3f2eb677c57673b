/**
 * HAProxy (Debian's `haproxy`) run with the configuration kept for deploys, `docs/deploy/haproxy.cfg`,
 * on loopback: its addresses come from the environment variables that file reads, so the file is
 * used as it is. Started in the foreground as a child process and stopped by whoever started it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { ROOT } from "./server-process";

export const HAPROXY_CONFIG = join(ROOT, "docs", "deploy", "haproxy.cfg");

/** The haproxy binary (Debian installs it in /usr/sbin, which a non-login shell's PATH may lack), or undefined. */
export function findHaproxy(): string | undefined {
  for (const candidate of ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"]) if (existsSync(candidate)) return candidate;
  const found = spawnSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

/** What HAProxy's health checks make of one server: `UP`, `DOWN`, `UP 1/2` (going down), `DOWN 1/2` (coming up), `MAINT`… */
export type ServerStatus = string;

export interface Haproxy {
  /** `http://127.0.0.1:PORT`: the frontend visitors use. */
  origin: string;
  child: ChildProcess;
  /** Status of each server of the `site` backend by name (`app1`, `app2`), from the runtime API. */
  statuses(): Promise<Record<string, ServerStatus>>;
  /** Resolves once every named server is `UP`; rejects after `timeoutMs`. */
  waitUntilUp(names: string[], timeoutMs?: number): Promise<void>;
  /** Everything HAProxy logged (only what went wrong: the configuration sets `dontlog-normal`). */
  log(): string;
  stop(): Promise<void>;
}

export interface HaproxyOptions {
  /** Frontend port on 127.0.0.1. */
  port: number;
  /** The instances, `HOST:PORT` each, in the order of the configuration's servers (app1, app2). */
  servers: [string, string];
  /** Path of the runtime API's Unix socket (a temporary folder of the caller's). */
  socket: string;
}

/** One command on HAProxy's runtime API (the `stats socket`); its whole answer. */
function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = "";
    connection.setEncoding("utf8");
    connection.setTimeout(5_000, () => connection.destroy(new Error(`HAProxy's runtime API did not answer "${command}"`)));
    connection.on("connect", () => connection.write(`${command}\n`));
    connection.on("data", (chunk) => (answer += chunk));
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
  });
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  const binary = findHaproxy();
  if (!binary) throw new Error("haproxy not found (apt-get install haproxy)");
  const child = spawn(binary, ["-db", "-f", HAPROXY_CONFIG], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      MWS_LISTEN: `127.0.0.1:${options.port}`,
      MWS_APP1: options.servers[0],
      MWS_APP2: options.servers[1],
      MWS_HAPROXY_SOCKET: options.socket,
      MWS_HAPROXY_UNPRIVILEGED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exit = once(child, "exit");
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);

  const statuses = async () => {
    const csv = await runtimeCommand(options.socket, "show stat");
    const [header, ...rows] = csv.trim().split("\n");
    const columns = header!.replace(/^# /, "").split(",");
    const proxy = columns.indexOf("pxname");
    const server = columns.indexOf("svname");
    const status = columns.indexOf("status");
    const result: Record<string, ServerStatus> = {};
    for (const row of rows) {
      const cells = row.split(",");
      if (cells[proxy] === "site" && cells[server] !== "BACKEND") result[cells[server]!] = cells[status]!;
    }
    return result;
  };

  const haproxy: Haproxy = {
    origin: `http://127.0.0.1:${options.port}`,
    child,
    statuses,
    async waitUntilUp(names, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`HAProxy exited:\n${output}`);
        const now = await statuses().catch(() => ({}) as Record<string, ServerStatus>);
        if (names.every((name) => now[name] === "UP")) return;
        if (Date.now() > deadline) throw new Error(`HAProxy did not see ${names.join(", ")} UP in time (${JSON.stringify(now)}):\n${output}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    log: () => output,
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exit;
      }
    },
  };

  // Up once the runtime API answers (the frontend is bound before it).
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`HAProxy exited during start-up:\n${output}`);
    if (await statuses().then(() => true, () => false)) break;
    if (Date.now() > deadline) {
      await haproxy.stop();
      throw new Error(`HAProxy did not start in time:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return haproxy;
}
