/**
 * Rule `honeypot`: the hidden `company_website` field (HONEYPOT_FIELD) that people never see and
 * bots tend to fill. Every form and API that stores personal data carries it.
 */
import { HONEYPOT_FIELD } from "../lead/fields";

/** True when the honeypot carries anything a person could not have typed into a hidden field. */
export function isHoneypotFilled(raw: Record<string, unknown>): boolean {
  const value = raw[HONEYPOT_FIELD];
  if (typeof value === "string") return value.trim() !== "";
  // A hidden text input only ever holds a string; any other JSON value is a bot's (and may not even
  // convert to one: `{"toString":null}`).
  return value !== undefined && value !== null;
}
