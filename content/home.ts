import { site, stats, terms } from "./site";
import type { IconName } from "./types";

/**
 * Copy of the home page and the /process page. Every number and promise is read from site.ts,
 * so changing a price, timeline or stat there changes it here too.
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface Question {
  /** Stable id for the disclosure's anchor. */
  id: string;
  question: string;
  answer: string;
}

/** The three benefit bullets under the hero headline. */
export const heroBenefits: string[] = [
  "Mobile-first design that loads fast on every phone",
  "Built to be found in local Google searches",
  `Free consultation, with a reply ${terms.replyPromise}`,
];

export interface ServiceCard extends IconCard {
  /** Where "Learn more" leads: a section of /services. */
  href: string;
}

/** The six cards of the home services grid (SPEC §2), each linked to the matching part of /services. */
export const serviceCards: ServiceCard[] = [
  {
    icon: "Palette",
    title: "Visual Design",
    description:
      "Clean, on-brand layouts that make a strong first impression and lead visitors to call, book or buy.",
    href: "/services#web-design",
  },
  {
    icon: "Code",
    title: "Web Development",
    description:
      "Fast, secure sites on modern technology, with forms, booking and the integrations your business runs on.",
    href: "/services#web-development",
  },
  {
    icon: "Search",
    title: "SEO Optimization",
    description:
      "Local search foundations from day one, so customers nearby find you before they find your competitors.",
    href: "/services#seo",
  },
  {
    icon: "Smartphone",
    title: "Responsive Design",
    description:
      "Pages planned for phones first and tested on real devices, so every visitor gets a site that simply works.",
    href: "/services#web-design",
  },
  {
    icon: "Layout",
    title: "Content Management",
    description:
      "Change hours, menus, prices and photos yourself in a simple editor, without waiting on a developer.",
    href: "/services#web-development",
  },
  {
    icon: "Wrench",
    title: "Maintenance",
    description:
      "Updates, backups, security monitoring and small edits handled for you, so your site stays fast and safe.",
    href: "/services#maintenance",
  },
];

export interface ProcessStep extends IconCard {
  /** Four concrete things that happen in this step. */
  details: [string, string, string, string];
}

/** The four steps of how a project runs (home #process and /process). */
export const processSteps: ProcessStep[] = [
  {
    icon: "Lightbulb",
    title: "Discovery",
    description: "We learn how your business works, who your customers are and what the website has to do for you.",
    details: [
      "Free consultation about your goals and budget",
      "Review of your current site, competitors and local search results",
      "Page list and site map agreed together",
      "Fixed quote and timeline in writing",
    ],
  },
  {
    icon: "Palette",
    title: "Design",
    description: "We design your key pages for phone and desktop, then refine them with you until they feel right.",
    details: [
      "Mobile and desktop mockups of your key pages",
      "Colors, type and imagery matched to your brand",
      `${capitalise(terms.revisionRoundsText)} included`,
      "A content plan for what each page says and shows",
    ],
  },
  {
    icon: "Code",
    title: "Development",
    description: "We build a fast, secure site and test it on real phones, tablets and browsers before you see it live.",
    details: [
      "Hand-built, fast-loading pages",
      "Contact forms, booking and integrations set up and tested",
      "On-page SEO and Google Business Profile alignment",
      "Testing on phones, tablets and desktop browsers",
    ],
  },
  {
    icon: "TrendingUp",
    title: "Launch & Growth",
    description: "We launch, watch how visitors use the site and keep improving it as your business grows.",
    details: [
      "Launch, domain and analytics set-up",
      `${terms.supportDays}-day support period after launch`,
      "Training so you can update your own content",
      "Optional maintenance plan for updates and backups",
    ],
  },
];

/** The three benefit cards under the process steps. */
export const processBenefits: IconCard[] = [
  {
    icon: "Clock",
    title: "Time-Efficient",
    description: `A typical project takes ${terms.projectWeeks}, with milestones agreed up front so you can plan around them.`,
  },
  {
    icon: "Users",
    title: "Collaborative",
    description: `You review every stage, with ${terms.revisionRoundsText} included before anything goes live.`,
  },
  {
    icon: "MessageSquare",
    title: "Transparent Communication",
    description: `One point of contact, plain-language updates and answers ${terms.replyPromise}.`,
  },
];

/** The four questions of the home contact section (SPEC §2). */
export const contactFaq: Question[] = [
  {
    id: "faq-timeline",
    question: "How long does it take to build a website?",
    answer: `Most small-business websites take ${terms.faqWeeks} from the first planning call to launch. Sites with online ordering or many pages can take longer; we agree on the timeline before any work starts.`,
  },
  {
    id: "faq-cost",
    question: "How much does a website cost?",
    answer: `Most projects cost ${terms.priceRange}, depending on the number of pages and features. After the free consultation you get a fixed quote in writing, so there are no surprises.`,
  },
  {
    id: "faq-maintenance",
    question: "Do you offer maintenance plans?",
    answer: `Yes. Every site comes with ${terms.supportDays} days of support after launch, and our maintenance plans then cover updates, backups, security monitoring and small content changes.`,
  },
  {
    id: "faq-mobile",
    question: "Will my website work on phones?",
    answer:
      "Yes. We design mobile-first: every page is planned for phones first, then scaled up for tablets and desktops, and tested on real devices before launch.",
  },
];

/** Why Choose Us, in the home contact section (SPEC §2: fast turnaround, local expertise, ongoing support). */
export const whyChooseUs: IconCard[] = [
  {
    icon: "Zap",
    title: "Fast turnaround",
    description: `Most sites go live in ${terms.faqWeeks}, with clear milestones along the way.`,
  },
  {
    icon: "MapPin",
    title: "Local expertise",
    description: `We are based in ${site.address.locality} and work with businesses across ${site.county}, in ${stats.citiesServed} cities so far.`,
  },
  {
    icon: "Shield",
    title: "Ongoing support",
    description: `${terms.supportDays}-day support after launch, then maintenance plans that keep your site secure and current.`,
  },
];

/** The five questions of the /process FAQ. */
export const processFaq: Question[] = [
  {
    id: "process-timeline",
    question: "How long does the whole process take?",
    answer: `A typical project takes ${terms.projectWeeks} from discovery to launch, and a small brochure site is often done in ${terms.faqWeeks}. The pace depends mostly on how quickly content and feedback come back, so we agree on dates for both at the start.`,
  },
  {
    id: "process-revisions",
    question: "How many revisions are included?",
    answer: `${capitalise(terms.revisionRoundsText)} are included in the design step. If you want more changes after that, we quote them first, so you never get billed for work you did not approve.`,
  },
  {
    id: "process-content",
    question: "What do I need to provide?",
    answer:
      "Your logo, any photos you own and the facts only you know: your services, prices, hours and what sets you apart. We shape the wording with you, and copywriting is available as an add-on if you would rather we write the pages.",
  },
  {
    id: "process-after-launch",
    question: "What happens after launch?",
    answer: `A ${terms.supportDays}-day support period is included: we fix issues, answer questions and make small adjustments. After that you can choose a maintenance plan or update the site yourself with the editor we train you on.`,
  },
  {
    id: "process-cost",
    question: "How much does a project cost?",
    answer: `Most projects cost ${terms.priceRange}. You receive a fixed written quote after the discovery step, before any design work starts, and the price only changes if you add to the scope.`,
  },
];

/** The stats tiles beside the testimonials. */
export const homeStats = [
  { value: stats.happyClients, label: "Happy Clients" },
  { value: stats.satisfaction, label: "Client Satisfaction" },
  { value: stats.citiesServed, label: "Cities Served" },
] as const;
