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
