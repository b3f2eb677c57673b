import type { LeadKind } from "@domain/lead/fields";
import { promiseFormOf, replyPromiseOf, type PromiseForm } from "@domain/lead/reply-promise";

export interface FormMessages {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  failureDescription: string;
}

/** SPEC §8, word for word (the reply promise is the one the quick form makes: domain/lead/reply-promise.ts). */
export const QUICK_FORM_MESSAGES: FormMessages = {
  successTitle: "Contact Request Sent",
  successDescription: `Thank you for your interest! ${replyPromiseOf("quick").sentence}`,
  failureTitle: "Error Sending Request",
  failureDescription: "There was a problem sending your request. Please try again or contact us directly.",
};

/** The full contact form's texts; the location form submits like it (DESIGN.md) and says the same. */
export const FULL_FORM_MESSAGES: FormMessages = {
  successTitle: "Message Sent Successfully",
  successDescription: `Thank you! ${replyPromiseOf("full").sentence}`,
  failureTitle: "Error Sending Message",
  failureDescription: "There was a problem sending your message. Please try again or call us directly.",
};

const MESSAGES: Record<PromiseForm, FormMessages> = { quick: QUICK_FORM_MESSAGES, full: FULL_FORM_MESSAGES };

/** A form's texts by the kind of lead it sends: the same form the reply promise goes by. */
export const formMessagesOf = (kind: LeadKind): FormMessages => MESSAGES[promiseFormOf(kind)];

export const SENDING_LABEL = "Sending...";
