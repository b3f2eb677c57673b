/**
 * Secrets that travel in links and cookies (session ids, invitations, sign-in links, cancel links):
 * 256 random bits from node:crypto, URL-safe; only their sha256 is stored.
 */
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: 43 characters. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** What a well-formed token looks like; anything else is rejected before touching the database. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isSecretToken = (value: unknown): value is string => typeof value === "string" && SECRET_TOKEN_PATTERN.test(value);

/**
 * The stored form of a token. Looking a row up by this hash is safe against timing attacks: what a
 * lookup's timing could reveal is about the hash, which says nothing about the token.
 */
export const hashSecret = (token: string) => createHash("sha256").update(token).digest("hex");
