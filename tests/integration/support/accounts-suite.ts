import { afterEach, beforeEach, expect, it } from "vitest";
import { startBackend, type Backend, type OutboxTuning } from "../../../server/backend";
import { AccountStore } from "../../../server/accounts/store";
import { createAccountService, type AccountService } from "../../../server/accounts/service";
import { relyingPartyOf } from "../../../server/accounts/passkey-ceremonies";
import type { StorageTarget } from "./outbox-suite";
import { waitFor } from "./outbox-suite";
import { SmtpCapture } from "./smtp";

const FAST: OutboxTuning = { pollIntervalMs: 50, leaseMs: 30_000, backoff: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50 } };
const SITE = "https://www.agency.example";
const MINUTE = 60_000;

/**
 * Workspace accounts on a real database: invitations, sign-in links through a real SMTP server,
 * sessions (sliding expiry, sign out, removal), single-use challenges. The passkey ceremonies
 * themselves are proved in Chromium with a virtual authenticator (tests/e2e/admin.spec.ts).
 */
export function defineAccountsSuite(target: StorageTarget): void {
  const smtp = new SmtpCapture();
  const backends: Backend[] = [];
  let now = new Date("2026-01-15T15:00:00Z");

  /** Every call to the backend's logger, as passed (before the logger's own masking). */
  let logged: unknown[][] = [];
  const capture = (...args: unknown[]) => void logged.push(args);

  async function backend(): Promise<Backend> {
    const started = await startBackend(
      { ...target.config(), smtpUrl: smtp.url, mailFrom: "site@agency.example", contactTo: "leads@agency.example", rateLimit: null, siteUrl: SITE },
      { ...FAST, log: { log: capture, warn: capture, error: capture } },
    );
    backends.push(started);
    return started;
  }

  /** The service over the backend's database with a clock the test moves. */
  function accountsAt(started: Backend): AccountService {
    return createAccountService({
      store: new AccountStore(started.database.db, started.database.dialect),
      relyingParty: relyingPartyOf(SITE, "Test Studio"),
      siteUrl: SITE,
      onMailQueued: () => started.worker.queued("test"),
      clock: () => now,
    });
  }

  /**
   * Accepts an invitation's link as enrolment does once the passkey is verified: the store's one
   * transaction that claims the invitation and makes the account (the ceremony is the browser test's).
   */
  async function accept(started: Backend, url: string, passkeyId: string = crypto.randomUUID()) {
    const store = new AccountStore(started.database.db, started.database.dialect);
    const { hashSecret } = await import("../../../server/security/secret-token");
    const token = url.split("/").pop()!;
    return store.acceptInvite(hashSecret(token), now, { id: passkeyId, publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ["internal"], name: "Test" }, crypto.randomUUID());
  }

  /** An account as enrolment makes it (the passkey ceremony itself is the browser test's). */
  async function enrolled(started: Backend, email: string, role: "owner" | "member" = "owner") {
    const accounts = accountsAt(started);
    const invite = await accounts.invite(email, role, "shell");
    if (!invite.ok) throw new Error(invite.error);
    const user = await accept(started, invite.url, Buffer.from(email).toString("base64url"));
    if (typeof user === "string") throw new Error(user);
    return user;
  }

  const tokenOf = (url: string) => url.split("/").pop()!;

  beforeEach(async () => {
    logged = [];
    await target.reset();
    smtp.mails.length = 0;
    now = new Date("2026-01-15T15:00:00Z");
    await smtp.start(0);
  });

  afterEach(async () => {
    for (const started of backends.splice(0)) await started.stop();
    await smtp.stop();
  });

  it("an invitation is a 24-hour, single-use link whose token is stored only hashed", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const invite = await accounts.invite("  Owner@Agency.Example ", "owner", "shell");
    expect(invite).toMatchObject({ ok: true });
    const url = invite.ok ? invite.url : "";
    expect(url).toMatch(/^https:\/\/www\.agency\.example\/admin\/enroll\/[A-Za-z0-9_-]{43}$/);
    const token = url.split("/").pop()!;
    expect(await accounts.invitation(token)).toMatchObject({ email: "owner@agency.example", role: "owner" });
    const rows = await started.database.db.selectFrom("user_invites").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    now = new Date(now.getTime() + 24 * 60 * MINUTE + 1);
    expect(await accounts.invitation(token)).toBeUndefined();
    expect(await accounts.enrollOptions(token)).toBeUndefined();
    expect(await accounts.invitation("not-a-token")).toBeUndefined();
  });

  it("an invitation cannot be accepted twice, and an address has one account", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    await enrolled(started, "owner@agency.example");
    expect(await accounts.invite("OWNER@agency.example", "member", "shell")).toEqual({ ok: false, error: "exists" });
    expect(await accounts.invite("not an address", "member", "shell")).toEqual({ ok: false, error: "invalid_email" });
  });

  it("a sign-in link goes only to a known address, through the outbox, works once and for 15 minutes", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const owner = await enrolled(started, "owner@agency.example");

    await accounts.requestSignInLink("stranger@agency.example", "127.0.0.1");
    await accounts.requestSignInLink(" Owner@Agency.example", "127.0.0.1");
    const mail = await waitFor(() => smtp.mails.find((m) => m.envelopeTo.includes("owner@agency.example")), 10_000, "sign-in email");
    expect(smtp.mails).toHaveLength(1);
    const link = /https:\/\/www\.agency\.example\/admin\/sign-in\/link\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    // Once sent, the plain token is gone from the database.
    await waitFor(async () => (await started.database.db.selectFrom("account_mails").select("token").executeTakeFirst())?.token === null, 5_000, "token erased");

    // Its page can tell, without using it, whether it still signs in.
    expect(await accounts.signInLinkOpen(link!)).toBe(true);
    expect(await accounts.signInLinkOpen(link!)).toBe(true);
    expect((await accounts.signInWithLink(link!))?.id).toBe(owner.id);
    expect(await accounts.signInLinkOpen(link!)).toBe(false);
    expect(await accounts.signInWithLink(link!)).toBeUndefined();

    await accounts.requestSignInLink("owner@agency.example", "127.0.0.1");
    const second = await waitFor(() => smtp.mails[1], 10_000, "second email");
    const token = /\/admin\/sign-in\/link\/([A-Za-z0-9_-]{43})/.exec(second.text)![1]!;
    now = new Date(now.getTime() + 15 * MINUTE + 1);
    expect(await accounts.signInLinkOpen(token)).toBe(false);
    expect(await accounts.signInWithLink(token)).toBeUndefined();
    expect(await accounts.signInLinkOpen("not-a-token")).toBe(false);
  });

  it("no invitation or sign-in token is handed to the logger: lines name a row id or an address", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const invite = await accounts.invite("owner@agency.example", "owner", "shell");
    if (!invite.ok) throw new Error(invite.error);
    await accept(started, invite.url);
    await accounts.requestSignInLink("owner@agency.example", "127.0.0.1");
    const mail = await waitFor(() => smtp.mails[0], 10_000, "sign-in email");
    const link = /\/admin\/sign-in\/link\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    await waitFor(() => logged.some((args) => String(args[0]).includes("sent to")), 5_000, "the sent line");
    expect(await accounts.signInWithLink(link)).toBeDefined();
    const all = JSON.stringify(logged);
    expect(all).toContain("Sign-in link email ");
    expect(all).not.toContain(tokenOf(invite.url));
    expect(all).not.toContain(link);
  });

  it("a removed person cannot come back through an older invitation to their address", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    await enrolled(started, "owner@agency.example");
    // Two invitations to one address, the second sent before the first was used (a reminder, a resend).
    const first = await accounts.invite("member@agency.example", "member", "owner@agency.example");
    now = new Date(now.getTime() + MINUTE);
    const second = await accounts.invite("member@agency.example", "member", "owner@agency.example");
    if (!first.ok || !second.ok) throw new Error("invitations refused");
    // The enrolment page (enrollOptions) is opened while the link still works; the ceremony finishes later.
    expect(await accounts.enrollOptions(tokenOf(second.url))).toBeDefined();
    // Only the newest link enrols (the older one was superseded when the second was sent).
    expect(await accept(started, first.url)).toBe("invalid");
    const member = await accept(started, second.url);
    expect(member).toMatchObject({ email: "member@agency.example", role: "member" });

    expect(await accounts.remove("member@agency.example")).toMatchObject({ ok: true });
    for (const link of [first.url, second.url]) {
      expect(await accounts.invitation(tokenOf(link))).toBeUndefined();
      expect(await accounts.enrollOptions(tokenOf(link))).toBeUndefined();
      // Even a ceremony begun before the removal cannot make the account again: the claim refuses it.
      expect(await accept(started, link)).toBe("invalid");
    }
    expect(await accounts.userByEmail("member@agency.example")).toBeUndefined();
    expect((await accounts.users()).map((user) => user.email)).toEqual(["owner@agency.example"]);
  });

  it("removing a person revokes their open invitation, and its page can tell it was revoked", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    await enrolled(started, "owner@agency.example");
    const member = await enrolled(started, "member@agency.example", "member");
    expect(member.email).toBe("member@agency.example");
    // An owner role was then offered by mistake: the invitation is refused while the account exists
    // ("exists"); written straight into the table, the same stale link as a race would leave.
    const store = new AccountStore(started.database.db, started.database.dialect);
    const { hashSecret, newSecretToken } = await import("../../../server/security/secret-token");
    const stale = newSecretToken();
    await store.createInvite({ tokenHash: hashSecret(stale), email: "member@agency.example", role: "owner", invitedBy: "owner@agency.example", now, expiresAt: new Date(now.getTime() + 60 * MINUTE) });
    expect(await accounts.invitationRevoked(stale)).toBe(false);
    expect(await accounts.remove("member@agency.example")).toMatchObject({ ok: true });
    expect(await accounts.invitation(stale)).toBeUndefined();
    expect(await accounts.invitationRevoked(stale)).toBe(true);
    expect(await accounts.pendingInvitations()).toEqual([]);
  });

  it("a new invitation to an address supersedes the older ones; owners list and revoke open invitations", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    await enrolled(started, "owner@agency.example");
    const first = await accounts.invite("new@agency.example", "member", "owner@agency.example");
    expect(first).toMatchObject({ ok: true, supersededEarlier: false });
    now = new Date(now.getTime() + 10 * MINUTE);
    const second = await accounts.invite(" NEW@agency.example", "owner", "owner@agency.example");
    expect(second).toMatchObject({ ok: true, supersededEarlier: true });
    if (!first.ok || !second.ok) throw new Error("invitations refused");

    // Only the newest link works; the older one's page says it was revoked, and accepting it makes nothing.
    expect(await accounts.invitation(tokenOf(first.url))).toBeUndefined();
    expect(await accounts.invitationRevoked(tokenOf(first.url))).toBe(true);
    expect(await accounts.enrollOptions(tokenOf(first.url))).toBeUndefined();
    expect(await accept(started, first.url)).toBe("invalid");
    expect(await accounts.invitation(tokenOf(second.url))).toMatchObject({ email: "new@agency.example", role: "owner" });

    const other = await accounts.invite("other@agency.example", "member", "shell");
    if (!other.ok) throw new Error(other.error);
    expect(await accounts.pendingInvitations()).toEqual([
      { email: "new@agency.example", role: "owner", createdAt: now.toISOString(), expiresAt: second.expiresAt.toISOString(), invitedBy: "owner@agency.example" },
      { email: "other@agency.example", role: "member", createdAt: now.toISOString(), expiresAt: other.expiresAt.toISOString(), invitedBy: "shell" },
    ]);

    expect(await accounts.revokeInvitations("New@Agency.example")).toBe(true);
    expect(await accounts.revokeInvitations("new@agency.example")).toBe(false);
    expect(await accounts.invitation(tokenOf(second.url))).toBeUndefined();
    expect(await accept(started, second.url)).toBe("invalid");
    expect((await accounts.pendingInvitations()).map((invite) => invite.email)).toEqual(["other@agency.example"]);
    // An expired invitation is no longer pending (and is not "revoked": its page says it expired).
    now = new Date(now.getTime() + 24 * 60 * MINUTE + 1);
    expect(await accounts.pendingInvitations()).toEqual([]);
    expect(await accounts.invitationRevoked(tokenOf(other.url))).toBe(false);
  });

  it("the per-email limit on sign-in links is keyed on the address the link goes to, however it is typed", async () => {
    const started = await backend();
    await enrolled(started, "kate@agency.example");
    const queuedToKate = async () =>
      Number(
        (
          await started.database.db
            .selectFrom("account_mails")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("to_email", "=", "kate@agency.example")
            .executeTakeFirst()
        )?.n ?? 0,
      );
    // Each request from its own client address: only the per-email count can stop them.
    let client = 0;
    const ask = (email: string) => started.accounts.requestSignInLink(email, `192.0.2.${++client}`);
    for (let i = 0; i < 10; i++) expect(await ask("kate@agency.example")).toEqual({ ok: true });
    expect(await queuedToKate()).toBe(10);

    const sameAddress = [
      "kate@agency.example",
      "k\u200bate@agency.example",
      "ka\u200cte@agency.example",
      "kat\u200de@agency.example",
      "\u2060kate@agency.example",
      "kate\ufeff@agency.example",
      "kate@agency\u200b.example",
      "k\u202eate@agency.example",
      "ka\u2066te\u2069@agency.example",
      "ka\u{E0041}te@agency.example",
      "KATE@Agency.Example",
      "  kate@agency.example \t",
      "\u00a0kate@agency.example\u3000",
      // The Kelvin sign is canonically K: NFC makes it the same address.
      "\u212Aate@agency.example",
    ];
    for (const email of sameAddress) expect(await ask(email), JSON.stringify(email)).toMatchObject({ ok: false, error: "rate_limited" });
    // Lookalikes NFC keeps apart (fullwidth letters, a soft hyphen) name no account: answered alike, nothing sent.
    for (const email of ["\uff4bate@agency.example", "ka\u00adte@agency.example", "\uff2b\uff21\uff34\uff25@agency.example"]) await ask(email);
    expect(await queuedToKate()).toBe(10);
  });

  it("a session lasts 30 days from its last use, ends on sign-out, and ends everywhere at once", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const owner = await enrolled(started, "owner@agency.example");
    const phone = await accounts.startSession(owner);
    const laptop = await accounts.startSession(owner);
    expect((await accounts.session(phone.token))?.user.email).toBe("owner@agency.example");

    // Used on day 20, it is still valid on day 45 (slid forward), and gone 30 days after its last use.
    now = new Date(now.getTime() + 20 * 24 * 60 * MINUTE);
    expect(await accounts.session(phone.token)).toBeDefined();
    now = new Date(now.getTime() + 25 * 24 * 60 * MINUTE);
    expect(await accounts.session(phone.token)).toBeDefined();
    expect(await accounts.session(laptop.token)).toBeUndefined();
    now = new Date(now.getTime() + 30 * 24 * 60 * MINUTE + MINUTE);
    expect(await accounts.session(phone.token)).toBeUndefined();

    const a = await accounts.startSession(owner);
    const b = await accounts.startSession(owner);
    await accounts.signOut(a.token);
    expect(await accounts.session(a.token)).toBeUndefined();
    expect(await accounts.session(b.token)).toBeDefined();
    await accounts.signOutEverywhere(owner);
    expect(await accounts.session(b.token)).toBeUndefined();
    expect(await accounts.session(undefined)).toBeUndefined();
    expect(await accounts.session("x".repeat(43))).toBeUndefined();
  });

  it("removing a person ends their open sessions at once; the last owner cannot be removed", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const owner = await enrolled(started, "owner@agency.example");
    const member = await enrolled(started, "member@agency.example", "member");
    const session = await accounts.startSession(member);
    expect(await accounts.remove("member@agency.example")).toMatchObject({ ok: true });
    expect(await accounts.session(session.token)).toBeUndefined();
    expect(await accounts.remove("owner@agency.example")).toEqual({ ok: false, error: "last_owner" });
    expect(await accounts.remove("nobody@agency.example")).toEqual({ ok: false, error: "not_found" });
    expect((await accounts.users()).map((user) => user.id)).toEqual([owner.id]);
  });

  it("two instances on one database share sessions, sign-in links and challenges", async () => {
    const first = await backend();
    const second = await backend();
    const owner = await enrolled(first, "owner@agency.example");
    const session = await first.accounts.startSession(owner);
    expect((await second.accounts.session(session.token))?.user.id).toBe(owner.id);
    await second.accounts.signOut(session.token);
    expect(await first.accounts.session(session.token)).toBeUndefined();

    // A ceremony begun on one instance can finish on the other (its challenge is in the database).
    const ceremony = await first.accounts.signInOptions();
    const store = new AccountStore(second.database.db, second.database.dialect);
    expect(await store.takeChallenge(ceremony.challengeId, "sign_in", new Date())).toBeDefined();
  });

  it("a WebAuthn challenge is single use and short-lived", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const store = new AccountStore(started.database.db, started.database.dialect);
    const ceremony = await accounts.signInOptions();
    expect(ceremony.options.userVerification).toBe("required");
    expect(ceremony.options.rpId).toBe("www.agency.example");
    expect(await store.takeChallenge(ceremony.challengeId, "sign_in", now)).toBeDefined();
    expect(await store.takeChallenge(ceremony.challengeId, "sign_in", now)).toBeUndefined();

    const late = await accounts.signInOptions();
    expect(await store.takeChallenge(late.challengeId, "sign_in", new Date(now.getTime() + 5 * MINUTE + 1))).toBeUndefined();
    // A forged response never gets past the challenge and the credential lookup.
    expect(await accounts.signInWithPasskey(late.challengeId, { id: "x" } as never)).toBeUndefined();
  });

  it("a passkey can be added and removed, but never the last one", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const owner = await enrolled(started, "owner@agency.example");
    const options = await accounts.addPasskeyOptions(owner);
    expect(options.options.excludeCredentials?.map((c) => c.id)).toEqual([Buffer.from("owner@agency.example").toString("base64url")]);
    expect(options.options.authenticatorSelection?.residentKey).toBe("required");
    expect(await accounts.removePasskey(owner, Buffer.from("owner@agency.example").toString("base64url"))).toBe("last");
    expect(await accounts.removePasskey(owner, "someone-else")).toBe("not_found");
  });

  it("a person renames their own passkey: normalised and capped, never empty, never another person's", async () => {
    const started = await backend();
    const accounts = accountsAt(started);
    const owner = await enrolled(started, "owner@agency.example");
    const member = await enrolled(started, "member@agency.example", "member");
    const ownerKey = Buffer.from("owner@agency.example").toString("base64url");
    expect(await accounts.renamePasskey(owner, ownerKey, "  Work\u200b laptop\u0000 ")).toBe("renamed");
    expect((await accounts.passkeys(owner)).map((key) => key.name)).toEqual(["Work laptop"]);
    expect(await accounts.renamePasskey(owner, ownerKey, " \u200b ")).toBe("empty");
    expect(await accounts.renamePasskey(owner, ownerKey, "n".repeat(500))).toBe("renamed");
    expect((await accounts.passkeys(owner))[0]!.name).toBe("n".repeat(60));
    expect(await accounts.renamePasskey(member, ownerKey, "Mine now")).toBe("not_found");
    expect((await accounts.passkeys(owner))[0]!.name).toBe("n".repeat(60));
    expect((await accounts.passkeys(member)).map((key) => key.name)).toEqual(["Test"]);
  });
}
