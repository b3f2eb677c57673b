import { site, terms } from "./site";

/** What a consultation is, as /book, the confirmation and the emails describe it. */
export const consultation = {
  title: "Free 30-minute consultation",
  summary: `Free consultation with ${site.name}`,
  format: "Phone or video call",
  /** "What happens next", shown after booking and repeated in the confirmation email. */
  nextSteps: [
    "You get a confirmation email with a calendar invitation right away. If it has not arrived in a few minutes, check your spam folder.",
    "Before the call we look at your current website (if you have one) and a few competitors, so the time goes to your questions.",
    "At the time you chose, we call the phone number you gave. Without a number, we email you a video-call link shortly before.",
    `After the call you get a short written summary and a clear quote, usually ${terms.replyPromise}. There is no obligation.`,
  ],
} as const;
