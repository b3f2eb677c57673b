import { describe, expect, it } from "vitest";
import { loggedPath } from "../../server/http/request-log";

describe("loggedPath: a capability URL's token stays out of the log", () => {
  const token = "YGzcUcdEc-h3bakfUWxY7DFn2Gg8o2dESdSMj3YSSVI";
  it.each([
    [`/book/cancel/${token}`, "/book/cancel/…"],
    [`/book/cancel/${token}.data`, "/book/cancel/….data"],
    [`/book/calendar/${token}`, "/book/calendar/…"],
    [`/book/manage/${token}/x`, "/book/manage/…/x"],
    [`/admin/calendar/${token}.ics`, "/admin/calendar/….ics"],
    ["/book/cancel", "/book/cancel"],
    ["/book", "/book"],
    ["/api/contact", "/api/contact"],
  ])("%s → %s", (path, logged) => expect(loggedPath(path)).toBe(logged));
});
