/**
 * The disposable-mail domains: the list the `mailchecker` package ships (MIT, tens of thousands of
 * throwaway providers, updated with each release). Server-side only: about 1 MB the browser never loads.
 */
import { blacklist } from "mailchecker";
import type { DomainList } from "@domain/spam/email-domain";

export const disposableDomains: DomainList = blacklist();
