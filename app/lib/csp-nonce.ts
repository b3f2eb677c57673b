import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a page rendered for one request (entry.server.tsx provides
 * it). Prerendered pages have none: the server lists the hashes of their inline scripts instead.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** For an inline `<script>` of our own: `<script nonce={useCspNonce()}>`. */
export const useCspNonce = () => useContext(CspNonceContext);
