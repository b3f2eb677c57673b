/**
 * The server's one logger: every line is one JSON object (`time`, `level`, `msg`, and the fields of
 * the request or job it belongs to), written to stdout (info) or stderr (warn, error). Whatever is
 * logged passes through `redact` first, so no email address, capability token or long secret-looking
 * string reaches the log, whoever wrote the message. Lines written while a request is handled carry its
 * `requestId` (AsyncLocalStorage), so an operator can follow one request through the jobs it kicked.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  log(message: unknown, fields?: LogFields): void;
  info(message: unknown, fields?: LogFields): void;
  warn(message: unknown, fields?: LogFields): void;
  error(message: unknown, fields?: LogFields): void;
}

/**
 * Paths whose segment after the prefix is a secret (a booking's links, the agency's calendar feed, an
 * invitation, a sign-in link): the segment becomes `…` (a `.data`/`.ics` suffix stays).
 */
const SECRET_SEGMENT = /(\/(?:book\/(?:cancel|calendar|manage)|admin\/(?:calendar|enroll|sign-in\/link))\/)[^/\s?#"'<>]+?(\.data|\.ics)?(?=[/\s?#"'<>]|$)/g;
/** `j***@example.com`: enough to tell two people apart in a busy log, not enough to write to them. */
const EMAIL = /([\p{L}\p{N}._%+'-])[\p{L}\p{N}._%+'-]*@((?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,})/gu;
/** A query string's values (a token can ride in one): keys stay, values go. */
const QUERY_VALUE = /([?&][^=&#\s"']*)=[^&#\s"']*/g;
/** Random tokens are ≥ 128 bits as base64url or hex: any such run of 32+ characters is masked (but a UUID: ids stay). */
const LONG_SECRET = /(?<![\p{L}\p{N}_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}(?![\p{L}\p{N}_-])/gu;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `scheme://user:password@host`: the password goes. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@/\s]*@/gi;

/** A text as a log line may show it: tokens, passwords and email addresses masked. */
export function redact(text: string): string {
  return text
    .replace(URL_PASSWORD, "$1***@")
    .replace(SECRET_SEGMENT, "$1…$2")
    .replace(QUERY_VALUE, "$1=…")
    .replace(EMAIL, "$1***@$2")
    .replace(LONG_SECRET, (run) => (UUID.test(run) ? run : "…"));
}

/** A request's path as a log line shows it: capability tokens masked, query values dropped. */
export const loggedPath = (pathAndQuery: string) => redact(pathAndQuery);

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: every line it logs carries the id. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestScope.run({ requestId }, work);

/** The id of the request being handled, if any. */
export const currentRequestId = () => requestScope.getStore()?.requestId;

const describe = (value: unknown) => (value instanceof Error ? value.message : typeof value === "string" ? value : JSON.stringify(value) ?? String(value));

/** One JSON line (no newline): the shape every line has. */
export function logLine(level: LogLevel, message: unknown, fields: LogFields = {}, now = new Date()): string {
  const line: Record<string, string | number | boolean | null> = { time: now.toISOString(), level, msg: redact(describe(message)) };
  const requestId = currentRequestId();
  if (requestId) line.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    line[key] = typeof value === "string" ? redact(value) : value;
  }
  return JSON.stringify(line);
}

function write(level: LogLevel, message: unknown, fields?: LogFields): void {
  const stream = level === "info" ? process.stdout : process.stderr;
  stream.write(`${logLine(level, message, fields)}\n`);
}

/** The logger every server module uses (and hands to the ones that take a `log`). */
export const logger: Logger = {
  log: (message, fields) => write("info", message, fields),
  info: (message, fields) => write("info", message, fields),
  warn: (message, fields) => write("warn", message, fields),
  error: (message, fields) => write("error", message, fields),
};

/**
 * Node's own warnings (an experimental or deprecated API) as log lines like any other, instead of
 * Node's plain-text lines on stderr: every line of the log stays one JSON object. For the server
 * process only (it replaces Node's default printer).
 */
export function logProcessWarnings(log: Logger = logger): void {
  process.removeAllListeners("warning");
  process.on("warning", (warning) => log.warn(warning.message, { warning: warning.name }));
}
