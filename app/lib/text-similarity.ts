/**
 * Small text-similarity helpers used by content tests (e.g. the location-page
 * uniqueness test) to catch near-duplicate copy.
 */

/**
 * Normalises text into a list of words: lower-cased, accents removed,
 * apostrophes dropped ("town's" -> "towns"), every other punctuation mark
 * treated as a word break.
 */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/**
 * The set of word n-grams ("shingles") of a text, after normalisation.
 * A text shorter than n words yields a single shingle of all its words;
 * an empty text yields an empty set.
 */
export function shingles(text: string, n = 5): Set<string> {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`shingle size must be a positive integer, got ${n}`);
  const words = normalizeWords(text);
  const out = new Set<string>();
  if (words.length === 0) return out;
  if (words.length < n) {
    out.add(words.join(" "));
    return out;
  }
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(" "));
  return out;
}

/**
 * Jaccard similarity |A ∩ B| / |A ∪ B|, from 0 (disjoint) to 1 (identical).
 * Two empty sets count as identical (1).
 */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let intersection = 0;
  for (const item of small) if (large.has(item)) intersection++;
  return intersection / (a.size + b.size - intersection);
}
