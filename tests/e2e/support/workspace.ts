/**
 * What the workspace's browser tests share: a production server on http://localhost:PORT (the
 * passkeys' relying party is SITE_URL's host, and an IP address is none), invitations through
 * `npm run admin`, and Chromium's virtual authenticator.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { ROOT, startServer, type ServerProcess } from "../../../scripts/stress/server-process";
import { expect, watchCspViolations } from "./test";

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface WorkspaceServer {
  /** `http://localhost:PORT`, also its SITE_URL. */
  origin: string;
  dataDir: string;
  process: ServerProcess;
  /** `npm run admin -- …` against this server's database; its standard output. */
  admin(...args: string[]): Promise<string>;
  /** `npm run admin -- invite`: the enrolment link it prints. */
  invite(email: string, role?: "owner" | "member"): Promise<string>;
  stop(): Promise<void>;
}

export async function startWorkspaceServer(env: Record<string, string> = {}): Promise<WorkspaceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "mws-workspace-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({ dataDir, port, env: { SITE_URL: origin, ...env } });
  const admin = async (...args: string[]) =>
    (
      await run(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: origin },
      })
    ).stdout;
  return {
    origin,
    dataDir,
    process: server,
    admin,
    async invite(email, role = "owner") {
      const output = await admin("invite", email, "--role", role);
      const link = output.split("\n").find((line) => line.startsWith(`${origin}/admin/enroll/`));
      if (!link) throw new Error(`npm run admin -- invite printed no link:\n${output}`);
      return link;
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A platform authenticator with user verification, as a phone or laptop with a screen lock has. */
export async function addPasskeyAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

export interface SignedInContextOptions {
  /** The new context's options besides its baseURL (the workspace's origin); they replace the default `{ reducedMotion: "reduce" }`. */
  context?: BrowserContextOptions;
}

export interface SignedInContext {
  context: BrowserContext;
  page: Page;
  /** Closes the context, then fails the test if any of its pages violated the Content-Security-Policy. */
  close: () => Promise<void>;
}

/**
 * A new browser context signed in to `workspace` as `email`: the invitation's link, then a passkey from
 * the virtual authenticator, and the page is on the inbox. admin.spec.ts tests these steps one by one. Like
 * every context of `test` (support/test.ts), it records Content-Security-Policy violations; `close` checks them.
 */
export async function signedInContext(
  browser: Browser,
  workspace: WorkspaceServer,
  email: string,
  role: "owner" | "member",
  { context: contextOptions = { reducedMotion: "reduce" } }: SignedInContextOptions = {},
): Promise<SignedInContext> {
  const context = await browser.newContext({ ...contextOptions, baseURL: workspace.origin });
  const checkCsp = await watchCspViolations(context);
  const page = await context.newPage();
  await addPasskeyAuthenticator(context, page);
  await page.goto(await workspace.invite(email, role));
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page).toHaveURL(`${workspace.origin}/admin`);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      checkCsp();
    },
  };
}
