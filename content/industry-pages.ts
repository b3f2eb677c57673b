import type { IndustryPage } from "./types";
import type { IndustrySlug } from "./industry-list";

/**
 * Landing-page content for the 15 industries (SPEC §2 "Industry page", §3 "Industry page content").
 * Each entry is written for its own trade; no client names or statistics are claimed as fact.
 */
export const industryPages: Record<IndustrySlug, IndustryPage> = {
  "hvac-services": {
    slug: "hvac-services",
    industryName: "HVAC Services",
    heroTitle: "Websites for HVAC Companies That Keep the Phone Ringing Year-Round",
    heroDescription:
      "When a furnace quits on a January night, homeowners grab their phones and call the first contractor who looks trustworthy and available. We build HVAC websites that make that call easy and keep your schedule full through the slow shoulder seasons too.",
    metaDescription:
      "HVAC website design in Macomb County: emergency call buttons, service-area pages, tune-up campaigns and financing info that turn searches into booked jobs.",
    mainDescription: [
      "Heating and cooling demand in Macomb County swings hard with the weather. A cold snap in January brings a wave of no-heat calls, and the first humid week of June does the same for air conditioners. People searching in those moments are stressed and on a phone, so your site has to load fast, show a tap-to-call number at the top of every page, and say plainly whether you offer same-day or after-hours service. Anything that makes them hunt for a phone number sends them to the next listing.",
      "Between the rushes, the work is about planning. Spring AC and fall furnace tune-up pages, maintenance-plan signups and reminder emails keep technicians busy in April and October, when the phones would otherwise go quiet. Replacement jobs are where the margin is, and homeowners comparing a new furnace or heat pump want to see the brands you install, financing terms, and any manufacturer promotions or utility rebates that may apply, explained in plain language rather than buried in a PDF.",
      "Search engines reward HVAC companies that show where they actually work. We build a page for each community you serve, from Sterling Heights and Shelby Township to Chesterfield and New Baltimore, with details about the homes and equipment you typically see there. Add license and insurance details, technician photos and recent reviews, and the site answers the question every homeowner has before letting a stranger into the basement: can I trust these people?",
    ],
    features: [
      {
        icon: "Phone",
        title: "Tap-to-Call Emergency Bar",
        description:
          "A sticky call button and after-hours message on mobile, so a family with no heat can reach your dispatcher in one tap.",
      },
      {
        icon: "MapPin",
        title: "Service-Area Pages",
        description:
          "Individual pages for each township and city you cover, written around the housing stock and common equipment in that area.",
      },
      {
        icon: "Calendar",
        title: "Seasonal Tune-Up Booking",
        description:
          "Online requests for spring AC checks and fall furnace tune-ups that feed straight into your dispatch inbox.",
      },
      {
        icon: "FileText",
        title: "Financing & Rebate Explainers",
        description:
          "Clear pages on payment plans and current utility rebate programs, so replacement shoppers can budget before your comfort advisor arrives.",
      },
      {
        icon: "Users",
        title: "Maintenance Club Enrollment",
        description:
          "A page that sells your annual plan's perks, like priority scheduling and repair discounts, with a simple signup form.",
      },
      {
        icon: "Star",
        title: "Review Showcase",
        description:
          "Recent customer reviews placed on service pages next to your license number and photos of your technicians.",
      },
    ],
    challenges: [
      {
        challenge:
          "Most emergency calls start on a phone, and a slow site loses the caller before the page even finishes loading.",
        solution:
          "We build lightweight pages that load quickly on mobile data, with the phone number and after-hours availability visible without scrolling.",
      },
      {
        challenge: "Work dries up in the mild weeks of spring and fall, leaving technicians idle.",
        solution:
          "Tune-up landing pages, maintenance-plan offers and email reminders give you something to promote during shoulder season.",
      },
      {
        challenge: "Replacement quotes stall because homeowners are shocked by the price of a new system.",
        solution:
          "Financing and rebate pages set expectations early, so the in-home estimate starts with a customer who already understands the options.",
      },
      {
        challenge: "Larger regional brands outrank you in searches for towns you serve every day.",
        solution:
          "Dedicated community pages, a consistent business name and address across directories, and a steady stream of fresh reviews help you compete in local map results.",
      },
    ],
    icon: "Flame",
    cardSummary:
      "Emergency-ready HVAC websites with tap-to-call, tune-up booking and service-area pages for every town you cover.",
  },

  "lawn-care-landscaping": {
    slug: "lawn-care-landscaping",
    industryName: "Lawn Care & Landscaping",
    heroTitle: "Landscaping Websites That Fill Your Routes From Spring Cleanup to First Snow",
    heroDescription:
      "Homeowners pick a lawn or landscape company by looking at its work and how quickly they can get a price. We build sites that show off your best projects and turn spring browsing into signed seasonal contracts.",
    metaDescription:
      "Lawn care and landscaping websites for Macomb County: project galleries, quick quote forms, seasonal lawn programs and snow removal signups.",
    mainDescription: [
      "The landscaping year in Michigan is short and crowded. Most homeowners start thinking about their yard on the first warm weekend of April, and within a few weeks your calendar for cleanups, mulch and weekly mowing is either full or it isn't. A website that lets people request a quote in under a minute, with their address and a rough idea of lot size, captures those early buyers before they call three competitors. Following up fast matters more than almost anything else in this trade.",
      "Design-build work sells on pictures. Patios, retaining walls, outdoor kitchens and planting beds deserve a gallery organized by project type, with before-and-after pairs and a short note on materials, so a homeowner in Macomb Township or Washington Township can picture the same result in their own backyard. Recurring services are different: visitors want to know what a fertilization or weed-control program includes, how many applications come per season, and whether they can pause or cancel online.",
      "Many Michigan landscapers also plow snow, and the website should keep earning when the grass stops growing. A clear switch from lawn services to snow contracts in the fall, leaf cleanup promotions and a signup for early-bird spring pricing smooth out the income gaps. Service-area maps help you avoid leads from too far outside your routes, and a careers page is worth having, since finding reliable seasonal crews is often as hard as finding customers.",
    ],
    features: [
      {
        icon: "Camera",
        title: "Project Galleries",
        description:
          "Before-and-after photos grouped by hardscape, planting, lighting and lawn renovation, each with the materials noted.",
      },
      {
        icon: "FileText",
        title: "Quick Quote Requests",
        description:
          "A short form that captures address, lot size and services wanted, with optional photo upload, so you can price a yard from the truck.",
      },
      {
        icon: "Leaf",
        title: "Seasonal Program Pages",
        description:
          "Fertilization, aeration, overseeding and cleanup schedules laid out application by application, so customers know what they are paying for.",
      },
      {
        icon: "Snowflake",
        title: "Snow Removal Signups",
        description:
          "A winter mode for the site that promotes plowing and salting contracts once the leaves are down.",
      },
      {
        icon: "MapPin",
        title: "Route-Friendly Service Maps",
        description: "A map and town list showing where your crews work, cutting down on leads from outside your routes.",
      },
      {
        icon: "Users",
        title: "Crew Recruiting Page",
        description: "A simple hiring page and application form to help you staff up before the April rush.",
      },
    ],
    challenges: [
      {
        challenge: "Spring demand arrives all at once, and slow quoting loses jobs to whoever answers first.",
        solution:
          "Online quote requests reach your phone with the property details attached, so you can respond from the field the same day.",
      },
      {
        challenge: "Photos of your best work sit on a phone instead of selling the next project.",
        solution:
          "We set up a gallery you can update yourself, sorted by project type so visitors quickly find work like theirs.",
      },
      {
        challenge: "Revenue drops off a cliff after leaf season.",
        solution:
          "Seasonal site content switches to snow removal and early-bird spring booking, so the site keeps producing leads through winter.",
      },
      {
        challenge: "Customers are unsure what a lawn program actually includes and shop only on price.",
        solution:
          "Program pages spell out every application, product type and result to expect, which helps you compete on value rather than the lowest bid.",
      },
    ],
    icon: "Leaf",
    cardSummary:
      "Photo-driven landscaping sites with quick quote forms, seasonal program pages and a winter switch to snow contracts.",
  },

  "plumbing-services": {
    slug: "plumbing-services",
    industryName: "Plumbing Services",
    heroTitle: "Plumbing Websites Built for Burst Pipes, Flooded Basements and Booked Schedules",
    heroDescription:
      "Nobody researches plumbers for fun; they search when water is somewhere it should not be. Our plumbing sites get that caller to you quickly and give planned-project customers the confidence to book.",
    metaDescription:
      "Plumbing website design for Macomb County plumbers: 24/7 call buttons, sump pump and water heater pages, service-area SEO and online booking.",
    mainDescription: [
      "Plumbing searches in Macomb County follow the weather. A hard freeze splits pipes in crawl spaces and exterior walls, and heavy summer storms can overwhelm sewers and leave basements with standing water when a sump pump fails. Those visitors need to know within seconds whether you answer after hours, how fast you can get there, and whether you handle their exact problem. Dedicated pages for frozen pipes, sump pumps, sewer backups and water heaters match what people type into a search bar in a panic.",
      "Planned work brings a different customer. Someone replacing an aging tank water heater, considering a tankless unit, or remodeling a bathroom has time to compare. They respond to transparent explanations of options, photos of clean installations, and clear information on permits and warranties. Commercial clients such as restaurants and property managers look for backflow testing, grease trap service and preventive maintenance agreements, and they want a separate page and contact path that speaks to their needs.",
      "Trust decides the job. Homeowners are letting someone into their home and often paying for something they cannot see, like a drain line under the slab. Show your Michigan plumbing license, technician names and faces, upfront pricing policies and recent reviews. Camera inspection footage and photos from real jobs help explain why a sewer line needs repair rather than another snaking. We also build the site so you can add a coupon or seasonal offer yourself without calling a developer.",
    ],
    features: [
      {
        icon: "Phone",
        title: "24/7 Emergency Call Path",
        description:
          "A high-contrast call button and a clear after-hours promise on every page, designed for one-handed use while someone is mopping.",
      },
      {
        icon: "Droplet",
        title: "Problem-Specific Service Pages",
        description:
          "Separate pages for sump pumps, frozen pipes, sewer backups, water heaters and drain cleaning, matching how people actually search.",
      },
      {
        icon: "Building",
        title: "Commercial Plumbing Section",
        description:
          "Backflow testing, grease traps and maintenance agreements presented for restaurant owners and property managers.",
      },
      {
        icon: "Camera",
        title: "Job Photo & Video Proof",
        description:
          "Before-and-after photos and sewer camera clips that show customers what you found and why the fix is needed.",
      },
      {
        icon: "Shield",
        title: "License & Guarantee Badges",
        description:
          "Your state license number, insurance and workmanship guarantee displayed where hesitant homeowners look for them.",
      },
      {
        icon: "Calendar",
        title: "Non-Emergency Booking",
        description:
          "Online scheduling for estimates and routine work that keeps your phone lines free for urgent calls.",
      },
    ],
    challenges: [
      {
        challenge:
          "Emergency callers pick the first plumber who looks available, and many sites hide the phone number.",
        solution:
          "We place the number, response-time promise and service hours above the fold on every mobile page.",
      },
      {
        challenge: "Homeowners suspect upselling when told they need a repipe or sewer replacement.",
        solution:
          "Educational pages and real job photos explain the problem in plain words before the technician arrives, so the recommendation feels earned.",
      },
      {
        challenge: "Commercial accounts are hard to win from a site written only for homeowners.",
        solution:
          "A separate commercial section with its own contact form speaks to facility managers about testing schedules, compliance paperwork and response times.",
      },
      {
        challenge: "Small shops struggle to show up for nearby towns beyond their home base.",
        solution:
          "Community pages and consistent directory listings help you appear in searches across the county, not just in your own ZIP code.",
      },
    ],
    icon: "Droplet",
    cardSummary:
      "Fast, emergency-first plumbing sites with a page for every urgent problem and a separate path for commercial clients.",
  },

  "electrical-services": {
    slug: "electrical-services",
    industryName: "Electrical Services",
    heroTitle: "Electrician Websites That Win Panel Upgrades, EV Chargers and Generator Installs",
    heroDescription:
      "Electrical work is one trade where homeowners know they should not cut corners, so they look hard for proof you are licensed and careful. We build sites that show that proof and steer visitors toward the high-value projects you want more of.",
    metaDescription:
      "Electrician website design in Macomb County: panel upgrade, EV charger and generator pages, license display, permit info and online estimate requests.",
    mainDescription: [
      "Demand for electricians is shifting. Alongside troubleshooting and outlet repairs, homeowners are asking for EV charger circuits, panel upgrades to handle heat pumps and induction ranges, and standby generators after long summer storm outages. Each of those is a separate search with a separate buyer, and a single generic services page will not rank for any of them. We give every project type its own page explaining what the job involves, what affects the price, and whether a permit and inspection are required.",
      "Much of Macomb County's housing was built in the decades after the Second World War, and many of those homes in places like Warren, Roseville and Eastpointe still have original service, ungrounded outlets or outdated panels. Content that explains the warning signs, such as tripping breakers, warm switch plates or flickering lights, attracts owners who are already worried and gives them a reason to call a licensed professional rather than watch a video and try it themselves.",
      "On the commercial side, property managers, restaurants and light industrial shops want an electrical contractor who can handle tenant build-outs, lighting retrofits and code corrections with minimal downtime. A separate commercial page with project examples, insurance details and an easy way to request a bid opens that door. Across the whole site, showing your Michigan license, master electrician credentials and commitment to pulling permits is not filler; it is the main reason a cautious homeowner picks you.",
    ],
    features: [
      {
        icon: "Car",
        title: "EV Charger Installation Pages",
        description:
          "Content for Level 2 charger buyers covering panel capacity, circuit runs and what to have ready for an estimate.",
      },
      {
        icon: "Zap",
        title: "Panel & Service Upgrades",
        description:
          "Pages that explain the signs of an overloaded panel and walk owners of older homes through the upgrade process.",
      },
      {
        icon: "Lightbulb",
        title: "Lighting Project Gallery",
        description:
          "Photos of recessed, landscape and commercial LED lighting work that sell design projects, not just repairs.",
      },
      {
        icon: "Home",
        title: "Standby Generator Section",
        description:
          "Sizing guidance and installation details for homeowners who are tired of losing power every time a storm rolls through.",
      },
      {
        icon: "Shield",
        title: "License & Permit Transparency",
        description:
          "Your license numbers, insurance and a plain statement that you pull permits, placed where visitors decide whether to trust you.",
      },
      {
        icon: "Briefcase",
        title: "Commercial Bid Requests",
        description:
          "A dedicated form for property managers and business owners to request bids on build-outs and retrofits.",
      },
    ],
    challenges: [
      {
        challenge: "Homeowners attempt risky do-it-yourself fixes after watching online videos.",
        solution:
          "Safety-focused articles explain when a job needs a licensed electrician and invite the visitor to book an inspection instead.",
      },
      {
        challenge: "Small repair calls fill the schedule while bigger projects go to competitors.",
        solution:
          "Dedicated pages for EV chargers, generators and panel upgrades attract the larger jobs and pre-qualify them with targeted estimate forms.",
      },
      {
        challenge: "Visitors cannot tell a licensed contractor from an unlicensed handyman.",
        solution:
          "License numbers, credentials and permit policies appear on every service page, backed by reviews that mention professionalism.",
      },
      {
        challenge: "Commercial clients assume a residential-looking site means you cannot handle their work.",
        solution:
          "A separate commercial section with project examples and crew capacity details shows you are ready for larger jobs.",
      },
    ],
    icon: "Zap",
    cardSummary:
      "Electrician websites that highlight licenses and permits and bring in EV charger, panel upgrade and generator projects.",
  },

  "roofing-gutters": {
    slug: "roofing-gutters",
    industryName: "Roofing & Gutters",
    heroTitle: "Roofing Websites That Earn Trust After the Storm Rolls Through",
    heroDescription:
      "A roof is one of the biggest checks a homeowner writes, and after a storm they are also dodging out-of-town crews knocking on doors. We build roofing and gutter sites that prove you are local, established and easy to work with.",
    metaDescription:
      "Roofing and gutter website design for Macomb County: storm damage pages, insurance claim guidance, project photos, financing and inspection requests.",
    mainDescription: [
      "Roofing leads come in two waves. Steady replacement demand comes from homeowners whose shingles are reaching the end of their life, and sudden spikes follow the wind and hail storms that sweep across southeast Michigan. After those storms, out-of-state contractors often arrive, so local homeowners look for signs that a company has a real address, a track record in the area and will still be around to honor a warranty. Your website is where you prove that.",
      "Insurance claims confuse most homeowners. Clear pages explaining how a storm damage inspection works, what an adjuster looks for, and what you will and will not handle during a claim build credibility without overpromising. Michigan winters add another topic: ice dams, which form when heat escapes into the attic and meltwater refreezes at the eaves. Content about ventilation, insulation and ice-and-water shield shows you understand why roofs fail here, and it attracts homeowners researching leaks in February.",
      "Gutters deserve their own section rather than a line at the bottom of the roofing page. Seamless gutter installation, guards for homes surrounded by mature trees and fall cleaning programs each attract different buyers, and gutter work is often the first job that leads to a roof replacement later. Across every page, drone photos of finished roofs, shingle color options, manufacturer certifications you genuinely hold and financing details help homeowners move from booking an inspection to signing a contract.",
    ],
    features: [
      {
        icon: "Camera",
        title: "Drone & Project Photos",
        description:
          "Aerial shots of finished roofs and close-ups of flashing and ventilation work that show the quality of your installs.",
      },
      {
        icon: "Shield",
        title: "Storm Damage & Claims Guide",
        description:
          "A plain-language walkthrough of inspections, adjuster visits and paperwork, written to calm worried homeowners.",
      },
      {
        icon: "Palette",
        title: "Shingle & Color Options",
        description:
          "Galleries of shingle styles and colors on real houses, so buyers can choose a look before the estimate.",
      },
      {
        icon: "Droplet",
        title: "Gutter Services Section",
        description:
          "Separate pages for seamless gutters, guards and seasonal cleaning that capture smaller jobs and future roof leads.",
      },
      {
        icon: "FileText",
        title: "Inspection Requests",
        description:
          "A simple form with photo upload, so homeowners can show you the leak or missing shingles before you visit.",
      },
      {
        icon: "MapPin",
        title: "Local Credibility Signals",
        description:
          "Your physical address, years in business, license details and warranty terms placed prominently to separate you from storm chasers.",
      },
    ],
    challenges: [
      {
        challenge:
          "Out-of-town storm chasers flood the area after hail, and homeowners struggle to tell who is local.",
        solution:
          "We emphasize your local address, community pages, long-term warranty terms and reviews from nearby neighborhoods.",
      },
      {
        challenge: "Insurance claims confuse homeowners, and confusion stalls the sale.",
        solution:
          "A step-by-step claims guide and FAQ set expectations about inspections, adjusters and timelines before you ever climb a ladder.",
      },
      {
        challenge: "A roof is a large purchase, and many buyers delay it until a leak forces the issue.",
        solution:
          "Financing information and content on warning signs like curling shingles and attic moisture encourage earlier, planned replacements.",
      },
      {
        challenge: "Gutter work gets lost on roofing-focused sites.",
        solution:
          "Dedicated gutter pages capture cleaning and guard customers, building a relationship that often leads to a roof job later.",
      },
    ],
    icon: "Hammer",
    cardSummary:
      "Roofing and gutter sites that set you apart from storm chasers with local proof, claims guidance and drone project photos.",
  },

  "cleaning-services": {
    slug: "cleaning-services",
    industryName: "Cleaning Services",
    heroTitle: "Cleaning Company Websites That Turn One-Time Cleans Into Recurring Clients",
    heroDescription:
      "People hire cleaners they can trust in their homes and offices, and they want a price without a long phone call. We design cleaning service sites that build that trust and make booking almost effortless.",
    metaDescription:
      "Website design for Macomb County cleaning companies: instant price estimates, online booking, recurring plans and trust pages for homes and offices.",
    mainDescription: [
      "Cleaning is a trust business first. A customer is handing over keys or alarm codes and leaving strangers alone with their belongings, so the website has to answer the safety questions before they are asked: are your cleaners background-checked, are you bonded and insured, who will actually show up, and what happens if something gets broken. Team photos with first names, a clear satisfaction guarantee and a written policy on damages do more for conversions than any stock photo of a sparkling kitchen.",
      "Pricing is the second hurdle. Most residential customers want to know roughly what a clean will cost before they talk to anyone. An estimate tool based on bedrooms, bathrooms, square footage and extras such as inside the oven or interior windows lets them see a range in seconds. From there, online booking with recurring options such as weekly, biweekly or monthly visits turns a single deep clean into an ongoing account, which is where a cleaning company's steady income comes from.",
      "Different customers need different pages. Move-out cleans matter to renters trying to recover a security deposit and to landlords between tenants. Short-term rental hosts near Lake St. Clair want fast turnovers timed to checkout. Offices, medical suites and small commercial spaces along corridors like Hall Road or Van Dyke look for evening janitorial service, supply restocking and a single point of contact. Separate pages let each group find its own answers rather than wading through a one-size-fits-all services list.",
    ],
    features: [
      {
        icon: "Zap",
        title: "Instant Price Estimator",
        description:
          "Visitors pick bedrooms, bathrooms and add-ons to see a price range right away instead of waiting for a callback.",
      },
      {
        icon: "Calendar",
        title: "Recurring Booking",
        description:
          "Online scheduling for weekly, biweekly and monthly service, with confirmation and reminder emails sent automatically.",
      },
      {
        icon: "Shield",
        title: "Trust & Safety Page",
        description:
          "Background checks, insurance, bonding and damage policies explained openly for cautious first-time customers.",
      },
      {
        icon: "Users",
        title: "Meet the Team Profiles",
        description: "Friendly photos and short bios, so clients know who will be walking through their door.",
      },
      {
        icon: "Building",
        title: "Commercial Janitorial Section",
        description:
          "A separate path for offices and medical suites with after-hours service details and a walkthrough request form.",
      },
      {
        icon: "Star",
        title: "Review Highlights",
        description: "Recent reviews featured next to booking buttons, right where a hesitant visitor is making up their mind.",
      },
    ],
    challenges: [
      {
        challenge: "Visitors are nervous about letting strangers into their home.",
        solution:
          "A dedicated trust page, team profiles and a plain-language guarantee address safety concerns before the first booking.",
      },
      {
        challenge: "Back-and-forth phone calls for quotes waste time for you and the customer.",
        solution:
          "An online estimator and booking form capture home size and extras up front, so most jobs can be confirmed without a call.",
      },
      {
        challenge: "One-time deep cleans rarely turn into regular clients.",
        solution:
          "Booking flows that offer recurring discounts at checkout, plus follow-up emails after the first visit, encourage an ongoing schedule.",
      },
      {
        challenge: "Residential and commercial customers get mixed messages from one generic page.",
        solution:
          "Separate sections for homes, move-outs, rental turnovers and offices speak to each audience's priorities.",
      },
    ],
    icon: "Sparkles",
    cardSummary:
      "Cleaning company sites with instant price estimates, recurring online booking and trust pages that put clients at ease.",
  },

  "legal-services": {
    slug: "legal-services",
    industryName: "Legal Services",
    heroTitle: "Law Firm Websites That Turn Worried Searchers Into Consultations",
    heroDescription:
      "Most people looking for a lawyer are facing one of the hardest weeks of their lives. We build law firm websites that explain your practice areas clearly, introduce your attorneys honestly and make the first contact simple.",
    metaDescription:
      "Law firm website design for Macomb County attorneys: practice-area pages, attorney bios, careful intake forms and copy written with ad rules in mind.",
    mainDescription: [
      "Legal clients rarely search for a law firm; they search for their problem. Someone arrested on a Saturday night, a parent starting a custody dispute or a family handling an estate after a death types a specific question into a phone. Each practice area you handle needs its own page that explains the process in plain language, what happens at a first meeting and what documents to bring. For Macomb County matters, mentioning the courts clients will deal with, such as the circuit and probate courts in Mount Clemens, grounds the content locally.",
      "Attorney bios are often among the most visited pages on a firm's site. Potential clients want to know who will actually handle their case, so bios should cover bar admissions, years in practice, the kinds of matters each lawyer focuses on and something human, not just a list of associations. Intake forms need care as well: collect enough to run a conflict check, include a clear notice that submitting the form does not create an attorney-client relationship, and avoid inviting visitors to share sensitive details before you have spoken.",
      "Lawyer advertising is regulated, and your website is part of how you communicate about your services. The Michigan Rules of Professional Conduct prohibit false or misleading statements, and results-focused language or calling yourself a specialist can raise problems, so we write conservatively and leave final review to you. Good legal content can still be persuasive: answers to common questions, realistic timelines and transparent information on consultation fees or contingency arrangements build the kind of confidence that makes someone pick up the phone.",
    ],
    features: [
      {
        icon: "Scale",
        title: "Practice-Area Pages",
        description:
          "In-depth pages for each area you handle, from family law to estate planning, written around the questions clients actually ask.",
      },
      {
        icon: "Users",
        title: "Attorney Profiles",
        description:
          "Bios with bar admissions, focus areas, education and a personal note, so clients know who will handle their matter.",
      },
      {
        icon: "Lock",
        title: "Careful Intake Forms",
        description:
          "Forms that gather conflict-check details, display a no-relationship disclaimer and route inquiries to the right attorney.",
      },
      {
        icon: "FileText",
        title: "Client Resource Library",
        description:
          "Plain-language guides and FAQs about court procedures and next steps that answer late-night searches.",
      },
      {
        icon: "Calendar",
        title: "Consultation Scheduling",
        description:
          "Online booking for initial consultations, with clear notes on whether the first meeting is free or paid.",
      },
      {
        icon: "Shield",
        title: "Compliance-Minded Copy",
        description:
          "Conservative wording on outcomes, credentials and testimonials, with disclaimers placed where they belong.",
      },
    ],
    challenges: [
      {
        challenge: "Potential clients do not understand legal terminology and leave when pages read like statutes.",
        solution:
          "We write practice-area content in plain English, organized around situations such as being served with divorce papers or receiving a traffic citation.",
      },
      {
        challenge:
          "Online inquiries arrive with too little information, or with sensitive details that should not be sent through a web form.",
        solution:
          "Structured intake forms ask for what a conflict check needs, include a clear disclaimer and discourage sharing confidential facts before a consultation.",
      },
      {
        challenge: "Professional conduct rules make attorneys wary of marketing claims.",
        solution:
          "Copy avoids guarantees and unqualified superlatives, and we flag anything that needs your judgment before launch.",
      },
      {
        challenge: "Large regional firms dominate paid search for legal keywords.",
        solution:
          "Detailed local practice pages, attorney bios and a well-maintained Google Business Profile help a smaller firm compete in organic and map results.",
      },
    ],
    icon: "Scale",
    cardSummary:
      "Law firm sites with clear practice-area pages, real attorney bios and careful intake forms written with advertising rules in mind.",
  },

  "healthcare-providers": {
    slug: "healthcare-providers",
    industryName: "Healthcare Providers",
    heroTitle: "Healthcare Websites That Help Patients Find, Trust and Book You",
    heroDescription:
      "Patients choose a provider by checking insurance, location and availability, often from a phone in a waiting room or parking lot. We build medical, dental and therapy practice websites that answer those questions quickly and handle patient information with care.",
    metaDescription:
      "Healthcare website design for Macomb County practices: HIPAA-aware forms, insurance lists, patient portal links, provider bios and accessible design.",
    mainDescription: [
      "The first question most patients ask is whether you take their insurance. A current, easy-to-scan list of accepted plans, with a note on how to confirm coverage, saves your front desk a steady stream of calls and keeps qualified patients from leaving the site. After that come location, parking, hours and whether you are accepting new patients. For practices in Macomb County, directions from major roads like M-59 or I-94 and notes about accessible entrances matter as much as a polished homepage.",
      "Patient information needs careful handling. A standard contact form that emails symptoms or dates of birth to a shared inbox can create HIPAA problems. We keep general forms free of clinical details and route anything involving health information through tools covered by a business associate agreement, such as your existing patient portal or a HIPAA-compliant form service. We also think carefully about analytics and advertising pixels on appointment pages, which federal regulators have flagged as a privacy risk.",
      "Accessibility is part of patient care. Many visitors are older, have low vision or use screen readers, and healthcare organizations face growing legal expectations around digital accessibility. We design to WCAG guidelines with readable type, strong contrast, descriptive links and forms that work with a keyboard. Provider bios with photos, credentials and treatment philosophy help patients feel comfortable before a visit, and pages for specific conditions or procedures give them reliable information instead of a frightening forum thread.",
    ],
    features: [
      {
        icon: "Lock",
        title: "HIPAA-Aware Forms",
        description:
          "General forms that avoid clinical details, with protected information routed through secure, agreement-covered tools.",
      },
      {
        icon: "ExternalLink",
        title: "Patient Portal Integration",
        description: "Prominent links to your existing portal for results, messages, bill pay and intake paperwork.",
      },
      {
        icon: "Check",
        title: "Insurance Plan Directory",
        description: "A searchable list of accepted plans that your staff can update as networks change.",
      },
      {
        icon: "Stethoscope",
        title: "Provider Profiles",
        description: "Photos, credentials, languages spoken and care philosophy for each physician, dentist or therapist.",
      },
      {
        icon: "Heart",
        title: "Accessible Design",
        description: "WCAG-minded layouts with strong contrast, scalable text and full keyboard support for every patient.",
      },
      {
        icon: "Calendar",
        title: "Appointment Requests",
        description:
          "Online booking or request forms connected to your scheduling workflow, with new-patient instructions included.",
      },
    ],
    challenges: [
      {
        challenge: "Front desk staff spend hours answering the same insurance and office-hours questions by phone.",
        solution:
          "Clear insurance lists, hours, directions and new-patient FAQs answer those questions online before a call is needed.",
      },
      {
        challenge: "Contact forms and tracking tools can expose protected health information.",
        solution:
          "We keep health details out of general forms, use secure tools for intake, and review analytics and pixels on sensitive pages.",
      },
      {
        challenge: "Older patients and people with disabilities struggle with cluttered, low-contrast sites.",
        solution:
          "Accessible design, large tap targets and simple navigation make it easy for every patient to find what they need.",
      },
      {
        challenge: "Patients cannot tell which provider in a group practice is right for them.",
        solution:
          "Individual provider pages with specialties, languages and availability help patients choose and book the right person.",
      },
    ],
    icon: "Stethoscope",
    cardSummary:
      "Patient-friendly healthcare sites with HIPAA-aware forms, insurance lists, portal links and accessible design.",
  },

  "restaurants-cafes": {
    slug: "restaurants-cafes",
    industryName: "Restaurants & Cafes",
    heroTitle: "Restaurant and Cafe Websites That Get Hungry Visitors Through the Door",
    heroDescription:
      "Diners decide where to eat in minutes, usually on a phone, and they want the menu, the hours and a way to order. We build restaurant and cafe sites that deliver those fast and keep more of each order in your pocket.",
    metaDescription:
      "Restaurant and cafe website design in Macomb County: mobile HTML menus, direct online ordering, accurate hours, reservations and catering inquiries.",
    mainDescription: [
      "The menu is the most important page on any restaurant website, and it should never be only a PDF. PDF menus are hard to read on a phone, slow to download and poorly understood by search engines, so a diner searching for a Coney dog, pierogi or gluten-free pizza near Clinton Township may never find yours. An HTML menu with prices, dietary and allergen notes and good photos of signature dishes is faster, easier to update and does far more to convince someone to come in.",
      "Hours and location cause more frustration than anything else. Nothing loses a regular faster than showing up to a locked door because the website or Google Business Profile still lists old hours. We make hours easy to edit and remind owners to update holiday schedules, Lenten fish fry nights and patio season changes everywhere at once. Tap-to-call, tap-for-directions and parking notes matter for spots along busy roads like Gratiot or Hall Road, where turning in is half the challenge.",
      "Third-party delivery apps bring visibility but charge commissions that eat into thin margins. A direct ordering system on your own site, promoted to regulars, keeps more of each ticket and gives you the customer's contact details. Reservations, private event requests and a catering inquiry form with headcount and date fields capture larger orders from local offices, schools and graduation parties. An email or text list for specials and new menu items brings people back between visits.",
    ],
    features: [
      {
        icon: "Utensils",
        title: "Mobile-Friendly HTML Menus",
        description:
          "Searchable, fast-loading menus with prices, allergen notes and photos, editable by your staff in minutes.",
      },
      {
        icon: "ShoppingCart",
        title: "Direct Online Ordering",
        description:
          "Commission-free pickup and delivery ordering on your own site, so you keep the customer relationship.",
      },
      {
        icon: "Clock",
        title: "Always-Accurate Hours",
        description:
          "One place to update daily, holiday and seasonal hours, so the site never sends diners to a closed door.",
      },
      {
        icon: "Calendar",
        title: "Reservations & Private Events",
        description: "Table booking and event request forms for birthdays, showers and rehearsal dinners.",
      },
      {
        icon: "Truck",
        title: "Catering Inquiries",
        description:
          "A catering menu and request form that captures date, headcount and delivery details for office and party orders.",
      },
      {
        icon: "Camera",
        title: "Food Photography Showcase",
        description:
          "Well-lit photos of signature dishes and your dining room that make the decision before the diner reads a word.",
      },
    ],
    challenges: [
      {
        challenge: "PDF menus frustrate mobile visitors and rarely show up in search.",
        solution:
          "We convert menus to fast HTML pages that are easy to read on phones and easy for search engines to understand.",
      },
      {
        challenge: "Delivery app commissions cut deep into profits on every order.",
        solution:
          "A direct ordering system on your website, promoted to regular customers, keeps more of each sale in house.",
      },
      {
        challenge: "Outdated hours online lead to angry reviews from diners who find the doors locked.",
        solution:
          "An easy hours editor and a routine for syncing your Google Business Profile keep every listing accurate.",
      },
      {
        challenge: "Catering and private party requests get lost in voicemail.",
        solution: "Dedicated forms capture event details in writing and deliver them straight to the manager's inbox.",
      },
    ],
    icon: "Utensils",
    cardSummary:
      "Restaurant and cafe sites with mobile HTML menus, commission-free ordering and hours that are always right.",
  },

  "retail-stores": {
    slug: "retail-stores",
    industryName: "Retail Stores",
    heroTitle: "Retail Store Websites That Send Shoppers Down Your Aisles and Into Your Cart",
    heroDescription:
      "Shoppers check online before they drive anywhere, wanting to know if you carry what they need and whether it is worth the trip. We build retail websites that show off your inventory, your personality and the reasons to buy local.",
    metaDescription:
      "Retail website design for Macomb County shops: online stores, buy online and pick up in store, local inventory, gift cards and event promotion.",
    mainDescription: [
      "Independent shops rarely beat big-box chains and online giants on price, so they compete on experience and expertise, and a retail website needs to show both. Product photos, staff picks, brand lists and a sense of what it feels like to walk into your store give people a reason to visit instead of clicking a generic buy button. For boutiques and specialty shops in downtowns like Mount Clemens, Utica, Romeo or New Baltimore, the site can also sell the outing: parking, nearby coffee and events on the block.",
      "Not every store needs a full e-commerce catalog, but most benefit from some way to buy online. Options range from a curated shop of best sellers to a complete store synced with your point-of-sale system. Buy online, pick up in store is often the sweet spot: shoppers reserve an item from home, and the pickup trip gives you a chance at an added sale. Gift cards sold online are an easy win, especially in December when last-minute shoppers are searching at midnight.",
      "Local search is where small retailers can outperform national chains. An accurate Google Business Profile, product categories that match how people search and pages for the brands you carry help you appear when someone nearby looks for a specific item. Trunk shows, sidewalk sales, Small Business Saturday and seasonal launches deserve their own pages and email announcements. Collecting email addresses at checkout and online turns one-time visitors into regulars who hear about new arrivals first.",
    ],
    features: [
      {
        icon: "ShoppingCart",
        title: "Online Store Options",
        description:
          "From a small curated shop to a full catalog, sized to your inventory and connected to your point-of-sale where possible.",
      },
      {
        icon: "Store",
        title: "Buy Online, Pick Up In Store",
        description: "Let shoppers reserve items from home and collect them at the counter, where add-on sales happen.",
      },
      {
        icon: "Star",
        title: "Brand & Staff Pick Pages",
        description: "Pages for the brands you carry and your team's favorite products that capture specific product searches.",
      },
      {
        icon: "Calendar",
        title: "Event Promotion",
        description:
          "Listings for trunk shows, sidewalk sales and holiday hours that give people a reason to visit this week.",
      },
      {
        icon: "Heart",
        title: "Digital Gift Cards",
        description: "Online gift card sales that bring in revenue and new customers, especially around the holidays.",
      },
      {
        icon: "Mail",
        title: "Email List Growth",
        description:
          "Signup prompts online and at the register, paired with simple templates for new-arrival and sale announcements.",
      },
    ],
    challenges: [
      {
        challenge: "Shoppers assume a small store will not have what they need and order from a big website instead.",
        solution:
          "Product highlights, brand pages and local inventory details show what is on your shelves before they leave home.",
      },
      {
        challenge: "A full e-commerce build feels expensive and hard to maintain for a small team.",
        solution:
          "We recommend the right level of online selling, from gift cards and pickup orders to a full store, based on your inventory and staff time.",
      },
      {
        challenge: "Foot traffic is seasonal, and slow weeks are hard to fill.",
        solution:
          "Event pages, email campaigns and promotions scheduled around local happenings give customers reasons to come in during quieter stretches.",
      },
      {
        challenge: "National chains outrank local stores for product searches.",
        solution:
          "Brand pages, detailed categories and a complete Google Business Profile help you win nearby searches for what you sell.",
      },
    ],
    icon: "Store",
    cardSummary:
      "Retail websites with online shopping, in-store pickup, gift cards and event pages that bring local shoppers through the door.",
  },

  "home-services": {
    slug: "home-services",
    industryName: "Home Services",
    heroTitle: "Home Service Websites That Turn Estimate Requests Into Signed Projects",
    heroDescription:
      "Painters, remodelers, handymen and other home pros win work when homeowners can see past jobs and request an estimate in a few taps. We build sites that make your craftsmanship the star and keep leads flowing between referrals.",
    metaDescription:
      "Websites for Macomb County home service pros, from painters to remodelers and handymen: project portfolios, estimate forms and review-driven trust.",
    mainDescription: [
      "Home service businesses cover a wide range, from handymen and painters to kitchen remodelers, flooring installers, garage door companies and pest control. What they share is a customer deciding whether to let someone work inside their home, often for several days. That customer wants to see finished projects similar to their own, read reviews from nearby neighbors and know the company is properly licensed and insured. A portfolio sorted by project type, with a short story for each job, answers those questions better than a list of services.",
      "Estimate requests are the main conversion, so the form deserves real thought. Ask for the project type, rough size, timeline and budget range, and allow photo uploads so you can tell from the office whether a job is a fit. That screens out mismatched leads and lets you show up to appointments prepared. For smaller jobs like handyman repairs or drywall patches, an online booking calendar with set arrival windows can replace most of the back-and-forth phone tag.",
      "Referrals drive much of this work, but even a referred customer looks you up before calling. Your site should confirm what the neighbor said with consistent branding, real photos of your crew and trucks, and a process page explaining what happens from the first visit to the final walkthrough. Many Macomb County homes built between the 1950s and the 1970s are due for kitchen, bath and basement updates, and content that speaks to those layouts connects with homeowners planning that work.",
    ],
    features: [
      {
        icon: "Camera",
        title: "Project Portfolio",
        description:
          "Galleries organized by kitchens, baths, basements, painting and repairs, each with a short description of the job.",
      },
      {
        icon: "FileText",
        title: "Smart Estimate Forms",
        description:
          "Forms that capture project type, budget range, timeline and photos, so you can qualify leads before a site visit.",
      },
      {
        icon: "Clock",
        title: "Arrival-Window Booking",
        description: "Scheduling for quick jobs like repairs and installs, showing only the windows your crew actually has open.",
      },
      {
        icon: "Layout",
        title: "Process Walkthrough Page",
        description:
          "A step-by-step explanation of consultation, estimate, scheduling, work days and final walkthrough.",
      },
      {
        icon: "Star",
        title: "Neighborhood Reviews",
        description:
          "Reviews tagged by community, so visitors in Fraser or Macomb Township see feedback from people nearby.",
      },
      {
        icon: "Shield",
        title: "Licensing & Insurance Details",
        description: "Your state license information, insurance coverage and warranty terms, visible on every service page.",
      },
    ],
    challenges: [
      {
        challenge: "Too many estimate requests come from jobs outside your budget range or service area.",
        solution:
          "Qualifying questions, a service-area map and budget ranges in the estimate form filter leads before you drive out.",
      },
      {
        challenge: "Homeowners cannot picture your work in their own house.",
        solution:
          "Detailed project galleries with before-and-after photos and job descriptions help them see results in homes like theirs.",
      },
      {
        challenge: "Small jobs eat up time on the phone just to schedule.",
        solution: "Online booking for quick services lets customers pick an open slot without a call.",
      },
      {
        challenge: "Referred customers find a thin or outdated site and start second-guessing.",
        solution:
          "A current portfolio, crew photos and fresh reviews confirm the recommendation and make the call an easy next step.",
      },
    ],
    icon: "Wrench",
    cardSummary:
      "Portfolio-first sites for painters, remodelers and handymen, with estimate forms that qualify leads before you drive out.",
  },

  "professional-services": {
    slug: "professional-services",
    industryName: "Professional Services",
    heroTitle: "Professional Services Websites That Show Your Expertise Before the First Meeting",
    heroDescription:
      "Accountants, financial advisors, insurance agents and consultants are hired on trust and expertise, which is hard to show in a brochure. We build sites that demonstrate what you know, introduce your team and make scheduling a first conversation simple.",
    metaDescription:
      "Website design for Macomb County accountants, advisors, insurance agents and consultants: client portal links, team bios and expertise-driven content.",
    mainDescription: [
      "Clients of accountants, financial advisors, insurance agencies, consultants and engineering firms are buying judgment they cannot easily evaluate. A website earns that trust by showing expertise rather than claiming it: articles that answer real client questions, clear explanations of the services you offer and who they suit, and credentials such as CPA, CFP or professional engineer licenses presented plainly. Generic phrases like trusted partner and tailored solutions appear on every competitor's site and tell a visitor nothing.",
      "Security matters because clients send you sensitive documents. Tax returns, bank statements and insurance applications should not travel by ordinary email, so we link prominently to your secure client portal or file-sharing tool and explain how to use it. Seasonal pages help too: tax preparation checklists in January, open enrollment reminders for insurance agents in the fall and year-end planning content for advisors. Firms in regulated fields have their own advertising rules, and we keep copy within them and leave compliance review to you.",
      "Macomb County has a large base of manufacturers, defense suppliers and family-owned businesses, many with specialized accounting, HR and engineering needs. Firms that serve them benefit from pages that speak directly to those clients, such as cost accounting for tooling shops or succession planning for second-generation owners. Team bios with photos, a simple way to book a discovery call and a short explanation of how you charge help prospects take the first step with confidence.",
    ],
    features: [
      {
        icon: "Lock",
        title: "Secure Client Portal Links",
        description: "Prominent access to your document upload and portal tools, with guidance for first-time clients.",
      },
      {
        icon: "FileText",
        title: "Expertise Articles",
        description:
          "Articles and guides that answer the questions clients ask, showing your knowledge before they ever call.",
      },
      {
        icon: "Users",
        title: "Team & Credential Profiles",
        description:
          "Bios with licenses, designations and areas of focus, so prospects meet the people behind the firm.",
      },
      {
        icon: "Calendar",
        title: "Discovery Call Booking",
        description: "Online scheduling for introductory calls that syncs with your own calendar.",
      },
      {
        icon: "Briefcase",
        title: "Client-Type Pages",
        description:
          "Pages tailored to the clients you serve best, from manufacturers to medical practices to family businesses.",
      },
      {
        icon: "TrendingUp",
        title: "Seasonal Campaign Pages",
        description:
          "Tax season checklists, enrollment reminders and year-end planning pages timed to when clients need them.",
      },
    ],
    challenges: [
      {
        challenge: "Every firm's site says the same vague things about trust and personalized service.",
        solution:
          "We replace buzzwords with specific service descriptions, examples of problems you solve and content that demonstrates expertise.",
      },
      {
        challenge: "Clients email sensitive documents because they do not know a safer option exists.",
        solution: "Portal links, upload instructions and a short security page steer clients toward protected channels.",
      },
      {
        challenge: "Work piles up in busy seasons and dries up in others.",
        solution:
          "Timed content and email campaigns promote off-season services like planning reviews, bookkeeping cleanups or policy check-ins.",
      },
      {
        challenge: "Regulated professions worry about compliance in marketing copy.",
        solution:
          "We write conservatively, avoid performance promises and leave room for the disclosures your regulator or compliance team requires.",
      },
    ],
    icon: "Briefcase",
    cardSummary:
      "Sites for accountants, advisors and consultants that demonstrate expertise, introduce your team and protect client documents.",
  },

  "automotive-services": {
    slug: "automotive-services",
    industryName: "Automotive Services",
    heroTitle: "Auto Shop Websites That Keep Every Service Bay Busy",
    heroDescription:
      "Drivers search for a mechanic when a warning light comes on or a noise will not go away, and they want a shop they can trust not to overcharge. We build automotive websites that show your expertise, explain your pricing and let customers book a bay online.",
    metaDescription:
      "Auto repair website design in Macomb County: online appointments, service menus, technician certifications, warranty details and tire quote requests.",
    mainDescription: [
      "Macomb County is car country. Many of your customers work in the auto industry or have family who do, and they often know more about vehicles than the average driver. That raises the bar for trust. An auto repair website should name the certifications your technicians hold, the makes you specialize in, your parts and labor warranty and how you handle estimates. Michigan's repair law requires registered facilities and, in most cases, written estimates, so explaining your process on the site shows customers you follow the rules.",
      "Online scheduling is now expected. A booking form that asks for year, make, model, mileage and the symptom lets customers request an appointment at midnight and lets your service writer prepare parts before the car arrives. A service menu covering oil changes, brakes, diagnostics, alignments and tire work, with starting prices where you can offer them, reduces the fear of an unknown bill. Waiting room amenities, shuttle rides or loaner availability deserve a mention too.",
      "Michigan roads create predictable seasonal demand. Spring pothole season brings alignment, suspension and tire damage, winter brings battery failures and tire changeovers, and years of road salt mean rust, brake line and exhaust repairs. Seasonal landing pages and reminder emails let you get ahead of those rushes. Collision shops, detailers, transmission specialists and tire stores each need their own angle, such as insurance claim help for body shops or ceramic coating packages for detailers, and we build the site around yours.",
    ],
    features: [
      {
        icon: "Calendar",
        title: "Online Service Scheduling",
        description:
          "Appointment requests that capture vehicle details and symptoms, so your service writer is ready when the car pulls in.",
      },
      {
        icon: "Wrench",
        title: "Service Menu & Pricing",
        description:
          "Clear pages for brakes, diagnostics, oil changes and alignments, with starting prices where you choose to share them.",
      },
      {
        icon: "Check",
        title: "Certifications & Warranty",
        description:
          "Technician certifications, the makes you know best and your parts and labor warranty displayed up front.",
      },
      {
        icon: "Car",
        title: "Tire Quote Requests",
        description: "A tire size and vehicle form that lets customers request pricing and installation times online.",
      },
      {
        icon: "Snowflake",
        title: "Seasonal Service Campaigns",
        description:
          "Pothole-season alignment checks, winter battery tests and tire changeover reminders timed to Michigan weather.",
      },
      {
        icon: "Search",
        title: "Make & Specialty Pages",
        description:
          "Pages for the vehicles and systems you handle best, like European imports, diesel trucks or hybrids, that capture specific searches.",
      },
    ],
    challenges: [
      {
        challenge: "Customers fear being overcharged and hesitate to try a new shop.",
        solution:
          "Transparent service pages, a written estimate policy and visible warranties show you run an honest shop.",
      },
      {
        challenge: "Phone lines get tied up with appointment requests during busy mornings.",
        solution: "Online booking with vehicle and symptom fields moves routine scheduling to the website.",
      },
      {
        challenge: "Dealership service departments outspend independent shops on advertising.",
        solution:
          "Make-specific pages, local reviews and a strong Google Business Profile help independents win searches for nearby repair.",
      },
      {
        challenge: "Demand swings with the seasons, leaving bays empty at times.",
        solution:
          "Seasonal campaigns for potholes, winter prep and rust inspections bring customers in before problems pile up.",
      },
    ],
    icon: "Car",
    cardSummary:
      "Auto repair sites with online booking, transparent service menus and seasonal campaigns built around Michigan roads.",
  },

  "fitness-wellness": {
    slug: "fitness-wellness",
    industryName: "Fitness & Wellness",
    heroTitle: "Fitness and Wellness Websites That Turn Curious Visitors Into Members",
    heroDescription:
      "Gyms, studios and wellness practitioners win clients who feel welcome before they ever walk in. We build sites that show your community, make schedules easy to read and get that first class or session booked.",
    metaDescription:
      "Fitness and wellness website design in Macomb County: class schedules, online booking, intro offers, trainer bios, waivers and membership pages.",
    mainDescription: [
      "Walking into a new gym or studio is intimidating, and most people research carefully before they commit. They want to see the space, the instructors and the kind of people who train there, and they want to know whether a beginner will feel out of place. Real photos and short videos of classes, instructor bios that show personality, and a clear first-visit guide explaining what to wear, when to arrive and what to expect lower that barrier far more than stock images of models ever will.",
      "The schedule and the booking system are the core of the site. Whether you use Mindbody, Glofox, Vagaro or another platform, we embed or link schedules so they display cleanly on phones and let visitors reserve a spot in a few taps. An introductory offer, such as a free class or a discounted first week, gives hesitant visitors an easy yes. Membership pages should show pricing or at least a clear range, because visitors who cannot find any numbers often assume the worst and move on.",
      "Wellness businesses have their own needs. Massage therapists, yoga teachers, nutrition coaches and recovery studios need online intake forms and waivers, gift certificates, package pricing and clear cancellation policies. Demand follows the calendar: January resolution season, pre-summer goals and the back-to-routine weeks of September all deserve a campaign. For studios tucked into busy shopping plazas around Macomb County, parking and entrance directions save new visitors from a frustrating first experience.",
    ],
    features: [
      {
        icon: "Calendar",
        title: "Class Schedule & Booking",
        description:
          "Mobile-friendly schedules connected to your booking platform, so members reserve spots in seconds.",
      },
      {
        icon: "Zap",
        title: "Intro Offer Landing Pages",
        description: "Focused pages for free classes or trial weeks, built to convert first-time visitors.",
      },
      {
        icon: "Users",
        title: "Instructor & Coach Profiles",
        description:
          "Bios, certifications and teaching styles that help clients find a trainer or teacher they click with.",
      },
      {
        icon: "FileText",
        title: "Online Waivers & Intake",
        description:
          "Digital forms for liability waivers, fitness questionnaires and massage intake, completed before the first visit.",
      },
      {
        icon: "Check",
        title: "Membership & Package Pricing",
        description:
          "Clear comparisons of memberships, class packs and session bundles, so visitors can choose without a sales pitch.",
      },
      {
        icon: "Heart",
        title: "Gift Certificates",
        description:
          "Online gift cards for massages, classes and training sessions that sell well around the holidays and Mother's Day.",
      },
    ],
    challenges: [
      {
        challenge: "New visitors feel intimidated and never book that first session.",
        solution:
          "A first-visit guide, real photos and welcoming instructor bios make the experience feel approachable.",
      },
      {
        challenge: "Booking platform widgets look clunky and break on phones.",
        solution:
          "We integrate your scheduling tool carefully, styling and testing it so it feels like part of your site.",
      },
      {
        challenge: "Sign-ups spike in January and fade by spring.",
        solution:
          "Campaign pages and email sequences for seasonal goals, challenges and workshops keep enrollment steady through the year.",
      },
      {
        challenge: "Paper waivers and intake forms slow down check-in.",
        solution:
          "Online forms collect signatures and questionnaire answers ahead of time and send them to your team automatically.",
      },
    ],
    icon: "Dumbbell",
    cardSummary:
      "Gym, studio and wellness sites with easy class booking, intro offers and online waivers that welcome first-timers.",
  },

  "real-estate": {
    slug: "real-estate",
    industryName: "Real Estate",
    heroTitle: "Real Estate Websites That Make You the Local Expert Buyers and Sellers Call",
    heroDescription:
      "Buyers browse listings everywhere, but they choose an agent who clearly knows the neighborhoods. We build real estate sites with live listings, local guides and lead capture that turns browsers into clients.",
    metaDescription:
      "Real estate website design for Macomb County agents and brokerages: IDX listing search, neighborhood guides, home valuation pages and lead capture.",
    mainDescription: [
      "National listing portals get most of the search traffic, so an agent's website wins by doing what those portals cannot: showing genuine local knowledge. An IDX feed from the regional MLS puts current listings on your site with search filters and saved searches, keeping buyers on your pages instead of sending them elsewhere. Pair that with your own content and the site becomes a reason to contact you, not just another place to scroll through photos of the same houses.",
      "Neighborhood and community guides are where agents stand out. Macomb County's market ranges from waterfront and canal homes along Lake St. Clair in Harrison Township and St. Clair Shores to newer subdivisions in Macomb Township and rural acreage around Armada and Ray Township. Guides that describe housing styles, typical lot sizes, parks, commute routes and which school district serves an area help buyers narrow their search. Fair housing rules apply here: we describe places and amenities, never the kind of people who should live there.",
      "Sellers are the other half of the business. A home valuation page that offers a personal market analysis, rather than only an automated number, gives you a reason to follow up. Pages for your own listings, with full photo sets, video tours and open house times, show sellers how their home will be marketed. Agent bios, recent sales, reviews and clear brokerage information round out a site that also respects state licensing and MLS display requirements.",
    ],
    features: [
      {
        icon: "Search",
        title: "IDX Listing Search",
        description: "Live MLS listings with map search, filters, saved searches and new-listing alerts on your own domain.",
      },
      {
        icon: "MapPin",
        title: "Neighborhood Guides",
        description:
          "Community pages covering housing styles, parks, commutes and school district boundaries, written within fair housing rules.",
      },
      {
        icon: "BarChart",
        title: "Home Valuation Requests",
        description:
          "A seller lead page offering a personal market analysis, with follow-up routed to your inbox or CRM.",
      },
      {
        icon: "Camera",
        title: "Featured Listing Showcases",
        description: "Dedicated pages for your listings with full galleries, video tours, floor plans and open house times.",
      },
      {
        icon: "Users",
        title: "Agent & Team Profiles",
        description: "Bios, designations, areas served and reviews for each agent, with direct contact buttons.",
      },
      {
        icon: "Mail",
        title: "Lead Capture & Follow-Up",
        description: "Saved-search signups and market update emails that keep buyers engaged through long house hunts.",
      },
    ],
    challenges: [
      {
        challenge: "Big listing portals outrank individual agents for nearly every property search.",
        solution:
          "Neighborhood guides, local market updates and community pages target the searches portals handle poorly.",
      },
      {
        challenge: "Visitors browse listings and leave without sharing contact information.",
        solution: "Saved searches, new-listing alerts and valuation offers give them a useful reason to register.",
      },
      {
        challenge: "Neighborhood content can accidentally cross fair housing lines.",
        solution:
          "We write guides around facts such as amenities, housing types and commute routes, and avoid describing who an area is right for.",
      },
      {
        challenge: "Sellers cannot tell how one agent's marketing differs from another's.",
        solution:
          "Showcase pages for past and current listings demonstrate your photography, presentation and promotion plan.",
      },
    ],
    icon: "Home",
    cardSummary:
      "Real estate sites with IDX listing search, fair-housing-aware neighborhood guides and seller valuation pages.",
  },
};
