import type { LinkEntry } from "./types";
import { featuredTownSlugs, townBySlug, townPath } from "./towns";

/** Header navigation, in display order. */
export const mainNav: LinkEntry[] = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: "Case Studies", path: "/profiles" },
  { name: "Portfolio", path: "/portfolio" },
  { name: "Process", path: "/process" },
  { name: "Blog", path: "/blog" },
  { name: "Locations", path: "/locations" },
  { name: "Contact", path: "/contact" },
];

/** Footer service links: each lands on an anchor of /services. */
export const footerServices: LinkEntry[] = [
  { name: "Web Design", path: "/services#web-design" },
  { name: "Web Development", path: "/services#web-development" },
  { name: "E-Commerce", path: "/services#e-commerce" },
  { name: "SEO Optimization", path: "/services#seo" },
  { name: "Website Maintenance", path: "/services#maintenance" },
  { name: "Hosting", path: "/services#hosting" },
];

export const footerTowns: LinkEntry[] = featuredTownSlugs.map((slug) => ({
  name: townBySlug(slug)!.name,
  path: townPath(slug),
}));

export const legalLinks: LinkEntry[] = [
  { name: "Privacy Policy", path: "/privacy-policy" },
  { name: "Terms of Service", path: "/terms-of-service" },
];
