/**
 * One word per thing (issue 40): each label, sentence and limit below is defined once and read from
 * there, so two places can no longer disagree. The behaviour checks prove the readers use the one
 * definition; the source scans fail when a copy is typed again.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAD_KINDS, LIMITS, type LeadKind } from "@domain/lead/fields";
import { LEAD_KIND_LABELS, PAST_REPLY_PROMISE, leadKindInSentence } from "@domain/lead/labels";
import { INBOX_KIND_LABELS, INBOX_SEARCH_MAX, inboxQueryOf } from "@domain/inbox";
import { EMAIL_MAX } from "@domain/email";
import { emailField } from "@domain/field-rules";
import { composeLeadMail } from "../../../server/contact/lead-mail";
import { leadPayload } from "../../../server/alerts/webhook-payload";
import { formOf } from "../../../server/http/form-body";
import { answerOf } from "../../../server/http/answer";
import { logger } from "../../../server/log";
import { leadFixture } from "../../support/lead-fixture";

const ROOT = join(import.meta.dirname, "../../..");
const LAYERS = ["app", "domain", "server", "content"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every source file (path relative to the project) whose text matches `pattern`. */
const filesMatching = (pattern: RegExp) =>
  LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)))
    .filter((path) => pattern.test(readFileSync(path, "utf8")))
    .map((path) => relative(ROOT, path))
    .sort();

const lead = (kind: LeadKind) => leadFixture({ kind, location: kind === "location" ? "warren" : null });

describe("a lead's kind has one name", () => {
  it("every kind has a label, named as SPEC §5 names its form", () => {
    expect(Object.keys(LEAD_KIND_LABELS).sort()).toEqual([...LEAD_KINDS].sort());
    expect(LEAD_KIND_LABELS).toEqual({ quick: "Quick consultation form", full: "Full contact form", location: "Location page form" });
  });

  it("the inbox's kinds are the lead kinds' labels plus bookings", () => {
    expect(INBOX_KIND_LABELS).toEqual({ ...LEAD_KIND_LABELS, booking: "Booking" });
  });

  it.each(LEAD_KINDS)("the agency's email and the webhook name a %s lead with that label", (kind) => {
    const mail = composeLeadMail(lead(kind), { from: "site@agency.example", to: "leads@agency.example", siteUrl: "https://www.example.com" });
    expect(mail.subject.startsWith(`${LEAD_KIND_LABELS[kind]}: `)).toBe(true);
    const payload = leadPayload(lead(kind), { siteUrl: "https://www.example.com" }, "new");
    expect(payload.text).toContain(`via the ${leadKindInSentence(kind)}`);
  });

  it("no other module keeps its own map of lead kinds to words", () => {
    // Words with a space in them: element ids (`quick: "quick-consult-form"`) are not labels.
    expect(filesMatching(/\bquick:\s*"[^"]* [^"]*"\s*,\s*full:\s*"/)).toEqual(["domain/lead/labels.ts"]);
  });
});

describe("one sentence for an overdue lead, one word for an outbox state", () => {
  it("the inbox's banner and the lead page read the same words", () => {
    expect(filesMatching(new RegExp(PAST_REPLY_PROMISE))).toEqual(["domain/lead/labels.ts"]);
    expect(filesMatching(/PAST_REPLY_PROMISE/)).toEqual(["app/routes/admin/inbox.tsx", "app/routes/admin/lead.tsx", "domain/lead/labels.ts"]);
  });

  it("the history and mail states are defined once", () => {
    expect(filesMatching(/"Marked not spam/)).toEqual(["domain/lead/labels.ts"]);
    expect(filesMatching(/"Waiting in the outbox"/i)).toEqual(["domain/outbox-status.ts"]);
    expect(filesMatching(/"Invitation to the agency"/)).toEqual(["domain/booking/workspace-labels.ts"]);
  });

  it("the slot errors of the /book form and the API are defined once", () => {
    expect(filesMatching(/That time is not available for booking/)).toEqual(["domain/booking/fields.ts"]);
  });
});

/** A valid-looking address of exactly `length` characters (labels of at most 63, RFC 5321). */
function addressOfLength(length: number): string {
  const local = "a".repeat(64);
  let domain = "example.com";
  while (local.length + 1 + domain.length + 63 + 1 <= length) domain = `${"b".repeat(63)}.${domain}`;
  const rest = length - local.length - 1 - domain.length - 1;
  return `${local}@${rest > 0 ? `${"c".repeat(rest)}.` : ""}${domain}`;
}

describe("the longest email address is one constant", () => {
  it("the lead fields and the validation use it", () => {
    expect(LIMITS.email).toBe(EMAIL_MAX);
    expect(emailField.safeParse(addressOfLength(EMAIL_MAX)).success).toBe(true);
    expect(emailField.safeParse(addressOfLength(EMAIL_MAX + 1)).error?.issues[0]?.message).toBe(`Email must be ${EMAIL_MAX} characters or fewer`);
  });

  it("254 is typed only in its definition: every maxLength and check reads EMAIL_MAX or LIMITS.email", () => {
    expect(filesMatching(/(?<![.\d])254(?![.\d])/)).toEqual(["domain/email.ts"]);
  });

  it("every email input's maxLength names the constant", () => {
    const inputs = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)))
      .filter((path) => path.endsWith(".tsx"))
      .flatMap((path) => [...readFileSync(path, "utf8").matchAll(/type="email"[^>]*?maxLength=\{([^}]+)\}/gs)].map((match) => `${relative(ROOT, path)}: ${match[1]}`));
    // The forms that take an address (visitors' forms, sign-in, invitations; People searches by name or address instead).
    expect(inputs.length).toBeGreaterThanOrEqual(7);
    for (const input of inputs) expect(input).toMatch(/: (EMAIL_MAX|LIMITS\.email)$/);
  });
});

