import type { IconName } from "./types";
import { terms } from "./site";

/**
 * The six service blocks of /services (SPEC §2). Each block's `id` is its anchor; links elsewhere on the
 * site point at `/services#web-design`, `#web-development`, `#e-commerce`, `#seo`, `#maintenance` and
 * `#hosting`, so e-commerce and hosting are sub-sections of their nearest block (DESIGN.md decisions).
 */
export interface ServiceSubsection {
  /** Anchor id on /services. */
  id: string;
  title: string;
  intro: string;
  points: string[];
}

export interface ServiceBlock {
  /** Anchor id on /services. */
  id: string;
  title: string;
  icon: IconName;
  /** One line under the heading. */
  tagline: string;
  /** What we do, in plain language. */
  summary: string;
  /** What the client actually receives. */
  included: string[];
  /** Why it matters to a local business owner. */
  why: string;
  subsection?: ServiceSubsection;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const serviceBlocks: ServiceBlock[] = [
  {
    id: "web-design",
    title: "Visual Design",
    icon: "Palette",
    tagline: "A look that feels like your business and makes the next step obvious.",
    summary:
      "We design every site from scratch around your brand, your customers and the one or two things you most want visitors to do, such as call, book or request a quote. Before any code is written you see the key pages as real designs, not mood boards, and you get " +
      `${terms.revisionRoundsText} to get them right. If you don't have a logo or brand colors yet, we help you choose a simple, consistent set you can also use on signs, vans and business cards.`,
    included: [
      "Designs of the homepage and key inner pages for phone and desktop, reviewed together on a call",
      `${capitalize(terms.revisionRoundsText)} before development starts, so the design is right before it is built`,
      "Color palette and type pairing checked for readable contrast in light and dark settings",
      "Clear calls to action on every page: call, book, get directions or request a quote",
      "Photo direction, or a short photo shoot plan so real pictures of your team and work replace stock images",
      "Copywriting available as an add-on if you would rather not write the words yourself",
    ],
    why: "Visitors decide within seconds whether a business looks trustworthy. A clean, specific design that shows your real work and people does more to earn a call than any slogan.",
  },
  {
    id: "web-development",
    title: "Web Development",
    icon: "Code",
    tagline: "Fast, secure sites built on proven tools, with features that save you time.",
    summary:
      "We turn the approved designs into a fast, accessible website that loads in a blink on a phone and is easy for you to update. We pick the platform to fit the job: a lightweight custom build when speed and control matter most, or a content management system when your team will edit pages often. Forms, booking tools, menus, galleries and integrations with the software you already use are all part of the build.",
    included: [
      "Hand-built pages that score well on Google's Core Web Vitals for speed and stability",
      "Accessible markup: keyboard navigation, screen-reader labels and readable contrast (WCAG 2.2 AA)",
      "Contact, quote and booking forms that deliver every inquiry to your inbox",
      "Connections to tools you already use, such as scheduling, email newsletters or payments",
      "An easy way for your staff to change hours, prices, menus and announcements",
      "Testing on real phones, tablets and desktop browsers before launch",
    ],
    why: "A slow or broken page loses customers quietly: most people simply go back to the search results and call the next business. Good engineering keeps them on your site.",
    subsection: {
      id: "e-commerce",
      title: "E-Commerce",
      intro:
        "For shops that want to sell online, we build stores that customers find easy to buy from and owners find easy to run, usually on Shopify or WooCommerce depending on your products and budget.",
      points: [
        "Product catalog with clear photos, variants and stock levels",
        "Click-and-collect pickup and flat-fee local delivery zones for nearby customers",
        "Secure checkout with cards and wallet payments; no card data ever touches your site",
        "Inventory that stays in step with your in-store point-of-sale system",
        "Order, shipping and ready-for-pickup emails that match your brand",
        "A hands-on training session so your team can add products and process orders",
      ],
    },
  },
  {
    id: "seo",
    title: "SEO Optimization",
    icon: "Search",
    tagline: "Show up when people nearby search for what you do.",
    summary:
      "Most of your customers live within a short drive, so we focus on local search: the map results and the first page for searches like \"plumber in Sterling Heights\" or \"family dentist near me\". Every site we build has the technical foundations in place from day one, and we help you with the parts only you can do well, like collecting reviews and describing your services in your customers' words.",
    included: [
      "Keyword research for the services and towns that actually bring you work",
      "A page for each main service, written to answer the questions customers ask",
      "Page titles, descriptions, headings and structured data (business, hours, services) set up correctly",
      "Google Business Profile review and clean-up, with consistent name, address and phone everywhere",
      "A simple review-request routine you can use after every job",
      "XML sitemap, Search Console setup and redirects from your old pages so existing rankings are kept",
    ],
    why: "Appearing in the local map pack puts you in front of people who are ready to buy today. It is often the cheapest source of new customers a local business has.",
  },
  {
    id: "analytics",
    title: "Analytics & Reporting",
    icon: "BarChart",
    tagline: "Know which calls, forms and pages bring in business.",
    summary:
      "A website should earn its keep, and you should be able to see that it does. We set up privacy-friendly measurement of the things that matter, such as calls from the site, form submissions, direction requests and bookings, and report them in plain language rather than pages of charts.",
    included: [
      "Tracking of phone taps, form submissions, bookings and direction requests as goals",
      "Google Search Console connected, so you can see which searches find you",
      "A short monthly summary: what changed, what worked and what we recommend next",
      "Before-and-after comparisons after launch so you can see the effect of the new site",
      "Measurement that respects visitors' privacy and avoids invasive tracking",
    ],
    why: "When you know that most inquiries come from one service page or one town, you can put your time and budget where it pays off instead of guessing.",
  },
  {
    id: "responsive-design",
    title: "Responsive Design",
    icon: "Smartphone",
    tagline: "Designed for the phone first, polished on every screen.",
    summary:
      "Most visitors to a local business website are on a phone, often on the move and often on a slow connection. We design mobile-first: the phone layout is planned before the desktop one, with large tap targets, a phone number that dials with one tap and pages that load quickly over cellular data. Then we make sure the same site looks just as good on a tablet or a large monitor.",
    included: [
      "Mobile-first layouts planned for one-handed use",
      "Tap-to-call and tap-for-directions buttons where customers expect them",
      "Images sized and compressed for each screen, so phones never download desktop pictures",
      "Text that stays readable without zooming, and forms that bring up the right keyboard",
      "Checks on iPhone, Android, tablets and desktop browsers, in light and dark mode",
    ],
    why: "If a site is awkward on a phone, people leave before they find your number. Google also ranks sites by their mobile version, so mobile quality affects your search position too.",
  },
  {
    id: "maintenance",
    title: "Website Maintenance",
    icon: "Wrench",
    tagline: "Your site kept fast, secure and up to date after launch.",
    summary:
      `Every project includes ${terms.supportDays} days of support after launch to fix anything that comes up and help your team settle in. After that, our maintenance plans take care of the technical upkeep, so you can focus on running your business and simply email us when something needs changing.`,
    included: [
      `${terms.supportDays} days of post-launch support included with every website`,
      "Software, plugin and security updates applied and tested",
      "Small content changes such as new photos, prices, staff or opening hours",
      "Monthly checks of speed, broken links, forms and search performance",
      `A named contact who knows your site, replying ${terms.replyPromiseFull}`,
    ],
    why: "Websites age: software needs patching, forms can quietly stop sending and information goes out of date. Regular care prevents the small problems that cost you inquiries.",
    subsection: {
      id: "hosting",
      title: "Hosting",
      intro:
        "We can host your website for you, so there is one team responsible for keeping it online, fast and secure, and you never have to deal with server settings.",
      points: [
        "Fast, reliable hosting with a free SSL certificate (the padlock in the address bar)",
        "Daily backups kept off-site, with quick restores if anything goes wrong",
        "Uptime monitoring that alerts us before most customers would notice a problem",
        "Domain and DNS management, including business email records set up correctly",
        "Your domain always stays registered in your name, so you are never locked in",
      ],
    },
  },
];

/** Anchors other pages link to; each must land on an element of /services. */
export const serviceAnchors = serviceBlocks.flatMap((block) => [block.id, ...(block.subsection ? [block.subsection.id] : [])]);
