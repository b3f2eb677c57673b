/** The 15 industries with a landing page, in the order SPEC §2 lists them. */
export const industryList = [
  { slug: "hvac-services", name: "HVAC Services" },
  { slug: "lawn-care-landscaping", name: "Lawn Care & Landscaping" },
  { slug: "plumbing-services", name: "Plumbing Services" },
  { slug: "electrical-services", name: "Electrical Services" },
  { slug: "roofing-gutters", name: "Roofing & Gutters" },
  { slug: "cleaning-services", name: "Cleaning Services" },
  { slug: "legal-services", name: "Legal Services" },
  { slug: "healthcare-providers", name: "Healthcare Providers" },
  { slug: "restaurants-cafes", name: "Restaurants & Cafes" },
  { slug: "retail-stores", name: "Retail Stores" },
  { slug: "home-services", name: "Home Services" },
  { slug: "professional-services", name: "Professional Services" },
  { slug: "automotive-services", name: "Automotive Services" },
  { slug: "fitness-wellness", name: "Fitness & Wellness" },
  { slug: "real-estate", name: "Real Estate" },
] as const;

export type IndustrySlug = (typeof industryList)[number]["slug"];

export const industryPath = (slug: string) => `/industries/${slug}`;
