/**
 * Longest email address (RFC 5321's path limit): every email field's `maxlength`, the validation of
 * leads, bookings and workspace accounts, and what the workspace reads from a query string. Its own
 * module, without zod, so a form's first bundle can read it.
 */
export const EMAIL_MAX = 254;
