import type { Town } from "./types";

/** The 26 communities with a location page, in the order SPEC §2 lists them. */
export const towns = [
  { slug: "warren", name: "Warren" },
  { slug: "sterling-heights", name: "Sterling Heights" },
  { slug: "troy", name: "Troy" },
  { slug: "mount-clemens", name: "Mount Clemens" },
  { slug: "roseville", name: "Roseville" },
  { slug: "fraser", name: "Fraser" },
  { slug: "new-baltimore", name: "New Baltimore" },
  { slug: "romeo", name: "Romeo" },
  { slug: "eastpointe", name: "Eastpointe" },
  { slug: "clinton-township", name: "Clinton Township" },
  { slug: "harrison-township", name: "Harrison Township" },
  { slug: "lenox-township", name: "Lenox Township" },
  { slug: "macomb-township", name: "Macomb Township" },
  { slug: "ray-township", name: "Ray Township" },
  { slug: "shelby-township", name: "Shelby Township" },
  { slug: "utica", name: "Utica" },
  { slug: "washington-township", name: "Washington Township" },
  { slug: "rochester-hills", name: "Rochester Hills" },
  { slug: "chesterfield-township", name: "Chesterfield Township" },
  { slug: "madison-heights", name: "Madison Heights" },
  { slug: "center-line", name: "Center Line" },
  { slug: "richmond", name: "Richmond" },
  { slug: "armada", name: "Armada" },
  { slug: "new-haven", name: "New Haven" },
  { slug: "memphis", name: "Memphis" },
  { slug: "leonard", name: "Leonard" },
] as const satisfies readonly Town[];

export type TownSlug = (typeof towns)[number]["slug"];

/** The subset shown in the footer and some short lists. */
export const featuredTownSlugs = [
  "warren",
  "sterling-heights",
  "troy",
  "clinton-township",
  "shelby-township",
  "rochester-hills",
  "utica",
  "fraser",
] as const satisfies readonly TownSlug[];

/** The 16 communities linked from /contact: the eight featured ones plus eight more. */
export const contactTownSlugs = [
  ...featuredTownSlugs,
  "mount-clemens",
  "roseville",
  "macomb-township",
  "chesterfield-township",
  "eastpointe",
  "new-baltimore",
  "washington-township",
  "madison-heights",
] as const satisfies readonly TownSlug[];

export function townBySlug(slug: string): Town | undefined {
  return towns.find((t) => t.slug === slug);
}

export const townPath = (slug: string) => `/locations/${slug}`;
