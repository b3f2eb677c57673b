/**
 * The workspace's own forms take UTF-8 only: a note posted in latin1 answers 415, one whose bytes are
 * not valid UTF-8 400, and neither is stored (it once was, as U+FFFD, with a 200). Signed in with a
 * passkey through Chromium's virtual authenticator on http://localhost:PORT.
 */
import { expect, test } from "./support/test";
import { signedInContext, startWorkspaceServer, type SignedInContext, type WorkspaceServer } from "./support/workspace";

test.describe.configure({ mode: "serial" });

let workspace: WorkspaceServer;
let owner: SignedInContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  workspace = await startWorkspaceServer();
  owner = await signedInContext(browser, workspace, "owner@agency.example", "owner");
});

test.afterAll(async () => {
  await owner?.close();
  await workspace?.stop();
});

test("a note in another charset or not valid UTF-8 is refused and nothing is stored", async () => {
  const { page } = owner;
  const origin = workspace.origin;
  const created = await page.request.post("/api/contact", { headers: { "content-type": "application/json" }, data: JSON.stringify({ name: "Pat Lee", email: "pat@bakery.example", message: "Cakes online." }) });
  expect(created.status()).toBe(202);
  const id = ((await created.json()) as { id: string }).id;
  const note = (contentType: string, body: Buffer) => page.request.post(`/admin/leads/${id}`, { headers: { "content-type": contentType, origin }, data: body, maxRedirects: 0 });

  const latin1 = await note("application/x-www-form-urlencoded; charset=latin1", Buffer.from("intent=note&note=Caf\xe9 latin1", "latin1"));
  expect(latin1.status()).toBe(415);
  const escaped = await note("application/x-www-form-urlencoded", Buffer.from("intent=note&note=Caf%E9+escaped"));
  expect(escaped.status()).toBe(400);
  const raw = await note("application/x-www-form-urlencoded; charset=utf-8", Buffer.concat([Buffer.from("intent=note&note=Caf"), Buffer.from([0xe9]), Buffer.from(" raw")]));
  expect(raw.status()).toBe(400);
  const multipart = await note("multipart/form-data; boundary=b", Buffer.from('--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nnote\r\n--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nCaf\xe9 multipart\r\n--b--\r\n', "latin1"));
  expect(multipart.status()).toBe(400);

  // A UTF-8 note is still taken, and it is the only one on the lead's history.
  const good = await note("application/x-www-form-urlencoded", Buffer.from("intent=note&note=Caf%C3%A9+utf-8"));
  expect(good.status()).toBe(200);
  await page.goto(`/admin/leads/${id}`);
  const history = page.getByTestId("lead-history");
  await expect(history).toContainText("Café utf-8");
  for (const refused of ["latin1", "escaped", "raw", "multipart"]) await expect(history).not.toContainText(refused);
  await expect(history).not.toContainText("\uFFFD");
});
