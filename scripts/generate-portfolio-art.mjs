#!/usr/bin/env node
// Writes the six portfolio illustrations: public/images/portfolio/<id>.svg (800×500, the cards' 16:10).
// Each is a mock-up of that client's site in the style of the case-study art
// (scripts/generate-case-study-art.mjs): gradient backdrop, soft blobs, a browser window with a shadow.
// Text is drawn as glyph outlines (scripts/outline-text.mjs), never as <text>: the art looks the same
// on every machine and the browser lays out no text in it. Body copy is drawn as bars.
// Plain Node ESM, no dependencies, deterministic output. Run: node scripts/generate-portfolio-art.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createTextOutliner } from "./outline-text.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public", "images", "portfolio");
export const W = 800;
export const H = 500;

// ---------- tiny SVG helpers ----------
const r = (x, y, w, h, rx, fill, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const c = (cx, cy, rad, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}"${extra}/>`;
const bar = (x, y, w, fill, h = 7) => r(x, y, w, h, h / 2, fill);

// Browser window, as in the case-study art: 32 px bar, traffic lights, address field.
const BX = 48, BY = 36, BW = 704, BH = 464;
function page(p, T, inner) {
  const nav = navBar(p, T);
  const body =
    `<g filter="url(#sh)">${r(BX, BY, BW, BH, 14, p.page)}</g>` +
    `<clipPath id="win"><rect x="${BX}" y="${BY}" width="${BW}" height="${BH}" rx="14"/></clipPath><g clip-path="url(#win)">` +
    r(BX, BY, BW, 32, 0, "#e9ebef") +
    c(BX + 18, BY + 16, 5, "#f87171") + c(BX + 34, BY + 16, 5, "#fbbf24") + c(BX + 50, BY + 16, 5, "#34d399") +
    r(BX + 90, BY + 8, 330, 16, 8, "#ffffff") + T.text(BX + 102, BY + 20, p.domain, 10, "#6b7280") +
    nav + inner + `</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
    `<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#0f172a" flood-opacity=".28"/></filter>` +
    T.defs() + `</defs>` +
    r(0, 0, W, H, 0, "url(#bg)") + c(720, 40, 150, p.blob, ' opacity=".35"') + c(60, 470, 120, p.blob, ' opacity=".3"') +
    body + `</svg>\n`
  );
}

const NAV_Y = BY + 32, NAV_H = 48, TOP = NAV_Y + NAV_H;
function navBar(p, T) {
  let s = r(BX, NAV_Y, BW, NAV_H, 0, p.navBg) + `<path d="M${BX} ${TOP - 0.5}h${BW}" stroke="${p.border}"/>`;
  s += r(BX + 24, NAV_Y + 12, 24, 24, 7, p.primary) + T.text(BX + 36, NAV_Y + 30, p.logo[0], 15, p.primaryFg, { face: p.bold, anchor: "middle" });
  s += T.text(BX + 56, NAV_Y + 30, p.logo, 15, p.navFg, { face: p.bold });
  const ctaW = T.width(p.cta, 12, "sansBold") + 28;
  let x = BX + BW - 24 - ctaW;
  s += r(x, NAV_Y + 10, ctaW, 28, 14, p.primary) + T.text(x + ctaW / 2, NAV_Y + 28, p.cta, 12, p.primaryFg, { face: "sansBold", anchor: "middle" });
  for (const item of [...p.nav].reverse()) {
    x -= 20;
    s += T.text(x, NAV_Y + 29, item, 12, p.navFg, { anchor: "end", opacity: 0.75 });
    x -= T.width(item, 12);
  }
  return s;
}

