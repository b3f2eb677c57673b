import type { CaseStudy, CaseStudyImage } from "./types";

/**
 * Case studies shown on /profiles and /profile/{id}.
 * Clients, people and web addresses are fictional (addresses use the reserved .example TLD);
 * the towns are real Macomb County communities. Artwork: scripts/generate-case-study-art.mjs.
 */

function gallery(id: string, alts: [string, string, string, string]): CaseStudyImage[] {
  return alts.map((alt, i) => ({
    src: `/images/case-studies/${id}/${i + 1}.svg`,
    alt,
    width: 1200,
    height: 800,
  }));
}

export const caseStudies: CaseStudy[] = [
  {
    id: "dental-clinic",
    name: "Lakeside Family Dental",
    category: "Healthcare",
    client: "Lakeside Family Dental, PLLC",
    location: "Clinton Township, MI",
    website: "lakesidefamilydental.example",
    completionDate: "2025-03",
    description:
      "A calm, mobile-first website for a three-dentist family practice in Clinton Township, with online appointment requests and new-patient forms that can be finished before the first visit.",
    overview:
      "Lakeside Family Dental is a three-dentist practice in Clinton Township that has cared for local families for more than twenty years. Most new patients found the practice through neighbors and Google, but the old website, built in 2014, was not mobile friendly and still listed services the practice no longer offered. The front desk spent much of each morning answering the same questions about insurance, parking and children's visits by phone. The practice asked us for a site that felt as welcoming as the office itself, answered common questions up front, and let patients request appointments at any hour without adding work for the team.",
    challenge:
      "More than 70% of visits to the old site came from phones, yet the pages needed pinching and zooming, and the only way to book was to call during office hours. New-patient paperwork was a PDF that patients printed, filled in by hand and brought along, which slowed check-in and led to transcription errors. The site also ranked poorly for searches such as \"family dentist Clinton Township\" because every service sat on one long page with no clear headings. Finally, the practice had no easy way to announce holiday hours or emergency openings, so that information lived only on the voicemail greeting.",
    solution:
      "We started with a half-day discovery session with the office manager and two hygienists to list the questions patients ask most often. The new site is built mobile-first, with a sticky call button and an appointment request form that asks for preferred days and times and sends a tidy, structured email to the front desk. New-patient paperwork moved to an online intake form hosted by the practice's existing HIPAA-compliant forms provider, so details arrive typed and complete. Cleanings, children's dentistry, implants, clear aligners and emergency care each got their own page with plain-language answers, and a simple announcement banner lets staff post closures in seconds.",
    results: [
      "Online appointment requests up 64% in the first 90 days",
      "About 40% of new patients now complete their intake forms before the first visit",
      "Routine phone calls about insurance and directions down by roughly a third",
      "First-page Google ranking for \"family dentist Clinton Township\" within five months",
      "Mobile visitors now spend 48% longer on the site than before the redesign",
    ],
    testimonial: {
      text: "Our phones used to ring nonstop with the same five questions. Now patients find the answers on the site, request a time that suits them and arrive with their forms already done. Macomb Web Studio listened to our front desk, not just to me, and it shows.",
      author: "Dr. Elena Marchetti",
      position: "Owner and Lead Dentist, Lakeside Family Dental",
    },
    features: [
      {
        icon: "Calendar",
        title: "Online Appointment Requests",
        description:
          "Patients pick preferred days and times from any device, and the front desk receives a clear, structured request to confirm.",
      },
      {
        icon: "FileText",
        title: "Digital New-Patient Forms",
        description:
          "Online intake replaces printed PDFs, so patient details arrive typed, complete and ready before the first appointment.",
      },
      {
        icon: "Smartphone",
        title: "Mobile-First Design",
        description:
          "Large tap targets, a sticky call button and fast-loading pages for the majority of patients who visit from a phone.",
      },
      {
        icon: "Search",
        title: "Local SEO Treatment Pages",
        description:
          "A dedicated page for each treatment, written in plain language and structured for local searches around Clinton Township.",
      },
      {
        icon: "Shield",
        title: "Insurance & Payment Guide",
        description: "A clear list of accepted dental plans, financing options and what to expect at checkout.",
      },
      {
        icon: "Zap",
        title: "Announcement Banner",
        description:
          "Staff can post holiday hours or same-day emergency openings in seconds, without calling a developer.",
      },
    ],
    images: gallery("dental-clinic", [
      "Lakeside Family Dental homepage in a desktop browser: a teal hero banner with the practice name, the tagline \"Gentle care for the whole family\" and a Request an Appointment button above three service cards",
      "Smartphone showing the Lakeside Family Dental appointment request form with fields for name, phone and preferred day, and a teal Request Appointment button",
      "Lakeside Family Dental new-patient page in a desktop browser, listing the steps to prepare for a first visit beside a teal sidebar with office hours",
      "Bar chart of monthly online appointment requests for Lakeside Family Dental, rising steadily after the new website launched",
    ]),
  },
  {
    id: "fitness",
    name: "Ironwood Fitness & Wellness",
    category: "Healthcare",
    client: "Ironwood Fitness & Wellness LLC",
    location: "Sterling Heights, MI",
    website: "ironwoodfitness.example",
    completionDate: "2025-06",
    description:
      "A bold, fast website for an independent fitness and wellness studio in Sterling Heights, with a live class schedule, online intro-week sign-ups and coach profiles that turn visitors into members.",
    overview:
      "Ironwood Fitness & Wellness is an independent studio in Sterling Heights offering small-group strength classes, personal training, yoga and mobility sessions designed with a local physical therapist. The owners had grown from one rented room to a 6,000-square-foot space, but their website still looked like the early days: a single page with a phone number and an outdated PDF timetable. Competing with national gym chains on price was never the plan. Instead, they wanted the site to show what makes a local studio different, with coaches who know your name, small classes and real progress, and to make the first step, a free intro week, easy to take.",
    challenge:
      "The class schedule changed every week, and because it lived in a PDF it was often out of date, so members sometimes turned up for classes that had moved. Prospective members could not claim the intro offer online; they had to call or walk in, and calls during classes often went unanswered. The studio's booking software came with its own widget, but it looked nothing like the brand and broke the layout on phones. Google reviews were strong, yet the site showed none of them, and the coaches, the studio's biggest selling point, were barely mentioned beyond their first names.",
    solution:
      "We designed an energetic orange-and-charcoal site around three goals: show the schedule, show the people and make starting simple. The timetable now pulls directly from the studio's existing booking software and is restyled to match the site, so it is always current and readable on a phone. A short intro-week form asks about goals and preferred times, then passes the lead to the front desk and sends an automatic welcome email. Each coach has a profile with certifications, specialties and a short video. We added a reviews section, program pages written for searches like \"small group training Sterling Heights\" and a lightweight blog for training tips.",
    results: [
      "Intro-week sign-ups up 58% in the first quarter after launch",
      "More than half of new leads now arrive through the online form instead of by phone",
      "Google reviews grew from 84 to 131 in six months through a simple post-class review prompt",
      "Personal-training inquiries up 35%, many mentioning a specific coach's profile",
      "Average mobile page load under two seconds, down from over six",
    ],
    testimonial: {
      text: "We're coaches, not tech people. Macomb Web Studio took our messy schedule and scattered reviews and turned them into a site that actually sells the studio. New members regularly tell us they picked their coach on the website before they ever walked in.",
      author: "Marcus Bell",
      position: "Co-Owner and Head Coach, Ironwood Fitness & Wellness",
    },
    features: [
      {
        icon: "Calendar",
        title: "Live Class Schedule",
        description:
          "The timetable syncs with the studio's booking software and is styled to match, so it is always current on every screen.",
      },
      {
        icon: "Zap",
        title: "Intro-Week Sign-Up",
        description:
          "A short, friendly form captures goals and preferred times and triggers an instant welcome email to new prospects.",
      },
      {
        icon: "Users",
        title: "Coach Profiles",
        description:
          "Certifications, specialties and short videos help prospects choose a coach before their first visit.",
      },
      {
        icon: "Star",
        title: "Reviews & Member Stories",
        description: "Real Google reviews and member progress stories appear alongside every program page.",
      },
      {
        icon: "Dumbbell",
        title: "Program Pages",
        description:
          "Dedicated pages for strength, yoga and mobility programs, each written to answer beginners' questions.",
      },
      {
        icon: "Smartphone",
        title: "Fast on Every Phone",
        description:
          "Optimized images and lean code keep pages quick for members checking class times on the go.",
      },
    ],
    images: gallery("fitness", [
      "Ironwood Fitness & Wellness homepage in a desktop browser: a charcoal hero with the studio name in orange, the tagline \"Stronger together in Sterling Heights\" and a Start Your Free Week button above three program cards",
      "Smartphone showing the Ironwood Fitness & Wellness weekly class schedule listing strength, yoga and mobility classes with orange Book buttons",
      "Ironwood Fitness & Wellness coaches page in a desktop browser with three coach cards and a charcoal sidebar highlighting the free intro week",
      "Bar chart of monthly intro-week sign-ups at Ironwood Fitness & Wellness, climbing after the new website launched",
    ]),
  },
  {
    id: "restaurant",
    name: "Trattoria Vela",
    category: "Restaurant",
    client: "Vela Family Restaurants Inc.",
    location: "Mount Clemens, MI",
    website: "trattoriavela.example",
    completionDate: "2024-10",
    description:
      "A warm, appetite-first website for a family-run Italian restaurant in downtown Mount Clemens, with an easy-to-update menu, commission-free pickup ordering and a private-dining inquiry form.",
    overview:
      "Trattoria Vela is a family-run Italian restaurant in downtown Mount Clemens, known for handmade pasta, Sunday family dinners and a private room booked for showers, graduations and business lunches. Diners loved the food, but the online experience did not match: the menu was a scanned photo of the printed one, pickup orders came in only by phone, and private-party inquiries arrived through Facebook messages that were easy to miss. The owners wanted a website that felt like walking through their door, made takeout painless on busy Friday nights and gave the private room the attention it deserved as a growing part of the business.",
    challenge:
      "The scanned menu could not be read on a phone, was invisible to search engines and went out of date within weeks because prices and specials changed often. During the Friday and Saturday rush the single phone line was constantly busy, so takeout customers gave up and the restaurant lost orders. Third-party delivery apps took a large commission on every order, cutting into already thin margins. Private-dining inquiries were scattered across Facebook, email and voicemail, and the owners estimated that several bookings a month slipped away simply because nobody replied quickly enough during service.",
    solution:
      "We photographed the dining room and signature dishes in one afternoon and built a rich red-and-cream design around the images. The menu is now real text, organized by course with dietary labels, and the owners update prices and weekly specials from a simple editor. We connected a commission-free online ordering system for pickup with scheduled pickup times, so the kitchen can pace Friday tickets. A private-dining page shows the room, sample menus and capacity, with an inquiry form that emails both owners and sends the guest an instant acknowledgment. Structured data for the menu, hours and address helps the restaurant appear correctly in Google Search and Maps.",
    results: [
      "About 30% of takeout orders placed online within the first three months",
      "Private-dining inquiries up 45%, each one answered within one business day",
      "An estimated $900 a month saved in third-party delivery commissions",
      "Menu page now appears in Google results for \"Italian restaurant Mount Clemens\"",
    ],
    testimonial: {
      text: "Friday nights used to mean a phone that never stopped ringing. Now most pickup orders come in online with a time already set, and the kitchen runs calmer. The private-dining page alone has paid for the website.",
      author: "Rosa Vitale",
      position: "Owner, Trattoria Vela",
    },
    features: [
      {
        icon: "ShoppingCart",
        title: "Commission-Free Pickup Ordering",
        description:
          "Guests order online and choose a pickup time, and the restaurant keeps the full value of every order.",
      },
      {
        icon: "Utensils",
        title: "Easy-Update Menu",
        description:
          "A real-text menu with dietary labels that staff can update in minutes when prices or specials change.",
      },
      {
        icon: "Users",
        title: "Private-Dining Inquiries",
        description:
          "Room photos, sample menus and an inquiry form that reaches both owners and confirms receipt instantly.",
      },
      {
        icon: "Camera",
        title: "Custom Food Photography",
        description: "An afternoon shoot of signature dishes and the dining room replaced generic stock images.",
      },
      {
        icon: "MapPin",
        title: "Hours, Directions & Parking",
        description:
          "Clear directions, downtown Mount Clemens parking tips and current hours on every page.",
      },
      {
        icon: "Search",
        title: "Restaurant Structured Data",
        description:
          "Menu, hours and location markup help Google show accurate details in Search and Maps.",
      },
    ],
    images: gallery("restaurant", [
      "Trattoria Vela homepage in a desktop browser: a deep red hero with the restaurant name in cream lettering, the tagline \"Handmade pasta in downtown Mount Clemens\" and an Order for Pickup button above three cards for pasta, Sunday dinner and private dining",
      "Smartphone showing the Trattoria Vela pickup ordering screen with dishes, prices and a red Choose Pickup Time button",
      "Trattoria Vela menu page in a desktop browser listing antipasti, pasta and dolci courses beside a cream sidebar for private dining",
      "Bar chart of monthly private-dining inquiries at Trattoria Vela, growing after the new website launched",
    ]),
  },
  {
    id: "law-firm",
    name: "Hartwell & Nowak Law",
    category: "Professional Services",
    client: "Hartwell & Nowak, PLLC",
    location: "Shelby Township, MI",
    website: "hartwellnowak.example",
    completionDate: "2025-10",
    description:
      "A trustworthy, plain-English website for a two-partner estate planning and family law firm in Shelby Township, with practice guides and a confidential consultation request that screens inquiries.",
    overview:
      "Hartwell & Nowak Law is a two-partner firm in Shelby Township focused on estate planning, probate and family law. Most clients arrive through referrals, and nearly all of them visit the website to check the firm out before calling. The previous site was a generic template with stock photos of gavels, long paragraphs of legal jargon and no clear next step. The partners wanted a site that reflected how they actually work with clients, patiently and in plain English, that helped people understand their options, and that filtered inquiries so the partners' limited time went to matters the firm actually handles.",
    challenge:
      "Roughly half of the calls the firm received were about areas of law it does not practice, such as criminal defense and personal injury, and each one took a paralegal's time to redirect. Potential clients who were a good fit struggled to understand the difference between a will and a trust, or what probate involves, from the old pages. Attorney bios consisted of little more than a name and bar number, which undercut the personal relationships that drive referrals. Every page also had to respect the Michigan Rules of Professional Conduct on lawyer advertising, so claims about results or expertise needed careful wording.",
    solution:
      "We rewrote the site around the questions clients actually ask, reviewing every page with the partners to keep it accurate and compliant. Each practice area has a plain-English guide with common scenarios, a short FAQ and a clear statement of what the firm does and does not handle. A confidential consultation request form asks for the type of matter, county and preferred contact method, and points out-of-scope inquiries to State Bar of Michigan lawyer referral resources. Attorney bios now include background, community involvement and a professional portrait. The navy-and-gold design is understated and legible, with generous type sizes for older clients planning their estates.",
    results: [
      "Out-of-scope inquiries down about 60%, saving several paralegal hours each week",
      "Qualified consultation requests up 38% in the first four months",
      "Estate planning guides now bring in nearly half of all organic search visits",
      "Average time on practice-area pages more than doubled",
    ],
    testimonial: {
      text: "Clients now come to the first meeting already understanding the basics, so we spend our time on their actual situation, and we rarely get calls for work we don't do. The team understood our ethical obligations and never pushed us toward hype.",
      author: "Catherine Hartwell",
      position: "Founding Partner, Hartwell & Nowak Law",
    },
    features: [
      {
        icon: "Scale",
        title: "Plain-English Practice Guides",
        description:
          "Estate planning, probate and family law explained with real scenarios and short FAQs, without the jargon.",
      },
      {
        icon: "MessageSquare",
        title: "Confidential Consultation Requests",
        description:
          "A short form gathers matter type and contact preferences and gently redirects inquiries the firm doesn't handle.",
      },
      {
        icon: "Users",
        title: "Attorney Profiles",
        description:
          "Background, community involvement and professional portraits that reflect the firm's referral relationships.",
      },
      {
        icon: "FileText",
        title: "Estate Planning Checklist",
        description: "A printable checklist helps clients gather the right documents before their first appointment.",
      },
      {
        icon: "Lock",
        title: "Secure, Careful Forms",
        description:
          "Encrypted form delivery and clear notices that submitting a form does not create an attorney-client relationship.",
      },
      {
        icon: "Search",
        title: "Local Search Visibility",
        description:
          "Practice-area pages written for searches across Shelby Township, Utica and Macomb Township.",
      },
    ],
    images: gallery("law-firm", [
      "Hartwell & Nowak Law homepage in a desktop browser: a navy hero with the firm name, gold accents, the tagline \"Plain-English estate planning and family law\" and a Request a Consultation button above three practice-area cards",
      "Smartphone showing the Hartwell & Nowak Law confidential consultation request form with a matter-type field and a gold submit button",
      "Hartwell & Nowak Law estate planning guide in a desktop browser, with numbered sections and a navy sidebar offering a free planning checklist",
      "Bar chart of monthly qualified consultation requests for Hartwell & Nowak Law, rising after the new website launched",
    ]),
  },
  {
    id: "boutique",
    name: "Juniper & Rose Boutique",
    category: "Retail",
    client: "Juniper & Rose LLC",
    location: "Romeo, MI",
    website: "juniperandrose.example",
    completionDate: "2026-02",
    description:
      "An elegant online store for a women's clothing and gift boutique in downtown Romeo, with stock shared between shop and website, click-and-collect pickup and local delivery.",
    overview:
      "Juniper & Rose is a women's clothing and gift boutique in the historic downtown of Romeo, stocking small-batch Michigan brands, jewelry and seasonal gifts. Its Instagram following had grown steadily, and customers regularly messaged to ask whether an item was in stock or could be held for them. The owner was handling these sales by hand through direct messages and phone calls, which worked for a while but was taking hours every evening. She wanted an online store that matched the boutique's curated style, kept stock accurate between the shop floor and the website, and let local customers buy online and pick up in store.",
    challenge:
      "The shop's point-of-sale system and its Instagram posts were not connected, so pieces that had sold in store were still being requested online, which led to awkward apologies and refunds. Product photos were taken on a phone in changing light, so the catalog looked inconsistent from one item to the next. Many customers lived in Romeo, Washington Township and Armada and preferred collecting orders to paying for shipping, but there was no way to offer that. The owner also worried that an online store would be expensive and hard to maintain for a one-person business with two part-time staff.",
    solution:
      "We built the store on Shopify so the owner could manage it herself, with a custom blush-and-black theme that feels like stepping into the boutique. Shopify POS now handles in-store sales, keeping a single stock count across the shop and the website. We set up click-and-collect with an automatic ready-for-pickup email, plus a flat-fee local delivery zone covering nearby ZIP codes. A simple lightbox setup and a one-page photo guide give staff consistent product images. New-arrival collections, seasonal gift guides and an Instagram feed keep the site fresh, and we trained the team in a two-hour session backed by a short written handbook.",
    results: [
      "Online sales reached 22% of total revenue within six months",
      "Click-and-collect chosen for roughly 40% of online orders, bringing extra visits downtown",
      "Refunds for items already sold in store virtually eliminated by shared stock counts",
      "Time spent answering direct messages cut from about ten hours a week to two",
      "Email list grew to 1,150 subscribers through a first-order welcome offer",
    ],
    testimonial: {
      text: "I was nervous that selling online would take over my life. Instead, it gave me my evenings back. Stock is always right, local customers love picking up their orders, and the site looks exactly like walking into the shop.",
      author: "Jenna Morales",
      position: "Owner, Juniper & Rose Boutique",
    },
    features: [
      {
        icon: "ShoppingCart",
        title: "Custom Shopify Storefront",
        description:
          "A blush-and-black theme built around the boutique's style, easy for the owner to manage without a developer.",
      },
      {
        icon: "Store",
        title: "Click-and-Collect Pickup",
        description:
          "Customers buy online and collect in store, with an automatic email when their order is ready.",
      },
      {
        icon: "Check",
        title: "One Stock Count, Shop and Online",
        description:
          "Point-of-sale and website inventory stay in sync, so customers never buy a piece that has already sold.",
      },
      {
        icon: "Truck",
        title: "Local Delivery Zone",
        description: "Flat-fee delivery to nearby ZIP codes around Romeo, Washington Township and Armada.",
      },
      {
        icon: "Camera",
        title: "Consistent Product Photos",
        description: "A simple lightbox setup and photo guide give every product the same clean, bright look.",
      },
      {
        icon: "Sparkles",
        title: "New Arrivals & Gift Guides",
        description:
          "Seasonal collections and an Instagram feed keep returning customers coming back to see what's new.",
      },
    ],
    images: gallery("boutique", [
      "Juniper & Rose Boutique homepage in a desktop browser: a blush hero with the boutique name in bold black lettering, the tagline \"Curated style from downtown Romeo\" and a Shop New Arrivals button above three collection cards",
      "Smartphone showing a Juniper & Rose product page with a blush product image, price and a black Pick Up in Store button",
      "Juniper & Rose new-arrivals collection in a desktop browser, a grid of product cards beside a black sidebar explaining click-and-collect",
      "Bar chart of monthly online orders at Juniper & Rose Boutique growing after the online store launched",
    ]),
  },
  {
    id: "nonprofit",
    name: "Anchor Bay Community Pantry",
    category: "Non-Profit",
    client: "Anchor Bay Community Pantry (501(c)(3) nonprofit)",
    location: "New Baltimore, MI",
    website: "anchorbaypantry.example",
    completionDate: "2025-08",
    description:
      "A hopeful, accessible website for a volunteer-run food pantry in New Baltimore, with branded online donations, volunteer shift sign-ups and dignified information for families seeking help.",
    overview:
      "Anchor Bay Community Pantry is a volunteer-run food pantry in New Baltimore serving families across New Baltimore, Chesterfield Township and Lenox Township. Run by a small board and more than 120 volunteers, it distributes groceries twice a week and organizes seasonal drives for school supplies and holiday meals. Its old website was a free page-builder site set up by a volunteer who had since moved away, and nobody else knew how to update it. The board needed a site that three audiences could use with ease: families looking for help, volunteers wanting to give time, and donors ready to give money or food.",
    challenge:
      "Families seeking help often could not find distribution hours or eligibility information, and some felt uncomfortable calling to ask. Volunteer scheduling ran on a shared spreadsheet and group texts, so Saturday shifts were overbooked while weekday shifts went unfilled. Online donations went through a generic payment link with no pantry branding, and donors received no automatic receipt for their tax records. Everything also had to fit a nonprofit budget, work well for older volunteers and visitors using screen readers, and be simple enough that any board member could change the hours without help from a developer.",
    solution:
      "We designed a bright green-and-sky site built to WCAG 2.1 AA guidelines. A Get Food page, written in warm, plain language and offered in English, Spanish and Arabic, covers hours, what to bring and what to expect on a first visit. Volunteer shifts now run through a free sign-up tool embedded in the site, showing open slots by day and sending automatic reminders. Donations go through a branded, secure form with monthly giving and instant email receipts. A Current Needs page highlights drives such as back-to-school supplies, and we trained two board members to update hours, news and needs themselves using a short how-to guide.",
    results: [
      "Online donations up 72% year over year, including 48 new monthly donors",
      "Weekday volunteer shifts now more than 90% filled, up from about 60%",
      "Phone calls asking about distribution hours down by roughly half",
      "Lighthouse accessibility scores of 98 to 100 across every page",
      "Board members now update hours and current needs themselves, with no developer required",
    ],
    testimonial: {
      text: "For the first time, our website works for everyone we serve. Families find help without having to ask, volunteers fill the shifts we actually need, and donors get a receipt automatically. It has made a small team feel a lot bigger.",
      author: "Denise Kowalczyk",
      position: "Board Chair, Anchor Bay Community Pantry",
    },
    features: [
      {
        icon: "Heart",
        title: "Branded Online Donations",
        description:
          "One-time and monthly giving through a secure, pantry-branded form with instant email receipts.",
      },
      {
        icon: "Calendar",
        title: "Volunteer Shift Sign-Up",
        description:
          "Open shifts shown by day, with automatic reminders, so weekday slots fill as reliably as Saturdays.",
      },
      {
        icon: "Globe",
        title: "Multilingual Get Food Guide",
        description:
          "Hours, what to bring and what to expect, in warm plain language in English, Spanish and Arabic.",
      },
      {
        icon: "Check",
        title: "WCAG 2.1 AA Accessibility",
        description:
          "High-contrast colors, readable type and full keyboard and screen-reader support on every page.",
      },
      {
        icon: "Leaf",
        title: "Current Needs & Drives",
        description:
          "A simple page for seasonal drives and most-needed items, so donors know exactly what helps.",
      },
      {
        icon: "Wrench",
        title: "Board-Friendly Editing",
        description:
          "Volunteers update hours, news and needs themselves, guided by a short illustrated how-to.",
      },
    ],
    images: gallery("nonprofit", [
      "Anchor Bay Community Pantry homepage in a desktop browser: a green and sky-blue hero with the pantry name, the tagline \"Neighbors helping neighbors in New Baltimore\" and Donate and Volunteer buttons above three cards for getting food, volunteering and giving",
      "Smartphone showing the Anchor Bay Community Pantry volunteer sign-up screen with open shifts listed by day and green Sign Up buttons",
      "Anchor Bay Community Pantry Get Food page in a desktop browser with distribution hours and what to bring, beside a sky-blue sidebar with language options",
      "Bar chart of monthly online donations to Anchor Bay Community Pantry, rising after the new website launched",
    ]),
  },
];

export function caseStudyById(id: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.id === id);
}

export const caseStudyCategories = ["All", "Healthcare", "Restaurant", "Professional Services", "Retail", "Non-Profit"] as const;

export const featuredCaseStudyIds = ["dental-clinic", "boutique", "nonprofit"] as const;
