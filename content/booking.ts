import { site, terms } from "./site";

/** What a consultation is, as /book, the confirmation and the emails describe it. */
export const consultation = {
  title: "Free 30-minute consultation",
  summary: `Free consultation with ${site.name}`,
  /** The agency's own calendar names whom it meets. */
  agencySummary: (name: string) => `Consultation: ${name}`,
  /**
   * "What happens next", shown after booking; the confirmation email lists the steps after the first
   * (content/mail.ts). `meeting` is where it happens, as the owner's settings say it (meetingPlaceWords).
   */
  nextSteps: (meeting: string) => [
    "You get a confirmation email with a calendar invitation right away. If it has not arrived in a few minutes, check your spam folder.",
    "Before the call we look at your current website (if you have one) and a few competitors, so the time goes to your questions.",
    meeting,
    `After the call you get a short written summary and a clear quote, usually ${terms.replyPromise}. There is no obligation.`,
  ],
} as const;

/**
 * Where the consultation happens, in the words of each place that says it (the invitation's LOCATION,
 * the confirmation, the reminder, /book): the owner's settings (domain/booking/meeting-place.ts) choose
 * which. `phone` and `url` are the visitor's number and the agency's video room.
 */
export const meetingPlaceWords = {
  byPhone: {
    location: (phone: string) => `Phone call: we call ${phone}`,
    sentence: (phone: string) => `We will call you at ${phone}.`,
  },
  byVideo: {
    location: (url: string) => url,
    sentence: (url: string) => `Join the video call at ${url}`,
  },
  linkByEmail: {
    location: "Video call (we email you the link)",
    sentence: "We will email you a video-call link before the call.",
  },
  /** /book and the confirmation page, before the visitor's number is known. */
  public: {
    phoneOrRoom: "We call the phone number you give at the chosen time; without one, you join our video call (the link is in your confirmation email).",
    phoneOrLink: "We call the phone number you give at the chosen time; without one, we email you a video-call link.",
    room: "We meet by video call: the link is in your confirmation email and calendar invitation.",
    link: "We meet by video call: we email you the link before the call.",
  },
  /** "by phone or video call" in a sentence. */
  format: { phoneOrVideo: "phone or video call", video: "video call" },
} as const;
