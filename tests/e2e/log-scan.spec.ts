import { expect, test } from "./support/test";
import { signedInContext, startWorkspaceServer, type WorkspaceServer } from "./support/workspace";
import { SmtpCapture } from "../integration/support/smtp";
import { logLines } from "../../scripts/stress/server-process";

/**
 * The server's whole log after every flow a visitor, an invitee and the agency go through (a lead, a
 * booking, its manage and cancel links, an invitation and a passkey, a sign-in link, workspace actions,
 * the outbox page and a retry): every line is one JSON object with the fixed fields, and none holds a
 * token, a session id, a secret or a full email address.
 */
let workspace: WorkspaceServer;
const smtp = new SmtpCapture();
const WEBHOOK_SECRET = "webhook-secret-Zq8v3LmN0pRt";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start(0);
  // The webhook points at a closed loopback port: its rows fail, and their errors are logged too.
  workspace = await startWorkspaceServer({ SMTP_URL: smtp.url, LEAD_WEBHOOK_URL: "http://127.0.0.1:1/hooks/T000/B000/secret-path", LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET });
});

test.afterAll(async () => {
  await workspace?.stop();
  await smtp.stop();
});

const mailTo = (address: string, pattern: RegExp) =>
  expect
    .poll(() => smtp.mails.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean), { timeout: 20_000 })
    .toBeTruthy()
    .then(() => smtp.mails.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean)!);

test("no token, session id, secret or email address in any line; every line JSON with its fields", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const origin = workspace.origin;
  const owner = "owner.person@agency-logscan.example";
  const visitor = "lead.visitor@logscan.example";
  const booker = "booking.visitor@logscan.example";
  const secrets: string[] = [WEBHOOK_SECRET, "secret-path", owner, visitor, booker];

  // An invitation and a passkey (the invitation's token is in the link).
  const invite = await workspace.invite(owner, "owner");
  secrets.push(invite.split("/").at(-1)!);
  const signedIn = await signedInContext(browser, workspace, owner, "owner");
  const page = signedIn.page;

  // A lead and a booking.
  const lead = await request.post(`${origin}/api/contact`, { data: { name: "Lee Visitor", email: visitor, message: "Please call me" } });
  expect(lead.status()).toBe(202);
  const leadId = ((await lead.json()) as { id: string }).id;
  const { slots } = (await (await request.get(`${origin}/api/bookings/slots`)).json()) as { slots: { start: string }[] };
  const booking = await request.post(`${origin}/api/bookings`, { data: { slot: slots[0]!.start, name: "Bo Oker", email: booker } });
  expect(booking.status()).toBe(201);

  // The visitor's manage and cancel links.
  const manageToken = await mailTo(booker, /\/book\/manage\/([A-Za-z0-9_-]+)/);
  secrets.push(manageToken);
  expect((await request.get(`${origin}/book/manage/${manageToken}`)).status()).toBe(200);
  expect((await request.get(`${origin}/book/cancel/${manageToken}?from=mail`)).status()).toBe(200);
  const cancelled = await request.post(`${origin}/book/cancel/${manageToken}`, { headers: { Origin: origin }, form: { intent: "cancel" }, maxRedirects: 0 });
  expect(cancelled.status()).toBeLessThan(500);

  // A sign-in link, asked for and used.
  const asked = await request.post(`${origin}/admin/sign-in`, { headers: { Origin: origin }, form: { email: owner } });
  expect(asked.status()).toBe(200);
  const linkToken = await mailTo(owner, /\/admin\/sign-in\/link\/([A-Za-z0-9_-]+)/);
  secrets.push(linkToken);
  const used = await request.post(`${origin}/admin/sign-in/link/${linkToken}`, { headers: { Origin: origin }, form: {}, maxRedirects: 0 });
  expect(used.status()).toBeLessThan(400);
  const linkCookie = /=([^;]+)/.exec(used.headers()["set-cookie"] ?? "")?.[1];
  if (linkCookie) secrets.push(linkCookie);

  // Workspace actions: a note on the lead, the outbox page, a retry of a failing webhook row.
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByLabel("Add a note").fill(`Called back; wrote to ${visitor}`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  const retry = page.getByRole("button", { name: /^Retry / }).first();
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await retry.click();
  await expect(page.getByText("The message is queued again")).toBeVisible();
  for (const cookie of await signedIn.context.cookies()) secrets.push(cookie.value);
  await signedIn.close();

  await workspace.process.stop();
  const log = workspace.process.log();
  expect(secrets.every((secret) => secret.length >= 8)).toBe(true);
  for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  // An email address in any form but the masked one: `x***@domain`.
  expect(log.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)?.filter((address) => !/^.\*\*\*@/.test(address)) ?? []).toEqual([]);

  const lines = logLines(log);
  expect(lines.length).toBeGreaterThan(20);
  for (const line of lines) {
    expect(Number.isNaN(Date.parse(line.time)), JSON.stringify(line)).toBe(false);
    expect(["info", "warn", "error"], JSON.stringify(line)).toContain(line.level);
    expect(typeof line.msg).toBe("string");
  }
  const requests = lines.filter((line) => line.method !== undefined && line.method !== "CONNECT");
  expect(requests.length).toBeGreaterThan(10);
  for (const line of requests) {
    expect(line.requestId, JSON.stringify(line)).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.route).toBe("string");
    expect(typeof line.status).toBe("number");
    expect(typeof line.durationMs).toBe("number");
  }
  expect(lines.filter((line) => line.job === "outbox" && line.outcome === "sent").length).toBeGreaterThan(0);
});
