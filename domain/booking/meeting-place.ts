/**
 * Where a consultation happens, as the owner sets it on /admin/availability: their own video-call
 * room (an https address) and/or whether the agency calls the visitor's number. Every place that
 * says it (invitations, confirmation, reminder, /book) asks this module, so they cannot disagree.
 */
import { meetingPlaceWords as words } from "@content/booking";

export interface MeetingPlace {
  /** The agency's meeting room (https), or null. */
  videoUrl: string | null;
  /** True: the agency calls the number the visitor gave (a visitor without one meets by video). */
  callsVisitor: boolean;
}

/** What the site always did: a call to the visitor's number, else a video-call link sent by email. */
export const defaultMeetingPlace: MeetingPlace = { videoUrl: null, callsVisitor: true };

export const VIDEO_URL_MAX = 500;

/** The room's address as stored (the URL parser's form), or why it is not accepted; blank = none. */
export function parseVideoUrl(raw: unknown): { ok: true; url: string | null } | { ok: false; error: string } {
  if (raw === null || raw === undefined) return { ok: true, url: null };
  if (typeof raw !== "string") return { ok: false, error: "The video-call address must be text" };
  const text = raw.trim();
  if (text === "") return { ok: true, url: null };
  // eslint-disable-next-line no-control-regex
  if (text.length > VIDEO_URL_MAX || /[\s\u0000-\u001f\u007f]/.test(text)) return { ok: false, error: `The video-call address must be one address of at most ${VIDEO_URL_MAX} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: "The video-call address must be a full address starting with https://" };
  }
  if (url.protocol !== "https:") return { ok: false, error: "The video-call address must start with https://" };
  if (url.username || url.password || !url.hostname.includes(".")) return { ok: false, error: "The video-call address must be a meeting room's https:// address" };
  if (url.href.length > VIDEO_URL_MAX) return { ok: false, error: `The video-call address must be at most ${VIDEO_URL_MAX} characters` };
  return { ok: true, url: url.href };
}

/** A stored or submitted meeting place; a missing one (settings saved before it existed) is the default. */
export function parseMeetingPlace(raw: unknown): { ok: true; place: MeetingPlace } | { ok: false; error: string } {
  if (raw === undefined || raw === null) return { ok: true, place: defaultMeetingPlace };
  if (typeof raw !== "object") return { ok: false, error: "The meeting place is not valid" };
  const input = raw as Record<string, unknown>;
  const video = parseVideoUrl(input.videoUrl);
  if (!video.ok) return video;
  if (typeof input.callsVisitor !== "boolean") return { ok: false, error: "Calling the visitor must be on or off" };
  return { ok: true, place: { videoUrl: video.url, callsVisitor: input.callsVisitor } };
}

/** How one booking meets: the invitation's LOCATION and URL, and the sentence mails and pages say. */
export interface MeetingOf {
  how: "phone" | "video" | "link";
  location: string;
  /** The room's address when the meeting is in it (the invitation's URL), else null. */
  url: string | null;
  sentence: string;
}

export function meetingOf(place: MeetingPlace, visitorPhone: string | null): MeetingOf {
  if (place.callsVisitor && visitorPhone) return { how: "phone", location: words.byPhone.location(visitorPhone), url: null, sentence: words.byPhone.sentence(visitorPhone) };
  if (place.videoUrl) return { how: "video", location: words.byVideo.location(place.videoUrl), url: place.videoUrl, sentence: words.byVideo.sentence(place.videoUrl) };
  return { how: "link", location: words.linkByEmail.location, url: null, sentence: words.linkByEmail.sentence };
}

/** What /book says before the visitor's number is known, and the short "by …" of its sentences. */
export function publicMeeting(place: MeetingPlace): { sentence: string; format: string } {
  if (place.callsVisitor) return { sentence: place.videoUrl ? words.public.phoneOrRoom : words.public.phoneOrLink, format: words.format.phoneOrVideo };
  return { sentence: place.videoUrl ? words.public.room : words.public.link, format: words.format.video };
}
