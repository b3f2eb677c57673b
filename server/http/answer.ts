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
