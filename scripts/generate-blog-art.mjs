#!/usr/bin/env node
// Writes the three blog cover images (1200×630): public/images/blog/<slug>.svg
// Abstract, on-topic illustrations; one palette per category. Plain Node ESM, no dependencies, deterministic.
// Run: node scripts/generate-blog-art.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public", "images", "blog");
const W = 1200;
const H = 630;

const r = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const c = (cx, cy, rad, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}"${extra}/>`;

function frame(p, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${p.dot}"/></pattern>` +
    `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="16" stdDeviation="18" flood-color="${p.shadow}" flood-opacity=".28"/></filter></defs>` +
    r(0, 0, W, H, 0, "url(#bg)") +
    r(0, 0, W, H, 0, "url(#dots)", ' opacity=".5"') +
    c(1080, 40, 220, p.blob1, ' opacity=".45"') +
    c(90, 600, 180, p.blob2, ' opacity=".45"') +
    body +
    `</svg>\n`
  );
}

// ---------- Web Design: wireframe, coins and a price tag (blue / violet) ----------
function webDesign() {
  const p = { bg1: "#1e3a8a", bg2: "#6d28d9", dot: "#c7d2fe", shadow: "#0b1240", blob1: "#8b5cf6", blob2: "#3b82f6" };
  const ind = "#4f46e5", vio = "#7c3aed", pale = "#e0e7ff", mid = "#c7d2fe";
  let s = "";
  // browser wireframe
  const X = 150, Y = 110, BW = 600, BH = 410;
  s += `<g filter="url(#sh)">${r(X, Y, BW, BH, 22, "#ffffff")}</g>`;
  s += `<path d="M${X} ${Y + 46}V${Y + 22}a22 22 0 0 1 22-22h${BW - 44}a22 22 0 0 1 22 22v24z" fill="#eef2ff"/>`;
  s += c(X + 28, Y + 23, 7, "#a5b4fc") + c(X + 50, Y + 23, 7, "#c4b5fd") + c(X + 72, Y + 23, 7, "#ddd6fe");
  s += r(X + 110, Y + 13, 300, 20, 10, "#ffffff");
  s += r(X + 30, Y + 72, 120, 14, 7, ind) + [0, 1, 2].map((i) => r(X + 330 + i * 80, Y + 74, 60, 10, 5, mid)).join("");
  s += r(X + 30, Y + 110, BW - 60, 170, 16, pale);
  s += r(X + 60, Y + 148, 260, 26, 13, ind) + r(X + 60, Y + 188, 200, 14, 7, "#a5b4fc") + r(X + 60, Y + 226, 120, 36, 18, vio);
  s += `<path d="M${X + 380} ${Y + 250}l70-80 50 55 30-30 60 55z" fill="#a5b4fc"/>` + c(X + 500, Y + 150, 18, "#c4b5fd");
  for (let i = 0; i < 3; i++) {
    const cx = X + 30 + i * 186;
    s += r(cx, Y + 300, 166, 84, 12, "#f5f3ff", ` stroke="${mid}"`);
    s += c(cx + 26, Y + 326, 12, i === 1 ? vio : ind) + r(cx + 48, Y + 320, 90, 10, 5, mid) + r(cx + 18, Y + 352, 126, 8, 4, pale);
  }
  // coins
  const coin = (cx, cy) =>
    `<ellipse cx="${cx}" cy="${cy + 10}" rx="74" ry="24" fill="#5b21b6"/>` +
    r(cx - 74, cy - 4, 148, 14, 0, "#6d28d9") +
    `<ellipse cx="${cx}" cy="${cy - 4}" rx="74" ry="24" fill="#ddd6fe" stroke="#8b5cf6" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${cy - 4}" rx="50" ry="15" fill="none" stroke="#a78bfa" stroke-width="3"/>`;
  s += `<g filter="url(#sh)">`;
  for (let i = 0; i < 5; i++) s += coin(900, 470 - i * 22);
  for (let i = 0; i < 3; i++) s += coin(1040, 500 - i * 22);
  s += `</g>`;
  // price tag
  s += `<g transform="translate(820 120) rotate(14)" filter="url(#sh)">` +
    `<path d="M0 40 40 0h170a14 14 0 0 1 14 14v132a14 14 0 0 1-14 14H40L0 120z" fill="#ffffff"/>` +
    c(38, 80, 12, "url(#bg)") +
    `<text x="140" y="106" font-size="76" font-weight="800" fill="${vio}" text-anchor="middle">$</text>` +
    `</g>`;
  s += `<path d="M858 132C812 96 780 60 800 20" fill="none" stroke="#e0e7ff" stroke-width="3" stroke-linecap="round"/>`;
  // sparkles
  const spark = (x, y, k) => `<path d="M${x} ${y - k}Q${x} ${y} ${x + k} ${y}Q${x} ${y} ${x} ${y + k}Q${x} ${y} ${x - k} ${y}Q${x} ${y} ${x} ${y - k}z" fill="#e0e7ff"/>`;
  s += spark(1100, 290, 22) + spark(790, 560, 14) + spark(110, 90, 16);
  return frame(p, s);
}

