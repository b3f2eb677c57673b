/**
 * The production server (`npm start`: the server build, run as the main module) as a child process on
 * loopback with its own data folder, for the stress run and the tests that need a real process to
 * signal or kill.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..", "..");

/** Servers started here and still running: none outlives the process that started it. */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerOptions {
  dataDir: string;
  /** 0 (default) = a free port, read back from the start-up line. */
  port?: number;
  buildDir?: string;
  /**
   * More environment (e.g. `CONTACT_RATE_LIMIT`); SQLite, no email, no rate limit and no shutdown
   * drain by default (no load balancer in front: a SIGTERM closes the listener at once).
   */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** The Node binary (default: the one running this process); a production install brings its own. */
  node?: string;
  /** Working folder of the process (default: the project's root). */
  cwd?: string;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  // The server build `npm start` runs: the Hono server and the routes in one module.
  const entry = join(options.buildDir ?? join(ROOT, process.env.BUILD_DIR ?? "build"), "server", "index.js");
  const child = spawn(options.node ?? process.execPath, [entry], {
    cwd: options.cwd ?? ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port ?? 0),
      DATA_DIR: options.dataDir,
      ...(options.buildDir ? { BUILD_DIR: options.buildDir } : {}),
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_RATE_LIMIT: "0",
      CONTACT_EMAIL_LIMIT: "0",
      TRUST_PROXY: "",
      SHUTDOWN_DRAIN_MS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exit = once(child, "exit").then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let port: number | undefined;
  while (port === undefined) {
    port = Number(/Serving .* on http:\/\/[^:]+:(\d+)/.exec(output)?.[1]) || undefined;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start in time:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }

  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve({ code: child.exitCode, signal: child.signalCode }) : exit);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    log: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited();
    },
  };
}

/** One line of the server's log (server/log.ts): a JSON object; a request's line has its method, route, status and duration. */
export interface LogLine {
  time: string;
  level: "info" | "warn" | "error";
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  job?: string;
  [field: string]: unknown;
}

/** The log's lines, parsed; a line that is not a JSON object throws (every line must be one). */
export function logLines(log: string): LogLine[] {
  return log
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const parsed = JSON.parse(line) as unknown;
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`Not a JSON object: ${line}`);
      return parsed as LogLine;
    });
}

/** The request lines of rejected requests (`415 POST /contact`), in order: status ≥ `from` (400). */
export const rejectedRequests = (log: string, from = 400) =>
  logLines(log)
    .filter((line) => typeof line.status === "number" && line.status >= from && line.method !== undefined)
    .map((line) => line.msg);
