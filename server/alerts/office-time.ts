import { slotLabels } from "@domain/booking/labels";

/**
 * "Tuesday, November 24 at 3:00 PM Eastern": an instant as the office reads it, in mails and alerts.
 * The same words the booking pages use for a time (domain/booking/labels.ts), in the office's zone.
 */
export const officeTime = (iso: string) => slotLabels(iso).full;
