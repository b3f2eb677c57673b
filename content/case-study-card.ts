import type { CaseStudy, CaseStudyImage } from "./types";

/** SPEC §9: a case study card lists its first three features. */
export const CARD_FEATURE_COUNT = 3;

/**
 * What a case study card shows, and no more. Loaders send this to the browser instead of whole
 * case studies (overview, results, gallery…), so the pages that list cards stay light.
 */
export interface CaseStudyCardSummary {
  id: string;
  name: string;
  category: CaseStudy["category"];
  description: string;
  image: CaseStudyImage;
  featureTitles: string[];
}

export function caseStudyCard(study: CaseStudy): CaseStudyCardSummary {
  return {
    id: study.id,
    name: study.name,
    category: study.category,
    description: study.description,
    image: study.images[0]!,
    featureTitles: study.features.slice(0, CARD_FEATURE_COUNT).map((feature) => feature.title),
  };
}