const button = (T, x, y, label, bg, fg, { size = 13, h = 34, w } = {}) => {
  const bw = w ?? T.width(label, size, "sansBold") + 32;
  return r(x, y, bw, h, h / 2, bg) + T.text(x + bw / 2, y + h / 2 + size * 0.36, label, size, fg, { face: "sansBold", anchor: "middle" });
};
const chip = (T, x, y, label, bg, fg, size = 10) => {
  const w = T.width(label, size, "sansBold") + 16;
  return r(x, y, w, 18, 9, bg) + T.text(x + w / 2, y + 12.5, label, size, fg, { face: "sansBold", anchor: "middle" });
};
const check = (x, y, col) => `<path d="M${x - 5} ${y}l3.5 3.5 6.5-7" fill="none" stroke="${col}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;

// ---------- the six sites ----------
const base = { ink: "#1f2937", inkSoft: "#6b7280", muted: "#e5e7eb", border: "#e5e7eb", page: "#ffffff", card: "#ffffff", navBg: "#ffffff", bold: "sansBold" };

/** Precision Auto Care: the service booking page. */
function autoRepair(T) {
  const p = {
    ...base, domain: "precisionautocare.example", logo: "Precision Auto Care", nav: ["Services", "Prices", "Visit"], cta: "Call (586) 555-0134",
    bg1: "#dbeafe", bg2: "#ccfbf1", blob: "#60a5fa", primary: "#1e3a8a", primaryFg: "#ffffff", navFg: "#0f172a", accent: "#0f766e", light: "#eff6ff",
  };
  let s = r(BX, TOP, BW, 120, 0, p.primary);
  s += T.text(BX + 32, TOP + 30, "WARREN, MI", 10, "#93c5fd", { face: "sansBold", spacing: 1.5 });
  s += T.text(BX + 31, TOP + 66, "Book your service", 30, "#ffffff", { face: "sansBold" });
  s += T.text(BX + 32, TOP + 92, "Tell us the symptom, we quote before you arrive.", 13, "#dbeafe");
  // booking card
  const X = BX + 32, Y = TOP + 140, CW = 400;
  s += r(X, Y, CW, 216, 12, "#ffffff", ` stroke="${p.border}"`);
  s += T.text(X + 20, Y + 30, "Your vehicle", 11, p.inkSoft, { face: "sansBold" });
  s += r(X + 20, Y + 38, 170, 32, 8, "#ffffff", ` stroke="#cbd5e1"`) + T.text(X + 32, Y + 59, "2018 Ford Escape", 12, p.ink);
  s += r(X + 200, Y + 38, 180, 32, 8, "#ffffff", ` stroke="#cbd5e1"`) + T.text(X + 212, Y + 59, "Brakes squeak", 12, p.ink);
  s += T.text(X + 20, Y + 94, "Pick a day", 11, p.inkSoft, { face: "sansBold" });
  ["Mon 9", "Tue 10", "Wed 11", "Thu 12", "Fri 13"].forEach((d, i) => {
    const on = i === 2;
    s += r(X + 20 + i * 72, Y + 102, 64, 40, 8, on ? p.primary : p.light, on ? "" : ` stroke="#bfdbfe"`);
    const [day, n] = d.split(" ");
    s += T.text(X + 52 + i * 72, Y + 118, day, 10, on ? "#bfdbfe" : p.inkSoft, { anchor: "middle" });
    s += T.text(X + 52 + i * 72, Y + 135, n, 13, on ? "#ffffff" : p.ink, { face: "sansBold", anchor: "middle" });
  });
  ["8:00", "9:30", "11:00", "1:30"].forEach((t, i) => {
    const on = i === 1;
    s += r(X + 20 + i * 62, Y + 154, 54, 24, 12, on ? p.accent : "#ffffff", on ? "" : ` stroke="#cbd5e1"`) +
      T.text(X + 47 + i * 62, Y + 170, t, 11, on ? "#ffffff" : p.ink, { face: "sansBold", anchor: "middle" });
  });
  s += button(T, X + 20, Y + 188 - 4, "Request Appointment", p.accent, "#ffffff", { h: 26, size: 11, w: 150 });
  // price guide
  const PX = X + CW + 24, PW = BX + BW - 32 - PX;
  s += r(PX, Y - 40, PW, 256, 12, "#ffffff", ' filter="url(#sh)"');
  s += T.text(PX + 20, Y - 12, "Price guide", 16, p.ink, { face: "sansBold" });
  [["Oil change", "$49"], ["Brake pads", "$189"], ["Tire rotation", "$25"], ["State inspection", "$35"], ["Diagnostics", "$89"]].forEach(([item, price], i) => {
    const y = Y + 16 + i * 36;
    s += T.text(PX + 20, y, item, 12, p.ink) + T.text(PX + PW - 20, y, price, 13, p.primary, { face: "sansBold", anchor: "end" });
    if (i < 4) s += `<path d="M${PX + 20} ${y + 13}h${PW - 40}" stroke="${p.border}"/>`;
  });
  s += r(PX + 20, Y + 186, PW - 40, 20, 10, "#ecfdf5") + T.text(PX + PW / 2, Y + 200, "Same-week appointments", 10, "#047857", { face: "sansBold", anchor: "middle" });
  return page(p, T, s);
}

/** Fresh Market Grocery: this week's specials. */
function grocery(T) {
  const p = {
    ...base, domain: "freshmarketgrocery.example", logo: "Fresh Market", nav: ["Specials", "Departments", "Hours"], cta: "Order Pickup",
    bg1: "#dcfce7", bg2: "#fef9c3", blob: "#4ade80", primary: "#166534", primaryFg: "#ffffff", navFg: "#14532d", light: "#f0fdf4",
  };
  let s = r(BX, TOP, BW, 86, 0, "#f0fdf4");
  s += chip(T, BX + 32, TOP + 16, "WED NOV 18 - TUE NOV 24", "#fde68a", "#713f12");
  s += T.text(BX + 31, TOP + 66, "This week's specials", 28, "#14532d", { face: "sansBold" });
  s += button(T, BX + BW - 32 - 160, TOP + 30, "Curbside pickup", "#166534", "#ffffff", { w: 160 });
  const items = [
    ["Honeycrisp Apples", "$1.49", "/lb", (x, y) => c(x, y + 4, 26, "#dc2626") + c(x - 8, y - 6, 8, "#fca5a5", ' opacity=".7"') + `<path d="M${x} ${y - 22}q2-10 10-12" stroke="#78350f" stroke-width="3" fill="none" stroke-linecap="round"/>` + `<path d="M${x + 2} ${y - 20}q12-8 18 2q-10 6-18-2z" fill="#16a34a"/>`],
    ["Sourdough Loaf", "$3.99", "each", (x, y) => `<path d="M${x - 34} ${y + 18}q0-36 34-36q34 0 34 36z" fill="#d97706"/>` + `<path d="M${x - 14} ${y - 8}l8 10M${x} ${y - 12}l8 10M${x + 14} ${y - 8}l8 10" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/>`],
    ["Vine Tomatoes", "$2.29", "/lb", (x, y) => c(x - 14, y + 6, 18, "#ef4444") + c(x + 16, y + 6, 18, "#dc2626") + c(x + 1, y - 12, 16, "#f87171") + `<path d="M${x - 20} ${y - 26}h40" stroke="#15803d" stroke-width="4" stroke-linecap="round"/>`],
    ["Deli Turkey", "$6.99", "/lb", (x, y) => `<ellipse cx="${x}" cy="${y + 4}" rx="36" ry="22" fill="#fecaca"/><ellipse cx="${x}" cy="${y}" rx="36" ry="22" fill="#fda4af"/><ellipse cx="${x}" cy="${y - 2}" rx="24" ry="13" fill="#fecdd3"/>`],
  ];
  const Y = TOP + 106, CW = 150, G = 16;
  items.forEach(([name, price, unit, art], i) => {
    const x = BX + 32 + i * (CW + G);
    s += r(x, Y, CW, 232, 12, "#ffffff", ` stroke="${p.border}"`);
    s += r(x + 8, Y + 8, CW - 16, 104, 8, i % 2 ? "#fef3c7" : "#dcfce7");
    s += art(x + CW / 2, Y + 62);
    s += chip(T, x + 14, Y + 14, "SALE", "#dc2626", "#ffffff");
    s += T.text(x + 14, Y + 138, name, 12.5, p.ink, { face: "sansBold" });
    s += T.text(x + 14, Y + 168, price, 22, "#166534", { face: "sansBold" }) + T.text(x + 18 + T.width(price, 22, "sansBold"), Y + 168, unit, 11, p.inkSoft);
    s += bar(x + 14, Y + 180, CW - 50, p.muted, 6);
    s += r(x + 14, Y + 196, CW - 28, 26, 13, "#ffffff", ' stroke="#166534" stroke-width="1.5"') +
      T.text(x + CW / 2, Y + 213, "Add to order", 11, "#166534", { face: "sansBold", anchor: "middle" });
  });
  return page(p, T, s);
}

/** Trattoria Vela: the menu. */
function trattoria(T) {
  const p = {
    ...base, domain: "trattoriavela.example", logo: "Trattoria Vela", nav: ["Menu", "Private Dining", "Visit"], cta: "Order Pickup", bold: "serifBold",
    bg1: "#fdf6e3", bg2: "#f3e2c0", blob: "#e8c39e", ink: "#3b0a0a", inkSoft: "#7c5a4a", border: "#eadcc0", page: "#fffdf7", navBg: "#fffdf7",
    primary: "#9b1c1c", primaryFg: "#fdf6e3", navFg: "#3b0a0a",
  };
  let s = T.text(BX + 40, TOP + 54, "Our menu", 34, p.ink, { face: "serifBold" });
  s += T.text(BX + 42, TOP + 78, "Pasta rolled by hand every morning", 13, p.inkSoft, { face: "serif" });
  const L = BX + 40, CW = 380;
  let y = TOP + 116;
  for (const [course, dishes] of [["ANTIPASTI", [["Arancini", "11"], ["Burrata & Tomatoes", "14"]]], ["PASTA", [["Tagliatelle al Ragu", "18"], ["Cacio e Pepe", "17"], ["Gnocchi Sorrentina", "17"]]], ["DOLCI", [["Tiramisu", "9"]]]]) {
    s += T.text(L, y, course, 11, p.primary, { face: "sansBold", spacing: 2.5 });
    s += r(L, y + 8, CW, 1.5, 0, "#e9c46a");
    y += 32;
    for (const [dish, price] of dishes) {
      s += T.text(L, y, dish, 15, p.ink, { face: "serifBold" }) + T.text(L + CW, y, price, 15, p.ink, { face: "serifBold", anchor: "end" });
      s += `<path d="M${L + T.width(dish, 15, "serifBold") + 10} ${y - 3}H${L + CW - 26}" stroke="#d6c3a0" stroke-width="1.5" stroke-dasharray="1.5 5"/>`;
      y += 26;
    }
    y += 12;
  }
  // the plate
  const PX = BX + BW - 150, PY = TOP + 150;
  s += c(PX, PY, 116, "#e9c46a", ' opacity=".55"');
  s += c(PX, PY, 92, "#ffffff", ' filter="url(#sh)"') + c(PX, PY, 70, "#f8efe0");
  s += `<path d="M${PX - 40} ${PY + 6}q10-40 40-34q30-6 40 34q-40 30-80 0z" fill="#e9a23b"/>` +
    `<path d="M${PX - 30} ${PY - 2}q15 10 30 0t30 0M${PX - 28} ${PY + 12}q14 8 28 0t28 0" stroke="#fcd34d" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    c(PX - 8, PY - 16, 7, "#b91c1c") + c(PX + 14, PY - 10, 6, "#b91c1c") + `<path d="M${PX + 4} ${PY - 30}q8-8 16-2q-8 8-16 2z" fill="#15803d"/>`;
  s += button(T, PX - 84, PY + 130, "Order for Pickup", p.primary, p.primaryFg, { w: 168 });
  s += T.text(PX, PY + 186, "Open tonight 4 - 10 pm", 12, p.inkSoft, { anchor: "middle" });
  return page(p, T, s);
}