describe("the inbox's query string is read once", () => {
  it("keeps a known view and kind, bounds the search and drops the unknown", () => {
    const long = "x".repeat(INBOX_SEARCH_MAX + 50);
    expect(inboxQueryOf(new URLSearchParams({ view: "spam", kind: "booking", q: long, page: "/contact" }))).toEqual({
      view: "spam",
      kind: "booking",
      search: "x".repeat(INBOX_SEARCH_MAX),
      page: "/contact",
    });
    expect(inboxQueryOf(new URLSearchParams({ view: "drop table", kind: "admin" }))).toEqual({ view: "open", kind: undefined, search: undefined, page: undefined });
  });

  it("the inbox page and its CSV export both use it", () => {
    expect(filesMatching(/inboxQueryOf\(/)).toEqual(["app/routes/admin/export-csv.ts", "app/routes/admin/inbox.tsx", "domain/inbox.ts"]);
  });
});

describe("one form reader, one failure-to-status mapping", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a post no form sends is thrown as the route's 415 or 400", async () => {
    const json = new Request("http://127.0.0.1/book", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const thrown = await formOf(json).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
    const form = await formOf(new Request("http://127.0.0.1/book", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "slot=a" }));
    expect(form.get("slot")).toBe("a");
  });

  it("every route reads forms through server/http/form-body.ts", () => {
    expect(filesMatching(/readUtf8Form\(|readForm\(/)).toEqual(["app/lib/contact-action.server.ts", "server/http/form-body.ts"]);
    expect(filesMatching(/export (async )?function formOf|export const formOf/)).toEqual(["server/http/form-body.ts"]);
  });

  it("a use case that throws is logged and answered 503; the others are mapped", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const failed = await answerOf(() => Promise.reject(new Error("database is down")), () => ({ status: 200 as const, ok: true as const }), "Test could not store a lead");
    expect(failed).toEqual({ status: 503, ok: false, error: "unavailable" });
    expect(error).toHaveBeenCalledWith("Test could not store a lead: database is down");
    expect(await answerOf(() => Promise.resolve(7), (n) => ({ status: 200 as const, ok: true as const, n }), "unused")).toEqual({ status: 200, ok: true, n: 7 });
  });

  it("no other module maps a thrown failure to 503 by hand", () => {
    expect(filesMatching(/status: 503, ok: false, error: "unavailable"/)).toEqual(["server/http/answer.ts"]);
  });
});
