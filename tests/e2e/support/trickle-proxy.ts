import { createServer, type Server } from "node:http";
import type { Browser, Page } from "@playwright/test";
import { contentShifts, recordContentShifts, type ContentShift } from "./layout-shifts";

export interface TrickleOptions {
  /** Where the slow part starts: the first occurrence of this text in the page (the content, not the head). */
  from?: string;
  /** How much of the page after `from` arrives slowly. */
  bytes?: number;
  /** The size of each piece and the pause after it: long enough for the browser to paint what it has. */
  piece?: number;
  pauseMs?: number;
}

export interface TrickleProxy {
  origin: string;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);

/**
 * A loopback proxy in front of the test server that delivers HTML pages the way a slow connection
 * does: the head at once, then the first `bytes` of the content in small pieces with a pause after
 * each, then the rest. The browser lays out and paints the page many times half-parsed (a day card
 * with only its weekday, a heading with only its icon), so a test sees the shifts a reader on a slow
 * phone network would. Everything else (scripts, styles, data) passes through unchanged.
 */
export async function startTrickleProxy(target: string, options: TrickleOptions = {}): Promise<TrickleProxy> {
  const { from = "<main", bytes = 24 * 1024, piece = 256, pauseMs = 16 } = options;
  const server: Server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? "/", target), {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== "host" && name !== "accept-encoding" && typeof request.headers[name] === "string")) as Record<string, string>,
        redirect: "manual",
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers);
      if (!(upstream.headers.get("content-type") ?? "").startsWith("text/html")) {
        response.end(body);
        return;
      }
      const start = Math.max(0, body.indexOf(from));
      const end = Math.min(body.length, start + bytes);
      response.write(body.subarray(0, start));
      for (let at = start; at < end; at += piece) {
        response.write(body.subarray(at, Math.min(at + piece, end)));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end(body.subarray(end));
    } catch {
      response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Loads `path` through a new trickle proxy in a new context (`width` × 900) and answers the shifts of
 * the page's content, once `ready` holds (if given) and the browser has been idle. Both are closed after.
 */
export async function shiftsOverSlowConnection(
  browser: Browser,
  baseURL: string,
  path: string,
  options: { width: number; timezoneId?: string; ready?: (page: Page) => Promise<void> },
): Promise<ContentShift[]> {
  const proxy = await startTrickleProxy(baseURL);
  const context = await browser.newContext({ baseURL: proxy.origin, timezoneId: options.timezoneId, viewport: { width: options.width, height: 900 } });
  try {
    const page = await context.newPage();
    await recordContentShifts(page);
    const answer = await page.goto(path);
    if (answer?.status() !== 200) throw new Error(`${path} answered ${answer?.status()} through the proxy`);
    await options.ready?.(page);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    await page.waitForTimeout(300);
    return await contentShifts(page);
  } finally {
    await context.close();
    await proxy.close();
  }
}
