/**
 * The "implementation time" shown on a feature card: 3 to 7 days (SPEC §9). Derived from the feature's
 * title (FNV-1a hash) instead of Math.random, so the prerendered HTML and the hydrated page agree and
 * the number never changes between visits.
 */
export function implementationDays(featureTitle: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < featureTitle.length; i++) {
    hash ^= featureTitle.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 3 + (hash % 5);
}
