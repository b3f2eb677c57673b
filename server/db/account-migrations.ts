import { sql, type Kysely, type Migration } from "kysely";

/**
 * The agency's workspace accounts: people, their passkeys, sessions, one-time links and the
 * WebAuthn challenges in flight. Everything lives in the same database as the leads, so several
 * instances on PostgreSQL share sessions and challenges. Secrets (session ids, invite and sign-in
 * tokens) are stored only as their sha256.
 */
export function accountMigrations(timestamp: "timestamptz" | "text"): Record<string, Migration> {
  return {
    "0004_create_accounts": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("users")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("email", "text", (col) => col.notNull().unique())
          .addColumn("role", "text", (col) => col.notNull())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("invited_by", "text")
          .addCheckConstraint("users_role_check", sql`role in ('owner', 'member')`)
          .execute();

        await db.schema
          .createTable("user_invites")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("role", "text", (col) => col.notNull())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("expires_at", timestamp, (col) => col.notNull())
          .addColumn("used_at", timestamp)
          .addColumn("invited_by", "text")
          .addCheckConstraint("user_invites_role_check", sql`role in ('owner', 'member')`)
          .execute();

        await db.schema
          .createTable("passkeys")
          // The credential id the authenticator chose (base64url).
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("public_key", "text", (col) => col.notNull())
          .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
          .addColumn("transports", "text")
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("last_used_at", timestamp)
          .execute();
        await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();

        await db.schema
          .createTable("sessions")
          .addColumn("id_hash", "text", (col) => col.primaryKey())
          .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("last_seen_at", timestamp, (col) => col.notNull())
          .addColumn("expires_at", timestamp, (col) => col.notNull())
          .execute();
        await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

        await db.schema
          .createTable("sign_in_links")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("expires_at", timestamp, (col) => col.notNull())
          .addColumn("used_at", timestamp)
          .execute();

        await db.schema
          .createTable("webauthn_challenges")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("challenge", "text", (col) => col.notNull())
          .addColumn("purpose", "text", (col) => col.notNull())
          // The invite (enrolment) or the signed-in user (a further passkey) the ceremony is for.
          .addColumn("subject", "text")
          .addColumn("expires_at", timestamp, (col) => col.notNull())
          .addCheckConstraint("webauthn_challenges_purpose_check", sql`purpose in ('enroll', 'add_passkey', 'sign_in')`)
          .execute();

        // The sign-in link emails: an outbox of their own (see server/outbox/table.ts). The plain token waits
        // in the queued row, because the email has to carry it, and is erased once the email is sent.
        await db.schema
          .createTable("account_mails")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("to_email", "text", (col) => col.notNull())
          .addColumn("token", "text")
          .addColumn("created_at", timestamp, (col) => col.notNull())
          .addColumn("status", "text", (col) => col.notNull())
          .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("next_attempt_at", timestamp)
          .addColumn("locked_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("sent_at", timestamp)
          .addCheckConstraint("account_mails_kind_check", sql`kind in ('sign_in_link')`)
          .addCheckConstraint("account_mails_status_check", sql`status in ('queued', 'sent', 'failed')`)
          .execute();
        await db.schema.createIndex("account_mails_outbox_idx").on("account_mails").columns(["status", "next_attempt_at"]).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["account_mails", "webauthn_challenges", "sign_in_links", "sessions", "passkeys", "user_invites", "users"]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    // An invitation can be withdrawn before it is used: by an owner, by a newer invitation to the same
    // address, or by removing its person. Only an invitation with no `revoked_at` can be accepted.
    "0012_invite_revocation": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("user_invites").addColumn("revoked_at", timestamp).execute();
        await db.schema.createIndex("user_invites_email_idx").on("user_invites").column("email").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex("user_invites_email_idx").execute();
        await db.schema.alterTable("user_invites").dropColumn("revoked_at").execute();
      },
    },
  };
}
