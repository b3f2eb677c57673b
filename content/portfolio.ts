import type { IconName } from "./types";

/**
 * Portfolio projects shown in the home gallery and on /portfolio.
 * Businesses are fictional (like the case studies); the towns are real Macomb County communities.
 * Two projects are written up in full as case studies: their cards link there (`caseStudyId`).
 */
export type PortfolioCategory = "business" | "restaurant" | "healthcare";

/** Filter buttons in display order; "all" shows every project. */
export const portfolioFilters = [
  { value: "all", label: "All Projects" },
  { value: "business", label: "Business" },
  { value: "restaurant", label: "Restaurant" },
  { value: "healthcare", label: "Healthcare" },
] as const satisfies readonly { value: PortfolioCategory | "all"; label: string }[];

export type PortfolioFilter = (typeof portfolioFilters)[number]["value"];

export interface PortfolioProject {
  /** Also the anchor of the project's write-up on /portfolio (`#project-{id}`). */
  id: string;
  title: string;
  category: PortfolioCategory;
  /** Card text (SPEC: description). */
  description: string;
  tags: string[];
  /** Card artwork: a diagonal gradient; both stops keep white text and icons above 4.5:1. */
  gradient: { from: string; to: string };
  icon: IconName;
  /**
   * Card artwork: a mock-up of the client's site, drawn by scripts/generate-portfolio-art.mjs into
   * public/images/portfolio/{id}.svg (PORTFOLIO_ART_SIZE). The alt says what the mock-up shows.
   */
  imageAlt: string;
  /** Town where the client is based. */
  location: string;
  /** What the project involved, for the /portfolio write-up. */
  brief: string;
  /** What we built: three or four items. */
  built: string[];
  /** Set when the project has a full case study at /profile/{caseStudyId}. */
  caseStudyId?: string;
}

/** Intrinsic size of every project's artwork (16:10, the card's frame). */
export const PORTFOLIO_ART_SIZE = { width: 800, height: 500 } as const;

/** Where a project's artwork is served from. */
export const portfolioArtSrc = (project: Pick<PortfolioProject, "id">) => `/images/portfolio/${project.id}.svg`;

