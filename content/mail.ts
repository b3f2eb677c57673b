/**
 * The words of the emails people read, each written for its moment (booked, moved, cancelled by the
 * visitor, cancelled by the agency) and for its reader (the visitor, the agency). Times arrive already
 * in words, in the office's zone ("Tuesday, November 24 at 10:00 AM Eastern"); the composers in
 * server/ put these words into blocks (server/mail/blocks.ts) that become both parts of a mail.
 */
import { consultation } from "./booking";
import { formattedAddress, site } from "./site";

const consultationName = consultation.title.toLowerCase();

/** Shared lines. */
export const mailWords = {
  /** The greeting, on its own line: a name when the visitor gave one. */
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  questions: `Questions? Reply to this email or call ${site.phone}.`,
  signature: site.name,
  /** The link every agency mail carries to the record it is about. */
  openInWorkspace: "Open it in the workspace",
  replyToVisitor: "Reply to this email to write to the visitor directly.",
} as const;

/** The booking emails. `when` and `from` are office times in words. */
export const bookingMailWords = {
  visitor: {
    booked: {
      subject: (when: string) => `Your consultation with ${site.name}: ${when}`,
      heading: "Your consultation is booked",
      body: (when: string) => `Thank you for booking a ${consultationName} with ${site.name} on ${when}. The invitation in this email adds it to your calendar.`,
      nextHeading: "What happens next",
      /** The steps still ahead of someone reading the confirmation (not "you get a confirmation email"). */
      next: (meeting: string) => consultation.nextSteps(meeting).slice(1),
    },
    moved: {
      subject: (when: string) => `Moved: your consultation with ${site.name} is now ${when}`,
      heading: "Your consultation has moved",
      body: (when: string, from: string) => `Your ${consultationName} with ${site.name} is now on ${when} (it was ${from}).`,
      now: "The invitation in this email updates the one in your calendar: nothing else to do.",
    },
    movedByAgency: {
      subject: (when: string) => `${site.name} moved your consultation to ${when}`,
      heading: "We moved your consultation",
      body: (when: string, from: string) => `We moved your ${consultationName} with ${site.name} to ${when} (it was ${from}). If the new time does not suit you, choose another or cancel with the link below.`,
    },
    manage: { before: "Need another time, or can't make it?", text: "Change or cancel your booking" },
    cancelDirectly: { before: "Or", text: "cancel it directly" },
    cancelledByVisitor: {
      subject: (when: string) => `Cancelled: your consultation on ${when}`,
      heading: "Your consultation is cancelled",
      body: (when: string) => `Your consultation with ${site.name} on ${when} is cancelled, as you asked. The invitation in this email removes it from your calendar.`,
    },
    cancelledByAgency: {
      subject: (when: string) => `${site.name} cancelled your consultation on ${when}`,
      heading: "We have to cancel your consultation",
      body: (when: string) => `We have to cancel your consultation with ${site.name} on ${when}, and we are sorry for the trouble. The invitation in this email removes it from your calendar.`,
      /** Introduces the agency's reason, quoted below it. */
      reason: "Why:",
    },
    bookAgain: (bookUrl: string) => `Whenever you like, book a new time at ${bookUrl}.`,
    /** The rebook link of the agency's cancellation, as a link. */
    bookAgainLink: { before: "Whenever you like:", text: "book a new time" },
    reminder: {
      subject: (when: string) => `Reminder: your consultation with ${site.name}, ${when}`,
      heading: "Your consultation is tomorrow",
      body: (when: string) => `A reminder of your ${consultationName} with ${site.name} tomorrow: ${when}.`,
    },
  },
  agency: {
    booked: {
      subject: (name: string, when: string) => `Consultation booked: ${name}, ${when}`,
      heading: "A consultation was booked on the website",
    },
    moved: {
      subject: (name: string, when: string) => `Consultation moved: ${name}, now ${when}`,
      heading: (name: string) => `${name} moved their consultation`,
      now: "Now",
      was: "Was",
      note: "The old time is free again on the website. The invitation in this email updates your calendar.",
    },
    movedByAgency: {
      subject: (name: string, when: string) => `You moved a consultation: ${name}, now ${when}`,
      heading: (name: string) => `You moved ${name}'s consultation in the workspace`,
      note: "The visitor was sent the updated invitation. The old time is free again on the website.",
    },
    cancelledByVisitor: {
      subject: (name: string, when: string) => `Consultation cancelled by the visitor: ${name}, ${when}`,
      heading: (name: string) => `${name} cancelled their consultation`,
      note: "The time is free again on the website.",
    },
    cancelledByAgency: {
      subject: (name: string, when: string) => `You cancelled a consultation: ${name}, ${when}`,
      heading: "You cancelled this consultation in the workspace",
      note: "The visitor was sent a cancellation that quotes your reason. The time is free again on the website.",
      reason: "Reason",
    },
    agenda: {
      subject: (day: string, count: string) => `Today's consultations: ${day} (${count})`,
      heading: (day: string, count: string) => `${count} today, ${day}`,
      count: (n: number) => `${n} consultation${n === 1 ? "" : "s"}`,
      /** A day with follow-ups due and no consultations (decision 043). */
      followUpsSubject: (day: string, count: string) => `Today's follow-ups: ${day} (${count})`,
      followUpCount: (n: number) => `${n} follow-up${n === 1 ? "" : "s"} due`,
      followUpsSection: "Follow-ups due today or overdue",
      followUpFields: { note: "Note", owner: "Owner", what: "What" },
      followUpKinds: { lead: "Lead", booking: "Booking" },
    },
    fields: { when: "When", where: "Where", name: "Name", email: "Email", phone: "Phone", topic: "Topic" },
  },
} as const;

