/**
 * The WebAuthn ceremonies, done by @simplewebauthn/server (attestation, COSE keys, signature
 * counters: nothing hand-written). The relying party is the host of SITE_URL; only its origin may
 * create or use a passkey.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";

export interface RelyingParty {
  /** Shown by the browser and the authenticator ("Macomb Web Studio"). */
  name: string;
  /** The host of SITE_URL, without port (`localhost`, `www.example.com`). */
  id: string;
  /** SITE_URL's origin: the only page allowed to use the passkeys. */
  origin: string;
}

export function relyingPartyOf(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { name, id: url.hostname, origin: url.origin };
}

export interface NewCredential {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

export interface StoredCredential extends NewCredential {
  userId: string;
}

/** A person's details as the authenticator stores them with a discoverable passkey. */
export interface PasskeyHolder {
  userId: string;
  email: string;
  /** Credentials the person already has: the authenticator will not make a second one for them. */
  existing: { id: string; transports: string[] }[];
}

export const registrationOptions = (rp: RelyingParty, holder: PasskeyHolder): Promise<PublicKeyCredentialCreationOptionsJSON> =>
  generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: holder.email,
    userDisplayName: holder.email,
    userID: new TextEncoder().encode(holder.userId),
    attestationType: "none",
    // Discoverable (a passkey): sign-in needs no email first, and the browser can offer it in autofill.
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
    excludeCredentials: holder.existing.map((credential) => ({ id: credential.id, transports: credential.transports as AuthenticatorTransport[] })),
  });

export async function verifyRegistration(rp: RelyingParty, response: RegistrationResponseJSON, expectedChallenge: string): Promise<NewCredential | undefined> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  });
  if (!verification.verified) return undefined;
  const { credential } = verification.registrationInfo;
  return { id: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? response.response.transports ?? [] };
}

/** Options for a discoverable sign-in: no list of credentials, the authenticator offers what it holds. */
export const authenticationOptions = (rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });

/** Verifies a sign-in against the stored credential; returns the new signature counter. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  credential: StoredCredential,
): Promise<{ newCounter: number } | undefined> {
  // The user handle the authenticator returned must name the credential's owner.
  if (response.response.userHandle) {
    const handle = Buffer.from(response.response.userHandle, "base64url").toString("utf8");
    if (handle !== credential.userId) return undefined;
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: credential.id,
      publicKey: credential.publicKey as Uint8Array<ArrayBuffer>,
      counter: credential.counter,
      transports: credential.transports as AuthenticatorTransport[],
    },
  });
  return verification.verified ? { newCounter: verification.authenticationInfo.newCounter } : undefined;
}
