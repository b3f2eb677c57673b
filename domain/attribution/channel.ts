/**
 * The channel a visit came through, derived on the server from its source (landing, referrer host, utm
 * values, click id): one per lead, booking and counted page view. The order is the order of the
 * workspace's tables and chart.
 */
export const CHANNELS = ["paid", "campaign", "search", "social", "email", "referral", "direct"] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  paid: "Paid",
  campaign: "Campaign",
  search: "Search",
  social: "Social",
  email: "Email",
  referral: "Referral",
  direct: "Direct",
};

export const isChannel = (value: unknown): value is Channel => typeof value === "string" && (CHANNELS as readonly string[]).includes(value);

// Hosts are compared without `www.` (referrerHostOf strips it) and by their registrable tail, so
// `l.facebook.com` and `m.facebook.com` are Facebook and `google.co.uk` is Google.
const SEARCH_ENGINES = [/(^|\.)google\.[a-z.]+$/, /(^|\.)bing\.com$/, /(^|\.)duckduckgo\.com$/, /(^|\.)search\.yahoo\.com$/, /(^|\.)yahoo\.com$/, /(^|\.)ecosia\.org$/, /(^|\.)search\.brave\.com$/, /(^|\.)startpage\.com$/, /(^|\.)qwant\.com$/, /(^|\.)baidu\.com$/, /(^|\.)yandex\.[a-z.]+$/, /(^|\.)ask\.com$/, /(^|\.)aol\.com$/, /(^|\.)kagi\.com$/];
const SOCIAL_NETWORKS = [/(^|\.)facebook\.com$/, /(^|\.)fb\.com$/, /(^|\.)fb\.me$/, /(^|\.)instagram\.com$/, /(^|\.)t\.co$/, /(^|\.)twitter\.com$/, /(^|\.)x\.com$/, /(^|\.)linkedin\.com$/, /(^|\.)lnkd\.in$/, /(^|\.)pinterest\.[a-z.]+$/, /(^|\.)reddit\.com$/, /(^|\.)youtube\.com$/, /(^|\.)tiktok\.com$/, /(^|\.)nextdoor\.com$/, /(^|\.)threads\.net$/, /(^|\.)bsky\.app$/, /(^|\.)yelp\.com$/];
const WEBMAIL = [/^mail\.google\.com$/, /(^|\.)outlook\.live\.com$/, /(^|\.)outlook\.office\.com$/, /(^|\.)outlook\.office365\.com$/, /^mail\.yahoo\.com$/, /^mail\.aol\.com$/, /(^|\.)mail\.proton\.me$/];

// utm_medium values, lower-cased, as the big analytics tools read them (GA4's default channel groups).
const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid_search", "paid-search", "paid_social", "paid-social", "paidsocial", "display", "cpm", "cpv", "cpa", "banner", "ads", "ad", "retargeting"]);
const EMAIL_MEDIUMS = new Set(["email", "e-mail", "e_mail", "newsletter", "mail"]);
const SOCIAL_MEDIUMS = new Set(["social", "social-media", "social_media", "sm", "social-network", "organic_social", "organic-social"]);
const SEARCH_MEDIUMS = new Set(["organic", "search", "seo"]);

// utm_source values that name a network or an engine rather than a host ("facebook", "google").
const SOCIAL_NAMES = new Set(["facebook", "fb", "instagram", "ig", "twitter", "x", "linkedin", "pinterest", "reddit", "youtube", "tiktok", "nextdoor", "threads", "bluesky", "yelp"]);
const SEARCH_NAMES = new Set(["google", "bing", "duckduckgo", "yahoo", "ecosia", "brave", "startpage", "qwant", "baidu", "yandex", "kagi"]);

const matches = (host: string | null, patterns: RegExp[]) => host !== null && patterns.some((pattern) => pattern.test(host));

/** The visit's source as the fields channelOf reads (a VisitSource, or a stored row's columns). */
export interface ChannelInput {
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  click: boolean;
}

/**
 * The one channel of a visit, first match wins: a paid click (a click id, or a paid utm_medium);
 * email (an email medium or a webmail referrer); social (a social medium or network); search (an
 * organic medium or a search engine); any other tagged link is a campaign; any other external
 * referrer a referral; nothing at all is direct.
 */
export function channelOf(source: ChannelInput): Channel {
  const medium = source.utm_medium?.toLowerCase() ?? null;
  const taggedSource = source.utm_source?.toLowerCase().replace(/^www\./, "") ?? null;
  if (source.click || (medium !== null && PAID_MEDIUMS.has(medium))) return "paid";
  if ((medium !== null && EMAIL_MEDIUMS.has(medium)) || matches(source.referrer, WEBMAIL)) return "email";
  if ((medium !== null && SOCIAL_MEDIUMS.has(medium)) || (medium === null && taggedSource !== null && (SOCIAL_NAMES.has(taggedSource) || matches(taggedSource, SOCIAL_NETWORKS))) || matches(source.referrer, SOCIAL_NETWORKS)) return "social";
  if ((medium !== null && SEARCH_MEDIUMS.has(medium)) || (medium === null && source.utm_campaign === null && taggedSource !== null && (SEARCH_NAMES.has(taggedSource) || matches(taggedSource, SEARCH_ENGINES))) || (!hasTags(source) && matches(source.referrer, SEARCH_ENGINES))) return "search";
  if (hasTags(source)) return "campaign";
  if (source.referrer !== null) return "referral";
  return "direct";
}

const hasTags = (source: ChannelInput) => source.utm_source !== null || source.utm_medium !== null || source.utm_campaign !== null;
