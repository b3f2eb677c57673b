import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loggedPath, logRequests, requestIdOf } from "../../../server/http/request-log";
import { logLine, redact, withRequestId } from "../../../server/log";

describe("loggedPath: a capability URL's token stays out of the log", () => {
  const token = "YGzcUcdEc-h3bakfUWxY7DFn2Gg8o2dESdSMj3YSSVI";
  it.each([
    [`/book/cancel/${token}`, "/book/cancel/…"],
    [`/book/cancel/${token}.data`, "/book/cancel/….data"],
    [`/book/calendar/${token}`, "/book/calendar/…"],
    [`/book/manage/${token}/x`, "/book/manage/…/x"],
    [`/admin/calendar/${token}.ics`, "/admin/calendar/….ics"],
    [`/admin/enroll/${token}`, "/admin/enroll/…"],
    [`/admin/sign-in/link/${token}.data`, "/admin/sign-in/link/….data"],
    [`/admin/sign-in/link/short`, "/admin/sign-in/link/…"],
    [`/book?token=${token}&x=1`, "/book?token=…&x=…"],
    ["/book/cancel", "/book/cancel"],
    ["/book", "/book"],
    ["/api/contact", "/api/contact"],
  ])("%s → %s", (path, logged) => expect(loggedPath(path)).toBe(logged));
});

describe("redact: what no log line may hold", () => {
  it("masks email addresses", () => {
    expect(redact("Lead 1 (quick, jane.doe@example.com) stored")).toBe("Lead 1 (quick, j***@example.com) stored");
  });
  it("masks a URL's password and a long random token anywhere in a message", () => {
    expect(redact("via smtp://user:s3cret@mail.example:587")).toBe("via smtp://user:***@mail.example:587");
    expect(redact("token YGzcUcdEc-h3bakfUWxY7DFn2Gg8o2dESdSMj3YSSVI was used")).toBe("token … was used");
  });
  it("keeps ids and ordinary words", () => {
    const id = "0b9e3c1e-4f7a-4b8e-9d1c-2a3b4c5d6e7f";
    expect(redact(`Lead ${id} sent`)).toBe(`Lead ${id} sent`);
  });
});

describe("logLine: one JSON object with the fixed fields", () => {
  it("has time, level and msg, the request's id inside a request, and redacted string fields", () => {
    const line = withRequestId("req-12345678", () => logLine("warn", "415 POST /contact", { route: "/book/cancel/abcdefabcdef1234567890abcdef123456", status: 415 }, new Date("2026-11-27T12:00:00Z")));
    expect(JSON.parse(line)).toEqual({ time: "2026-11-27T12:00:00.000Z", level: "warn", msg: "415 POST /contact", requestId: "req-12345678", route: "/book/cancel/…", status: 415 });
  });
});

describe("the request id", () => {
  it("is a trusted proxy's well-formed one, otherwise new", () => {
    expect(requestIdOf("lb-0123456789", 1)).toBe("lb-0123456789");
    expect(requestIdOf("lb-0123456789", 0)).not.toBe("lb-0123456789");
    expect(requestIdOf("bad id with spaces\n", 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf("x".repeat(500), 1)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("hands the logger no enrolment or sign-in token, in the path or the query", async () => {
    const token = "Qk3vT8sLmN2pR5xW7yZ9aB4cD6eF1gH0iJ2kL3mN4oP";
    const lines: unknown[][] = [];
    const record = (...args: unknown[]) => void lines.push(args);
    const app = new Hono();
    app.use(logRequests({ log: { log: record, info: record, warn: record, error: record } }));
    app.all("*", (c) => c.text("gone", 410));
    for (const path of [`/admin/enroll/${token}`, `/admin/enroll/${token}.data`, `/admin/sign-in/link/${token}`, `/admin/sign-in/link/${token}.data?_routes=x`, `/admin/sign-in?next=${token}`]) {
      await app.request(path, { method: "POST" });
    }
    expect(lines).toHaveLength(5);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("is in the answer's X-Request-Id and the request's log line", async () => {
    const lines: { message: unknown; fields: Record<string, unknown> | undefined }[] = [];
    const record = (message: unknown, fields?: Record<string, unknown>) => void lines.push({ message, fields });
    const app = new Hono();
    app.use(logRequests({ log: { log: record, info: record, warn: record, error: record } }));
    app.get("/book/manage/:token", (c) => c.text("ok"));
    const response = await app.request("/book/manage/YGzcUcdEc-h3bakfUWxY7DFn2Gg8o2dESdSMj3YSSVI?x=secret", { headers: { "X-Request-Id": "client-chosen-id" } });
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toBe("200 GET /book/manage/…");
    expect(lines[0]!.fields).toMatchObject({ method: "GET", route: "/book/manage/…?x=…", status: 200 });
  });
});
