/**
 * Who may use the workspace, and how they get in: invitations, passkeys (WebAuthn), emailed
 * sign-in links and sessions. No passwords anywhere. Every secret is random (256 bits) and stored
 * hashed; every ceremony's challenge is single use and lives in the database, so several instances
 * on PostgreSQL serve one sign-in between them.
 */
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { normalizeEmail } from "@domain/text";
import { newPasskeyName, passkeyNameOf } from "@domain/passkey-name";
import { EMAIL_MAX } from "@domain/email";
import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import { hashSecret, isSecretToken, newSecretToken } from "../security/secret-token";
import type { Role } from "../db/schema";
import { SIGN_IN_LINK_MINUTES } from "./mail";
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type NewCredential,
  type RelyingParty,
} from "./passkey-ceremonies";
import type { AccountStore, Passkey, PendingInvite, User } from "./store";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const INVITE_HOURS = 24;
export const SESSION_DAYS = 30;
/** A session's expiry slides forward at most this often (one write per active person and interval). */
const SESSION_TOUCH_MS = 10 * MINUTE_MS;
const CHALLENGE_MS = 5 * MINUTE_MS;

export type { Passkey, PendingInvite, User } from "./store";
export type { Role } from "../db/schema";

export const enrollPath = (token: string) => `/admin/enroll/${token}`;

export interface Ceremony<Options> {
  challengeId: string;
  options: Options;
}

export type EnrollResult = { ok: true; user: User } | { ok: false; error: "invalid_invite" | "already_enrolled" | "not_verified" };

export interface AccountServiceDeps {
  store: AccountStore;
  relyingParty: RelyingParty;
  /** Origin of links in emails and on the shell (`SITE_URL`). */
  siteUrl: string;
  /** Told after a sign-in link email was committed to the outbox; must not block. */
  onMailQueued: (what: string) => void;
  /**
   * Counts requests for sign-in links, per client address and per email (the address the link would
   * be sent to); absent = no limit (the shell).
   */
  signInLinkLimiter?: ClientRateLimiter | null;
  clock?: () => Date;
}

/** One account per address however it is typed: the domain's one normalisation of an address. */
export { normalizeEmail };

/** A sign-in link was asked for (or quietly not sent), or the asking was over a limit. */
export type SignInLinkRequest = { ok: true } | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a new passkey is named by: the name its person typed, if any, and the browser that made it. */
export interface PasskeyNaming {
  name?: string | undefined;
  userAgent?: string | undefined;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { store, relyingParty: rp } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function newCeremony<Options extends { challenge: string }>(
    purpose: "enroll" | "add_passkey" | "sign_in",
    subject: string | null,
    options: Options,
  ): Promise<Ceremony<Options>> {
    const challengeId = newSecretToken();
    await store.saveChallenge({ id: challengeId, challenge: options.challenge, purpose, subject, expiresAt: new Date(clock().getTime() + CHALLENGE_MS) });
    return { challengeId, options };
  }

  return {
    relyingParty: rp,

    // ── people (CLI and the owner's members page) ───────────────────────────────────────────────

    /** A one-time enrolment link, valid 24 hours. */
    async invite(
      rawEmail: string,
      role: Role,
      invitedBy: string,
    ): Promise<{ ok: true; url: string; expiresAt: Date; supersededEarlier: boolean } | { ok: false; error: "invalid_email" | "exists" }> {
      const email = normalizeEmail(rawEmail);
      if (!EMAIL.test(email) || email.length > EMAIL_MAX) return { ok: false, error: "invalid_email" };
      if (await store.userByEmail(email)) return { ok: false, error: "exists" };
      const token = newSecretToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + INVITE_HOURS * 60 * MINUTE_MS);
      // Any older invitation to the address still open stops working: only the newest link enrols.
      const superseded = await store.createInvite({ tokenHash: hashSecret(token), email, role, invitedBy, now, expiresAt });
      return { ok: true, url: `${deps.siteUrl.replace(/\/+$/, "")}${enrollPath(token)}`, expiresAt, supersededEarlier: superseded > 0 };
    },

    users: () => store.users(),

    /** Invitations sent and not yet used, revoked or expired (owners see and revoke them). */
    pendingInvitations: (): Promise<PendingInvite[]> => store.openInvites(clock()),