/** Hartwell & Nowak Law: practice areas. */
function lawFirm(T) {
  const p = {
    ...base, domain: "hartwellnowak.example", logo: "Hartwell & Nowak", nav: ["Practice Areas", "Attorneys", "Guides"], cta: "Consultation", bold: "serifBold",
    bg1: "#f8f6f0", bg2: "#e6e1d3", blob: "#d4b65a", ink: "#14213d", inkSoft: "#5b6478", primary: "#14213d", primaryFg: "#ffffff", navFg: "#14213d", gold: "#c9a227",
  };
  let s = r(BX, TOP, BW, 104, 0, "#14213d");
  s += T.text(BX + 32, TOP + 30, "SHELBY TOWNSHIP, MI", 10, "#d4b65a", { face: "sansBold", spacing: 1.5 });
  s += T.text(BX + 32, TOP + 66, "Practice areas", 32, "#ffffff", { face: "serifBold" });
  s += T.text(BX + 32, TOP + 90, "Plain-English help with the matters families face.", 13, "#cbd5e1");
  const icons = {
    scales: (x, y, f) => `<path d="M${x} ${y - 12}v24M${x - 10} ${y + 12}h20M${x - 14} ${y - 8}h28" stroke="${f}" stroke-width="2.4" stroke-linecap="round" fill="none"/><path d="M${x - 20} ${y + 2}h12a6 4 0 0 1-12 0zM${x + 8} ${y + 2}h12a6 4 0 0 1-12 0z" fill="${f}"/>`,
    doc: (x, y, f) => `<path d="M${x - 10} ${y - 14}h14l7 7v21h-21z" fill="none" stroke="${f}" stroke-width="2.4" stroke-linejoin="round"/><path d="M${x - 5} ${y}h11M${x - 5} ${y + 6}h11" stroke="${f}" stroke-width="2.2"/>`,
    family: (x, y, f) => c(x - 8, y - 7, 5, f) + c(x + 8, y - 7, 5, f) + c(x, y + 1, 3.5, f) + `<path d="M${x - 16} ${y + 13}a8 9 0 0 1 16 0M${x} ${y + 13}a8 9 0 0 1 16 0" fill="${f}"/>`,
    house: (x, y, f) => `<path d="M${x - 14} ${y - 1}l14-12 14 12v14h-28z" fill="none" stroke="${f}" stroke-width="2.4" stroke-linejoin="round"/>` + r(x - 4, y + 5, 8, 8, 1, f),
  };
  const areas = [["Estate Planning", "Wills, trusts, guardianship", "scales"], ["Probate", "Guidance after a loss", "doc"], ["Family Law", "Divorce and custody", "family"], ["Real Estate", "Deeds and family property", "house"]];
  const Y = TOP + 124, CW = 222, CH = 100;
  areas.forEach(([title, sub, icon], i) => {
    const x = BX + 32 + (i % 2) * (CW + 14), y = Y + Math.floor(i / 2) * (CH + 14);
    s += r(x, y, CW, CH, 10, "#ffffff", ` stroke="#e2ddd0"`) + r(x, y + 10, 3, CH - 20, 1.5, p.gold);
    s += c(x + 34, y + 36, 20, "#f4f1e8") + icons[icon](x + 34, y + 36, "#14213d");
    s += T.text(x + 64, y + 34, title, 16, p.ink, { face: "serifBold" });
    s += T.text(x + 64, y + 52, sub, 11, p.inkSoft);
    s += T.text(x + 64, y + 80, "Read the guide", 11, "#8a6d12", { face: "sansBold" }) + `<path d="M${x + 148} ${y + 76}h10m-4-4 4 4-4 4" stroke="#8a6d12" stroke-width="1.6" fill="none"/>`;
  });
  const SX = BX + 32 + 2 * CW + 14 + 16, SW = BX + BW - 32 - SX;
  s += r(SX, Y, SW, 2 * CH + 14, 12, "#f4f1e8");
  s += T.text(SX + 16, Y + 30, "Confidential", 14, p.ink, { face: "serifBold" }) + T.text(SX + 16, Y + 48, "consultation", 14, p.ink, { face: "serifBold" });
  ["Reply in one day", "No-cost first call", "Routed by matter"].forEach((ln, i) => {
    s += c(SX + 22, Y + 74 + i * 24, 6, p.gold) + check(SX + 22, Y + 74 + i * 24, "#ffffff") + T.text(SX + 34, Y + 78 + i * 24, ln, 10.5, p.ink);
  });
  s += button(T, SX + 16, Y + 160, "Request", p.gold, "#14213d", { w: SW - 32, h: 30, size: 12 });
  return page(p, T, s);
}

