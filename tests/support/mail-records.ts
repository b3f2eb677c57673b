/** A stored lead and a stored booking as the mail composers get them, for tests of what mails say. */
import type { Booking } from "../../server/booking/store";
import type { Lead } from "../../server/contact/lead-store";

export const leadRecord = (overrides: Partial<Lead> = {}): Lead => ({
  id: "3f1c0e9a-0000-4000-8000-000000000001",
  createdAt: "2026-03-02T15:04:05.000Z",
  kind: "full",
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "(586) 555-0100",
  subject: "New website",
  message: "Hello there",
  location: null,
  page: "/contact",
  spam: false,
  spamReason: null,
  status: "queued",
  attempts: 1,
  nextAttemptAt: null,
  lockedUntil: null,
  lastError: null,
  sentAt: null,
  ...overrides,
});

export const bookingRecord = (overrides: Partial<Booking> = {}): Booking => ({
  id: "3f0c1a2b-0000-4000-8000-000000000001",
  createdAt: "2026-11-20T15:00:00.000Z",
  start: "2026-11-24T15:00:00.000Z",
  end: "2026-11-24T15:30:00.000Z",
  name: "Zoë Müller",
  email: "zoe@example.com",
  phone: null,
  topic: null,
  status: "active",
  cancelledAt: null,
  cancelledBy: null,
  sequence: 0,
  spam: false,
  spamReason: null,
  outcome: null,
  cancelReason: null,
  ...overrides,
});
