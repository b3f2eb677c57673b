/**
 * The browser's side of the passkey ceremonies: ask the server for options, let the browser and
 * the authenticator do their part (@simplewebauthn/browser, loaded on first use), send the answer
 * back. The server sets the session cookie when it accepts a sign-in or an enrolment.
 */
type Outcome = { ok: true } | { ok: false; message: string; cancelled?: boolean };

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, json };
}

const webauthn = () => import("@simplewebauthn/browser");

/** The browser said no: the person closed the dialog, or no passkey for this site is on the device. */
function describe(error: unknown): Outcome {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") {
    return { ok: false, cancelled: true, message: "No passkey was used. Try again, or email yourself a sign-in link." };
  }
  if (name === "InvalidStateError") return { ok: false, message: "This device already holds a passkey for you." };
  return { ok: false, message: "Your browser could not use a passkey here. Email yourself a sign-in link instead." };
}

const tooMany = (status: number) => (status === 429 ? "Too many attempts. Wait a few minutes, then try again." : undefined);

export async function supportsPasskeys(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/** Signs in with a passkey; `autofill` offers the passkeys in the email field's autofill instead of a dialog. */
export async function signInWithPasskey(options: { autofill?: boolean } = {}): Promise<Outcome> {
  const { startAuthentication, browserSupportsWebAuthnAutofill } = await webauthn();
  if (options.autofill && !(await browserSupportsWebAuthnAutofill())) return { ok: false, cancelled: true, message: "" };
  const start = await post("/admin/api/passkeys/sign-in/options", {});
  if (start.status !== 200) return { ok: false, message: tooMany(start.status) ?? "Signing in is not possible right now. Please try again." };
  let response;
  try {
    response = await startAuthentication({ optionsJSON: start.json.options as never, useBrowserAutofill: options.autofill === true });
  } catch (error) {
    return describe(error);
  }
  const finish = await post("/admin/api/passkeys/sign-in", { challengeId: start.json.challengeId, response });
  if (finish.status === 200) return { ok: true };
  return { ok: false, message: tooMany(finish.status) ?? "That passkey is not one of this workspace's. Try another, or email yourself a sign-in link." };
}

/** Creates the first passkey from an invitation (the enrolment page). */
export async function enrollPasskey(token: string): Promise<Outcome> {
  const { startRegistration } = await webauthn();
  const start = await post("/admin/api/passkeys/enroll/options", { token });
  if (start.status !== 200) return { ok: false, message: tooMany(start.status) ?? "This invitation has expired or was already used. Ask for a new one." };
  let response;
  try {
    response = await startRegistration({ optionsJSON: start.json.options as never });
  } catch (error) {
    return describe(error);
  }
  const finish = await post("/admin/api/passkeys/enroll", { token, challengeId: start.json.challengeId, response });
  if (finish.status === 200) return { ok: true };
  return { ok: false, message: tooMany(finish.status) ?? "The passkey could not be saved. Please try again." };
}

/** Adds another passkey (a new phone) for the signed-in person. */
export async function addPasskey(name: string): Promise<Outcome> {
  const { startRegistration } = await webauthn();
  const start = await post("/admin/api/passkeys/add/options", {});
  if (start.status !== 200) return { ok: false, message: "Adding a passkey is not possible right now. Please sign in again." };
  let response;
  try {
    response = await startRegistration({ optionsJSON: start.json.options as never });
  } catch (error) {
    return describe(error);
  }
  const finish = await post("/admin/api/passkeys/add", { challengeId: start.json.challengeId, response, name });
  return finish.status === 200 ? { ok: true } : { ok: false, message: "The passkey could not be saved. Please try again." };
}
