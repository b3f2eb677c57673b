// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { BookingHeadline } from "~/components/booking/BookingHeadline";
import type { BookingSummary } from "@domain/booking/fields";

const booking: BookingSummary = {
  when: "Tuesday, December 1 at 10:00 AM Eastern",
  day: "Tuesday, December 1",
  time: "10:00 AM Eastern",
  name: "Jordan Ellis",
  email: "jordan.ellis@example.com",
  status: "active",
  past: false,
  meeting: "We will call you at (586) 555-0100.",
};

/** Each term of the headline's list with the text of the description that follows it. */
function terms(summary: BookingSummary): Record<string, string> {
  const body = new DOMParser().parseFromString(renderToStaticMarkup(<BookingHeadline booking={summary} />), "text/html").body;
  return Object.fromEntries([...body.querySelectorAll("dt")].map((dt) => [dt.textContent!.trim(), dt.nextElementSibling!.textContent!.replace(/\s+/g, " ").trim()]));
}

describe("<BookingHeadline> (the manage and cancel pages)", () => {
  it('"Booked by" is the person who booked: their name and email, not the consultation', () => {
    const read = terms(booking);
    expect(read["Booked by"]).toBe("Jordan Ellis (jordan.ellis@example.com)");
    expect(Object.values(read)).toContain("Free 30-minute consultation");
    expect(read["When"]).toBe(booking.when);
  });
});