// ---------- E-Commerce: storefront, map pin and shopping bag on a dotted route (orange / amber) ----------
function eCommerce() {
  const p = { bg1: "#fff7ed", bg2: "#fdba74", dot: "#fb923c", shadow: "#7c2d12", blob1: "#fbbf24", blob2: "#fb923c" };
  const or = "#ea580c", am = "#f59e0b", dk = "#7c2d12";
  let s = "";
  // dotted route
  s += `<path d="M390 430C500 520 560 300 640 250S820 330 900 360" fill="none" stroke="${dk}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 18" opacity=".7"/>`;
  // storefront
  const X = 120, Y = 170;
  s += `<g filter="url(#sh)">`;
  s += r(X + 10, Y + 90, 300, 250, 10, "#ffffff");
  s += r(X, Y + 20, 320, 22, 8, dk);
  let aw = "";
  for (let i = 0; i < 8; i++) {
    const x = X + i * 40;
    aw += `<path d="M${x} ${Y + 42}h40v52a20 20 0 0 1-40 0z" fill="${i % 2 ? "#fed7aa" : or}"/>`;
  }
  s += aw + `</g>`;
  s += r(X + 40, Y + 150, 110, 100, 8, "#ffedd5") + `<path d="M${X + 95} ${Y + 150}v100M${X + 40} ${Y + 200}h110" stroke="#fdba74" stroke-width="4"/>`;
  s += r(X + 190, Y + 150, 90, 190, 8, am) + c(X + 266, Y + 250, 6, dk);
  s += r(X + 40, Y + 270, 110, 14, 7, "#fed7aa") + r(X + 40, Y + 296, 80, 14, 7, "#fed7aa");
  // map pin
  s += `<g transform="translate(640 250)" filter="url(#sh)"><path d="M0 0C-40-46-62-76-62-104a62 62 0 0 1 124 0c0 28-22 58-62 104z" fill="${or}"/>` +
    c(0, -104, 26, "#ffffff") + `</g>`;
  s += `<ellipse cx="640" cy="262" rx="46" ry="12" fill="${dk}" opacity=".2"/>`;
  // shopping bag
  const BX = 880, BY = 250;
  s += `<g filter="url(#sh)"><path d="M${BX} ${BY}h220l22 250H${BX - 22}z" fill="${am}"/>` +
    `<path d="M${BX} ${BY}h220l-20 24H${BX + 20}z" fill="#d97706"/></g>`;
  s += `<path d="M${BX + 60} ${BY + 40}v-40a50 50 0 0 1 100 0v40" fill="none" stroke="${dk}" stroke-width="10" stroke-linecap="round"/>`;
  s += c(BX + 60, BY + 44, 8, dk) + c(BX + 160, BY + 44, 8, dk);
  s += `<path d="M${BX + 70} ${BY + 150}l30 30 50-60" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  // little parcels / clock for pickup
  s += `<g transform="translate(700 470)" filter="url(#sh)">${r(0, 0, 90, 70, 8, "#ffffff")}${r(38, 0, 14, 70, 0, "#fdba74")}</g>`;
  s += `<g transform="translate(470 110)">${c(0, 0, 44, "#ffffff", ` stroke="${or}" stroke-width="8"`)}<path d="M0-24V0l18 12" fill="none" stroke="${dk}" stroke-width="7" stroke-linecap="round"/></g>`;
  return frame(p, s);
}

// ---------- SEO: map with pins, magnifying glass and review stars (green / teal) ----------
function seo() {
  const p = { bg1: "#ecfdf5", bg2: "#5eead4", dot: "#14b8a6", shadow: "#064e3b", blob1: "#34d399", blob2: "#2dd4bf" };
  const gr = "#15803d", te = "#0d9488", dk = "#064e3b";
  const star = "M0-22 6.5-7 22-6.8 10 3.6 13.6 19.5 0 11.2-13.6 19.5-10 3.6-22-6.8-6.5-7z";
  let s = `<defs><path id="st" d="${star}"/><path id="pin" d="M0 0C-26-30-40-50-40-68a40 40 0 0 1 80 0c0 18-14 38-40 68z"/></defs>`;
  // folded map
  const X = 140, Y = 120;
  s += `<g filter="url(#sh)"><path d="M${X} ${Y + 20}l200-20 200 20 200-20v380l-200 20-200-20-200 20z" fill="#ffffff"/></g>`;
  s += `<path d="M${X + 200} ${Y}v380M${X + 400} ${Y + 20}v380" stroke="#d1fae5" stroke-width="4"/>`;
  s += `<path d="M${X} ${Y + 300}C${X + 140} ${Y + 250} ${X + 220} ${Y + 360} ${X + 380} ${Y + 300}S${X + 560} ${Y + 180} ${X + 600} ${Y + 200}" fill="none" stroke="#99f6e4" stroke-width="26"/>`;
  s += `<path d="M${X + 30} ${Y + 120}H${X + 570}M${X + 120} ${Y + 30}V${Y + 390}M${X + 300} ${Y + 60}l180 300M${X + 30} ${Y + 210}l300-40" stroke="#e5e7eb" stroke-width="10" stroke-linecap="round"/>`;
  s += r(X + 420, Y + 50, 120, 50, 8, "#dcfce7") + r(X + 150, Y + 140, 110, 60, 8, "#dcfce7");
  const pin = (x, y, col, k = 1) =>
    `<g transform="translate(${x} ${y}) scale(${k})"><use href="#pin" fill="${col}"/>${c(0, -68, 15, "#ffffff")}</g>`;
  s += pin(X + 130, Y + 250, te, 0.8) + pin(X + 470, Y + 330, te, 0.8) + pin(X + 300, Y + 210, gr, 1.2);
  // magnifying glass
  s += `<g filter="url(#sh)" transform="translate(780 260)">` +
    `<path d="M100 100l90 90" stroke="${dk}" stroke-width="34" stroke-linecap="round"/>` +
    c(0, 0, 130, "#ffffff", ' fill-opacity=".55"') + c(0, 0, 130, "none", ` stroke="${gr}" stroke-width="24"`) +
    `<path d="M-70-50a90 90 0 0 1 60-50" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>` +
    `</g>`;
  // review card with stars
  s += `<g filter="url(#sh)">${r(760, 60, 340, 110, 20, "#ffffff")}</g>`;
  for (let i = 0; i < 5; i++) s += `<use href="#st" x="${810 + i * 50}" y="98" fill="#f59e0b"/>`;
  s += r(790, 132, 180, 12, 6, "#d1fae5") + r(980, 132, 90, 12, 6, "#99f6e4");
  return frame(p, s);
}

const posts = [
  ["small-business-website-cost-2026", webDesign],
  ["selling-online-local-shop", eCommerce],
  ["local-seo-macomb-county", seo],
];

mkdirSync(OUT, { recursive: true });
for (const [slug, draw] of posts) {
  const svg = draw();
  writeFileSync(join(OUT, `${slug}.svg`), svg);
  const kb = Buffer.byteLength(svg) / 1024;
  if (kb >= 8) console.warn(`WARNING ${slug}.svg is ${kb.toFixed(1)} KB`);
}
console.log(`Wrote ${posts.length} SVG files to ${OUT}`);
