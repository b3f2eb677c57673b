/** Paths of content kept outside the static route list. Filled by the case-study and blog content. */
export function caseStudyPaths(): string[] {
  return [];
}

export function blogPaths(): string[] {
  return [];
}
