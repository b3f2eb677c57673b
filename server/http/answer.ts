import { logger } from "../log";

/** What every answer of a service use case (lead, booking) carries besides its body. */
export type ServiceAnswer = { status: number } & ({ ok: true } | { ok: false; error: string; retryAfterSeconds?: number });

/** Headers of an answer: a rate-limited one says when to try again. */
export function answerHeaders(answer: ServiceAnswer): Record<string, string> {
  return !answer.ok && answer.retryAfterSeconds !== undefined ? { "Retry-After": String(answer.retryAfterSeconds) } : {};
}

/**
 * The JSON API's body of an answer: everything but the status. A rate limit's wait is `retryAfter`, in seconds,
 * the same number as the `Retry-After` header, for clients that read only the body (the API's published field).
 */
export function apiBody<Answer extends ServiceAnswer>(answer: Answer): Record<string, unknown> {
  const { status: _status, ...body } = answer;
  if ("retryAfterSeconds" in body) {
    const { retryAfterSeconds, ...rest } = body;
    return { ...rest, retryAfter: retryAfterSeconds };
  }
  return body;
}

/** A use case that failed (the database is down): the visitor's input is kept, and they can try again. */
export type Unavailable = { status: 503; ok: false; error: "unavailable" };

/**
 * A service use case's outcome as an HTTP answer, shared by each JSON API and its page's form action:
 * `toAnswer` gives each outcome its status; a failure is logged as `failing: <error>` and answered 503.
 */
export async function answerOf<Result, Answer extends ServiceAnswer>(work: () => Promise<Result>, toAnswer: (result: Result) => Answer, failing: string): Promise<Answer | Unavailable> {
  let result: Result;
  try {
    result = await work();
  } catch (error) {
    logger.error(`${failing}: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 503, ok: false, error: "unavailable" };
  }
  return toAnswer(result);
}
