import type { LeadKind } from "@domain/lead/fields";

/**
 * Post/redirect/get for a lead form posted without JavaScript on a page rendered per request (the home
 * page): the action answers 303 to `/?sent=<kind>#<form id>`, and the page renders that form's success
 * message from the flag. The URL is then the page's own, not `/?index`, and a reload posts nothing again.
 * Prerendered pages (/contact, the town pages) cannot read a query, so they render the result of the post.
 */
export const SENT_PARAM = "sent";

/** The ids of the home page's forms: the fragment the redirect lands on. */
export const HOME_FORM_IDS = { quick: "quick-consult-form", full: "home-contact-form" } as const satisfies Partial<Record<LeadKind, string>>;

export type SentKind = keyof typeof HOME_FORM_IDS;

export function sentFormOf(url: string | URL): SentKind | null {
  const value = new URL(url).searchParams.get(SENT_PARAM);
  return value === "quick" || value === "full" ? value : null;
}

export const sentLocation = (page: string, kind: SentKind) => `${page}?${SENT_PARAM}=${kind}#${HOME_FORM_IDS[kind]}`;
