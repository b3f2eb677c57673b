/**
 * Agency facts: the single source for every number, claim and contact detail the site shows.
 * The defaults are clearly fictional; a deployer replaces them here.
 */
export const site = {
  name: "Macomb Web Studio",
  legalName: "Macomb Web Studio LLC",
  tagline: "Websites that bring Macomb County businesses more customers",
  phone: "(586) 555-0142",
  phoneHref: "tel:+15865550142",
  email: "hello@macombwebstudio.example",
  address: {
    street: "38000 Hills Tech Dr, Suite 200",
    locality: "Clinton Township",
    region: "MI",
    postalCode: "48038",
    country: "US",
  },
  hours: {
    days: "Monday to Friday",
    short: "Mon–Fri",
    /** ISO weekdays the office is open (1 = Monday … 7 = Sunday). */
    weekdays: [1, 2, 3, 4, 5],
    open: "09:00",
    close: "17:00",
    display: "9am to 5pm",
    /** IANA zone of the office hours above (and of consultation slots). */
    timeZone: "America/Detroit",
    /** How the zone is named to visitors ("10:00 AM Eastern"). */
    zoneName: "Eastern",
  },
  county: "Macomb County",
  state: "Michigan",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/macombwebstudio" },
    { name: "Instagram", href: "https://www.instagram.com/macombwebstudio" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/macombwebstudio" },
    { name: "X", href: "https://x.com/macombwebstudio" },
  ],
} as const;

export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
)}`;

export const formattedAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/**
 * The two reply promises (SPEC §1, §8): the quick form's 24 hours, and the full form's 24 business hours
 * (counted in the office hours above). Which form a lead's kind promises: domain/lead/reply-promise.ts.
 */
const replyPromise = (hours: number, officeHoursOnly: boolean) => ({ hours, officeHoursOnly, within: `within ${hours} ${officeHoursOnly ? "business hours" : "hours"}` }) as const;
export const replyPromises = { quick: replyPromise(24, false), full: replyPromise(24, true) } as const;

/** Commercial terms and promises stated across the site. */
export const terms = {
  priceLow: 2500,
  priceHigh: 10000,
  priceRange: "$2,500 to $10,000",
  /** General statement of a project's length. */
  projectWeeks: "4-8 weeks",
  /** What the contact FAQ answers for a typical site. */
  faqWeeks: "4-6 weeks",
  revisionRounds: 2,
  revisionRoundsText: "two rounds of revisions",
  supportDays: 30,
  /** The site's general reply promise (the quick form's), and the full form's. */
  replyPromise: replyPromises.quick.within,
  replyPromiseFull: replyPromises.full.within,
  seoAuditValue: "$300",
} as const;

/** Social proof. The two client counts differ on purpose: both appear in the source material. */
export const stats = {
  happyClients: "50+",
  satisfaction: "100%",
  citiesServed: "15+",
  businessesTrusted: "100+",
} as const;

/**
 * Online consultation booking (/book): the DEFAULTS of the availability the workspace edits
 * (/admin/availability, stored in the database). Slots are cut from the office hours above, in their
 * time zone. `closedDates` are office days without consultations (holidays), as local dates: the
 * default blocked dates.
 */
export const booking = {
  slotMinutes: 30,
  /** Slots are offered from the next business day (Mon–Fri) for this many business days. */
  horizonBusinessDays: 15,
  closedDates: [
    "2026-11-26", // Thanksgiving
    "2026-11-27",
    "2026-12-24",
    "2026-12-25",
    "2026-12-31",
    "2027-01-01",
    "2027-01-18", // Martin Luther King Jr. Day
    "2027-02-15", // Presidents' Day
    "2027-05-31", // Memorial Day
    "2027-07-05", // Independence Day (observed)
    "2027-09-06", // Labor Day
    "2027-11-25",
    "2027-11-26",
    "2027-12-24",
    "2027-12-31",
  ],
  /** The note of a default closed date in the workspace's list of blocked dates. */
  closedNote: "Office closed",
  /** Free minutes kept before and after each consultation (none by default). */
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  /** Minimum notice in hours; with `sameDay: false` nothing is offered before the next day (the next business day). */
  noticeHours: 0,
  sameDay: false,
  /** Most consultations a day; null = no cap. */
  dailyCap: null as number | null,
  /** How many free slots the home page's #calendar section shows. */
  homeSlotCount: 4,
} as const;

/** Canonical origin for absolute URLs (canonical, sitemap, feeds, share links); fixed at build. */
export const siteUrl: string = (typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000").replace(/\/+$/, "");

declare global {
  const __SITE_URL__: string | undefined;
}

/** Data handling promised on /privacy-policy and enforced by the server. */
export const privacy = {
  /** Leads are deleted from the website's database this many months after they arrive. */
  leadRetentionMonths: 24,
  /** Consultation bookings are deleted this many months after the consultation's time. */
  bookingRetentionMonths: 24,
} as const;
