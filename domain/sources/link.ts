/**
 * The link builder: a page of the site with utm source, medium and campaign, each checked as a stored
 * utm value is (domain/attribution/source.ts `utmValueOf`), so the link leads to exactly what the report
 * will count.
 */
import { utmValueOf, UTM_MAX } from "../attribution/source";

export const CAMPAIGN_LINK_FIELDS = ["path", "utm_source", "utm_medium", "utm_campaign"] as const;
export type CampaignLinkField = (typeof CAMPAIGN_LINK_FIELDS)[number];

export const CAMPAIGN_LINK_LABELS: Record<CampaignLinkField, string> = {
  path: "Page",
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
};

/** The field's hint: what a value looks like. */
export const CAMPAIGN_LINK_HINTS: Record<Exclude<CampaignLinkField, "path">, string> = {
  utm_source: "Who sends the visitor, e.g. newsletter, facebook",
  utm_medium: "How, e.g. email, social, cpc",
  utm_campaign: "The campaign's name, e.g. spring",
};

export { UTM_MAX as CAMPAIGN_VALUE_MAX };

export interface CampaignLinkInput {
  path: string;
  source: string;
  medium: string;
  campaign: string;
}

export type CampaignLinkResult = { ok: true; link: CampaignLinkInput } | { ok: false; errors: Partial<Record<CampaignLinkField, string>> };

/** The link a form asks for, or what is wrong with each field. `pages`: the site's indexable paths. */
export function campaignLinkOf(form: Partial<Record<CampaignLinkField, unknown>>, pages: readonly string[]): CampaignLinkResult {
  const errors: Partial<Record<CampaignLinkField, string>> = {};
  const path = typeof form.path === "string" && pages.includes(form.path) ? form.path : null;
  if (!path) errors.path = "Choose a page of the site.";
  const values = { source: utmValueOf(form.utm_source), medium: utmValueOf(form.utm_medium), campaign: utmValueOf(form.utm_campaign) };
  const tooLong = (value: unknown) => typeof value === "string" && value.length > UTM_MAX;
  for (const [field, key] of [["utm_source", "source"], ["utm_medium", "medium"], ["utm_campaign", "campaign"]] as const) {
    if (tooLong(form[field])) errors[field] = `${CAMPAIGN_LINK_LABELS[field]} must be ${UTM_MAX} characters or fewer.`;
    else if (values[key] === null) errors[field] = `Type a ${CAMPAIGN_LINK_LABELS[field].toLowerCase()}.`;
  }
  if (!path || values.source === null || values.medium === null || values.campaign === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, link: { path, source: values.source, medium: values.medium, campaign: values.campaign } };
}

/** The full address: the site's origin, the page, and the three utm parameters. */
export function campaignUrl(siteUrl: string, link: CampaignLinkInput): string {
  const params = new URLSearchParams({ utm_source: link.source, utm_medium: link.medium, utm_campaign: link.campaign });
  return `${siteUrl.replace(/\/+$/, "")}${link.path}?${params.toString()}`;
}
