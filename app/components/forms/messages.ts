import { terms } from "@content/site";

export interface FormMessages {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  failureDescription: string;
}

/** SPEC §8, word for word (the reply promises come from the site facts). */
export const QUICK_FORM_MESSAGES: FormMessages = {
  successTitle: "Contact Request Sent",
  successDescription: `Thank you for your interest! We'll be in touch ${terms.replyPromise}.`,
  failureTitle: "Error Sending Request",
  failureDescription: "There was a problem sending your request. Please try again or contact us directly.",
};

/** The full contact form's texts; the location form submits like it (DESIGN.md) and says the same. */
export const FULL_FORM_MESSAGES: FormMessages = {
  successTitle: "Message Sent Successfully",
  successDescription: `Thank you! We'll respond to your inquiry ${terms.replyPromiseFull}.`,
  failureTitle: "Error Sending Message",
  failureDescription: "There was a problem sending your message. Please try again or call us directly.",
};

export const SENDING_LABEL = "Sending...";
