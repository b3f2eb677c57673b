/**
 * The display name of a visitor's address (Reply-To on the agency's mail, To on the visitor's), from
 * a name already made one line. nodemailer sends a printable-ASCII name as a quoted string, as it
 * is; a name holding `=?` then carries what looks like an RFC 2047 encoded word
 * (`"=?utf-8?q?a=0D=0ABcc:v@example.com?="`), which RFC 2047 forbids inside quotes but many mail
 * clients decode anyway, into a line break and a fake header. No person's name contains `=?`: such a
 * name is left out, and the address stands alone (the name is still in the Subject, which nodemailer
 * encodes whole, and in the body).
 */
export const displayName = (oneLineName: string): string => (oneLineName.includes("=?") ? "" : oneLineName);
