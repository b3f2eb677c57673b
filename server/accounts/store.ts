/**
 * The workspace's accounts in the database: people, invitations, passkeys, sessions, sign-in links
 * and WebAuthn challenges. Secrets arrive here already hashed (../security/secret-token.ts).
 */
import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import { OutboxTable } from "../outbox/table";
import type { AccountMailRow, ChallengePurpose, Database, PasskeyRow, Role, UserRow } from "../db/schema";
import { iso, isoOrNull } from "../db/timestamps";
import { forgetDefaultAssignee } from "../follow-up/settings-store";

export interface User {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  invitedBy: string | null;
}

export interface Passkey {
  id: string;
  userId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface Invite {
  email: string;
  role: Role;
  expiresAt: string;
  usedAt: string | null;
}

/** An invitation nobody has used yet, as the owners' list shows it. */
export interface PendingInvite {
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

const toUser = (row: UserRow): User => ({ id: row.id, email: row.email, role: row.role, createdAt: iso(row.created_at), invitedBy: row.invited_by });

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
    counter: Number(row.counter),
    transports: row.transports ? (JSON.parse(row.transports) as string[]) : [],
    name: row.name,
    createdAt: iso(row.created_at),
    lastUsedAt: isoOrNull(row.last_used_at),
  };
}

