/**
 * The disposable-mail domains: the list the `mailchecker` package ships (MIT, tens of thousands of
 * throwaway providers, updated with each release). Server-side only: about 1 MB the browser never loads.
 */
import * as mailcheckerModule from "mailchecker";
import type { DomainList } from "@domain/spam/email-domain";

// A CommonJS package: Node's ESM loader sees its exports only as `default`; bundlers may expose them directly.
const mailchecker = (mailcheckerModule as unknown as { default?: typeof mailcheckerModule }).default ?? mailcheckerModule;

export const disposableDomains: DomainList = mailchecker.blacklist();
