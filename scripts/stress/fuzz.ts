/** Sends the hostile requests and sorts what came back: status codes, server errors, off-site redirects. */
import { sendRaw, type RawRequest } from "./raw-request";

export interface Sample {
  family: string;
  method: string;
  target: string;
  status: number | null;
  detail?: string;
}

export interface FuzzResult {
  sent: number;
  /** Answers by status code; `none` = the connection ended without a status line. */
  statuses: Record<string, number>;
  serverErrors: number;
  /** 202 answers to requests that could submit a lead (a 202 to GET/HEAD is a single-fetch redirect). */
  accepted: number;
  /** Server errors by case family (method, body, content type). */
  serverErrorFamilies: Record<string, number>;
  /** Redirects whose Location leaves the site (`//host`, `http://other`, `/\host`). */
  offSiteRedirects: Sample[];
  /** Requests that got no status line, by family and reason (expected for huge bodies refused early). */
  unanswered: Record<string, number>;
  /** A few server errors, as sent, to reproduce them. */
  samples: Sample[];
  /** Cases with a definite answer (`RawRequest.expect`), by family: how many were sent and answered right. */
  checks: Record<string, { sent: number; right: number }>;
  /** Checked cases answered otherwise (a 405 without `Allow` included), as sent. */
  unexpected: Sample[];
  durationMs: number;
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

function leavesSite(location: string): boolean {
  if (/^[/\\]{2}/.test(location) || /^\/\\/.test(location)) return true;
  try {
    return new URL(location, "http://127.0.0.1/").hostname !== "127.0.0.1";
  } catch {
    return true;
  }
}

export async function fuzz(port: number, requests: RawRequest[], concurrency: number): Promise<FuzzResult> {
  const result: FuzzResult = { sent: 0, statuses: {}, serverErrors: 0, accepted: 0, serverErrorFamilies: {}, offSiteRedirects: [], unanswered: {}, samples: [], checks: {}, unexpected: [], durationMs: 0 };
  const started = performance.now();
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await sendRaw(port, request);
      result.sent++;
      const key = answer.status === null ? "none" : String(answer.status);
      result.statuses[key] = (result.statuses[key] ?? 0) + 1;
      if (answer.status === 202 && !["GET", "HEAD"].includes(request.method)) result.accepted++;
      const sample = { family: request.family, method: request.method, target: shorten(request.target), status: answer.status };
      if (request.expect) {
        const check = (result.checks[request.family] ??= { sent: 0, right: 0 });
        check.sent++;
        const right = answer.status !== null && request.expect.includes(answer.status) && (answer.status !== 405 || Boolean(answer.allow));
        if (right) check.right++;
        else result.unexpected.push({ ...sample, detail: `expected ${request.expect.join(" or ")}${answer.status === 405 ? `, Allow: ${answer.allow ?? "(none)"}` : ""}` });
      }
      if (answer.status === null) {
        const reason = `${request.family} (${answer.error})`;
        result.unanswered[reason] = (result.unanswered[reason] ?? 0) + 1;
      } else if (answer.status >= 500) {
        result.serverErrors++;
        result.serverErrorFamilies[request.family] = (result.serverErrorFamilies[request.family] ?? 0) + 1;
        if (result.samples.length < 12) result.samples.push(sample);
      } else if (answer.status >= 300 && answer.status < 400 && answer.location !== undefined && leavesSite(answer.location)) {
        result.offSiteRedirects.push({ ...sample, detail: `Location: ${answer.location}` });
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.durationMs = performance.now() - started;
  return result;
}
