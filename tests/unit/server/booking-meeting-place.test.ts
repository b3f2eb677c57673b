/**
 * Where the meeting happens, as each invitation says it: LOCATION, URL and DESCRIPTION from the owner's
 * settings, and a title per reader (the agency's names the visitor, the visitor's the agency).
 */
import { describe, expect, it } from "vitest";
import { agencyFeedCalendar, bookingCalendar } from "../../../server/booking/mail";
import { parseMeetingPlace, parseVideoUrl, publicMeeting } from "@domain/booking/meeting-place";
import { bookingRecord } from "../../support/mail-records";

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const line = (ics: string, name: string) => unfold(ics).match(new RegExp(`^${name}:(.*)$`, "m"))?.[1];
const ROOM = "https://meet.example.com/agency-room";
const withPhone = bookingRecord({ name: "Sam Ortiz", phone: "(586) 555-0100" });
const withoutPhone = bookingRecord({ name: "Sam Ortiz", phone: null });

describe("the invitation's place and title", () => {
  it("titles the agency's invitation and feed with the visitor's name, the visitor's with the agency's", () => {
    expect(line(bookingCalendar(withPhone, "REQUEST", "site@agency.example", undefined, { audience: "agency" }), "SUMMARY")).toBe("Consultation: Sam Ortiz");
    expect(line(bookingCalendar(withPhone, "REQUEST", "site@agency.example", undefined, { audience: "visitor" }), "SUMMARY")).toBe("Free consultation with Macomb Web Studio");
    expect(line(agencyFeedCalendar([withPhone], "site@agency.example"), "SUMMARY")).toBe("Consultation: Sam Ortiz");
  });

  it("the owner's room: LOCATION and URL are its address, the description says to join it", () => {
    const ics = bookingCalendar(withoutPhone, "REQUEST", "site@agency.example", undefined, { place: { videoUrl: ROOM, callsVisitor: true } });
    expect(line(ics, "LOCATION")).toBe(ROOM);
    expect(line(ics, "URL")).toBe(ROOM);
    expect(line(ics, "DESCRIPTION")).toContain(`Join the video call at ${ROOM}`);
  });

  it("a call to the visitor's number: LOCATION says it, no URL", () => {
    const ics = bookingCalendar(withPhone, "REQUEST", "site@agency.example", undefined, { place: { videoUrl: ROOM, callsVisitor: true } });
    expect(line(ics, "LOCATION")).toBe("Phone call: we call (586) 555-0100");
    expect(line(ics, "URL")).toBeUndefined();
    expect(line(ics, "DESCRIPTION")).toContain("We will call you at (586) 555-0100.");
  });

  it("no calls: the visitor with a number meets in the room too; with no room, a link comes by email", () => {
    expect(line(bookingCalendar(withPhone, "REQUEST", "x@y.example", undefined, { place: { videoUrl: ROOM, callsVisitor: false } }), "LOCATION")).toBe(ROOM);
    const noRoom = bookingCalendar(withPhone, "REQUEST", "x@y.example", undefined, { place: { videoUrl: null, callsVisitor: false } });
    expect(line(noRoom, "LOCATION")).toBe("Video call (we email you the link)");
    expect(line(noRoom, "URL")).toBeUndefined();
  });
});

describe("the owner's video-call address", () => {
  it("takes an https address only", () => {
    expect(parseVideoUrl(ROOM)).toEqual({ ok: true, url: ROOM });
    expect(parseVideoUrl("  ")).toEqual({ ok: true, url: null });
    for (const bad of ["http://meet.example.com/x", "javascript:alert(1)", "meet.example.com/x", "https://user:pw@meet.example.com/", "https://localhost/x", `https://meet.example.com/${"a".repeat(500)}`, "https://meet.example.com/a b", "https://meet.example.com/\r\nX: y"])
      expect(parseVideoUrl(bad).ok, bad).toBe(false);
  });

  it("a stored availability without a meeting place reads as the old behaviour (call, else a link by email)", () => {
    expect(parseMeetingPlace(undefined)).toEqual({ ok: true, place: { videoUrl: null, callsVisitor: true } });
    expect(parseMeetingPlace({ videoUrl: ROOM })).toMatchObject({ ok: false });
  });

  it("/book says what is configured", () => {
    expect(publicMeeting({ videoUrl: null, callsVisitor: true }).sentence).toContain("we email you a video-call link");
    expect(publicMeeting({ videoUrl: ROOM, callsVisitor: false })).toEqual({ sentence: expect.stringContaining("We meet by video call"), format: "video call" });
    expect(publicMeeting({ videoUrl: ROOM, callsVisitor: true }).sentence).not.toContain("we email you a video-call link");
  });
});
