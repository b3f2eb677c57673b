/**
 * Rules `link_stuffed` and `mostly_links_or_repeats`: what the text of a message (or a booking's
 * topic) looks like. Pure functions of the text.
 */

/**
 * A URL as a visitor or a bot writes one: with a scheme, or starting `www.`. Bare domains
 * ("mybakery.com") are not counted: people name their own site that way, and bots link.
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/gi;

/**
 * More URLs than this is link stuffing. A real enquiry names the visitor's current site and perhaps
 * two sites they like (3); link spam lists many.
 */
export const LINK_LIMIT = 3;

export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** `link_stuffed`: more than LINK_LIMIT URLs. */
export function isLinkStuffed(text: string): boolean {
  return linksIn(text).length > LINK_LIMIT;
}

/** Share of the text (not counting white space) that URLs, or runs of one repeated character, must pass. */
export const MOSTLY = 0.5;
/** A text whose URL share reaches this is a bare link. */
const ALL_LINK = 0.9;
/** A run of this many identical characters ("!!!!", "aaaa") counts as repetition. */
const RUN = 4;
/** The shortest text the repetition checks judge: "Hi!!!!" is a greeting, not spam. */
const MIN_JUDGED = 12;

const visible = (text: string) => text.replace(/\s+/gu, "");

/** Characters that sit in runs of RUN or more identical characters (by code point). */
function repeatedCharacters(text: string): number {
  let total = 0;
  for (const match of text.matchAll(/(.)\1{3,}/gsu)) if ([...match[0]].length >= RUN) total += [...match[0]].length;
  return total;
}

/** True when one word makes up half of a text of at least six words ("buy buy buy buy buy buy"). */
function oneWordRepeated(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 6) return false;
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return Math.max(...counts.values()) / words.length >= MOSTLY;
}

/**
 * `mostly_links_or_repeats`: the text is more URL than words (two or more links outweighing the words,
 * or a message that is only a link), or mostly repeated characters or one repeated word (keyboard
 * mash, filler).
 */
export function isMostlyLinksOrRepeats(text: string): boolean {
  const chars = visible(text);
  if (chars.length === 0) return false;
  const links = linksIn(text);
  const linkShare = links.reduce((sum, link) => sum + link.length, 0) / chars.length;
  // One link among a few words is a visitor naming their site ("https://mybakery.example redesign");
  // two or more that outweigh the words, or a text that is nothing but a link, is not an enquiry.
  if ((links.length >= 2 && linkShare > MOSTLY) || linkShare >= ALL_LINK) return true;
  if ([...chars].length < MIN_JUDGED) return false;
  return repeatedCharacters(chars) / [...chars].length > MOSTLY || oneWordRepeated(text);
}
