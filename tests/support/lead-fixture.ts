import type { Lead } from "../../server/contact/lead-store";

/** A clean, stored full-form lead as the services hand it around; `overrides` change what a test is about. */
export const leadFixture = (overrides: Partial<Lead> = {}): Lead => ({
  id: "3f1c2d9e-0000-4000-8000-000000000001",
  createdAt: "2026-11-20T20:00:00.000Z",
  kind: "full",
  name: "Zoë Park",
  email: "zoe@example.com",
  phone: null,
  subject: "New website",
  message: "We need a site.",
  location: null,
  page: "/contact",
  spam: false,
  spamReason: null,
  status: "queued",
  attempts: 0,
  nextAttemptAt: null,
  lockedUntil: null,
  lastError: null,
  sentAt: null,
  ...overrides,
});