    /** Revokes every open invitation to an address (its links stop working at once); false if there was none. */
    async revokeInvitations(rawEmail: string): Promise<boolean> {
      return (await store.revokeInvites(normalizeEmail(rawEmail), clock())) > 0;
    },

    userByEmail: (email: string) => store.userByEmail(normalizeEmail(email)),

    /**
     * Removes a person and ends every session of theirs at once; an invitation to their address still
     * open is revoked with them, so it cannot make the account again. The last owner stays.
     */
    async remove(rawEmail: string): Promise<{ ok: true; user: User } | { ok: false; error: "not_found" | "last_owner" }> {
      const user = await store.userByEmail(normalizeEmail(rawEmail));
      if (!user) return { ok: false, error: "not_found" };
      if (user.role === "owner" && (await store.countOwners()) <= 1) return { ok: false, error: "last_owner" };
      await store.deleteUser(user.id, clock());
      return { ok: true, user };
    },

    // ── enrolment: the first passkey, from an invitation ──────────────────────────────────────────

    /** The invitation behind a link, if it is still open. */
    async invitation(token: string) {
      return isSecretToken(token) ? store.openInvite(hashSecret(token), clock()) : undefined;
    },

    /** Whether a link's invitation was revoked (by an owner, a newer invitation, or its person's removal). */
    async invitationRevoked(token: string): Promise<boolean> {
      return isSecretToken(token) ? store.isRevokedInvite(hashSecret(token)) : false;
    },

    async enrollOptions(token: string): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON> | undefined> {
      if (!isSecretToken(token)) return undefined;
      const invite = await store.openInvite(hashSecret(token), clock());
      if (!invite) return undefined;
      const userId = crypto.randomUUID();
      const options = await registrationOptions(rp, { userId, email: invite.email, existing: [] });
      return newCeremony("enroll", JSON.stringify({ invite: hashSecret(token), userId }), options);
    },

    async enroll(token: string, challengeId: string, response: RegistrationResponseJSON, naming: PasskeyNaming = {}): Promise<EnrollResult> {
      if (!isSecretToken(token) || !isSecretToken(challengeId)) return { ok: false, error: "invalid_invite" };
      const challenge = await store.takeChallenge(challengeId, "enroll", clock());
      const subject = challenge?.subject ? (JSON.parse(challenge.subject) as { invite: string; userId: string }) : undefined;
      if (!challenge || !subject || subject.invite !== hashSecret(token)) return { ok: false, error: "invalid_invite" };
      const credential = await verifyRegistration(rp, response, challenge.challenge).catch(() => undefined);
      if (!credential) return { ok: false, error: "not_verified" };
      const now = clock();
      const result = await store.acceptInvite(subject.invite, now, { ...credential, name: newPasskeyName(naming.name, naming.userAgent, now, []) }, subject.userId);
      if (result === "invalid") return { ok: false, error: "invalid_invite" };
      if (result === "taken") return { ok: false, error: "already_enrolled" };
      return { ok: true, user: result };
    },

    // ── a further passkey for a signed-in person ─────────────────────────────────────────────────