export const portfolioProjects: PortfolioProject[] = [
  {
    id: "auto-repair",
    title: "Precision Auto Care",
    category: "business",
    description:
      "A service-booking website for a family-owned auto repair shop, with online appointment requests, clear pricing for common repairs and a tap-to-call button on every page.",
    tags: ["Online Booking", "Local SEO", "Mobile-First"],
    gradient: { from: "#1e3a8a", to: "#0f766e" },
    icon: "Car",
    imageAlt:
      "Precision Auto Care's booking page: vehicle and symptom fields, a day and time picker, and a price guide for oil changes, brakes and tires.",
    location: "Warren, MI",
    brief:
      "A two-bay repair shop on a busy Warren corridor was losing walk-in customers to chain service centers that showed up first in map searches. Customers mostly searched from their phones while the car was already making a noise, so the site had to answer three questions in seconds: can you fix it, roughly what will it cost, and when can I come in.",
    built: [
      "Service request form that asks for make, model and the symptom, so the shop can quote before the car arrives",
      "Price guide for oil changes, brakes, tires and inspections, updated by the owner in the editor",
      "A page per service, written for the searches drivers in Warren actually make",
      "Sticky call button and directions link for drivers on the move",
    ],
  },
  {
    id: "grocery",
    title: "Fresh Market Grocery",
    category: "business",
    description:
      "An online storefront for a neighborhood grocer, with weekly specials, curbside pickup ordering and up-to-date store hours for every holiday.",
    tags: ["E-Commerce", "Curbside Pickup", "Weekly Specials"],
    gradient: { from: "#166534", to: "#0f766e" },
    icon: "ShoppingCart",
    imageAlt:
      "Fresh Market Grocery's weekly specials page: sale prices on apples, sourdough, tomatoes and deli turkey, each with an Add to order button, and a curbside pickup button.",
    location: "Sterling Heights, MI",
    brief:
      "An independent grocer known for its produce and deli counter printed a weekly flyer that most younger shoppers never saw. Regulars kept calling to ask whether items were in stock and when the store closed on holidays, and the owners wanted a simple way to take pickup orders without paying a delivery app's commission.",
    built: [
      "Weekly specials page the staff update from a phone every Wednesday",
      "Curbside pickup ordering with time slots and payment at pickup",
      "Holiday hours banner that appears automatically on the right dates",
      "Department pages for produce, deli, bakery and international foods",
    ],
  },
  {
    id: "italian-restaurant",
    title: "Trattoria Vela",
    category: "restaurant",
    description:
      "A warm, appetite-first website for a family-run Italian restaurant, with an easy-to-update menu, commission-free pickup ordering and a private-dining inquiry form.",
    tags: ["Online Ordering", "Menu Management", "Private Dining"],
    gradient: { from: "#9a3412", to: "#be123c" },
    icon: "Utensils",
    imageAlt:
      "Trattoria Vela's menu page: antipasti, pasta and dolci with prices, a plate of tagliatelle and an Order for Pickup button.",
    location: "Mount Clemens, MI",
    brief:
      "A family-run Italian restaurant in downtown Mount Clemens had a scanned photo for a menu, took pickup orders only by phone and missed private-party inquiries sent through social media. The new site puts the food first and makes ordering and booking the private room painless.",
    built: [
      "A menu the owners edit themselves, readable on any phone",
      "Commission-free pickup ordering for busy Friday nights",
      "Private-dining inquiry form with date, party size and occasion",
      "Photography of signature dishes and the dining room",
    ],
    caseStudyId: "restaurant",
  },
  {
    id: "law-firm",
    title: "Hartwell & Nowak Law",
    category: "business",
    description:
      "A trustworthy, plain-English website for an estate planning and family law firm, with practice guides and a confidential consultation request that screens inquiries.",
    tags: ["Professional Services", "Lead Screening", "Content Strategy"],
    gradient: { from: "#1e293b", to: "#4338ca" },
    icon: "Scale",
    imageAlt:
      "Hartwell & Nowak Law's practice areas page: estate planning, probate, family law and real estate guides, and a confidential consultation request.",
    location: "Shelby Township, MI",
    brief:
      "A two-partner firm in Shelby Township wanted a site that sounded like the partners talk to clients: patiently and without jargon. It had to help people understand their options and send the partners only the matters the firm actually handles.",
    built: [
      "Plain-English guides to wills, trusts, probate and family law",
      "Confidential consultation request that routes inquiries by practice area",
      "Attorney profiles with real photographs instead of stock images",
      "A first-meeting checklist clients can print or save",
    ],
    caseStudyId: "law-firm",
  },
  {
    id: "medical-center",
    title: "Northpoint Medical Center",
    category: "healthcare",
    description:
      "A patient-friendly website for a multi-specialty medical center, with searchable provider profiles, appointment requests and a clear path to the patient portal.",
    tags: ["Healthcare", "Provider Directory", "Accessibility"],
    gradient: { from: "#0e7490", to: "#1d4ed8" },
    icon: "Stethoscope",
    imageAlt:
      "Northpoint Medical Center's appointment page: providers marked as accepting new patients, a date picker with open times and a Request Appointment button.",
    location: "Macomb Township, MI",
    brief:
      "A growing medical center with family medicine, pediatrics and physical therapy under one roof had outgrown a site that listed providers as a single block of text. Patients could not tell who was accepting new patients, and the front desk fielded calls that the website should have answered.",
    built: [
      "Provider directory filtered by specialty and by who is accepting new patients",
      "Appointment request form that asks only what the front desk needs",
      "Accessible design: keyboard friendly, readable contrast and large tap targets",
      "Insurance, billing and first-visit pages written in plain language",
    ],
  },
  {
    id: "cafe",
    title: "Riverbend Coffee House",
    category: "restaurant",
    description:
      "A cozy, photo-led website for a neighborhood coffee house, with an online menu, catering requests for offices and a calendar of live music nights.",
    tags: ["Online Menu", "Catering Requests", "Events Calendar"],
    gradient: { from: "#78350f", to: "#9d174d" },
    icon: "Coffee",
    imageAlt:
      "Riverbend Coffee House's menu page: lattes, cold brew and a seasonal maple oat latte with prices, and a card for Friday's live music night.",
    location: "Utica, MI",
    brief:
      "A coffee house near downtown Utica had a loyal morning crowd but little visibility beyond it. The owners wanted to grow office catering and their weekend music nights, and needed a site they could keep current between shifts.",
    built: [
      "Menu page with seasonal drinks the baristas can add in minutes",
      "Catering request form for office breakfasts and meetings",
      "Events calendar for live music and open-mic nights",
      "Local search set-up so the café shows up for coffee near Utica",
    ],
  },
];

/** Where a project's "View Project" link goes: its case study when there is one, else its /portfolio write-up. */
export function projectHref(project: PortfolioProject): string {
  return project.caseStudyId ? `/profile/${project.caseStudyId}` : `/portfolio#project-${project.id}`;
}

export function projectsIn(filter: PortfolioFilter): PortfolioProject[] {
  return filter === "all" ? portfolioProjects : portfolioProjects.filter((p) => p.category === filter);
}
