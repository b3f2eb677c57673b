import { HONEYPOT_FIELD, LIMITS, isHoneypotFilled, maxUnits, parseContact, type FieldErrors, type LeadKind } from "@domain/lead/validation";
import { storableText } from "@domain/text";
import { formatSpamReason } from "@domain/spam/rules";
import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import type { SpamCheck } from "../spam/check";
import type { Lead, LeadStore, NewLead } from "./lead-store";
import { normalizeVisitSource } from "@domain/attribution/source";

export interface SubmitContext {
  /** Client address used for rate limiting. */
  clientAddress: string;
  /** Path of the page the lead came from, when known. */
  page?: string;
  /** `form` adds the forms' stricter rules (the full form requires a subject). */
  rules?: "api" | "form";
  /** The visit's source as the client sent it (form fields, the API's `source`); a bad one is dropped, never an error. */
  source?: unknown;
}

export type SubmitResult =
  | { ok: true; id: string }
  | { ok: false; error: "validation"; fields: FieldErrors }
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

/** The one path every lead takes, whatever the entry point (API, any of the three forms). */
export interface ContactService {
  /** Validates, stores and queues. Throws only when the database fails (callers answer 503). */
  submit(raw: Record<string, unknown>, context: SubmitContext): Promise<SubmitResult>;
  /** True when the database answers (health check). */
  healthy(): Promise<boolean>;
}

export interface ContactServiceDeps {
  store: LeadStore;
  rateLimiter: ClientRateLimiter | null;
  /** Told about each committed, non-spam lead; must not block (the outbox worker's kick). */
  onQueued: (lead: Lead) => void;
  ping: () => Promise<boolean>;
  /** The spam rules past the honeypot (server/spam/check.ts). */
  spam: SpamCheck;
  clock?: () => Date;
  /** The site's own host (`SITE_URL`): a referrer from it is no source. */
  ownHost?: string;
}

const KINDS = new Set<string>(["quick", "full", "location"]);

/**
 * A bot's submission is kept for the record, clipped to the same limits a person's would be and
 * normalised like any stored text (it skips validation, so it must not carry what the rules refuse).
 */
function spamLead(raw: Record<string, unknown>, page: string | undefined): NewLead {
  const text = (value: unknown, max: number, multiline = false) =>
    storableText(typeof value === "string" ? value : value == null ? "" : JSON.stringify(value), maxUnits(max), { multiline });
  const kind = typeof raw.kind === "string" && KINDS.has(raw.kind) ? (raw.kind as LeadKind) : "full";
  const honeypot = text(raw[HONEYPOT_FIELD], 200);
  return {
    kind,
    name: text(raw.name, LIMITS.name),
    email: text(raw.email, LIMITS.email),
    phone: text(raw.phone, LIMITS.phone) || undefined,
    subject: text(raw.subject, LIMITS.subject) || undefined,
    message: `${text(raw.message, LIMITS.message, true)}\n\n[honeypot ${HONEYPOT_FIELD}: ${honeypot}]`,
    location: text(raw.location, LIMITS.location) || undefined,
    page,
    spam: true,
    spamReason: formatSpamReason(["honeypot"]),
  };
}

export function createContactService(deps: ContactServiceDeps): ContactService {
  const clock = deps.clock ?? (() => new Date());
  return {
    async submit(raw, context) {
      if (deps.rateLimiter) {
        const decision = await deps.rateLimiter.take(context.clientAddress);
        if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
      }
      const source = normalizeVisitSource(context.source, deps.ownHost);
      // A filled honeypot looks like success to the bot; the row is kept as spam and never mailed.
      if (isHoneypotFilled(raw)) {
        const stored = await deps.store.insert({ ...spamLead(raw, context.page), source });
        return { ok: true, id: stored.id };
      }
      const parsed = parseContact(raw, { rules: context.rules });
      if (!parsed.ok) return { ok: false, error: "validation", fields: parsed.fields };
      // Flagged by a rule: stored with its reasons and answered like a clean lead; never mailed.
      const spamReason = formatSpamReason(await deps.spam.lead(parsed.lead, clock()));
      if (spamReason) {
        const stored = await deps.store.insert({ ...parsed.lead, page: context.page, spam: true, spamReason, source }, clock());
        return { ok: true, id: stored.id };
      }
      // The one place a clean lead is stored and handed on.
      const stored = await deps.store.insert({ ...parsed.lead, page: context.page, spam: false, source });
      deps.onQueued(stored);
      return { ok: true, id: stored.id };
    },
    healthy: deps.ping,
  };
}
