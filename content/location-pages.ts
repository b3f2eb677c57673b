import type { LocationPage } from "./types";
import type { TownSlug } from "./towns";

/**
 * Location landing pages, one per town in towns.ts.
 *
 * Every page is written separately from real local facts; near-duplicate copy is
 * caught by tests/unit/content/location-uniqueness.test.ts (5-word-shingle Jaccard < 0.30).
 * Towns outside Macomb County (Troy, Rochester Hills, Madison Heights, Leonard) say so.
 */
export const locationPages: Record<TownSlug, LocationPage> = {
  warren: {
    slug: "warren",
    locationName: "Warren",
    kind: "city",
    metaDescription:
      "Web design for Warren, MI businesses, from Van Dyke storefronts to Mound Road suppliers. Fast, mobile-first sites built in Macomb County.",
    description:
      "Macomb Web Studio builds fast, search-ready websites for Warren businesses, from family shops on Van Dyke Avenue to suppliers along the Mound Road industrial corridor. We plan, design and launch sites that turn Warren searches into calls, quote requests and booked appointments.",
    localContext: [
      "Warren is Macomb County's largest city and the third-largest in Michigan, stretching north from 8 Mile Road, where it meets Detroit, up to 14 Mile. Dequindre Road marks its western edge with Oakland County, and Interstate 696 cuts across the middle of town. Van Dyke Avenue (M-53), Mound Road, Groesbeck Highway and the Mile roads carry heavy daily traffic, which is why so many Warren storefronts, dealerships and repair bays line those routes instead of clustering in a single downtown.",
      "Industry defines much of the local economy. The General Motors Global Technical Center, the Eero Saarinen-designed campus between 12 and 13 Mile roads, employs thousands of engineers and designers, and the U.S. Army's Detroit Arsenal sits off Van Dyke beside Center Line. Stellantis builds trucks on Mound Road, and a long list of smaller machine shops, tool-and-die firms and logistics companies feed those operations. Macomb Community College's South Campus on 12 Mile adds students and staff to the daytime population.",
      "For a Warren contractor, restaurant or clinic, that workforce is the opportunity: people who commute in from across the region reach for their phones to find lunch, oil changes, dentists and daycare near work. A site that loads quickly, lists accurate hours and names the neighborhoods you actually cover helps you surface in those map results. For B2B shops, a clear capabilities page and quote form often matter more than a flashy homepage, and we build for both audiences.",
    ],
    keyIndustries: [
      "Automotive Engineering Suppliers",
      "Tool & Die and Machining",
      "Auto Repair & Collision",
      "Defense Contractors",
      "Family Restaurants",
      "HVAC & Plumbing",
      "Dental & Medical Practices",
    ],
    whyChooseUs: [
      "Our Clinton Township office is roughly a 20-minute drive down Groesbeck or Van Dyke, so meeting at your Warren shop is easy to arrange.",
      "We write capability and RFQ pages in the language purchasing managers at manufacturers and Tier 1 suppliers expect.",
      "Separate pages for the parts of Warren you serve, from the 8 Mile neighborhoods to the 14 Mile corridor, help you appear in nearby map searches.",
      "Lean, quick-loading pages suit shift workers and engineers who look you up on a phone during a break.",
      "Call tracking and form reporting show you exactly which Warren leads came from the website.",
    ],
    neighbors: ["center-line", "sterling-heights", "madison-heights", "roseville", "eastpointe"],
  },

  "sterling-heights": {
    slug: "sterling-heights",
    locationName: "Sterling Heights",
    kind: "city",
    metaDescription:
      "Sterling Heights web design for shops on Hall Road, Van Dyke and Schoenherr. Local SEO and mobile-first websites from the studio next door.",
    description:
      "We design and build websites for Sterling Heights companies, whether you run a bakery near Dodge Park, a tax office on Schoenherr Road or an engineering firm off Mound. Every site we deliver is structured to rank in local search and to turn visitors into phone calls.",
    localContext: [
      "Sterling Heights is the second-largest city in Macomb County, lying between Warren to the south and Utica and Shelby Township to the north. Dequindre Road separates it from Troy on the Oakland County side, and Hall Road (M-59) runs along its northern edge with a dense band of big-box stores, restaurants and car dealers. Van Dyke Avenue, Schoenherr, Mound and Metropolitan Parkway are the other main spines, each lined with plazas that serve the surrounding subdivisions.",
      "The city is a defense and automotive hub. General Dynamics Land Systems keeps its headquarters here, Stellantis builds pickups at its Sterling Heights Assembly Plant on Van Dyke, and engineering, tooling and testing firms cluster along the Mound and Van Dyke corridors. Alongside that industrial base lives one of the county's most diverse populations, including a large Chaldean and Arab American community that supports a wide range of family-owned groceries, bakeries, restaurants and professional offices.",
      "Parkland along the Clinton River, including Dodge Park and Freedom Hill County Park, gives residents places to gather, and most people shop close to home. That makes local rankings decisive. A Sterling Heights business with a fast site ready for English and Arabic content, clear service pages and steady reviews will usually outrank a bigger competitor whose website is an afterthought. We also build the multi-location structure that franchise owners and growing practices need when they open a second office across town.",
    ],
    keyIndustries: [
      "Defense & Engineering Services",
      "Middle Eastern Groceries & Bakeries",
      "Accounting & Tax Preparation",
      "Auto Dealers & Service Centers",
      "Banquet Halls & Event Venues",
      "Pediatric & Family Medicine",
      "Home Remodeling",
    ],
    whyChooseUs: [
      "Clinton Township shares a border with Sterling Heights, so a site walk-through or photo session at your location needs no special planning.",
      "We can structure pages for English and Arabic so family-run businesses reach every customer they serve.",
      "Our keyword research reflects how people here really search, using nearby intersections and landmarks rather than only the city name.",
      "Engineering and defense suppliers get secure, no-nonsense sites that present certifications, equipment and contacts clearly.",
      "Restaurants and banquet halls get menus, event inquiry forms and galleries their own staff can update.",
    ],
    neighbors: ["warren", "troy", "utica", "shelby-township", "clinton-township"],
  },

  troy: {
    slug: "troy",
    locationName: "Troy",
    kind: "city",
    metaDescription:
      "Website design for Troy, MI firms on Big Beaver Road and beyond. Our Macomb County team crosses Dequindre to build polished, search-ready sites.",
    description:
      "Macomb Web Studio creates professional websites for Troy businesses, from boutique firms in the Big Beaver corridor to medical and dental practices along Rochester Road. We are based just across the county line in Macomb County and build sites that match Troy's polished, competitive market.",
    localContext: [
      "Troy is in Oakland County, directly west of Sterling Heights across Dequindre Road, so it sits on Macomb County's doorstep rather than inside it. Interstate 75 runs through the city, and Big Beaver Road (16 Mile) forms its best-known commercial spine. Office towers, hotels and the upscale Somerset Collection mall line that stretch, often called the Golden Corridor, while Maple, Long Lake and Rochester roads carry more neighborhood-scale retail and services.",
      "Few Michigan suburbs host as many corporate offices. Automotive suppliers, financial firms, insurance carriers and IT consultancies fill the Big Beaver buildings, and the Oakland-Troy Airport handles business aviation. Law, accounting, wealth management and commercial real estate practices cater to that corporate base, and retail competition is intense, with national brands concentrated around Somerset and the surrounding blocks. Many residents are professionals themselves, which raises expectations for every business they hire.",
      "In a market this crowded, a dated website signals that a firm has fallen behind. Troy clients tend to compare several providers online before they ever call, so credibility cues carry weight: professional photography, attorney or advisor bios, carefully worded results, and pages that load instantly on a phone in a parking structure. We build lean, accessible sites that hold up against national competitors while still speaking directly to the Troy and Oakland County clients a local firm wants.",
    ],
    keyIndustries: [
      "Corporate & Financial Services",
      "Law Firms",
      "Wealth Management",
      "Commercial Real Estate",
      "IT & Software Consulting",
      "Cosmetic Dentistry",
      "Upscale Dining",
    ],
    whyChooseUs: [
      "We are honest about geography: Troy is in Oakland County, and our Clinton Township office is about 25 minutes east via M-59 or Big Beaver.",
      "Our design work aims for the restrained, professional look that Big Beaver clients expect from their advisors and vendors.",
      "Bio, practice-area and service pages are written to respect professional advertising rules and avoid overpromising.",
      "Speed and accessibility tuning helps you hold your own in search against regional and national firms.",
      "If you serve both Oakland and Macomb clients, we structure content so each county's searches land on the right page.",
    ],
    neighbors: ["sterling-heights", "rochester-hills", "madison-heights"],
  },

  "mount-clemens": {
    slug: "mount-clemens",
    locationName: "Mount Clemens",
    kind: "city",
    metaDescription:
      "Mount Clemens web design for downtown shops, law offices and restaurants near the county courts, from a Clinton Township studio minutes away.",
    description:
      "We build websites for Mount Clemens businesses, from law offices steps away from the county courts to restaurants and bars around Macomb Place and Main Street. Our goal is simple: make it easy for people in and around the county seat to find you, trust you and contact you.",
    localContext: [
      "Mount Clemens is the county seat of Macomb County, a compact city bordered on three sides by Clinton Township, with Harrison Township to the east. The Clinton River winds through town on its way to Lake St. Clair, and Gratiot Avenue runs through the city. The Macomb County courts and administrative offices anchor the center, so attorneys, title companies, bail bond agents, court reporters and accountants keep offices within a few blocks of the courthouse.",
      "History gives the city a character that newer suburbs lack. In the late 1800s and early 1900s, Mount Clemens drew visitors from around the country to its mineral bath houses, earning the nickname Bath City. Today the walkable downtown mixes historic brick storefronts with restaurants, bars, salons and galleries, and the Anton Art Center occupies the former Carnegie library. McLaren Macomb hospital adds a steady stream of medical practices, pharmacies and home-health providers to the local mix.",
      "Because daytime visitors include jurors, county employees, hospital staff and people in town for downtown events, many Mount Clemens customers make quick decisions on a phone. A restaurant needs its menu and hours readable in seconds; a law firm needs practice areas, a phone number and directions to the office, not just the courthouse. We build websites that answer those questions up front, add structured data for maps, and present the downtown address as a selling point.",
    ],
    keyIndustries: [
      "Criminal & Family Law",
      "Title & Escrow Services",
      "Bars & Downtown Dining",
      "Salons & Barbershops",
      "Home Health Care",
      "Art Galleries & Studios",
      "Bail Bonds & Court Services",
    ],
    whyChooseUs: [
      "Mount Clemens is practically next door to our Clinton Township office, so meetings downtown take minutes to set up.",
      "We understand how people search for legal help near the courthouse and build attorney pages around those real queries.",
      "Downtown restaurants and bars get event calendars and menus they can change themselves before a busy weekend.",
      "We can weave the city's Bath City history and walkable downtown into your brand story without it reading like a brochure.",
    ],
    neighbors: ["clinton-township", "harrison-township"],
  },

  roseville: {
    slug: "roseville",
    locationName: "Roseville",
    kind: "city",
    metaDescription:
      "Roseville, MI website design for Gratiot Avenue retailers, Groesbeck auto shops and local trades. Mobile-first sites that win nearby customers.",
    description:
      "Macomb Web Studio designs websites for Roseville businesses along Gratiot Avenue, Groesbeck Highway and Utica Road. Whether you rebuild transmissions, sell furniture or run a neighborhood diner, we build a site that brings nearby customers to your door.",
    localContext: [
      "Roseville sits in southern Macomb County, with Warren to the west, Eastpointe to the south, St. Clair Shores toward the lake, and Fraser and Clinton Township to the north. Gratiot Avenue runs the full length of the city and carries most of its retail, including Macomb Mall at Masonic Boulevard. Interstates 94 and 696 both pass through or alongside Roseville, giving local shops quick access to customers from across the east side of metro Detroit.",
      "Groesbeck Highway (M-97), which angles across the west side, is one of the busiest automotive corridors in the region. Used-car lots, collision shops, tire dealers, towing companies and parts suppliers share it with light manufacturers and contractor yards. Closer to the neighborhoods, 12 Mile, 13 Mile and Utica Road host family restaurants, bakeries, salons and small medical offices that depend on repeat customers from the surrounding blocks of postwar homes.",
      "Roseville shoppers are practical and price-aware, and many compare options on a phone while already driving Gratiot. Sites that show starting rates, list services plainly and make calling a one-tap action tend to win here. For auto businesses in particular, inventory feeds, appointment requests and review highlights can tip the decision. We also help long-established Roseville shops modernize an outdated site without losing the search rankings they have built over the years.",
    ],
    keyIndustries: [
      "Used Car Dealers",
      "Collision & Transmission Repair",
      "Towing & Roadside Service",
      "Furniture & Appliance Stores",
      "Bakeries & Diners",
      "Contractor Supply",
      "Insurance Agencies",
    ],
    whyChooseUs: [
      "From Clinton Township we reach Roseville in about 15 minutes down Gratiot or Groesbeck.",
      "We plan for the urgent, mostly mobile searches that Groesbeck auto businesses live on.",
      "Redesigns are handled with proper redirects, so a long-running Roseville business keeps the rankings it already earned.",
      "Specials, coupons and price lists are easy for your staff to change from week to week.",
      "Designs stay straightforward and quick, which suits value-minded customers who want answers rather than animations.",
    ],
    neighbors: ["warren", "eastpointe", "fraser", "clinton-township"],
  },

  fraser: {
    slug: "fraser",
    locationName: "Fraser",
    kind: "city",
    metaDescription:
      "Fraser, MI web design for small manufacturers, contractors and family businesses near Groesbeck and Utica Road, from a studio next door.",
    description:
      "We create websites for Fraser's small manufacturers, trades and family businesses, from industrial shops off Groesbeck Highway to storefronts on Utica Road and 14 Mile. A Fraser business deserves a site as dependable as its reputation, and that is what we build.",
    localContext: [
      "Fraser is a compact city of about four square miles in southern Macomb County, bordered by Clinton Township to the north, Roseville to the south and east, and Sterling Heights and Warren to the west. It grew up in the 1850s where the Utica Plank Road met a Grand Trunk railroad depot, and Utica Road still angles through town today. Groesbeck Highway (M-97), Garfield Road and 14 Mile Road are its other key routes.",
      "Despite its size, Fraser has a substantial industrial base. Industrial parks near Groesbeck and 14 Mile hold tool-and-die makers, machining and fabrication shops, plating and coating specialists, and suppliers to the automotive and defense industries. The rest of the city is mainly residential, with tidy neighborhoods, well-used parks and a school district many families choose deliberately. Local retail tends to be small and owner-run: pizzerias, hardware, insurance agents, dentists and hair studios.",
      "Plenty of Fraser companies have operated for decades on referrals and never needed much of a web presence. That changes when a longtime customer retires, a buyer searches for a new supplier, or a young family moves in and looks for a dentist online. A clear, credible website captures those moments. We help Fraser firms document their capabilities, equipment and quality certifications, and we give neighborhood storefronts a site that appears when someone nearby searches for exactly what they offer.",
    ],
    keyIndustries: [
      "Tool & Die Makers",
      "Metal Fabrication",
      "Plating & Coating",
      "Pizzerias & Carryout",
      "Insurance Agents",
      "Hair Studios",
      "Youth Sports & Recreation",
    ],
    whyChooseUs: [
      "Fraser borders Clinton Township, so our office is only minutes from your shop floor.",
      "Many Fraser manufacturers win work through RFQs, so we make equipment lists, tolerances and certifications easy to find.",
      "Owner-run businesses get a site they can maintain themselves, with hands-on training instead of jargon.",
      "Local search setup helps a small Fraser storefront compete with the chains out on Hall Road and Gratiot.",
    ],
    neighbors: ["clinton-township", "roseville", "sterling-heights", "warren"],
  },

  "new-baltimore": {
    slug: "new-baltimore",
    locationName: "New Baltimore",
    kind: "city",
    metaDescription:
      "New Baltimore web design for Anchor Bay marinas, downtown shops and waterfront restaurants. Seasonal, mobile-first websites that bring boaters in.",
    description:
      "Macomb Web Studio builds websites for New Baltimore's waterfront businesses, from marinas and bait shops on Anchor Bay to the cafés and boutiques of the Washington Street downtown. We design for the town's busy boating season and for the quieter months, too.",
    localContext: [
      "New Baltimore is a small lakeside city in the northeast corner of Macomb County, set on Anchor Bay at the top of Lake St. Clair. County Line Road marks its northern edge with St. Clair County, and Chesterfield Township lies to the south and west. Interstate 94 passes just west of town, and 23 Mile Road, which carries M-29, leads from the freeway into the city before the highway continues along the shoreline toward Algonac.",
      "The historic downtown centers on Washington and Green streets, a short walk from the water and Walter and Mary Burke Park, the city's waterfront park. Each June the Bay-Rama Fishfly Festival fills those streets with a carnival midway, fireworks over the bay and a parade down Green Street, drawing crowds from across the region. Marinas, boat repair yards, charter captains and bait shops line the shore, while antique stores, cafés and ice cream shops keep downtown busy on summer weekends.",
      "Business in New Baltimore rises and falls with the seasons. A marina needs slip availability and winter storage details online before spring launch; a restaurant needs patio hours and event listings ready for festival week; a charter captain needs booking requests that work from a dock with one bar of signal. We build lightweight sites with seasonal banners and simple editing, so Anchor Bay businesses can keep customers informed year-round without waiting on a developer.",
    ],
    keyIndustries: [
      "Marinas & Boat Storage",
      "Fishing Charters & Bait Shops",
      "Waterfront Restaurants",
      "Antique & Gift Shops",
      "Ice Cream & Sweet Shops",
      "Vacation & Event Rentals",
      "Marine Mechanics",
    ],
    whyChooseUs: [
      "We are a short run up I-94 from Clinton Township and happy to meet at your marina office or downtown storefront.",
      "Seasonal content such as launch dates, storage rates and Bay-Rama hours can be scheduled ahead and swapped automatically.",
      "Pages stay light, which matters for visitors checking you out from a boat or a crowded festival street.",
      "We help Anchor Bay businesses rank for boaters and day-trippers who do not know the area yet.",
    ],
    neighbors: ["chesterfield-township", "lenox-township", "new-haven"],
  },

  romeo: {
    slug: "romeo",
    locationName: "Romeo",
    kind: "village",
    metaDescription:
      "Romeo, MI web design for historic Main Street shops, orchards and cafés. Websites that bring Peach Festival visitors back all year long.",
    description:
      "We build websites for Romeo's shops, orchards and service businesses, from antique dealers in the historic Main Street district to farm markets on the edge of the village. Our sites help people who come for the Peach Festival find their way back the rest of the year.",
    localContext: [
      "Romeo is a village in northern Macomb County that straddles the line between Bruce and Washington townships. Settled in the 1820s and remembered as a stop on the Underground Railroad, it keeps one of the region's best-preserved collections of nineteenth-century homes and storefronts, recognized as a historic district. Main Street, the old route of Van Dyke, runs through the center of town, while the M-53 bypass carries through traffic around the village to the west.",
      "Every Labor Day weekend the Romeo Peach Festival, held since the early 1930s, brings a parade, a carnival and crowds that far outnumber residents. The festival reflects the area's farming roots: orchards, u-pick farms and cider mills surround the village, especially along Van Dyke and the back roads toward Armada. The Macomb Orchard Trail passes through as well, bringing cyclists who stop downtown for coffee, lunch and a browse through antique and gift shops.",
      "For a Romeo merchant, the challenge is turning a once-a-year visitor into a regular. A website can carry that relationship: seasonal hours, what is in stock or in season, upcoming events and an email sign-up for the next harvest. Builders, restoration carpenters and financial offices benefit just as much, because people restoring older homes search carefully and value proof of experience. We design sites that feel at home in a historic village while working flawlessly on modern phones.",
    ],
    keyIndustries: [
      "Antique Dealers",
      "Orchards & Cider Mills",
      "Historic Home Restoration",
      "Coffee Shops & Cafés",
      "Bed & Breakfasts",
      "Financial Advisors",
      "Event & Wedding Venues",
    ],
    whyChooseUs: [
      "We know how traffic spikes around Peach Festival weekend and prepare your event pages and hosting for it.",
      "Design choices respect the character of a historic village: classic type, real photography and no gimmicks.",
      "Farm markets get a quick way to post what is ripe this week, from strawberries in June to apples in October.",
      "The drive from our Clinton Township office up M-53 takes about half an hour, and we gladly make it for a photo shoot.",
    ],
    neighbors: ["washington-township", "armada", "ray-township"],
  },

  eastpointe: {
    slug: "eastpointe",
    locationName: "Eastpointe",
    kind: "city",
    metaDescription:
      "Eastpointe web design for Gratiot Avenue storefronts, home-repair trades and neighborhood businesses between 8 Mile and 10 Mile Road.",
    description:
      "Macomb Web Studio designs websites for Eastpointe businesses on Gratiot Avenue, Kelly Road and the blocks in between. We help neighborhood shops, trades and professional offices get found by the residents who live a few streets away.",
    localContext: [
      "Eastpointe sits at Macomb County's southern edge, directly across 8 Mile Road from Detroit, with Warren to the west, Roseville to the north and St. Clair Shores to the east. The city was called East Detroit until residents voted to adopt the Eastpointe name in the early 1990s. Gratiot Avenue is its main commercial artery, while 9 Mile, 10 Mile and Kelly roads carry the rest of the traffic through mostly residential neighborhoods.",
      "Much of Eastpointe's housing dates from the postwar decades: brick bungalows and ranches on compact, tree-lined streets. That housing stock keeps roofers, plumbers, electricians, window installers and basement waterproofing crews in steady demand. Along Gratiot the business mix is hands-on and local, with barbershops, beauty supply stores, Coney islands and carryout spots, tax preparers, churches, childcare centers and independent pharmacies, many owned by people who live in the community.",
      "Because Eastpointe borders Detroit and sits close to Harper Woods and St. Clair Shores, a local business competes with a huge number of nearby options. A website that states exactly which areas you serve, shows real photos of your team and work, and makes calling or booking effortless puts you ahead of competitors relying on a social media page alone. We also test on older phones and slower connections, so no customer is shut out.",
    ],
    keyIndustries: [
      "Roofing & Home Repair",
      "Barbershops & Beauty Supply",
      "Tax Preparation",
      "Childcare Centers",
      "Churches & Ministries",
      "Coney Islands & Carryout",
      "Independent Pharmacies",
    ],
    whyChooseUs: [
      "Our office is about 20 minutes north via Gratiot, close enough for on-site photos and planning sessions.",
      "We design for the devices your customers really own, testing on budget phones and slow connections, not just flagship models.",
      "Service-area pages covering Eastpointe, Harper Woods and St. Clair Shores help trades capture jobs across city lines.",
      "Churches and nonprofits get donation links, event calendars and livestream pages that volunteers can manage.",
    ],
    neighbors: ["roseville", "warren"],
  },

  "clinton-township": {
    slug: "clinton-township",
    locationName: "Clinton Township",
    kind: "township",
    metaDescription:
      "Web design in Clinton Township, MI, our home base. Custom websites for Hall Road, Gratiot and Garfield businesses from a team based here.",
    description:
      "Clinton Township is our home base, and we build websites for the businesses around us, from Hall Road retailers and Garfield Road medical offices to contractors working out of home shops. Meet us in person, talk through your goals and get a site made by neighbors.",
    localContext: [
      "Clinton Township is one of the most populous townships in Michigan, spreading across central Macomb County around the county seat of Mount Clemens. Hall Road (M-59) forms a busy retail edge on the north, anchored by the Mall at Partridge Creek, while Gratiot Avenue, Groesbeck Highway, Garfield Road and Metropolitan Parkway tie the rest together. The Clinton River winds through parks and neighborhoods on its way toward Lake St. Clair.",
      "Health care is a major employer here. Henry Ford Macomb Hospital stands on 19 Mile Road, and the blocks around it hold physician groups, imaging centers, physical therapists and dental practices. Macomb Community College's Center Campus at Hall and Garfield, home to the Macomb Center for the Performing Arts, brings students and audiences from across the county. Add dense subdivisions of single-family homes and condos, and the result is heavy demand for home services, restaurants, fitness studios and personal care.",
      "With so many businesses packed along the same corridors, Clinton Township is a competitive place to be found online. Ranking for a broad search like \"dentist near me\" depends on proximity, reviews and a website Google can understand easily. We build sites with clean structure, fast pages and accurate location data, and because our office is here, we can meet at your business, photograph your space and learn which part of the township your customers come from.",
    ],
    keyIndustries: [
      "Medical & Specialty Clinics",
      "Physical Therapy & Rehab",
      "Restaurants & Catering",
      "Fitness Studios",
      "Landscaping & Snow Removal",
      "Real Estate Brokerages",
      "Senior Living & Home Care",
    ],
    whyChooseUs: [
      "Our studio is in Clinton Township, so your project team is local and available for face-to-face meetings.",
      "We know customers around Partridge Creek behave differently from those near Gratiot and 16 Mile, and we write for each.",
      "Medical and therapy practices get appointment requests, insurance details and provider profiles organized for patients.",
      "Photography of your storefront or team can usually be scheduled within days, since we are just down the road.",
      "We work in the same community we serve, and we are easy to reach when something on your site needs attention.",
    ],
    neighbors: ["mount-clemens", "macomb-township", "sterling-heights", "fraser", "harrison-township"],
  },

  "harrison-township": {
    slug: "harrison-township",
    locationName: "Harrison Township",
    kind: "township",
    metaDescription:
      "Harrison Township web design for Lake St. Clair marinas, boat services and businesses near Selfridge Air National Guard Base.",
    description:
      "We create websites for Harrison Township businesses on the shore of Lake St. Clair, from marinas and boat detailers on Jefferson Avenue to services that support families at Selfridge Air National Guard Base. Your site should work as hard as your busiest summer weekend.",
    localContext: [
      "Harrison Township occupies the Lake St. Clair shoreline east of Mount Clemens, between Chesterfield Township to the north and St. Clair Shores to the south. Jefferson Avenue follows the water through the township, Interstate 94 crosses its western side, and Metropolitan Parkway ends at Lake St. Clair Metropark, the regional park many residents still call Metro Beach. Canals and boat slips run behind hundreds of homes, and the Clinton River reaches the lake here.",
      "Selfridge Air National Guard Base, one of the oldest military airfields in the country, covers a large part of the township. It brings Guard members, active-duty personnel, civilian employees and their families, along with demand for housing, childcare, auto service and restaurants. The shoreline drives the rest of the economy: marinas, yacht clubs, boat dealers, canvas and upholstery shops, marine electronics installers, winter storage yards and restaurants with docks for guests arriving by water.",
      "Marine customers plan ahead and research carefully; a boat owner looking for shrink-wrap service in September or a spring commissioning slot in March wants clear answers. Military families arriving on new orders search for nearly everything at once. We build Harrison Township websites that lead with the details each group needs, such as service menus, seasonal deadlines, hours and directions, and we keep them easy to update as the season shifts.",
    ],
    keyIndustries: [
      "Marinas & Yacht Clubs",
      "Boat Dealers & Marine Service",
      "Canvas & Marine Upholstery",
      "Military Family Services",
      "Dockside Restaurants",
      "Auto Repair",
      "Property Management",
    ],
    whyChooseUs: [
      "We are about 15 minutes from the lakefront, close enough to photograph your docks, showroom or service bay in person.",
      "Scheduling tools let marinas post launch, haul-out and storage dates without rebuilding pages.",
      "We write clearly for military families new to the area, putting the directions and details they look for first.",
      "Boat owners search for specific jobs, so detailing, winterizing and repairs each get their own page.",
    ],
    neighbors: ["mount-clemens", "clinton-township", "chesterfield-township"],
  },

  "lenox-township": {
    slug: "lenox-township",
    locationName: "Lenox Township",
    kind: "township",
    metaDescription:
      "Lenox Township web design for farms, trades and rural businesses along Gratiot and I-94 in northern Macomb County. Sites nearby customers find.",
    description:
      "Macomb Web Studio builds websites for Lenox Township businesses, from family farms and greenhouses to excavators and trades based along Gratiot Avenue and the I-94 corridor. We help rural operations reach customers who now search online first.",
    localContext: [
      "Lenox Township lies in the northeastern part of Macomb County, with Chesterfield Township to the south, Ray Township to the west, Richmond Township to the north and St. Clair County to the east. The village of New Haven sits inside the township, and Interstate 94 clips its southeastern corner on the way to Port Huron. Gratiot Avenue runs north through Lenox past the township offices, while most of the mile roads above 26 Mile cross open farmland and scattered homes.",
      "Agriculture still shapes Lenox. Crop farms, horse properties, greenhouses and hobby farms fill the countryside, and the township belongs to the Northern Six, a group of north Macomb townships that work to preserve farmland and open space. Wetzel State Recreation Area offers undeveloped woods and trails, and the Salt River flows through toward Anchor Bay. Alongside the farms, Lenox supports landscapers, excavators, well drillers, septic services, small-engine repair and pole-barn builders serving rural lots.",
      "Rural customers increasingly shop the way suburban ones do, searching on a phone before they call. A Lenox contractor with a clear website listing services, coverage area and a quick estimate form can win jobs in New Haven, Richmond and Chesterfield as well as next door. Farm stands and greenhouses can publish what is available this week and take preorders. We keep these sites simple, fast on rural internet connections and easy for busy owners to keep current.",
    ],
    keyIndustries: [
      "Excavation & Septic",
      "Well Drilling & Water Treatment",
      "Greenhouses & Nurseries",
      "Pole Barn Builders",
      "Horse Boarding & Equine",
      "Small Engine Repair",
      "Farm Stands",
    ],
    whyChooseUs: [
      "We create pages for each township and village you cover, so searches from Richmond down to Chesterfield can find you.",
      "Sites are kept light enough to load well on the rural connections common across north Macomb.",
      "We are comfortable meeting at a farm office, a barn or a job trailer, whichever suits your schedule.",
      "Estimate forms collect lot size, access and timing so you can price a job before driving out.",
    ],
    neighbors: ["new-haven", "chesterfield-township", "richmond", "ray-township", "new-baltimore"],
  },

  "macomb-township": {
    slug: "macomb-township",
    locationName: "Macomb Township",
    kind: "township",
    metaDescription:
      "Macomb Township web design for growing businesses near Hall Road, 23 Mile and 26 Mile. Websites that make you the local choice for new families.",
    description:
      "We design websites for Macomb Township businesses serving one of Michigan's fastest-growing communities of recent decades, from Hall Road retail to the newer plazas along 23 and 26 Mile. If your customers live in the subdivisions that keep rising across the township, your website should be where they find you.",
    localContext: [
      "Macomb Township covers a broad area of central Macomb County north of Clinton Township, between Shelby Township to the west and Chesterfield Township to the east, with Ray Township to the north. Hall Road (M-59) runs along its southern edge, and 23 and 26 Mile roads cross it east to west. North-south routes such as Romeo Plank, North Avenue, Garfield and Hayes link a patchwork of subdivisions to the shopping centers that have grown up at the major intersections.",
      "Over the past few decades, farm fields here have given way to neighborhoods of newer single-family homes, and the township has become one of the largest communities in the county. Families are served largely by the Chippewa Valley and L'Anse Creuse school districts, and youth sports, tutoring, dance and martial arts programs are in steady demand. New plazas fill with urgent-care clinics, orthodontists, salons, pizza shops and daycare centers that follow the rooftops.",
      "In a community where many households arrived recently, word of mouth starts online. New residents search for a pediatric dentist, a lawn service or a reliable plumber before they know any neighbors to ask. A Macomb Township business with a polished site, clear service areas and fresh reviews becomes the default choice. We design sites that feel modern and family-friendly, connect to online booking or enrollment tools, and name the specific subdivisions and areas you serve.",
    ],
    keyIndustries: [
      "Pediatric Dentistry & Orthodontics",
      "Youth Sports & Dance Studios",
      "Lawn Care & Irrigation",
      "Urgent Care",
      "Daycare & Preschools",
      "New-Home Finishing & Decks",
      "Pizza & Family Dining",
    ],
    whyChooseUs: [
      "Clinton Township meets Macomb Township along Hall Road, so our office is a quick drive from most of the township.",
      "We connect enrollment, class schedules and registration tools for studios, camps and tutoring centers.",
      "Content speaks to new homeowners and answers the questions people ask in their first year in a house.",
      "Review requests and local listings are set up so a newer business can build credibility fast.",
    ],
    neighbors: ["clinton-township", "shelby-township", "chesterfield-township", "ray-township"],
  },

  "ray-township": {
    slug: "ray-township",
    locationName: "Ray Township",
    kind: "township",
    metaDescription:
      "Ray Township web design for farms, equestrian businesses and rural trades near Wolcott Mill Metropark. Simple, fast websites for north Macomb.",
    description:
      "Macomb Web Studio builds websites for Ray Township's farms, horse stables and rural service businesses. We help owners in one of Macomb County's most open, agricultural townships reach customers from the busier suburbs to the south.",
    localContext: [
      "Ray Township sits in north-central Macomb County, above Macomb Township and between Washington Township to the west and Lenox Township to the east, with Armada Township to the north. It is among the least densely settled parts of the county: gravel and paved mile roads divide wide farm fields, woodlots and homes on large parcels. The North Branch of the Clinton River flows through the township, and there is no city-style downtown, only small crossroads settlements.",
      "Wolcott Mill Metropark is the township's best-known destination. Built around a gristmill dating to 1847 on the North Branch, the Huron-Clinton Metroparks site includes a historic farm center and trails for hikers and horseback riders. Ray is also a founding member of the Northern Six township group that promotes farmland preservation, and its zoning encourages open-space developments that protect the rural character. Equestrian properties, hay and grain farms and agritourism are common here.",
      "Businesses in Ray often serve customers who live twenty minutes away in Shelby, Macomb or Clinton townships. Boarding stables, riding instructors, farriers, hay suppliers and custom builders all depend on people finding them online and trusting them from a distance. A website with clear photos of the facilities, lesson or boarding options, driving directions and a contact form does that work. We build simple, attractive sites that owners can update between chores.",
    ],
    keyIndustries: [
      "Boarding Stables & Riding Lessons",
      "Farriers & Equine Care",
      "Hay & Feed Suppliers",
      "Custom Home Builders",
      "Agritourism & Farm Events",
      "Tree Service",
      "Outdoor Power Equipment",
    ],
    whyChooseUs: [
      "We understand rural addresses and make sure map listings send customers down the right road.",
      "Galleries show your barns, arenas, pastures and finished work the way visitors will see them in person.",
      "Pages are written to attract suburban customers from Shelby, Macomb and Clinton townships who are willing to drive out.",
      "Ray is about a 20-minute drive north of our office, and we are glad to visit when a site needs real photos.",
    ],
    neighbors: ["washington-township", "macomb-township", "lenox-township", "armada"],
  },

  "shelby-township": {
    slug: "shelby-township",
    locationName: "Shelby Township",
    kind: "township",
    metaDescription:
      "Shelby Township web design for businesses on Van Dyke, 23 Mile and Hall Road. Local websites for manufacturers, venues and services near Stony Creek.",
    description:
      "We build websites for Shelby Township companies, from industrial suppliers along the Van Dyke and 23 Mile corridor to shops, restaurants and clinics near Hall Road. Our sites help Shelby businesses stand out in one of Macomb County's busiest suburban markets.",
    localContext: [
      "Shelby Township covers the northwest quadrant of suburban Macomb County, bordered by Rochester Hills and Oakland Township across Dequindre Road to the west, Washington Township to the north, Macomb Township to the east, and Sterling Heights and Utica to the south. Van Dyke Avenue and the M-53 freeway run north through the middle, Hall Road (M-59) marks the southern edge, and 23 Mile Road is the township's main east-west commercial street.",
      "The area around 23 Mile and Van Dyke is a hub for offices, industrial parks and shopping centers, and Shelby hosts a wide range of automotive and defense suppliers, machine shops and light manufacturers. Its automotive history runs deep: the Packard Proving Grounds on Van Dyke, designed by Albert Kahn and opened in the late 1920s, is listed on the National Register of Historic Places. Restaurants, banquet halls and wedding venues cluster along Hall Road and 23 Mile.",
      "Outdoor recreation shapes the township's northwest corner, where Stony Creek Metropark draws cyclists, runners and families, and River Bends Park follows the Clinton River. That active, largely family-oriented population supports bike shops, fitness studios, golf instruction and plenty of home services. For a Shelby business, a site that ranks for the township name and for nearby landmarks can capture customers from Utica, Washington and Rochester Hills too, so we plan content around those overlapping markets.",
    ],
    keyIndustries: [
      "Automotive & Defense Suppliers",
      "Banquet Halls & Wedding Venues",
      "Bike & Outdoor Shops",
      "Golf Instruction",
      "Plastics & Light Manufacturing",
      "Roofing & Siding",
      "Chiropractic Care",
    ],
    whyChooseUs: [
      "We know the Hall Road and 23 Mile corridors and where Shelby customers shop and commute.",
      "Manufacturers get clean capability pages, while venues and restaurants get booking and gallery tools that fit their brand.",
      "Our content targets Shelby along with nearby Utica, Washington Township and Rochester Hills searches without sounding repetitive.",
      "The office is roughly 15 to 20 minutes away, convenient for planning meetings at your location.",
    ],
    neighbors: ["utica", "sterling-heights", "washington-township", "macomb-township", "rochester-hills"],
  },

  utica: {
    slug: "utica",
    locationName: "Utica",
    kind: "city",
    metaDescription:
      "Utica, MI web design for downtown shops, restaurants and services near the Clinton River Riverwalk. Small-city websites with real local reach.",
    description:
      "Macomb Web Studio designs websites for businesses in Utica, from restaurants and shops in the small downtown near the Clinton River to offices and service companies along Van Dyke and Hall Road. We help a small city's businesses compete with the big retail corridors around it.",
    localContext: [
      "Utica is a small city tucked between Shelby Township and Sterling Heights, near the point where Van Dyke Avenue (M-53) and Hall Road (M-59) meet. It is one of the older settlements in Macomb County, founded on the Clinton River in the early nineteenth century, and its compact downtown near the river still has the feel of a river town. Traffic on M-59 and M-53 passes the city's edges, putting Utica businesses in front of thousands of commuters every day.",
      "The Clinton River is central to Utica's identity. The Riverwalk follows the water through parkland near downtown, making the city a natural stop for walkers and cyclists. The name also reaches well beyond the city limits, because Utica Community Schools, one of Michigan's largest districts, serves much of Sterling Heights and Shelby Township. As a result, many families across the area feel a connection to Utica even though they live elsewhere.",
      "Downtown Utica is home to independent restaurants, bars, coffee shops and boutiques, while the Hall Road side carries larger retail and service businesses. For the independents, a website has to compete for attention with chains a mile away, so menus, events, photos of the space and online ordering all help. Professional offices and trades benefit from being tied to Utica as well as the bigger suburbs around it, and we build pages that make both connections clear to search engines.",
    ],
    keyIndustries: [
      "Independent Restaurants & Pubs",
      "Coffee Shops",
      "Boutiques & Gift Shops",
      "Tutoring & Education",
      "Salons & Spas",
      "Event Planning & Catering",
      "Professional Offices",
    ],
    whyChooseUs: [
      "We help small downtown businesses look as credible online as the national chains on nearby Hall Road.",
      "Menus, specials and live-music calendars are built so staff can update them from a phone.",
      "Your Utica location is tied to the wider Shelby and Sterling Heights audience already searching for you.",
      "Our office is a short trip along M-59, so meetings at your shop are easy.",
    ],
    neighbors: ["shelby-township", "sterling-heights"],
  },

  "washington-township": {
    slug: "washington-township",
    locationName: "Washington Township",
    kind: "township",
    metaDescription:
      "Washington Township, MI web design for orchards, cider mills, builders and practices along Van Dyke and 26 Mile in northern Macomb County.",
    description:
      "We build websites for Washington Township businesses, from orchards and cider mills along Van Dyke to builders, clinics and shops serving the township's growing neighborhoods. Our sites help you reach both fall visitors and year-round residents.",
    localContext: [
      "Washington Township sits in northwestern Macomb County, north of Shelby Township and bordering Oakland County along Dequindre Road. The M-53 freeway and Van Dyke Avenue run through it toward Romeo, which lies partly inside the township, and 26 Mile Road serves as its main east-west commercial road. Much of the land remains rolling and wooded, with new subdivisions mixed among older farms and horse properties.",
      "This is the heart of Macomb County's orchard country. U-pick farms and cider mills along Van Dyke and the nearby roads draw big weekend crowds every September and October, and many also sell strawberries, cherries and peaches earlier in the year. The Macomb Orchard Trail passes through the township on a former rail line, and Stony Creek Metropark reaches into its southwestern area, so recreation and agritourism are woven into the local economy.",
      "Growth has brought new demand for services: family medicine, dentistry, veterinary care, home builders, interior designers and landscapers. At the same time, farm businesses need websites that cope with huge seasonal spikes and post crop reports and hours that change with the weather. We build Washington Township sites that can do both, with quick updates for seasonal operators and polished, trustworthy pages for professional practices serving new residents.",
    ],
    keyIndustries: [
      "U-Pick Orchards & Cider Mills",
      "Veterinary Clinics",
      "Custom Home Builders",
      "Interior Design",
      "Landscape Design",
      "Family Dentistry",
      "Farm Markets & Bakeries",
    ],
    whyChooseUs: [
      "We plan for the fall rush, so orchard and cider mill sites stay fast when everyone checks hours on the same Saturday morning.",
      "Crop and availability updates take a minute to post, right from your phone in the field.",
      "Professional practices get polished designs that reassure families who have just moved to the township.",
      "It is about a 25-minute drive from our office up M-53, and we enjoy the trip for on-site visits.",
    ],
    neighbors: ["shelby-township", "romeo", "ray-township"],
  },

  "rochester-hills": {
    slug: "rochester-hills",
    locationName: "Rochester Hills",
    kind: "city",
    metaDescription:
      "Rochester Hills web design for medical practices, professional firms and Rochester Road retail, from a Macomb County studio just across Dequindre.",
    description:
      "Macomb Web Studio builds websites for Rochester Hills businesses, from medical and dental practices near Rochester Road to firms serving the Oakland University community. We are based across Dequindre in Macomb County and design sites for this polished, highly educated market.",
    localContext: [
      "Rochester Hills is a city in Oakland County, bordering Shelby Township across Dequindre Road and lying just north of Troy. Rochester Road runs north through the city toward downtown Rochester, a separate small city, while M-59 crosses its southern portion. Auburn Road, Avon Road, Hamlin Road and Walton Boulevard carry traffic between neighborhoods, office parks and retail centers, and the Clinton River Trail crosses the city before linking with the Macomb Orchard Trail at Dequindre.",
      "Oakland University, whose campus includes the historic Meadow Brook Hall, sits on the city's west side along the boundary with Auburn Hills. The university, together with engineering, automotive and technology employers in nearby office parks, shapes a well-educated, relatively affluent population. That supports a dense mix of medical specialists, dentists, financial planners, tutoring centers, fitness clubs and upscale restaurants, often competing with each other within the same few miles.",
      "Customers here research thoroughly and expect polish. They read reviews, compare credentials and notice when a site looks dated or breaks on a tablet. A Rochester Hills practice or firm benefits from thoughtful design, clear provider or team bios, accessible pages and content that answers detailed questions before the first call. We build websites to that standard while keeping them fast and simple to manage, and we are candid that we work from Macomb County, a short drive east.",
    ],
    keyIndustries: [
      "Medical Specialists",
      "Orthodontics & Dentistry",
      "Financial Planning",
      "Higher-Education Services",
      "Engineering Consultancies",
      "Fitness Clubs",
      "Fine Dining",
    ],
    whyChooseUs: [
      "Rochester Hills is in Oakland County; we cross Dequindre from Shelby Township to meet you, usually in under half an hour.",
      "We design for a discerning audience, with strong typography, accessible colors and professional photography.",
      "Credential-heavy practices get structured bio and service pages that answer patient questions in depth.",
      "Businesses near Oakland University get sites built around the phones and schedules of a college audience.",
    ],
    neighbors: ["troy", "shelby-township"],
  },

  "chesterfield-township": {
    slug: "chesterfield-township",
    locationName: "Chesterfield Township",
    kind: "township",
    metaDescription:
      "Chesterfield Township web design for Anchor Bay marinas, 23 Mile and Gratiot retailers and home-service pros. Local websites made in Macomb.",
    description:
      "We design websites for Chesterfield Township businesses, from marinas and waterfront restaurants on Anchor Bay to retailers near I-94 and 23 Mile Road. Whether your customers arrive by car or by boat, your website should get them to you.",
    localContext: [
      "Chesterfield Township stretches along Anchor Bay in northeastern Macomb County, between Harrison Township to the south and New Baltimore to the northeast, with Macomb Township to the west and Lenox Township to the north. Interstate 94 runs diagonally through the township with Gratiot Avenue roughly parallel, while Jefferson Avenue hugs the shoreline. The area around the 23 Mile Road interchange has become a major shopping district with national retailers, restaurants and service businesses.",
      "The waterfront economy is substantial. Marinas, boat launches and canal neighborhoods line the bay, supporting boat sales, repair and storage, fishing supply shops and seasonal dining. Inland, the township has grown rapidly with subdivisions and condominium communities, many within the L'Anse Creuse and Anchor Bay school districts, and that growth keeps contractors, real estate agents, insurance offices, daycare centers and medical practices busy throughout the year.",
      "Chesterfield sits between fast-growing suburbs and the lake, so its businesses often draw customers from New Baltimore, Macomb Township and Harrison Township as well. A site that clearly names those service areas, highlights easy access from I-94 and makes booking or quoting simple helps capture that wider market. Home-service companies in particular benefit from a dedicated page for each type of job. We build sites that rank locally and convert visitors without clutter.",
    ],
    keyIndustries: [
      "Boat Sales & Storage",
      "Real Estate Agents",
      "HVAC & Furnace Service",
      "Fishing & Outdoor Supply",
      "Daycare Centers",
      "Dental Practices",
      "Franchise Restaurants",
    ],
    whyChooseUs: [
      "Chesterfield is about 15 minutes northeast of our Clinton Township office via I-94 or Gratiot.",
      "Service-area pages help you win customers from the lakeside and inland communities around you.",
      "Marine businesses get storage, launch and repair schedules that are simple to revise through the season.",
      "Home-service companies get fast quote forms and job-type pages built around how homeowners search.",
    ],
    neighbors: ["new-baltimore", "harrison-township", "macomb-township", "lenox-township"],
  },

  "madison-heights": {
    slug: "madison-heights",
    locationName: "Madison Heights",
    kind: "city",
    metaDescription:
      "Madison Heights web design for John R restaurants, Asian markets and I-75 businesses. Our Macomb County studio works just across Dequindre Road.",
    description:
      "Macomb Web Studio builds websites for Madison Heights businesses, from the Asian restaurants and markets along John R Road to industrial and service companies near I-75 and I-696. We design sites that help customers find you in a crowded, competitive area.",
    localContext: [
      "Madison Heights is a city in southeastern Oakland County that faces Warren across Dequindre Road, so it borders Macomb County directly. Interstate 75 runs north-south through the city and Interstate 696 crosses its southern portion, placing Madison Heights beside one of metro Detroit's busiest freeway junctions. John R Road, Dequindre, 12 Mile and 14 Mile carry much of its commercial traffic, with Troy and the Oakland Mall area just to the north.",
      "Over the past two decades, the John R corridor has become known as one of the region's best destinations for Asian food and groceries, with Vietnamese, Chinese, Thai, Korean, Filipino and other restaurants packed into strip plazas alongside large Asian supermarkets. Industrial areas off Stephenson Highway and near the freeways house machine shops, distributors and contractors. Red Oaks Waterpark, run by Oakland County Parks, draws families from around the area in summer.",
      "Many Madison Heights restaurants and shops are run by first-generation owners who built their reputation through word of mouth and, until recently, had little need for a website. Today customers expect to see menus, photos, hours and ordering options online, often in more than one language. We build fast, attractive sites with multilingual support, clear maps and online ordering integrations, and we help industrial firms present their services professionally to buyers searching across the metro area.",
    ],
    keyIndustries: [
      "Vietnamese & Asian Restaurants",
      "Asian Grocery & Specialty Foods",
      "Industrial Distributors",
      "Machine Shops",
      "Nail Salons & Spas",
      "Auto Repair",
      "Bubble Tea & Dessert Cafés",
    ],
    whyChooseUs: [
      "Madison Heights is in Oakland County, but it sits right on the Macomb line at Dequindre, about 25 minutes from our office.",
      "Multilingual sites let menus and services read naturally for every customer you serve.",
      "Online ordering and reservation tools are connected so busy restaurants spend less time on the phone.",
      "Industrial and B2B firms near I-75 get clear service and capability pages for buyers across metro Detroit.",
    ],
    neighbors: ["troy", "warren"],
  },

  "center-line": {
    slug: "center-line",
    locationName: "Center Line",
    kind: "city",
    metaDescription:
      "Center Line, MI web design for small businesses on Van Dyke and 10 Mile. Personal, low-upkeep websites for the close-knit city inside Warren.",
    description:
      "We create websites for Center Line businesses, from storefronts on Van Dyke Avenue to the small shops and services around 10 Mile Road. In a city where everyone seems to know everyone, your website should feel as personal as your counter service.",
    localContext: [
      "Center Line is a small city of under two square miles in southwestern Macomb County, and it is completely surrounded by the city of Warren. Van Dyke Avenue (M-53) runs north-south through its center, Interstate 696 forms its northern edge, and 10 Mile Road crosses the southern part of town. The name is usually traced to the community's position on the middle of three Native American trails that once led north from Detroit.",
      "The community grew around St. Clement Catholic parish in the nineteenth century and became a city in 1936, choosing to stay independent as Warren developed around it. Today it is largely residential, with modest homes on compact lots, while Van Dyke and 10 Mile carry a mix of restaurants, bars, auto shops, car dealers and small manufacturers. The U.S. Army's Detroit Arsenal sits just across the line in Warren, and the city has pursued plans for a walkable town center at Van Dyke and 10 Mile.",
      "Center Line businesses draw customers from their own neighborhoods and from the large workforce passing through on Van Dyke and I-696. A clean, mobile site with accurate hours and a one-tap phone number helps convert those drive-by searches. For a small city, reputation is everything, so we highlight reviews, longevity and the people behind the business. We build websites that are easy and inexpensive to maintain, because small shops should not pay for complexity they do not need.",
    ],
    keyIndustries: [
      "Neighborhood Bars & Grills",
      "Auto Repair & Tire Shops",
      "Small-Batch Manufacturing",
      "Defense Support Services",
      "Barbers & Stylists",
      "Real Estate & Property Management",
      "Parishes & Community Groups",
    ],
    whyChooseUs: [
      "We know Center Line businesses serve longtime residents as well as commuters headed to the Arsenal and the GM Tech Center.",
      "Sites are built lean to keep hosting and upkeep costs sensible for small, owner-run shops.",
      "We put the people behind your business front and center, which matters where customers know owners by name.",
      "Our office is about 20 minutes away via Van Dyke or Groesbeck, and we are happy to come to you.",
    ],
    neighbors: ["warren", "madison-heights", "eastpointe"],
  },

  richmond: {
    slug: "richmond",
    locationName: "Richmond",
    kind: "city",
    metaDescription:
      "Richmond, MI web design for Main Street shops, farm-country suppliers and trades in northeast Macomb County, near the Macomb Orchard Trail.",
    description:
      "Macomb Web Studio builds websites for Richmond businesses, from the shops and restaurants around Main Street to contractors, farm suppliers and professionals serving northeast Macomb County. We help a small-town business look as established online as it is in person.",
    localContext: [
      "Richmond is a small city in the northeast corner of Macomb County, surrounded largely by the farmland of Richmond Township, with Lenox Township to the south. Gratiot Avenue passes by on its way toward Port Huron, and M-19 links Richmond with New Haven to the south and Memphis to the north. Main Street holds the traditional downtown, with older commercial buildings, churches and local restaurants, and the Macomb Orchard Trail ends at Gateway Park near the center of town.",
      "The local economy mixes small-town retail with agriculture and the trades. Farm supply stores, equipment dealers, auto dealerships, and hardware and lumber suppliers serve a wide rural area that stretches into St. Clair County, while Main Street offers diners, pizza places, salons and specialty shops. Trail users pedaling in from Armada and Romeo add weekend business for cafés and ice cream stands, and local schools and churches anchor community life.",
      "People in and around Richmond still value personal relationships, but they now check a business online before they visit or call. A simple, honest website with real photos, clear hours, service lists and a map confirms what neighbors have already heard. For contractors and dealers, the site also reaches new residents and buyers from farther away. We build Richmond sites that are easy to manage, quick on rural connections and written in plain, friendly language.",
    ],
    keyIndustries: [
      "Farm & Garden Supply",
      "Auto & Truck Dealers",
      "Hardware & Lumber",
      "Diners & Pizzerias",
      "Home Builders & Remodelers",
      "Insurance & Financial Services",
      "Trailside Cafés & Ice Cream",
    ],
    whyChooseUs: [
      "Richmond is about 30 minutes north of our Clinton Township office via I-94 or Gratiot, and we visit for photos and planning.",
      "Copy is written in the plain, friendly tone Richmond businesses already use with their customers.",
      "We target searches from the surrounding townships and St. Clair County, not just the city itself.",
      "Pages are lightweight for customers on rural internet and older phones.",
    ],
    neighbors: ["lenox-township", "memphis", "armada", "new-haven"],
  },

  armada: {
    slug: "armada",
    locationName: "Armada",
    kind: "village",
    metaDescription:
      "Armada, MI web design for farms, Main Street shops and businesses tied to the historic Armada Fair. Simple, fast sites for rural north Macomb.",
    description:
      "We build websites for businesses in the village of Armada and the farm country around it, from Main Street shops to orchards, feed stores and trades. Our sites help an agricultural community reach customers well beyond the fairgrounds.",
    localContext: [
      "Armada is a small village in northern Macomb County, set within Armada Township between Romeo to the west and Richmond to the east. Main Street runs through the village center, Armada Ridge Road leads east toward Richmond, and the Macomb Orchard Trail passes along the south side of town. The surrounding countryside is among the most agricultural in the county, with crop fields, orchards, livestock farms and wooded ravines along the creeks.",
      "The Armada Fair, organized by the Armada Agricultural Society, has been held every year since the 1870s and runs for a week each August at the fairgrounds on the edge of the village. It features 4-H livestock shows, tractor and truck pulls, a demolition derby and a midway, and it draws visitors from across Macomb and neighboring counties. Orchards, cider mills and farm markets nearby keep traffic steady in the fall, and Main Street hosts restaurants, antique shops and service businesses.",
      "Businesses in and around Armada depend on loyal local customers and on visitors who arrive for the fair, apple picking or the trail. A website helps them hold onto both: a farm market can post seasonal produce, a feed store can list brands and hours, and a contractor can show completed barns and additions. We build practical, good-looking sites that work on rural internet and let owners keep information current without technical skills.",
    ],
    keyIndustries: [
      "Feed & Farm Supply",
      "Orchards & Farm Markets",
      "Livestock & 4-H Services",
      "Antique Shops",
      "Barn & Outbuilding Contractors",
      "Family Restaurants",
      "Farm Equipment Repair",
    ],
    whyChooseUs: [
      "We plan content around the Armada Fair calendar so your business is ready for the busiest week of the year.",
      "Farm and feed businesses get clear product lists and seasonal hours without a complicated online store.",
      "We gladly make the roughly 30-minute drive north for on-site photos and a walk around your operation.",
      "Our plain-spoken approach fits a community where straightforward service matters more than flashy design.",
    ],
    neighbors: ["romeo", "richmond", "ray-township", "memphis"],
  },

  "new-haven": {
    slug: "new-haven",
    locationName: "New Haven",
    kind: "village",
    metaDescription:
      "New Haven, MI web design for village businesses on Main Street, Gratiot and 26 Mile. Websites that keep pace with a fast-growing Macomb village.",
    description:
      "Macomb Web Studio designs websites for New Haven businesses, from shops on Main Street to contractors and services along Gratiot Avenue and 26 Mile Road. We help village businesses keep pace with the new families moving into the area.",
    localContext: [
      "New Haven is a village inside Lenox Township in northeastern Macomb County. Chesterfield Township borders it to the south, with 26 Mile Road forming that boundary, and Lenox surrounds it on the other sides. Gratiot Avenue and New Haven Road, which becomes Main Street in the village, are the main routes through town, M-19 passes through on its way north, and Interstate 94 runs just to the southeast.",
      "The village began as a railroad stop: it was first called New Baltimore Station after the Grand Trunk depot that served the lakeside town to the southeast, and the restored depot now houses the village museum. The old plank road that became New Haven's Main Street continues southeast and turns into Washington Street in New Baltimore. Today the village is growing quickly, with new neighborhoods joining older homes, a small downtown and several village parks.",
      "Population growth has brought new demand for childcare, family dentistry, pediatric care, home services and restaurants, and many residents commute across the region on I-94. Those newcomers look for local businesses online before anything else. A New Haven business with a clear website, accurate map listing and good reviews can become the obvious local choice instead of losing customers to bigger suburbs down the freeway. We build those sites with care and keep them easy to update.",
    ],
    keyIndustries: [
      "Childcare & Preschools",
      "Family Dentistry",
      "Home Inspection & Repair",
      "Carryout & Family Dining",
      "Lawn Care & Snow Plowing",
      "Hair & Nail Salons",
      "Real Estate Agents",
    ],
    whyChooseUs: [
      "New Haven is about 20 minutes up I-94 from our office, so visits for planning or photos are easy.",
      "We help village businesses stand out to new residents who do not yet know who has served the area for years.",
      "Listings and pages are set up so searches for New Haven, Lenox and Chesterfield all lead to you.",
      "Editing tools are simple enough for a busy owner to change hours or post news in minutes.",
    ],
    neighbors: ["lenox-township", "chesterfield-township", "new-baltimore", "richmond"],
  },

  memphis: {
    slug: "memphis",
    locationName: "Memphis",
    kind: "city",
    metaDescription:
      "Memphis, MI web design for small businesses on M-19 in a city that straddles Macomb and St. Clair counties. Friendly, simple sites that get found.",
    description:
      "We build websites for businesses in Memphis, the small city on M-19 that straddles the Macomb and St. Clair county line. From Main Street shops to farms and trades in the surrounding townships, we help Memphis businesses show up when nearby customers search.",
    localContext: [
      "Memphis is a small city split between two counties: part lies in Richmond Township in Macomb County and part in Riley Township in St. Clair County. M-19 serves as Main Street, connecting the city with Richmond to the south and with Thumb communities to the north. The Belle River flows through the northern part of town, and the city's name comes from its setting on a bluff above the river, which early settlers likened to ancient Memphis on the Nile.",
      "Settled in the 1830s and incorporated as a city in 1953, Memphis remains a small community with a compact downtown, local schools and parks. Agriculture dominates the surrounding countryside, and many residents commute south toward metro Detroit or east toward Port Huron and the St. Clair River. The local business mix is modest and personal: restaurants, auto repair, insurance, hair salons, farm services and contractors who work throughout both counties.",
      "Because Memphis straddles a county line and uses the 810 area code rather than the 586 common across most of Macomb County, customers and search engines can get confused about where a business is. A website with consistent address information, a clear service-area description and correct map listings removes that confusion. We build dependable sites for Memphis businesses that explain exactly where you are and who you serve, whether customers come from Macomb, St. Clair or farther north.",
    ],
    keyIndustries: [
      "Farm Services & Custom Harvesting",
      "Auto & Small Engine Repair",
      "Insurance Agencies",
      "Hometown Restaurants",
      "Hair Salons",
      "General Contractors",
      "Agricultural Equipment Dealers",
    ],
    whyChooseUs: [
      "We make sure your address, county and service area read consistently across your site and map listings.",
      "Service-area pages can cover Richmond, Riley Township and the other nearby communities you work in.",
      "Memphis is roughly 40 minutes from our Clinton Township office, and we are happy to visit for photos or training.",
      "Sites stay simple to run, with no unnecessary features adding cost for a small business.",
    ],
    neighbors: ["richmond", "armada"],
  },

  leonard: {
    slug: "leonard",
    locationName: "Leonard",
    kind: "village",
    metaDescription:
      "Leonard, MI web design for small businesses near the Polly Ann Trail in Oakland County's Addison Township. Rural websites from a nearby studio.",
    description:
      "Macomb Web Studio builds websites for businesses in and around Leonard, the small village in Oakland County's Addison Township. From trailside stops to farms and contractors, we help rural businesses reach customers across northern Oakland and Macomb counties.",
    localContext: [
      "Leonard is a small village in Addison Township, in the northeastern corner of Oakland County a few miles west of the Macomb County line. Rochester Road, known as Forest Street in the village, crosses Leonard Road, called Elmwood Street here, at the center of town. Romeo and Washington Township are a short drive east, while Oxford and Lake Orion lie to the southwest, making Leonard a crossroads for rural northern Oakland County.",
      "The village was founded in the 1880s when the Pontiac, Oxford and Northern Railroad arrived, and it was named for founder Leonard Rowland. That rail line is now the Polly Ann Trail, which runs through the village and brings hikers, cyclists and horseback riders to town. Leonard has held an annual Strawberry Festival each summer since the 1950s, and residents have raised money to restore the historic Leonard Mill near the center of the village.",
      "Addison Township is mostly rural, with farms, horse properties, wooded lots and lakes. Businesses here serve a wide, spread-out area, from excavation and well services to equestrian facilities, small-engine repair and trail-friendly food stops. A website is often the first way customers from Oxford, Romeo or Rochester discover them. We build simple, attractive sites that describe your service area honestly, load well on rural connections and make it easy for distant customers to call.",
    ],
    keyIndustries: [
      "Equestrian Facilities",
      "Excavation & Land Clearing",
      "Trailside Food & Refreshments",
      "Rural Property Real Estate",
      "Well & Septic Services",
      "Lake & Cottage Services",
      "Farm Markets",
    ],
    whyChooseUs: [
      "We are upfront that Leonard is in Oakland County; our Clinton Township office is roughly 45 minutes away, and we still make site visits.",
      "We understand rural service areas that cross the Oakland and Macomb county line and write pages for both sides.",
      "Trail-related businesses get pages aimed at Polly Ann Trail users planning a ride or a walk.",
      "Our sites avoid needless complexity, so a small operation can keep them current on its own.",
    ],
    neighbors: ["romeo", "washington-township"],
  },
};
