import type { MiddlewareHandler } from "hono";

/** Capability URLs: the segment after the prefix is a secret token (a booking's links, the agency's calendar feed). */
const SECRET_SEGMENT = /^(\/(?:book\/(?:cancel|calendar|manage)|admin\/calendar)\/)[^/]+?(\.data|\.ics)?(?=\/|$)/;

/** The path as a log line shows it: a capability URL's token becomes `…` (a `.data` suffix stays). */
export const loggedPath = (pathname: string) => pathname.replace(SECRET_SEGMENT, "$1…$2");

/**
 * One line per rejected request (`413 POST /api/contact`), whatever rejected it: the API's checks,
 * a body limit, a missing page, a method a page does not take. A client's mistake is an expected
 * event, so no stack trace; a server error's stack is logged where it is caught.
 */
export function logRejectedRequests(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status < 400) return;
    const line = `${status} ${c.req.method} ${loggedPath(new URL(c.req.url).pathname)}`;
    if (status >= 500) console.error(line);
    else console.warn(line);
  };
}