/** Every person's address by `users.id` (what an owner's id reads as in the workspace, the agenda and the alarm). */
export async function userEmailsById(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom("users").select(["id", "email"]).orderBy("created_at").execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

export class AccountStore {
  readonly mails: OutboxTable<AccountMailRow>;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
  ) {
    this.mails = new OutboxTable<AccountMailRow>(db, dialect, "account_mails");
  }

  // ── people ────────────────────────────────────────────────────────────────────────────────────

  async users(): Promise<User[]> {
    return (await this.db.selectFrom("users").selectAll().orderBy("created_at").execute()).map(toUser);
  }

  async userById(id: string): Promise<User | undefined> {
    const row = await this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toUser(row);
  }

  async userByEmail(email: string): Promise<User | undefined> {
    const row = await this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    return row && toUser(row);
  }

  async countOwners(): Promise<number> {
    const row = await this.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("count")).where("role", "=", "owner").executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /**
   * Deletes a person with everything that lets them in (sessions, passkeys, links, and any invitation
   * to their address still open) in one transaction: their open sessions stop working on the next
   * request, and no older invitation can make the account again. The invitations are revoked first,
   * so an enrolment racing with the removal waits on the same rows and then finds them revoked.
   */
  async deleteUser(id: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("users").select("email").where("id", "=", id).executeTakeFirst();
      if (user) await revokeOpenInvites(trx, user.email, now);
      await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
      await trx.deleteFrom("passkeys").where("user_id", "=", id).execute();
      await trx.deleteFrom("sign_in_links").where("user_id", "=", id).execute();
      await forgetDefaultAssignee(trx, id);
      const result = await trx.deleteFrom("users").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  // ── invitations ───────────────────────────────────────────────────────────────────────────────

  /**
   * Stores a new invitation and, in the same transaction, revokes every older one to the address that
   * is still open: only the newest link works. Answers how many it superseded.
   */
  async createInvite(invite: { tokenHash: string; email: string; role: Role; invitedBy: string; now: Date; expiresAt: Date }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const superseded = await revokeOpenInvites(trx, invite.email, invite.now);
      await trx
        .insertInto("user_invites")
        .values({
          token_hash: invite.tokenHash,
          email: invite.email,
          role: invite.role,
          invited_by: invite.invitedBy,
          created_at: invite.now.toISOString(),
          expires_at: invite.expiresAt.toISOString(),
          used_at: null,
          revoked_at: null,
        })
        .execute();
      return superseded;
    });
  }

  /** An invitation that is neither used, revoked nor expired. */
  async openInvite(tokenHash: string, now: Date): Promise<Invite | undefined> {
    const row = await this.db
      .selectFrom("user_invites")
      .selectAll()
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return row && { email: row.email, role: row.role, expiresAt: iso(row.expires_at), usedAt: null };
  }

  /** Whether the invitation behind a hash was revoked (withdrawn, superseded, or its person removed). */
  async isRevokedInvite(tokenHash: string): Promise<boolean> {
    const row = await this.db.selectFrom("user_invites").select("revoked_at").where("token_hash", "=", tokenHash).executeTakeFirst();
    return Boolean(row?.revoked_at);
  }

  /** The invitations still open (not used, revoked or expired), soonest to expire first. */
  async openInvites(now: Date): Promise<PendingInvite[]> {
    const rows = await this.db
      .selectFrom("user_invites")
      .select(["email", "role", "created_at", "expires_at", "invited_by"])
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .orderBy("expires_at")
      .orderBy("email")
      .execute();
    return rows.map((row) => ({ email: row.email, role: row.role, createdAt: iso(row.created_at), expiresAt: iso(row.expires_at), invitedBy: row.invited_by }));
  }

  /** Revokes every open invitation to an address; answers how many. */
  async revokeInvites(email: string, now: Date): Promise<number> {
    return revokeOpenInvites(this.db, email, now);
  }

  /**
   * Turns an open invitation into an account with its first passkey, in one transaction. The
   * invitation is claimed by a conditional update (not used, not revoked, not expired), so two tabs
   * racing with one link make one account, and a link revoked meanwhile (its person removed, a newer
   * invitation sent) makes none, however long ago its ceremony began.
   */
  async acceptInvite(
    tokenHash: string,
    now: Date,
    passkey: Omit<Passkey, "userId" | "createdAt" | "lastUsedAt">,
    userId: string,
  ): Promise<User | "invalid" | "taken"> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("user_invites")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return "invalid";
      const existing = await trx.selectFrom("users").select("id").where("email", "=", claimed.email).executeTakeFirst();
      if (existing) return "taken";
      const user = { id: userId, email: claimed.email, role: claimed.role, created_at: now.toISOString(), invited_by: claimed.invited_by };
      await trx.insertInto("users").values(user).execute();
      await trx.insertInto("passkeys").values(passkeyRow(passkey, userId, now)).execute();
      return toUser(user);
    });
  }

  // ── passkeys ──────────────────────────────────────────────────────────────────────────────────

  async passkeysOf(userId: string): Promise<Passkey[]> {
    return (await this.db.selectFrom("passkeys").selectAll().where("user_id", "=", userId).orderBy("created_at").execute()).map(toPasskey);
  }

  async passkey(id: string): Promise<Passkey | undefined> {
    const row = await this.db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toPasskey(row);
  }

  async addPasskey(userId: string, passkey: Omit<Passkey, "userId" | "createdAt" | "lastUsedAt">, now: Date): Promise<void> {
    await this.db.insertInto("passkeys").values(passkeyRow(passkey, userId, now)).execute();
  }

  async recordPasskeyUse(id: string, counter: number, now: Date): Promise<void> {
    await this.db.updateTable("passkeys").set({ counter, last_used_at: now.toISOString() }).where("id", "=", id).execute();
  }

  /** Renames one of a person's passkeys (another person's is not found); false when there is none. */
  async renamePasskey(userId: string, id: string, name: string): Promise<boolean> {
    const result = await this.db.updateTable("passkeys").set({ name }).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes one of a person's passkeys, never their last one (they could not sign in again). */
  async removePasskey(userId: string, id: string): Promise<"removed" | "last" | "not_found"> {
    return this.db.transaction().execute(async (trx) => {
      const keys = await trx.selectFrom("passkeys").select("id").where("user_id", "=", userId).execute();
      if (!keys.some((key) => key.id === id)) return "not_found";
      if (keys.length === 1) return "last";
      await trx.deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", userId).execute();
      return "removed";
    });
  }

  // ── sessions ──────────────────────────────────────────────────────────────────────────────────

  async createSession(idHash: string, userId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto("sessions")
      .values({ id_hash: idHash, user_id: userId, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() })
      .execute();
  }

  /** The live session behind a hash, with its person. */
  async session(idHash: string, now: Date): Promise<{ user: User; lastSeenAt: string } | undefined> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .selectAll("users")
      .select(["sessions.last_seen_at as session_last_seen_at"])
      .where("sessions.id_hash", "=", idHash)
      .where("sessions.expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_last_seen_at, ...user } = row;
    return { user: toUser(user), lastSeenAt: iso(session_last_seen_at) };
  }

  async touchSession(idHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.updateTable("sessions").set({ last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() }).where("id_hash", "=", idHash).execute();
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
  }

  async deleteSessionsOf(userId: string): Promise<number> {
    const result = await this.db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // ── sign-in links ─────────────────────────────────────────────────────────────────────────────

  /** Stores the link and queues its email in one transaction (the outbox sends it). */
  async createSignInLink(link: { tokenHash: string; token: string; user: User; now: Date; expiresAt: Date }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("sign_in_links")
        .values({ token_hash: link.tokenHash, user_id: link.user.id, created_at: link.now.toISOString(), expires_at: link.expiresAt.toISOString(), used_at: null })
        .execute();
      await trx
        .insertInto("account_mails")
        .values({
          id: crypto.randomUUID(),
          kind: "sign_in_link",
          to_email: link.user.email,
          token: link.token,
          created_at: link.now.toISOString(),
          status: "queued",
          attempts: 0,
          next_attempt_at: link.now.toISOString(),
          locked_until: null,
          last_error: null,
          sent_at: null,
        })
        .execute();
    });
  }

  /** Whether a sign-in link is still usable (not used, not expired), without using it. */
  async isOpenSignInLink(tokenHash: string, now: Date): Promise<boolean> {
    const link = await this.db
      .selectFrom("sign_in_links")
      .select("token_hash")
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return link !== undefined;
  }

  /** Uses a sign-in link once: the conditional update makes a second use (or a race) fail. */
  async consumeSignInLink(tokenHash: string, now: Date): Promise<User | undefined> {
    const link = await this.db
      .updateTable("sign_in_links")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .returning("user_id")
      .executeTakeFirst();
    return link ? this.userById(link.user_id) : undefined;
  }

  /** Erases the plain token of a sent (or given-up) email: only the hash stays. */
  async forgetMailToken(mailId: string): Promise<void> {
    await this.db.updateTable("account_mails").set({ token: null }).where("id", "=", mailId).execute();
  }

  // ── WebAuthn challenges ───────────────────────────────────────────────────────────────────────

  async saveChallenge(challenge: { id: string; challenge: string; purpose: ChallengePurpose; subject: string | null; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto("webauthn_challenges")
      .values({ id: challenge.id, challenge: challenge.challenge, purpose: challenge.purpose, subject: challenge.subject, expires_at: challenge.expiresAt.toISOString() })
      .execute();
  }

  /** Takes a challenge out (single use): it is deleted whether or not the ceremony then succeeds. */
  async takeChallenge(id: string, purpose: ChallengePurpose, now: Date): Promise<{ challenge: string; subject: string | null } | undefined> {
    const row = await this.db
      .deleteFrom("webauthn_challenges")
      .where("id", "=", id)
      .where("purpose", "=", purpose)
      .returning(["challenge", "subject", "expires_at"])
      .executeTakeFirst();
    if (!row || Date.parse(iso(row.expires_at)) <= now.getTime()) return undefined;
    return { challenge: row.challenge, subject: row.subject };
  }

  /** Deletes what has expired: challenges, sessions, links, invitations (run with the retention purge). */
  async purgeExpired(now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.deleteFrom("webauthn_challenges").where("expires_at", "<=", at).execute();
    await this.db.deleteFrom("sessions").where("expires_at", "<=", at).execute();
    await this.db.deleteFrom("sign_in_links").where("expires_at", "<=", at).execute();
    await this.db.deleteFrom("user_invites").where("expires_at", "<=", at).execute();
  }
}

/** Marks the open invitations to an address revoked (inside the caller's transaction, if any). */
async function revokeOpenInvites(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const result = await db
    .updateTable("user_invites")
    .set({ revoked_at: now.toISOString() })
    .where("email", "=", email)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function passkeyRow(passkey: Omit<Passkey, "userId" | "createdAt" | "lastUsedAt">, userId: string, now: Date) {
  return {
    id: passkey.id,
    user_id: userId,
    public_key: Buffer.from(passkey.publicKey).toString("base64url"),
    counter: passkey.counter,
    transports: passkey.transports.length ? JSON.stringify(passkey.transports) : null,
    name: passkey.name,
    created_at: now.toISOString(),
    last_used_at: null,
  };
}
