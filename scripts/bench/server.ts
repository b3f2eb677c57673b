/** The site the bench measures: its build, and its production server on loopback. */
import { existsSync } from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BUILD_DIR, PORT, ROOT } from "./options";

/** Builds the site into the bench's own folder, with the bench server's origin as its canonical one. */
export function buildForBench(origin: string): Promise<void> {
  return run("npm", ["run", "build"], { BUILD_DIR, SITE_URL: origin });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

export async function startServer(dataDir: string, buildDir = BUILD_DIR, port = PORT): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port (another bench, a manual check) would answer for this one: the bench would
  // measure the wrong build while its own server failed to listen.
  const occupied = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`something already answers on ${origin}: stop it, or set BENCH_PORT`);
  // An earlier version measured beside this one (BENCH_BEFORE_BUILD) may predate decision 008 and start from
  // server-entry.js; a build of this version starts from server/index.js.
  const legacyEntry = join(buildDir, "server-entry.js");
  const entry = existsSync(legacyEntry) ? legacyEntry : join(buildDir, "server", "index.js");
  const server = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(250);
  }
  server.kill("SIGTERM");
  throw new Error(`server did not answer on ${origin} within 60 s`);
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  await Promise.race([exited, sleep(8000).then(() => server.kill("SIGKILL"))]);
}
