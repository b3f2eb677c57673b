import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";

const routes: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("profiles", "routes/profiles.tsx"),
  route("profile/:id", "routes/profile.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("process", "routes/process.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("locations", "routes/locations.tsx"),
  route("locations/:town", "routes/location.tsx"),
  route("industries", "routes/industries.tsx"),
  route("industries/:industry", "routes/industry.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book", "routes/book.tsx"),
  route("book/cancel/:token", "routes/book-cancel.tsx"),
  route("book/calendar/:token", "routes/book-calendar.ts"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  // Machine-readable files (resource routes), prerendered to static files.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("*", "routes/not-found.tsx"),
];

// One URL per page: `/CONTACT` is not `/contact` (a second address for every page, and a form
// endpoint nobody links to), so it gets the not-found page.
export default routes.map((entry) => ({ ...entry, caseSensitive: true })) satisfies RouteConfig;
