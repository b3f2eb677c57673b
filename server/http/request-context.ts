/**
 * What the server hands the actions and loaders of a request (React Router's middleware context).
 * Prerendering at build time sets none of it, so only request-time code (actions, and the loaders
 * of pages rendered per request: home, /book, the booking links) may read it.
 */
import { RouterContextProvider, createContext } from "react-router";
import type { BookingService } from "../booking/service";
import type { ContactService } from "../contact/service";
import type { AccountService, User } from "../accounts/service";
import type { InboxService } from "../inbox/service";
import type { AvailabilityService } from "../booking/availability-service";
import type { ClientRateLimiter } from "../rate-limit/client-rate-limiter";
import type { BackupService } from "../backup/status";
import type { OutboxStatus } from "../outbox/status";
import type { SourcesService } from "../sources/report";
import type { ReplyService } from "../replies/service";

/** What the workspace's routes (/admin) need besides the visitor-side services. */
export interface WorkspaceValues {
  accounts: AccountService;
  inbox: InboxService;
  /** Availability settings and the owner's calendar feed (/admin/availability). */
  availability: AvailabilityService;
  /** The last backup and its state (/admin/account, owners). */
  backups: BackupService;
  /** What is waiting and failing in the outbox, and a retry (/admin/outbox, the banner on every page). */
  outbox: OutboxStatus;
  /** Figures by source and the campaign links (/admin/sources). */
  sources: SourcesService;
  /** Replies to visitors and the saved replies (lead and booking pages, /admin/replies). */
  replies: ReplyService;
  /** The signed-in person (the server's gate resolved the session cookie), if any. */
  user: User | undefined;
  /** Sign-in attempts and link requests, per client address and per email. */
  signInLimiter: ClientRateLimiter;
  /** True when the site is served over HTTPS: the session cookie is `Secure` with the `__Host-` prefix. */
  secure: boolean;
}

export interface RequestValues {
  /** Validates, stores and queues leads (the forms' actions, like `POST /api/contact`). */
  contact: ContactService;
  /** Free slots, bookings and cancellations. */
  booking: BookingService;
  /** The client's address as the rate limiter sees it (socket, or X-Forwarded-For with TRUST_PROXY). */
  clientAddress: string;
  /** Nonce of this response's Content-Security-Policy: every inline script must carry it. */
  cspNonce?: string;
  workspace: WorkspaceValues;
}

const contactContext = createContext<ContactService>();
const bookingContext = createContext<BookingService>();
const clientAddressContext = createContext<string>();
const workspaceContext = createContext<WorkspaceValues>();
// Prerendered pages have no nonce (the server lists their inline scripts' hashes instead).
const cspNonceContext = createContext<string | null>(null);

type ReadableContext = Readonly<Pick<RouterContextProvider, "get">>;

/**
 * The server (`server/app.ts`) builds every request's context with this. The routes read it through
 * the functions below; both come from the one module graph of the server build (or of the dev server).
 */
export function createLoadContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(contactContext, values.contact);
  context.set(bookingContext, values.booking);
  context.set(clientAddressContext, values.clientAddress);
  context.set(cspNonceContext, values.cspNonce ?? null);
  context.set(workspaceContext, values.workspace);
  return context;
}

export const contactOf = (context: ReadableContext) => context.get(contactContext);
export const bookingOf = (context: ReadableContext) => context.get(bookingContext);
export const clientAddressOf = (context: ReadableContext) => context.get(clientAddressContext);
export const workspaceOf = (context: ReadableContext) => context.get(workspaceContext);
export const cspNonceOf = (context: ReadableContext | undefined) => context?.get(cspNonceContext) ?? undefined;
