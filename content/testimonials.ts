/**
 * Client testimonials for the home-page carousel (SPEC §3: content, author, position, location, rating).
 * People and businesses are fictional, like every client on the site; the towns are real.
 */
export interface Testimonial {
  content: string;
  author: string;
  position: string;
  location: string;
  /** Star rating out of five; every testimonial shown is a five. */
  rating: 5;
}

export const testimonials: Testimonial[] = [
  {
    content:
      "Our old site was embarrassing on a phone. The new one loads fast, customers book service online at night, and we finally show up when people search for a mechanic nearby.",
    author: "Dave Mitchell",
    position: "Owner, Precision Auto Care",
    location: "Warren, MI",
    rating: 5,
  },
  {
    content:
      "They explained every step in plain English and never made us feel rushed. We update the menu ourselves between shifts, and catering requests from nearby offices now arrive through the website every week.",
    author: "Gina Russo",
    position: "Co-Owner, Riverbend Coffee House",
    location: "Utica, MI",
    rating: 5,
  },
  {
    content:
      "Patients tell us the site is easy to use, and our front desk spends less time answering the same questions. Working with a local team that picks up the phone made all the difference.",
    author: "Dr. Priya Shah",
    position: "Medical Director, Northpoint Medical Center",
    location: "Macomb Township, MI",
    rating: 5,
  },
];