/** The agency's email of a new lead. */
export const leadMailWords = {
  heading: (kindLabel: string) => `${kindLabel} from the website`,
  fields: { name: "Name", email: "Email", phone: "Phone", subject: "Subject", location: "Location", page: "Page", received: "Received", message: "Message" },
  reply: "Reply to this email to answer the visitor directly.",
} as const;

/** The visitor's receipt of a lead. */
export const receiptWords = {
  subject: `We received your message - ${site.name}`,
  requestArrived: `Thank you for asking ${site.name} for a free consultation. Your request arrived, and a person will answer it.`,
  messageArrived: `Thank you for writing to ${site.name}. Your message arrived, and a person will read it.`,
  urgent: `If it is urgent, call us at ${site.phone} (${site.hours.days}, ${site.hours.display} ${site.hours.zoneName}).`,
  yourMessage: "Your message:",
  automatic: "This is an automatic receipt (at most one a day to an address). If you did not write to us, you can ignore it.",
  address: `${site.name}, ${formattedAddress}`,
} as const;

/** The agency's alarm of a lead still new when its reply promise ran out. */
export const escalationWords = {
  heading: "A lead is waiting past its reply promise",
  intro: (promise: string, due: string) => `This lead is still New in the workspace, and the reply promise it was given (${promise}) ran out on ${due}.`,
  due: "Reply was due",
  reply: "Reply to this email to answer the visitor, then set the lead's status in the workspace. This is the only reminder.",
  /** The lead's owner in the workspace, copied in on the alarm (decision 043). */
  owner: "Owner",
} as const;

/** The agency's alarm that backups stopped. */
export const backupAlarmWords = {
  subject: `Backups are overdue - ${site.name}`,
  heading: "Backups are overdue",
  advice: "Check the server's log for the backup's error (look for \"Backup failed\"), and that BACKUP_DIR has room; `npm run admin -- backup` takes one by hand.",
  link: "See the last backup in the workspace",
} as const;

/** The workspace's sign-in link. */
export const signInLinkWords = {
  subject: `Your sign-in link for ${site.name}`,
  before: `Sign in to the ${site.name} workspace:`,
  button: "Sign in",
  note: (minutes: number) => `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: nobody can sign in without it.`,
} as const;

/** A reply the agency wrote in the workspace: its words are the agency's own; these frame them. */
export const replyMailWords = {
  /** Under the reply: who it is from, and how else to reach the agency. */
  signature: (siteUrl: string) => `${site.name} · ${site.phone} · ${siteUrl}`,
  theirMessage: "Your message:",
  theirTopic: "What you wanted to talk about:",
} as const;
