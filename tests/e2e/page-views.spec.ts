import { DatabaseSync } from "node:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/test";
import { startServer, type ServerProcess } from "../../scripts/stress/server-process";

/**
 * The page view beacon end to end: a person's pages (a landing with utm values and a referrer, then a
 * client-side move) become daily counts per path, channel and campaign; a crawler's do not. Its own
 * server, so other specs' visits from the same address neither count here nor spend its flood limit;
 * the counts are read from its database once the server has stopped (the stop writes what it counted).
 */
test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "mws-page-views-"));
  server = await startServer({ dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Row {
  path: string;
  channel: string;
  campaign: string;
  views: number;
}

/** The counts as stored, once the server has stopped. */
function storedViews(): Row[] {
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
  try {
    return db.prepare("select path, channel, campaign, views from page_views order by path, channel").all() as unknown as Row[];
  } finally {
    db.close();
  }
}

const beaconFor = (page: Page, path: string) =>
  page.waitForRequest((request: Request) => request.url() === `${server.origin}/api/views` && (JSON.parse(request.postData() ?? "{}") as { path?: string }).path === path);

test("a person's pages are counted, a client-side move too, under the visit's channel and campaign; a crawler's and a prefetch are not", async ({ page, browser, request }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url() === `${server.origin}/api/views`) sent.push((JSON.parse(request.postData() ?? "{}") as { path: string }).path);
  });
  const landing = beaconFor(page, "/locations/warren");
  await page.goto(`${server.origin}/locations/warren?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, { referer: "https://mail.example.net/inbox" });
  const first = await landing;
  expect(first.method()).toBe("POST");
  expect(JSON.parse(first.postData()!)).toEqual({ path: "/locations/warren", referrer: "mail.example.net", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" });
  expect((await first.response())?.status()).toBe(204);

  // A move by the client router: the same document, one more view.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const services = beaconFor(page, "/services");
  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(`${server.origin}/services`);
  await services;
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A crawler's browser sends the beacon too; the server does not count it.
  const crawler = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  const crawlerPage = await crawler.newPage();
  const crawled = beaconFor(crawlerPage, "/process");
  await crawlerPage.goto(`${server.origin}/process`);
  expect((await (await crawled).response())?.status()).toBe(204);
  await crawler.close();

  // A page the browser fetched ahead (a prefetch or prerender) is not a view, whatever it sends.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  for (const purpose of ["prefetch", "prefetch;prerender"]) {
    const ahead = await request.post(`${server.origin}/api/views`, {
      headers: { "content-type": "text/plain;charset=UTF-8", origin: server.origin, "sec-fetch-site": "same-origin", "sec-purpose": purpose, "user-agent": userAgent },
      data: JSON.stringify({ path: "/contact" }),
    });
    expect(ahead.status()).toBe(204);
  }

  // The workspace sends no beacon, and no page sends one twice.
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(sent).toEqual(["/locations/warren", "/services"]);

  expect((await server.stop()).code).toBe(0);
  expect(storedViews()).toEqual([
    { path: "/locations/warren", channel: "email", campaign: "spring", views: 1 },
    { path: "/services", channel: "email", campaign: "spring", views: 1 },
  ]);
});
