/**
 * POSTs signed JSON to a webhook receiver (`LEAD_WEBHOOK_URL`). One attempt per call: the outbox
 * worker retries with its backoff. Only a 2xx answer counts as delivered; a redirect, any other
 * status, a refused connection or a timeout throws, and the row waits for its next attempt.
 */
import { createHmac } from "node:crypto";

export interface WebhookRequest {
  url: string;
  /** The exact bytes POSTed (and signed). */
  body: string;
  headers: Record<string, string>;
}

export interface WebhookSender {
  post(request: WebhookRequest): Promise<void>;
}

/** Header value of `X-Signature`: `sha256=` and the hex HMAC-SHA256 of the exact body under the secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** A cut error body in the row's last error: enough to see what the receiver said, never a whole page. */
const ERROR_BODY_CHARS = 200;

export function createWebhookSender(options: { timeoutMs?: number } = {}): WebhookSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async post(request) {
      let response: Response;
      try {
        response = await fetch(request.url, {
          method: "POST",
          headers: request.headers,
          body: request.body,
          // A redirect is not a delivery (and following one would send the lead somewhere not configured).
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          throw new Error(`webhook timed out after ${timeoutMs} ms`, { cause: error });
        }
        throw new Error(`webhook request failed${cause || `: ${error instanceof Error ? error.message : String(error)}`}`, { cause: error });
      }
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel();
        return;
      }
      const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, ERROR_BODY_CHARS);
      throw new Error(`webhook answered HTTP ${response.status}${text ? `: ${text}` : ""}`);
    },
  };
}
