/** Shared shapes of the site's built-in content. Every page renders from these. */

export type IconName =
  | "Globe"
  | "Calendar"
  | "Users"
  | "BarChart"
  | "Zap"
  | "ExternalLink"
  | "Check"
  | "Palette"
  | "Code"
  | "Search"
  | "Smartphone"
  | "Shield"
  | "Wrench"
  | "ShoppingCart"
  | "MapPin"
  | "Clock"
  | "Star"
  | "Phone"
  | "Mail"
  | "FileText"
  | "Heart"
  | "Layout"
  | "Server"
  | "TrendingUp"
  | "MessageSquare"
  | "Camera"
  | "Lock"
  | "Truck"
  | "Utensils"
  | "Stethoscope"
  | "Scale"
  | "Home"
  | "Dumbbell"
  | "Car"
  | "Building"
  | "Leaf"
  | "Droplet"
  | "Flame"
  | "Sparkles"
  | "Briefcase"
  | "Store"
  | "Snowflake"
  | "Hammer"
  | "Lightbulb"
  | "Coffee";

export interface LinkEntry {
  name: string;
  path: string;
}

/** A Macomb County (or adjacent) community with its own landing page. */
export interface Town {
  slug: string;
  name: string;
}

export interface LocationPage {
  slug: string;
  /** Display name, e.g. "Sterling Heights". */
  locationName: string;
  /** Short municipality type, e.g. "city", "township", "village". */
  kind: "city" | "township" | "village";
  /** One-sentence summary used as meta description (≤ 160 chars). */
  metaDescription: string;
  /** Hero intro paragraph (SPEC: description). */
  description: string;
  /** 2–4 paragraphs of factual local context, unique to this town. */
  localContext: string[];
  /** Seven key industries in this town (display names). */
  keyIndustries: string[];
  /** Why choose us, tailored to this town: 4–5 items. */
  whyChooseUs: string[];
  /** Neighbouring communities (slugs of other towns that have pages). */
  neighbors: string[];
}

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export interface ChallengeSolution {
  challenge: string;
  solution: string;
}

export interface IndustryPage {
  slug: string;
  industryName: string;
  heroTitle: string;
  heroDescription: string;
  /** ≤ 160 chars. */
  metaDescription: string;
  /** 2–3 paragraphs, unique to this industry. */
  mainDescription: string[];
  /** Exactly six. */
  features: Feature[];
  /** Exactly four. */
  challenges: ChallengeSolution[];
  /** Icon for the industry card. */
  icon: IconName;
  /** One-line card summary for the /industries grid. */
  cardSummary: string;
}

export type CaseStudyCategory = "Healthcare" | "Restaurant" | "Professional Services" | "Retail" | "Non-Profit";

export interface CaseStudyImage {
  /** Path under /images/… served from our own origin. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CaseStudy {
  id: string;
  name: string;
  category: CaseStudyCategory;
  client: string;
  location: string;
  website: string;
  /** ISO date (YYYY-MM) of launch. */
  completionDate: string;
  description: string;
  overview: string;
  challenge: string;
  solution: string;
  results: string[];
  testimonial: { text: string; author: string; position: string };
  images: CaseStudyImage[];
  features: Feature[];
}

export type BlogCategory = "Web Design" | "E-Commerce" | "SEO";
