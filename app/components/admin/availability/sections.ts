/**
 * The availability page's sections, which open one at a time, and which one each form's `intent`
 * belongs to: after a post the page opens the section the form was in (also without JavaScript).
 */
export const AVAILABILITY_SECTIONS = ["feed", "hours", "rules", "meeting", "blocked"] as const;
export type AvailabilitySectionId = (typeof AVAILABILITY_SECTIONS)[number];

/** Open when nothing was posted: the office's hours, what an owner changes most. */
export const DEFAULT_AVAILABILITY_SECTION: AvailabilitySectionId = "hours";

const SECTION_OF_INTENT: Record<string, AvailabilitySectionId> = {
  "set-feed": "feed",
  "check-feed": "feed",
  "save-hours": "hours",
  "save-rules": "rules",
  "save-meeting-place": "meeting",
  "add-block": "blocked",
  "remove-block": "blocked",
  "add-holidays": "blocked",
};

export const availabilitySectionOf = (intent: string): AvailabilitySectionId | undefined => SECTION_OF_INTENT[intent];