/** Northpoint Medical Center: the appointment page. */
function medical(T) {
  const p = {
    ...base, domain: "northpointmedical.example", logo: "Northpoint Medical", nav: ["Providers", "Patients", "Locations"], cta: "Patient Portal",
    bg1: "#cffafe", bg2: "#dbeafe", blob: "#22d3ee", primary: "#0e7490", primaryFg: "#ffffff", navFg: "#083344", ink: "#0f172a",
  };
  let s = r(BX, TOP, BW, 84, 0, "#ecfeff");
  s += T.text(BX + 32, TOP + 44, "Request an appointment", 26, "#083344", { face: "sansBold" });
  s += T.text(BX + 32, TOP + 66, "Choose a provider and a time. We confirm by phone.", 12, "#155e75");
  const Y = TOP + 102, LW = 320;
  [["Dr. Amina Shah", "Family Medicine", true, "#f59e0b"], ["Dr. Luis Ortega", "Pediatrics", true, "#8b5cf6"], ["Kate Brennan, PT", "Physical Therapy", false, "#10b981"]].forEach(([name, role, open, col], i) => {
    const y = Y + i * 86, on = i === 0;
    s += r(BX + 32, y, LW, 74, 12, "#ffffff", on ? ` stroke="${p.primary}" stroke-width="2"` : ` stroke="${p.border}"`);
    s += c(BX + 68, y + 37, 22, col, ' opacity=".25"') + c(BX + 68, y + 31, 8, col) + `<path d="M${BX + 54} ${y + 52}a14 12 0 0 1 28 0z" fill="${col}"/>`;
    s += T.text(BX + 102, y + 30, name, 14, p.ink, { face: "sansBold" });
    s += T.text(BX + 102, y + 48, role, 11.5, p.inkSoft);
    s += open ? chip(T, BX + 102, y + 54, "Accepting new patients", "#dcfce7", "#166534", 9) : chip(T, BX + 102, y + 54, "Waitlist", "#f1f5f9", "#475569", 9);
  });
  // calendar
  const CX = BX + 32 + LW + 20, CW = BX + BW - 32 - CX;
  s += r(CX, Y, CW, 246, 12, "#ffffff", ' filter="url(#sh)"');
  s += T.text(CX + 18, Y + 28, "December 2026", 14, p.ink, { face: "sansBold" });
  s += `<path d="M${CX + CW - 44} ${Y + 18}l-5 5 5 5M${CX + CW - 22} ${Y + 18}l5 5-5 5" stroke="${p.inkSoft}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  const cell = (CW - 36) / 5;
  ["Mon", "Tue", "Wed", "Thu", "Fri"].forEach((d, i) => (s += T.text(CX + 18 + cell * i + cell / 2, Y + 52, d, 10, p.inkSoft, { anchor: "middle" })));
  for (let w = 0; w < 3; w++)
    for (let d = 0; d < 5; d++) {
      const n = 7 + w * 7 + d, x = CX + 18 + cell * d + cell / 2, y = Y + 76 + w * 30;
      const on = n === 9;
      if (on) s += c(x, y - 4, 13, p.primary);
      s += T.text(x, y, String(n), 11, on ? "#ffffff" : n === 25 ? "#cbd5e1" : p.ink, { face: on ? "sansBold" : "sans", anchor: "middle" });
    }
  ["8:30", "10:00", "2:15"].forEach((t, i) => {
    const on = i === 1;
    s += r(CX + 18 + i * 62, Y + 166, 54, 24, 12, on ? p.primary : "#ffffff", on ? "" : ` stroke="#a5f3fc"`) +
      T.text(CX + 45 + i * 62, Y + 182, t, 11, on ? "#ffffff" : "#155e75", { face: "sansBold", anchor: "middle" });
  });
  s += button(T, CX + 18, Y + 204, "Request Appointment", "#1d4ed8", "#ffffff", { w: CW - 36, h: 30, size: 12 });
  return page(p, T, s);
}

/** Riverbend Coffee House: the café menu. */
function cafe(T) {
  const p = {
    ...base, domain: "riverbendcoffee.example", logo: "Riverbend Coffee", nav: ["Menu", "Catering", "Events"], cta: "Order Ahead",
    bg1: "#fef3c7", bg2: "#fce7f3", blob: "#f59e0b", primary: "#78350f", primaryFg: "#fffbeb", navFg: "#451a03", ink: "#292524", inkSoft: "#78716c", page: "#fffbf5", navBg: "#fffbf5", border: "#f1e4d3",
  };
  let s = T.text(BX + 36, TOP + 50, "Coffee & espresso", 28, "#451a03", { face: "sansBold" });
  s += T.text(BX + 36, TOP + 74, "Roasted in Michigan, poured in Utica", 12, p.inkSoft);
  const L = BX + 36, CW = 372;
  [["Latte", "Double shot, steamed milk", "$4.50"], ["Maple Oat Latte", "Michigan maple, oat milk", "$5.25", "SEASONAL"], ["Cold Brew", "Steeped 18 hours", "$4.25"], ["Chai", "House-spiced, black tea", "$4.75"], ["Cortado", "Equal parts espresso and milk", "$3.75"]].forEach(([name, sub, price, tag], i) => {
    const y = TOP + 112 + i * 50;
    s += T.text(L, y, name, 15, p.ink, { face: "sansBold" }) + T.text(L + CW, y, price, 15, p.primary, { face: "sansBold", anchor: "end" });
    if (tag) s += chip(T, L + T.width(name, 15, "sansBold") + 10, y - 13, tag, "#fce7f3", "#9d174d", 9);
    s += T.text(L, y + 18, sub, 11, p.inkSoft);
    if (i < 4) s += `<path d="M${L} ${y + 30}h${CW}" stroke="${p.border}"/>`;
  });
  // cup and event card
  const X = BX + BW - 210;
  s += c(X + 90, TOP + 110, 84, "#fde68a", ' opacity=".6"');
  s += `<path d="M${X + 40} ${TOP + 80}h100l-10 86q-2 14-16 14h-48q-14 0-16-14z" fill="#ffffff" filter="url(#sh)"/>` +
    r(X + 42, TOP + 104, 96, 34, 0, "#9d174d", ' opacity=".85"') +
    `<path d="M${X + 140} ${TOP + 96}q26 0 24 22t-28 22" stroke="#ffffff" stroke-width="8" fill="none"/>` +
    `<path d="M${X + 34} ${TOP + 72}h112" stroke="#78350f" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${X + 74} ${TOP + 56}q-8-10 0-20M${X + 92} ${TOP + 58}q-8-10 0-20M${X + 110} ${TOP + 56}q-8-10 0-20" stroke="#a8a29e" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const EY = TOP + 222;
  s += r(X - 10, EY, 190, 118, 12, "#451a03");
  s += T.text(X + 6, EY + 26, "LIVE MUSIC", 10, "#fcd34d", { face: "sansBold", spacing: 1.5 });
  s += T.text(X + 6, EY + 52, "Friday 7 pm", 17, "#fffbeb", { face: "sansBold" });
  s += T.text(X + 6, EY + 72, "Acoustic night, free entry", 11, "#e7e5e4");
  s += button(T, X + 6, EY + 82, "See events", "#fcd34d", "#451a03", { h: 26, size: 11 });
  return page(p, T, s);
}

const projects = { "auto-repair": autoRepair, grocery, "italian-restaurant": trattoria, "law-firm": lawFirm, "medical-center": medical, cafe };

mkdirSync(OUT, { recursive: true });
for (const [id, draw] of Object.entries(projects)) {
  const content = draw(createTextOutliner());
  if (/<text[\s>]/.test(content)) throw new Error(`${id}: <text> found`);
  writeFileSync(join(OUT, `${id}.svg`), content);
  const kb = Buffer.byteLength(content) / 1024;
  console.log(`${id}.svg ${kb.toFixed(1)} KB${kb >= 32 ? "  WARNING: heavy" : ""}`);
}
