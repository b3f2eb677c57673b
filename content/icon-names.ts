/**
 * Every icon the site draws: lucide names, each with its shapes in app/components/ui/icon-markup.ts. Add a
 * name here, then run `npm run icons` to rewrite that module (a unit test fails while the two disagree). It
 * lives with the content because both the UI (`<Icon>`) and that script read it: scripts stand below the UI.
 */
export const LUCIDE_ICON_NAMES = [
  "arrow-down", "arrow-left", "arrow-right", "arrow-up", "arrow-up-right", "bell-ring", "briefcase",
  "building", "building-complex", "calendar", "calendar-check", "calendar-check-2", "calendar-clock",
  "calendar-days", "calendar-plus", "calendar-x-2", "camera", "car", "chart-no-axes-column-increasing",
  "check", "chevron-down", "chevron-left", "chevron-right", "circle-check", "circle-dollar-sign",
  "circle-exclamation-point", "circle-x", "clock", "code", "coffee", "droplet", "dumbbell", "external-link",
  "file-text", "flame", "gift", "globe", "hammer", "heart", "house", "image-off", "leaf", "life-buoy",
  "lightbulb", "link-2", "loader-circle", "lock", "mail", "map-pin", "maximize-2", "menu",
  "message-circle-question-mark", "message-square", "moon", "palette", "panels-top-left", "phone", "quote",
  "refresh-cw", "scale", "search", "send", "server", "shield", "shopping-cart", "smartphone", "snowflake",
  "sparkles", "star", "stethoscope", "store", "sun", "trending-up", "triangle-exclamation-point", "truck",
  "user-round", "users", "utensils", "wrench", "x", "zap",
] as const;

export type LucideIconName = (typeof LUCIDE_ICON_NAMES)[number];
