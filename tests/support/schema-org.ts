/**
 * A small schema.org validator for the JSON-LD this site emits: each type's required properties
 * (what Google's rich results and schema.org expect), the properties it may carry (catches typos),
 * absolute URLs, ISO dates, and the ban on self-served ratings. Used by the unit tests (on the
 * builders) and the browser tests (on the prerendered HTML).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

interface TypeRule {
  required: string[];
  optional?: string[];
  /** Extra checks beyond presence. */
  check?: (node: Node, at: string, errors: string[]) => void;
}

const TOP_LEVEL_TYPES = new Set(["ProfessionalService", "WebSite", "BreadcrumbList", "Service", "BlogPosting"]);
const URL_KEYS = new Set(["url", "item", "@id", "sameAs", "image", "logo", "mainEntityOfPage"]);
const DATE_KEYS = new Set(["datePublished", "dateModified"]);
const FORBIDDEN_KEYS = ["aggregateRating", "review"];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const RULES: Record<string, TypeRule> = {
  ProfessionalService: {
    required: ["name", "url", "telephone", "email", "address", "openingHoursSpecification", "areaServed"],
    optional: ["@id", "legalName", "description", "openingHours", "priceRange", "logo", "image", "sameAs"],
    check(node, at, errors) {
      if (typeof node.telephone === "string" && !/^\+\d{7,15}$/.test(node.telephone)) errors.push(`${at}.telephone: not E.164 (${node.telephone})`);
      if (typeof node.email === "string" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(node.email)) errors.push(`${at}.email: not an address`);
      if (node.openingHours !== undefined && !/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/.test(String(node.openingHours))) {
        errors.push(`${at}.openingHours: not in "Mo-Fr 09:00-17:00" form`);
      }
    },
  },
  WebSite: { required: ["name", "url"], optional: ["@id", "inLanguage", "publisher"] },
  BreadcrumbList: {
    required: ["itemListElement"],
    check(node, at, errors) {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length < 2) {
        errors.push(`${at}.itemListElement: a trail needs at least two items`);
        return;
      }
      items.forEach((item, i) => {
        if (!isNode(item) || item.position !== i + 1) errors.push(`${at}.itemListElement[${i}].position: expected ${i + 1}`);
      });
    },
  },
  ListItem: { required: ["position", "name", "item"] },
  Service: {
    required: ["name", "serviceType", "provider", "areaServed", "url"],
    optional: ["description", "audience"],
  },
  BlogPosting: {
    required: ["headline", "description", "url", "datePublished", "author", "publisher", "image", "mainEntityOfPage"],
    optional: ["@id", "dateModified", "inLanguage", "articleSection", "wordCount"],
    check(node, at, errors) {
      if (typeof node.headline === "string" && node.headline.length > 110) errors.push(`${at}.headline: longer than 110 characters`);
      if (typeof node.datePublished === "string" && typeof node.dateModified === "string" && node.dateModified < node.datePublished) {
        errors.push(`${at}.dateModified: before datePublished`);
      }
    },
  },
  PostalAddress: { required: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"] },
  OpeningHoursSpecification: {
    required: ["dayOfWeek", "opens", "closes"],
    check(node, at, errors) {
      const days = Array.isArray(node.dayOfWeek) ? node.dayOfWeek : [node.dayOfWeek];
      for (const day of days) if (typeof day !== "string" || !DAYS.includes(day)) errors.push(`${at}.dayOfWeek: unknown day ${String(day)}`);
      for (const key of ["opens", "closes"]) {
        if (typeof node[key] !== "string" || !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(node[key])) errors.push(`${at}.${key}: not hh:mm`);
      }
    },
  },
  AdministrativeArea: { required: ["name"] },
  ImageObject: { required: ["url"], optional: ["width", "height"] },
  Person: { required: ["name"], optional: ["url"] },
  Organization: { required: ["name"], optional: ["url", "logo", "@id"] },
  WebPage: { required: ["@id"] },
  BusinessAudience: { required: ["audienceType"] },
};

const isNode = (value: Json | undefined): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

const isAbsoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

const isEmpty = (value: Json | undefined) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function checkValue(key: string, value: Json, at: string, errors: string[], depth: number): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkValue(key, v, `${at}[${i}]`, errors, depth));
    return;
  }
  if (isNode(value)) {
    checkNode(value, at, errors, depth + 1);
    return;
  }
  if (typeof value === "string") {
    if (value.trim() === "") errors.push(`${at}: empty string`);
    if (URL_KEYS.has(key) && !isAbsoluteUrl(value)) errors.push(`${at}: not an absolute URL (${value})`);
    if (DATE_KEYS.has(key) && !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) errors.push(`${at}: not an ISO 8601 date`);
  }
}

function checkNode(node: Node, at: string, errors: string[], depth: number): void {
  for (const key of FORBIDDEN_KEYS) if (key in node) errors.push(`${at}.${key}: self-served ratings and reviews are not allowed`);
  const type = node["@type"];
  if (depth === 0) {
    if (node["@context"] !== "https://schema.org") errors.push(`${at}.@context: must be "https://schema.org"`);
    if (typeof type !== "string" || !TOP_LEVEL_TYPES.has(type)) errors.push(`${at}.@type: unexpected top-level type ${String(type)}`);
  } else if ("@context" in node) {
    errors.push(`${at}.@context: only the top-level node names the context`);
  }
  if (type === undefined) {
    // A bare reference to another node ({"@id": …}) is fine; anything else must say what it is.
    if (Object.keys(node).some((k) => k !== "@id") || typeof node["@id"] !== "string") errors.push(`${at}: nested node without @type`);
    else checkValue("@id", node["@id"], `${at}.@id`, errors, depth);
    return;
  }
  if (typeof type !== "string") {
    errors.push(`${at}.@type: must be a string`);
    return;
  }
  const rule = RULES[type];
  if (!rule) {
    errors.push(`${at}.@type: no rule for schema.org type ${type}`);
    return;
  }
  // A provider/publisher that points at the agency node by @id only needs its name.
  const isReference = depth > 0 && type === "ProfessionalService" && typeof node["@id"] === "string";
  const required = isReference ? ["name", "@id"] : rule.required;
  const allowed = new Set(["@context", "@type", ...rule.required, ...(rule.optional ?? []), ...(isReference ? ["@id", "url"] : [])]);
  for (const key of required) if (isEmpty(node[key])) errors.push(`${at}.${key}: required for ${type}`);
  for (const key of Object.keys(node)) if (!allowed.has(key)) errors.push(`${at}.${key}: not a property this site uses for ${type}`);
  for (const [key, value] of Object.entries(node)) {
    if (key === "@context" || key === "@type") continue;
    checkValue(key, value, `${at}.${key}`, errors, depth);
  }
  if (!isReference) rule.check?.(node, at, errors);
}

/** Problems with one JSON-LD block (empty when it is valid). */
export function validateJsonLd(block: unknown, label = "$"): string[] {
  const errors: string[] = [];
  if (!isNode(block as Json)) return [`${label}: a JSON-LD block must be an object`];
  checkNode(block as Node, label, errors, 0);
  return errors;
}

/** Parses the text of a <script type="application/ld+json"> and validates it. */
export function parseAndValidateJsonLd(text: string, label = "$"): { block: Node | null; errors: string[] } {
  let block: unknown;
  try {
    block = JSON.parse(text);
  } catch (error) {
    return { block: null, errors: [`${label}: invalid JSON (${(error as Error).message})`] };
  }
  return { block: block as Node, errors: validateJsonLd(block, label) };
}