    async addPasskeyOptions(user: User): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
      const existing = (await store.passkeysOf(user.id)).map((key) => ({ id: key.id, transports: key.transports }));
      return newCeremony("add_passkey", user.id, await registrationOptions(rp, { userId: user.id, email: user.email, existing }));
    },

    async addPasskey(user: User, challengeId: string, response: RegistrationResponseJSON, naming: PasskeyNaming = {}): Promise<boolean> {
      if (!isSecretToken(challengeId)) return false;
      const challenge = await store.takeChallenge(challengeId, "add_passkey", clock());
      if (!challenge || challenge.subject !== user.id) return false;
      const credential: NewCredential | undefined = await verifyRegistration(rp, response, challenge.challenge).catch(() => undefined);
      if (!credential || (await store.passkey(credential.id))) return false;
      const now = clock();
      const taken = (await store.passkeysOf(user.id)).map((key) => key.name);
      await store.addPasskey(user.id, { ...credential, name: newPasskeyName(naming.name, naming.userAgent, now, taken) }, now);
      return true;
    },

    /** Renames one of a person's own passkeys; the name is normalised and clipped like any stored line. */
    async renamePasskey(user: User, id: string, rawName: string): Promise<"renamed" | "empty" | "not_found"> {
      const name = passkeyNameOf(rawName);
      if (!name) return "empty";
      return (await store.renamePasskey(user.id, id, name)) ? "renamed" : "not_found";
    },

    passkeys: (user: User): Promise<Passkey[]> => store.passkeysOf(user.id),

    removePasskey: (user: User, id: string) => store.removePasskey(user.id, id),

    // ── sign-in ─────────────────────────────────────────────────────────────────────────────────

    async signInOptions(): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
      return newCeremony("sign_in", null, await authenticationOptions(rp));
    },

    async signInWithPasskey(challengeId: string, response: AuthenticationResponseJSON): Promise<User | undefined> {
      if (!isSecretToken(challengeId) || typeof response?.id !== "string") return undefined;
      const now = clock();
      const challenge = await store.takeChallenge(challengeId, "sign_in", now);
      if (!challenge) return undefined;
      const passkey = await store.passkey(response.id);
      if (!passkey) return undefined;
      const verified = await verifyAuthentication(rp, response, challenge.challenge, passkey).catch(() => undefined);
      if (!verified) return undefined;
      await store.recordPasskeyUse(passkey.id, verified.newCounter, now);
      return store.userById(passkey.userId);
    },

    /**
     * Emails a single-use sign-in link when the address belongs to someone; says nothing either way
     * (the page answers the same words), so the form tells nobody who has an account. Limited per
     * client address and per email, and the email's count is keyed on the very address that finds the
     * account: `o\u200bwner@…` or ` OWNER@… ` spend owner@…'s budget, not a fresh one.
     */
    async requestSignInLink(rawEmail: string, clientAddress: string): Promise<SignInLinkRequest> {
      const email = normalizeEmail(rawEmail).slice(0, EMAIL_MAX);
      if (deps.signInLinkLimiter) {
        for (const key of [`link-ip:${clientAddress}`, `link-email:${email}`]) {
          const decision = await deps.signInLinkLimiter.take(key);
          if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
        }
      }
      const user = await store.userByEmail(email);
      if (!user) return { ok: true };
      const token = newSecretToken();
      const now = clock();
      await store.createSignInLink({ tokenHash: hashSecret(token), token, user, now, expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS) });
      deps.onMailQueued(`Sign-in link for ${user.email}`);
      return { ok: true };
    },

    /** Whether a sign-in link would still sign in (its page says so before anyone presses). */
    async signInLinkOpen(token: string): Promise<boolean> {
      return isSecretToken(token) ? store.isOpenSignInLink(hashSecret(token), clock()) : false;
    },

    async signInWithLink(token: string): Promise<User | undefined> {
      return isSecretToken(token) ? store.consumeSignInLink(hashSecret(token), clock()) : undefined;
    },

    // ── sessions ──────────────────────────────────────────────────────────────────────────────────

    /** A new session for a person who just proved who they are; the token goes only into the cookie. */
    async startSession(user: User): Promise<{ token: string; expiresAt: Date }> {
      const token = newSecretToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
      await store.createSession(hashSecret(token), user.id, now, expiresAt);
      return { token, expiresAt };
    },

    /**
     * The person behind a session cookie, or undefined (unknown, expired, or the person removed).
     * Each use slides the expiry 30 days forward (written at most every 10 minutes).
     */
    async session(token: string | undefined): Promise<{ user: User; expiresAt: Date | undefined } | undefined> {
      if (!isSecretToken(token)) return undefined;
      const now = clock();
      const found = await store.session(hashSecret(token), now);
      if (!found) return undefined;
      if (now.getTime() - Date.parse(found.lastSeenAt) < SESSION_TOUCH_MS) return { user: found.user, expiresAt: undefined };
      const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
      await store.touchSession(hashSecret(token), now, expiresAt);
      return { user: found.user, expiresAt };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (isSecretToken(token)) await store.deleteSession(hashSecret(token));
    },

    /** Ends every session of a person (all their devices). */
    signOutEverywhere: (user: User) => store.deleteSessionsOf(user.id),

    purgeExpired: () => store.purgeExpired(clock()),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
