import type { ContactService } from "./contact/service";
import type { BookingService } from "./booking/service";

/**
 * What the server hands every React Router action and loader (see `getLoadContext` in app.ts).
 * Prerendering at build time passes nothing, so only request-time code (actions, and the loaders
 * of pages rendered per request: home, /book) may rely on it.
 */
declare module "react-router" {
  interface AppLoadContext {
    contact: ContactService;
    booking: BookingService;
    /** The client's address as the rate limiter sees it (socket, or X-Forwarded-For with TRUST_PROXY). */
    clientAddress: string;
    /** Nonce of this response's Content-Security-Policy: every inline script must carry it. */
    cspNonce?: string;
  }
}

export {};
