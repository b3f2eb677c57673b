/**
 * The names a visit's source travels under (DESIGN.md Contract, "visit source"), apart from the rules
 * that clean it (source.ts): the browser's recorder and the forms' hidden fields need only these names,
 * so they stay out of the text rules every visitor page would otherwise download.
 */

/** The field names of the Contract: form fields and the keys of the API's `source` object. */
export const VISIT_SOURCE_FIELDS = ["landing", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "click"] as const;
export type VisitSourceField = (typeof VISIT_SOURCE_FIELDS)[number];
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** Ad networks' click ids: their presence marks a paid click; the id itself is never kept. */
export const CLICK_ID_PARAMS = ["gclid", "fbclid", "msclkid"] as const;
