#!/usr/bin/env node
// Writes the 24 case-study illustrations: public/images/case-studies/<id>/<n>.svg
//   1 = desktop homepage mock (hero), 2 = phone mock-up, 3 = inner page mock, 4 = results chart.
// Plain Node ESM, no dependencies, deterministic output. Run: node scripts/generate-case-study-art.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public", "images", "case-studies");
const W = 1200;
const H = 800;

// ---------- tiny SVG helpers ----------
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const r = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const c = (cx, cy, rad, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}"${extra}/>`;
const t = (x, y, s, size, fill, weight = 400, anchor = "start", extra = "") =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${weight !== 400 ? ` font-weight="${weight}"` : ""}${
    anchor !== "start" ? ` text-anchor="${anchor}"` : ""
  }${extra}>${esc(s)}</text>`;
// Rough width of a label in system-ui (per-character classes), used to size buttons, chips and nav.
const cw = (ch) =>
  /[iljtfrI.,:;'|!\u00b7 ]/.test(ch) ? 0.32 : /[mwMW@]/.test(ch) ? 0.86 : /[A-Z&$%]/.test(ch) ? 0.68 : /[0-9]/.test(ch) ? 0.6 : 0.56;
const tw = (s, size, bold = false) =>
  Math.round([...String(s)].reduce((a, ch) => a + cw(ch), 0) * size * (bold ? 1.08 : 1));
const btn = (x, y, label, bg, fg, size = 17, h = 48, outline = false) => {
  const w = tw(label, size, true) + 48;
  const shape = outline
    ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="none" stroke="${bg}" stroke-width="2"/>`
    : r(x, y, w, h, h / 2, bg);
  return shape + t(x + w / 2, y + h / 2 + size * 0.36, label, size, outline ? bg : fg, 600, "middle");
};
const line = (x, y, w, fill, h = 10) => r(x, y, w, h, h / 2, fill);
const check = (x, y, col) =>
  `<path d="M${x - 7} ${y}l5 5 9-10" fill="none" stroke="${col}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

function svg(body, p, extraDefs = "") {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
    `<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#0f172a" flood-opacity=".22"/></filter>${extraDefs}</defs>` +
    r(0, 0, W, H, 0, "url(#bg)") +
    c(1090, 90, 170, p.blob, ' opacity=".35"') +
    c(110, 740, 140, p.blob, ' opacity=".3"') +
    body +
    `</svg>\n`
  );
}

// Glyphs drawn in a 100×100 box.
const GLYPHS = {
  tooth: (f) =>
    `<path d="M50 26C40 16 22 16 18 32c-3 14 6 24 8 38 2 14 6 20 10 20 6 0 6-18 14-24 8 6 8 24 14 24 4 0 8-6 10-20 2-14 11-24 8-38-4-16-22-16-32-6z" fill="${f}"/>`,
  dumbbell: (f) =>
    r(22, 46, 56, 8, 3, f) + r(14, 28, 12, 44, 4, f) + r(4, 36, 10, 28, 4, f) + r(74, 28, 12, 44, 4, f) + r(86, 36, 10, 28, 4, f),
  plate: (f) =>
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${f}" stroke-width="6"/><circle cx="50" cy="50" r="18" fill="${f}" opacity=".35"/>` +
    r(6, 18, 5, 64, 2, f) + r(0, 18, 3, 22, 1, f) + r(14, 18, 3, 22, 1, f) + `<path d="M90 18c6 8 6 24 0 30v34h-5V18z" fill="${f}"/>`,
  scales: (f) =>
    r(48, 16, 4, 66, 2, f) + r(30, 80, 40, 7, 3, f) + r(14, 24, 72, 5, 2, f) + c(50, 16, 6, f) +
    `<path d="M6 54h32a16 10 0 0 1-32 0zM62 54h32a16 10 0 0 1-32 0z" fill="${f}"/><path d="M22 28 8 54M22 28l14 26M78 28 64 54M78 28l14 26" stroke="${f}" stroke-width="2" fill="none"/>`,
  dress: (f) =>
    `<path d="M40 10h5l5 12 5-12h5v24l18 54H22l18-54z" fill="${f}"/><path d="M36 40h28" stroke="#fff" stroke-width="3" opacity=".6"/>`,
  heart: (f) =>
    `<path d="M50 86C20 64 8 48 12 32c4-15 26-20 38-4 12-16 34-11 38 4 4 16-8 32-38 54z" fill="${f}"/><path d="M50 28v40M38 52c6 0 12 4 12 10M62 46c-6 0-12 4-12 10" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`,
};
const glyph = (name, x, y, size, fill) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${GLYPHS[name](fill)}</g>`;

// ---------- shared frames ----------
const BX = 80, BY = 56, BW = 1040, BH = 688; // browser window

function browser(p, inner) {
  return (
    `<g filter="url(#sh)">${r(BX, BY, BW, BH, 16, p.page)}</g>` +
    `<clipPath id="win"><rect x="${BX}" y="${BY}" width="${BW}" height="${BH}" rx="16"/></clipPath>` +
    `<g clip-path="url(#win)">` +
    r(BX, BY, BW, 44, 0, "#e9ebef") +
    c(BX + 24, BY + 22, 6, "#f87171") + c(BX + 44, BY + 22, 6, "#fbbf24") + c(BX + 64, BY + 22, 6, "#34d399") +
    r(BX + 120, BY + 10, 560, 24, 12, "#fff") +
    t(BX + 140, BY + 27, `https://${p.domain}`, 13, "#6b7280") +
    nav(p) +
    inner +
    `</g>`
  );
}

function nav(p) {
  const y = BY + 44;
  let s = r(BX, y, BW, 64, 0, p.navBg) + `<path d="M${BX} ${y + 64}h${BW}" stroke="${p.border}"/>`;
  s += r(BX + 40, y + 16, 32, 32, 9, p.primary) + t(BX + 56, y + 38, p.name[0], 18, p.primaryFg, 700, "middle");
  s += t(BX + 84, y + 39, p.logo, 19, p.navFg, 700);
  let nx = BX + BW - 40 - (tw(p.cta, 15, true) + 48);
  s += btn(nx, y + 12, p.cta, p.primary, p.primaryFg, 15, 40);
  for (const item of [...p.nav].reverse()) {
    nx -= 30;
    s += t(nx, y + 37, item, 15, p.navFg, 500, "end", ' opacity=".8"');
    nx -= tw(item, 15);
  }
  return s;
}

// ---------- 1: homepage ----------
function homepage(p) {
  const top = BY + 108; // under nav
  let s = r(BX, top, BW, 312, 0, p.heroBg);
  s += `<clipPath id="hero"><rect x="${BX}" y="${top}" width="${BW}" height="312"/></clipPath>`;
  s += `<g clip-path="url(#hero)">${c(BX + BW - 40, top + 40, 180, p.heroDeco, ' opacity=".5"')}${c(BX + 560, top + 330, 90, p.heroDeco, ' opacity=".35"')}</g>`;
  s += t(128, top + 52, p.location.toUpperCase(), 14, p.eyebrow, 700, "start", ' letter-spacing="2"');
  const h1Size = Math.min(52, Math.floor(600 / Math.max(...p.h1.map((ln) => tw(ln, 1, true) * 1.06))));
  let y = top + 52 + 62;
  for (const ln of p.h1) {
    s += t(126, y, ln, h1Size, p.heroFg, 800);
    y += h1Size + 6;
  }
  y -= h1Size + 6;
  s += t(128, y + 44, p.tagline, 21, p.heroFg, 400, "start", ' opacity=".85"');
  s += btn(128, y + 72, p.heroCta, p.heroBtn, p.heroBtnFg);
  s += btn(128 + tw(p.heroCta, 17, true) + 64, y + 72, p.heroCta2, p.heroFg, p.heroFg, 17, 48, true);
  // illustration
  s += c(900, top + 160, 118, p.accent, ' opacity=".9"');
  s += `<g filter="url(#sh)">${r(812, top + 62, 176, 196, 26, p.page)}</g>`;
  s += glyph(p.glyph, 850, top + 92, 100, p.primary);
  s += line(846, top + 212, 108, p.muted, 8) + line(866, top + 230, 68, p.muted, 8);
  const bw = Math.round(tw(p.badge, 14, true) * 1.1) + 60;
  s += `<g filter="url(#sh)">${r(700, top + 236, bw, 40, 20, p.page)}</g>` + c(722, top + 256, 10, p.primary) +
    `<path d="M717 ${top + 256}l4 4 7-8" fill="none" stroke="${p.primaryFg}" stroke-width="2.4" stroke-linecap="round"/>` +
    t(740, top + 261, p.badge, 14, p.ink, 600);
  // cards
  const cw = 304, cy = top + 340;
  p.cards.forEach(([title, sub], i) => {
    const x = BX + 40 + i * (cw + 24);
    s += r(x, cy, cw, 196, 16, p.card, ` stroke="${p.border}"`);
    s += c(x + 44, cy + 46, 22, p.light) + c(x + 44, cy + 46, 9, p.primary);
    s += t(x + 24, cy + 104, title, 20, p.ink, 700);
    s += t(x + 24, cy + 130, sub, 15, p.inkSoft);
    s += line(x + 24, cy + 146, cw - 80, p.muted, 8);
    s += t(x + 24, cy + 178, "Learn more \u2192", 15, p.link, 600);
  });
  return svg(browser(p, s), p);
}

// ---------- 2: phone ----------
function phone(p) {
  const ph = p.phone;
  const X = 210, Y = 40, PW = 360, PH = 720;
  let s = c(X + PW / 2, 400, 300, p.accent, ' opacity=".35"');
  s += `<g filter="url(#sh)">${r(X, Y, PW, PH, 50, "#111827")}</g>`;
  s += r(X + 14, Y + 14, PW - 28, PH - 28, 38, p.page);
  s += `<clipPath id="scr"><rect x="${X + 14}" y="${Y + 14}" width="${PW - 28}" height="${PH - 28}" rx="38"/></clipPath><g clip-path="url(#scr)">`;
  s += r(X + 14, Y + 14, PW - 28, 130, 0, p.primary);
  s += t(X + 46, Y + 46, "9:41", 14, p.primaryFg, 700);
  s += r(X + 130, Y + 24, 100, 24, 12, "#111827");
  s += r(X + 36, Y + 82, 28, 28, 8, p.primaryFg, ' opacity=".9"') + t(X + 50, Y + 102, p.name[0], 15, p.primary, 800, "middle");
  s += t(X + 76, Y + 103, p.logo, Math.min(17, Math.floor(200 / tw(p.logo, 1, true))), p.primaryFg, 700);
  s += [0, 8, 16].map((d) => line(X + PW - 62, Y + 86 + d, 22, p.primaryFg, 3)).join("");
  const L = X + 38, IW = PW - 76;
  s += t(L, Y + 188, ph.title, 24, p.ink, 800);
  s += t(L, Y + 214, ph.sub, 14, p.inkSoft);
  let y = Y + 244;
  if (ph.type === "form") {
    for (const [label, value] of ph.fields) {
      s += t(L, y + 14, label, 13, p.inkSoft, 600);
      s += r(L, y + 22, IW, 44, 10, p.card, ` stroke="${p.border}" stroke-width="1.5"`);
      s += t(L + 14, y + 50, value, 15, p.ink);
      y += 82;
    }
  } else if (ph.type === "list") {
    for (const [tag, title, sub, action] of ph.rows) {
      s += r(L, y, IW, 74, 14, p.card, ` stroke="${p.border}"`);
      s += r(L + 10, y + 14, 62, 46, 10, p.light) + t(L + 41, y + 43, tag, tag.length > 6 ? 12 : 13, p.primaryDark, 700, "middle");
      s += t(L + 84, y + 32, title, 15, p.ink, 700);
      s += t(L + 84, y + 56, sub, 13, p.inkSoft);
      const aw = tw(action, 12, true) + 22;
      s += r(L + IW - aw - 12, y + 12, aw, 26, 13, p.primary) + t(L + IW - aw / 2 - 12, y + 29, action, 12, p.primaryFg, 700, "middle");
      y += 86;
    }
  } else if (ph.type === "product") {
    s += r(L, y, IW, 230, 18, p.light);
    s += glyph(p.glyph, L + IW / 2 - 80, y + 35, 160, p.primary);
    y += 262;
    s += t(L, y, ph.product, 19, p.ink, 700) + t(L + IW, y, ph.price, 19, p.ink, 700, "end");
    y += 26;
    s += t(L, y, ph.note, 13, p.inkSoft);
    y += 20;
    ["XS", "S", "M", "L"].forEach((sz, i) => {
      const on = i === 2;
      s += r(L + i * 56, y, 46, 36, 10, on ? p.ink : p.card, on ? "" : ` stroke="${p.border}"`) +
        t(L + i * 56 + 23, y + 23, sz, 14, on ? p.page : p.ink, 600, "middle");
    });
  }
  s += r(L, Y + PH - 104, IW, 54, 27, p.btnStrong) + t(L + IW / 2, Y + PH - 71, ph.button, 17, p.btnStrongFg, 700, "middle");
  s += `</g>`;
  // side copy
  const SX = 660;
  s += t(SX, 200, ph.eyebrow.toUpperCase(), 15, p.primaryDark, 700, "start", ' letter-spacing="2"');
  ph.pitch.forEach((ln, i) => (s += t(SX, 262 + i * 54, ln, 46, p.ink, 800)));
  let by = 262 + ph.pitch.length * 54 + 30;
  for (const b of ph.bullets) {
    s += c(SX + 16, by - 6, 16, p.primary) + check(SX + 16, by - 6, p.primaryFg) + t(SX + 46, by, b, 20, p.ink, 500);
    by += 52;
  }
  return svg(s, p);
}

// ---------- 3: inner page ----------
function inner(p) {
  const q = p.inner;
  const top = BY + 108;
  let s = r(BX, top, BW, 128, 0, p.light);
  s += t(128, top + 44, `Home  /  ${q.crumb}`, 14, p.inkSoft, 500);
  s += t(126, top + 92, q.title, 38, p.ink, 800);
  const cy = top + 156, L = 128, CW = 620;
  if (q.type === "steps") {
    q.items.forEach(([title, sub], i) => {
      const y = cy + i * 98;
      s += c(L + 22, y + 26, 22, p.primary) + t(L + 22, y + 33, String(i + 1), 19, p.primaryFg, 700, "middle");
      s += t(L + 62, y + 24, title, 20, p.ink, 700);
      s += t(L + 62, y + 50, sub, 15, p.inkSoft);
      s += line(L + 62, y + 64, 420 - i * 40, p.muted, 8);
    });
  } else if (q.type === "people") {
    q.items.forEach(([name, role, tag], i) => {
      const x = L + i * 212, w = 196;
      s += r(x, cy, w, 380, 16, p.card, ` stroke="${p.border}"`);
      s += r(x, cy, w, 150, 16, p.light) + r(x, cy + 120, w, 30, 0, p.light);
      s += c(x + w / 2, cy + 92, 44, p.primary, ' opacity=".85"') + c(x + w / 2, cy + 78, 17, p.page) +
        `<path d="M${x + w / 2 - 28} ${cy + 124}a28 24 0 0 1 56 0z" fill="${p.page}"/>`;
      s += t(x + 18, cy + 186, name, 19, p.ink, 700) + t(x + 18, cy + 210, role, 14, p.inkSoft);
      s += line(x + 18, cy + 236, 150, p.muted, 8) + line(x + 18, cy + 254, 120, p.muted, 8) + line(x + 18, cy + 272, 140, p.muted, 8);
      const cw2 = tw(tag, 13, true) + 24;
      s += r(x + 18, cy + 308, cw2, 30, 15, p.light) + t(x + 18 + cw2 / 2, cy + 328, tag, 13, p.primaryDark, 700, "middle");
    });
  } else if (q.type === "products") {
    q.items.forEach(([name, price], i) => {
      const x = L + (i % 3) * 212, y = cy + Math.floor(i / 3) * 200, w = 196;
      s += r(x, y, w, 130, 14, i % 2 ? p.light : p.accent, ' opacity=".9"');
      s += glyph(p.glyph, x + w / 2 - 40, y + 24, 80, i % 2 ? p.primary : p.ink);
      s += t(x + 4, y + 156, name, 16, p.ink, 600) + t(x + 4, y + 178, price, 15, p.inkSoft);
    });
  } else if (q.type === "menu") {
    let y = cy + 10;
    for (const [course, dishes] of q.items) {
      s += t(L, y + 16, course.toUpperCase(), 15, p.primaryDark, 800, "start", ' letter-spacing="3"');
      s += r(L, y + 28, CW, 2, 0, p.accent);
      y += 58;
      for (const [dish, price] of dishes) {
        s += t(L, y, dish, 18, p.ink, 600) + t(L + CW, y, price, 18, p.ink, 700, "end");
        s += `<path d="M${L + tw(dish, 18, true) + 16} ${y - 4}H${L + CW - 62}" stroke="${p.muted}" stroke-width="2" stroke-dasharray="2 6"/>`;
        y += 34;
      }
      y += 14;
    }
  }
  // sidebar
  const SX = 792, SW = 288, SY = cy;
  s += r(SX, SY, SW, 392, 18, p.sideBg);
  s += t(SX + 28, SY + 50, q.side.title, Math.min(22, Math.floor(230 / tw(q.side.title, 1, true))), p.sideFg, 800);
  q.side.lines.forEach((ln, i) => {
    if (q.side.chips) {
      const cw2 = tw(ln, 15, true) + 32;
      s += r(SX + 28, SY + 80 + i * 50, cw2, 36, 18, p.sideFg, ' opacity=".16"') +
        t(SX + 28 + cw2 / 2, SY + 103 + i * 50, ln, 15, p.sideFg, 600, "middle");
    } else {
      s += c(SX + 34, SY + 96 + i * 40, 4, p.sideFg) + t(SX + 48, SY + 101 + i * 40, ln, 16, p.sideFg);
    }
  });
  s += btn(SX + 28, SY + 300, q.side.button, p.sideBtn, p.sideBtnFg, 16, 46);
  return svg(browser(p, s), p);
}

// ---------- 4: results chart ----------
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
function chart(p) {
  const k = p.chart;
  let s = `<g filter="url(#sh)">${r(BX, BY, BW, BH, 20, p.page)}</g>`;
  s += t(128, 118, k.title, 28, p.ink, 800);
  s += t(128, 146, `${p.logo}  \u00b7  monthly, ${k.values.length} months`, 15, p.inkSoft);
  if (k.launchIndex > 0) s += r(876, 106, 14, 14, 3, p.barMuted) + t(896, 118, "Before", 14, p.inkSoft);
  s += r(966, 106, 14, 14, 3, p.primary) + t(986, 118, "After launch", 14, p.inkSoft);
  k.kpis.forEach(([v, label], i) => {
    const x = 128 + i * 322;
    s += r(x, 176, 298, 96, 14, p.light);
    s += t(x + 24, 226, v, 36, p.primaryDark, 800) + t(x + 24, 254, label, 15, p.ink, 500);
  });
  const x0 = 184, x1 = 1072, yb = 646, yt = 360;
  const max = Math.max(...k.values);
  const step = Math.pow(10, Math.floor(Math.log10(max / 4)));
  const tick = [1, 2, 2.5, 5, 10].map((m) => m * step).find((v) => v * 4 >= max);
  for (let g = 0; g <= 4; g++) {
    const y = yb - ((yb - yt) * g) / 4;
    s += `<path d="M${x0} ${y}H${x1}" stroke="${p.border}" stroke-width="${g ? 1 : 2}"/>`;
    s += t(x0 - 14, y + 5, k.fmt(tick * g), 13, p.inkSoft, 400, "end");
  }
  const n = k.values.length, slot = (x1 - x0) / n, bw = Math.min(46, slot * 0.6);
  const [ly, lm] = p.launch.split("-").map(Number);
  k.values.forEach((v, i) => {
    const h = Math.round(((yb - yt) * v) / (tick * 4));
    const x = Math.round(x0 + slot * i + (slot - bw) / 2);
    const after = i > k.launchIndex || (k.launchIndex === 0 && i === 0);
    s += r(x, yb - h, Math.round(bw), h, 6, after ? p.primary : p.barMuted);
    const m = (((lm - 1 - k.launchIndex + i) % 12) + 12) % 12;
    s += t(x + bw / 2, yb + 26, MONTHS[m], 13, p.inkSoft, 400, "middle");
  });
  const lx = Math.round(x0 + slot * k.launchIndex + slot / 2);
  s += `<path d="M${lx} ${yb}V${yt - 34}" stroke="${p.ink}" stroke-width="2" stroke-dasharray="6 6"/>`;
  s += r(lx - 78, yt - 64, 156, 30, 15, p.ink) + t(lx, yt - 44, `Launch ${MONTHS[lm - 1]} ${ly}`, 13, p.page, 700, "middle");
  s += t(1072, 716, k.note, 13, p.inkSoft, 400, "end");
  return svg(s, p);
}

// ---------- clients ----------
const base = { ink: "#1f2937", inkSoft: "#6b7280", muted: "#e5e7eb", border: "#e5e7eb", page: "#ffffff", card: "#ffffff" };
const num = (v) => String(v);

const clients = [
  {
    ...base, id: "dental-clinic", name: "Lakeside Family Dental", logo: "Lakeside Family Dental", domain: "lakesidefamilydental.example",
    location: "Clinton Township, MI", launch: "2025-03", glyph: "tooth",
    bg1: "#f0fdfa", bg2: "#ccfbf1", blob: "#5eead4",
    primary: "#0f766e", primaryFg: "#ffffff", primaryDark: "#115e59", accent: "#99f6e4", light: "#f0fdfa", link: "#0f766e",
    navBg: "#ffffff", navFg: "#134e4a", heroBg: "#0f766e", heroFg: "#ffffff", heroDeco: "#14b8a6", heroBtn: "#ffffff", heroBtnFg: "#0f766e", eyebrow: "#99f6e4",
    barMuted: "#99f6e4", btnStrong: "#0f766e", btnStrongFg: "#ffffff", sideBg: "#0f766e", sideFg: "#ffffff", sideBtn: "#ffffff", sideBtnFg: "#0f766e",
    nav: ["Services", "New Patients", "Insurance", "Contact"], cta: "Book Online",
    h1: ["Lakeside Family", "Dental"], tagline: "Gentle care for the whole family", heroCta: "Request an Appointment", heroCta2: "Call Us",
    badge: "New patients welcome",
    cards: [["Cleanings & Exams", "Checkups every six months"], ["Children's Dentistry", "Friendly first visits"], ["Emergency Care", "Same-day openings"]],
    phone: {
      type: "form", title: "Request a visit", sub: "We'll confirm by phone within one day.",
      fields: [["Full name", "Jordan Miller"], ["Phone", "(586) 555-0199"], ["Preferred day", "Tuesday morning"], ["Reason for visit", "Cleaning & checkup"]],
      button: "Request Appointment", eyebrow: "Online requests", pitch: ["Book a visit", "any time,", "from any phone"],
      bullets: ["Pick a preferred day and time", "Front desk confirms the slot", "Intake forms done before you arrive"],
    },
    inner: {
      crumb: "New Patients", title: "Your first visit", type: "steps",
      items: [["Request an appointment", "Online or by phone, whichever suits you"], ["Complete your forms", "Fill in intake details from home"], ["Bring your insurance card", "We'll check your coverage for you"], ["Meet your dentist", "Exam, cleaning and a plan, no rush"]],
      side: { title: "Office hours", lines: ["Mon\u2013Thu  8am\u20136pm", "Friday  8am\u20132pm", "Saturday by appointment", "Emergencies: call first"], button: "Call the Office" },
    },
    chart: {
      title: "Online appointment requests", launchIndex: 5, fmt: num,
      values: [38, 41, 36, 40, 39, 42, 58, 66, 70, 72, 75, 78],
      kpis: [["+64%", "Requests, first 90 days"], ["40%", "Intake forms done online"], ["\u221233%", "Routine phone calls"]],
      note: "Illustrative dashboard for a fictional client.",
    },
  },
  {
    ...base, id: "fitness", name: "Ironwood Fitness & Wellness", logo: "Ironwood Fitness", domain: "ironwoodfitness.example",
    location: "Sterling Heights, MI", launch: "2025-06", glyph: "dumbbell",
    bg1: "#fff7ed", bg2: "#fed7aa", blob: "#fb923c", ink: "#1f2937",
    primary: "#f97316", primaryFg: "#ffffff", primaryDark: "#c2410c", accent: "#fdba74", light: "#fff7ed", link: "#ea580c",
    navBg: "#1f2937", navFg: "#ffffff", heroBg: "#111827", heroFg: "#ffffff", heroDeco: "#374151", heroBtn: "#f97316", heroBtnFg: "#ffffff", eyebrow: "#fb923c", border: "#e5e7eb",
    barMuted: "#d1d5db", btnStrong: "#1f2937", btnStrongFg: "#ffffff", sideBg: "#1f2937", sideFg: "#ffffff", sideBtn: "#f97316", sideBtnFg: "#ffffff",
    nav: ["Classes", "Schedule", "Coaches", "Pricing"], cta: "Free Week",
    h1: ["Ironwood Fitness", "& Wellness"], tagline: "Stronger together in Sterling Heights", heroCta: "Start Your Free Week", heroCta2: "View Schedule",
    badge: "Small classes, real coaches",
    cards: [["Small-Group Strength", "Max 10 people per class"], ["Yoga & Mobility", "Move better, feel better"], ["Personal Training", "One-on-one coaching"]],
    phone: {
      type: "list", title: "This week", sub: "Tap a class to reserve your spot.",
      rows: [["6:00 AM", "Strength 45", "Coach Marcus \u00b7 4 spots", "Book"], ["9:30 AM", "Yoga Flow", "Coach Priya \u00b7 7 spots", "Book"], ["12:15 PM", "Mobility", "Coach Dana \u00b7 2 spots", "Book"], ["5:30 PM", "Strength 45", "Coach Marcus \u00b7 Full", "Wait"]],
      button: "Start Your Free Week", eyebrow: "Live schedule", pitch: ["The timetable", "is always", "up to date"],
      bullets: ["Synced with the booking system", "Readable on any phone", "Reserve a spot in two taps"],
    },
    inner: {
      crumb: "Coaches", title: "Meet your coaches", type: "people",
      items: [["Marcus Bell", "Head Coach", "Strength"], ["Priya Nair", "Yoga Teacher", "Yoga & Breath"], ["Dana Ruiz", "Mobility Coach", "Mobility"]],
      side: { title: "First week free", lines: ["Any class, any coach", "Goal-setting session", "No contract to sign"], button: "Start Free Week" },
    },
    chart: {
      title: "Intro-week sign-ups", launchIndex: 5, fmt: num,
      values: [22, 25, 21, 26, 24, 27, 33, 38, 41, 43, 40, 45],
      kpis: [["+58%", "Sign-ups, first quarter"], ["131", "Google reviews (from 84)"], ["<2 s", "Average mobile load"]],
      note: "Illustrative dashboard for a fictional client.",
    },
  },
  {
    ...base, id: "restaurant", name: "Trattoria Vela", logo: "Trattoria Vela", domain: "trattoriavela.example",
    location: "Downtown Mount Clemens", launch: "2024-10", glyph: "plate",
    bg1: "#fdf6e3", bg2: "#f3e2c0", blob: "#e8c39e", ink: "#3b0a0a", inkSoft: "#7c5a4a", muted: "#eadcc0", border: "#eadcc0", page: "#fffdf7", card: "#fffaf0",
    primary: "#9b1c1c", primaryFg: "#fdf6e3", primaryDark: "#7f1d1d", accent: "#e9c46a", light: "#fbf0dc", link: "#9b1c1c",
    navBg: "#fffdf7", navFg: "#3b0a0a", heroBg: "#7f1d1d", heroFg: "#fdf6e3", heroDeco: "#9b1c1c", heroBtn: "#fdf6e3", heroBtnFg: "#7f1d1d", eyebrow: "#e9c46a",
    barMuted: "#e6cfa8", btnStrong: "#9b1c1c", btnStrongFg: "#fdf6e3", sideBg: "#fbf0dc", sideFg: "#3b0a0a", sideBtn: "#9b1c1c", sideBtnFg: "#fdf6e3",
    nav: ["Menu", "Private Dining", "Visit", "Gift Cards"], cta: "Order Pickup",
    h1: ["Trattoria Vela"], tagline: "Handmade pasta in downtown Mount Clemens", heroCta: "Order for Pickup", heroCta2: "See the Menu",
    badge: "Open tonight 4\u201310 pm",
    cards: [["Handmade Pasta", "Rolled fresh every morning"], ["Sunday Family Dinner", "Four courses, served family style"], ["Private Dining", "Up to 40 guests"]],
    phone: {
      type: "list", title: "Order for pickup", sub: "Choose a time that suits you.",
      rows: [["$18", "Tagliatelle", "Slow-cooked beef rag\u00f9", "Add"], ["$17", "Cacio e Pepe", "Pecorino, black pepper", "Add"], ["$21", "Lasagna Vela", "Baked to order", "Add"], ["$9", "Tiramis\u00f9", "Made in house", "Add"]],
      button: "Choose Pickup Time", eyebrow: "Online ordering", pitch: ["Takeout without", "the busy", "phone line"],
      bullets: ["Commission-free pickup orders", "Scheduled pickup times", "Menu updated by the owners"],
    },
    inner: {
      crumb: "Menu", title: "Our menu", type: "menu",
      items: [["Antipasti", [["Arancini", "$11"], ["Burrata & Tomatoes", "$14"]]], ["Pasta", [["Tagliatelle al Rag\u00f9", "$18"], ["Gnocchi Sorrentina", "$17"]]], ["Dolci", [["Tiramis\u00f9", "$9"], ["Cannoli", "$8"]]]],
      side: { title: "Private dining", lines: ["Up to 40 guests", "Showers & graduations", "Business lunches", "Set menus from $35"], button: "Plan an Event" },
    },
    chart: {
      title: "Private-dining inquiries", launchIndex: 5, fmt: num,
      values: [10, 12, 11, 9, 12, 11, 14, 16, 17, 18, 16, 19],
      kpis: [["30%", "Takeout ordered online"], ["+45%", "Private-dining inquiries"], ["$900", "Monthly commissions saved"]],
      note: "Illustrative dashboard for a fictional client.",
    },
  },
  {
    ...base, id: "law-firm", name: "Hartwell & Nowak Law", logo: "Hartwell & Nowak", domain: "hartwellnowak.example",
    location: "Shelby Township, MI", launch: "2025-10", glyph: "scales",
    bg1: "#f8f6f0", bg2: "#e6e1d3", blob: "#d4b65a", ink: "#14213d", inkSoft: "#5b6478",
    primary: "#1e3a5f", primaryFg: "#ffffff", primaryDark: "#1e3a5f", accent: "#c9a227", light: "#f4f1e8", link: "#9a7b16",
    navBg: "#ffffff", navFg: "#14213d", heroBg: "#14213d", heroFg: "#ffffff", heroDeco: "#1e3a5f", heroBtn: "#c9a227", heroBtnFg: "#14213d", eyebrow: "#d4b65a",
    barMuted: "#cbd5e1", btnStrong: "#c9a227", btnStrongFg: "#14213d", sideBg: "#14213d", sideFg: "#ffffff", sideBtn: "#c9a227", sideBtnFg: "#14213d",
    nav: ["Estate Planning", "Probate", "Family Law", "Attorneys"], cta: "Consultation",
    h1: ["Hartwell & Nowak Law"], tagline: "Plain-English estate planning and family law", heroCta: "Request a Consultation", heroCta2: "Our Attorneys",
    badge: "Serving Macomb County families",
    cards: [["Estate Planning", "Wills, trusts and guardianship"], ["Probate", "Guidance after a loss"], ["Family Law", "Divorce and custody"]],
    phone: {
      type: "form", title: "Confidential request", sub: "A team member will reply within one day.",
      fields: [["Full name", "Alex Johnson"], ["Type of matter", "Estate planning  \u25BE"], ["County", "Macomb"], ["Best way to reach you", "Email"]],
      button: "Send Request", eyebrow: "Consultation requests", pitch: ["The right", "matters reach", "the right desk"],
      bullets: ["Screens out-of-scope inquiries", "Encrypted form delivery", "Clear, careful disclaimers"],
    },
    inner: {
      crumb: "Estate Planning", title: "Wills and trusts, explained", type: "steps",
      items: [["What a will does", "Names who inherits and who cares for children"], ["When a trust helps", "Avoiding probate and planning for privacy"], ["Powers of attorney", "Choosing who decides if you cannot"], ["Keeping plans current", "Review after marriage, moves or new children"]],
      side: { title: "Free checklist", lines: ["Documents to gather", "Questions to consider", "What to bring to us"], button: "Download Checklist" },
    },
    chart: {
      title: "Qualified consultation requests", launchIndex: 5, fmt: num,
      values: [20, 22, 19, 23, 21, 22, 27, 29, 30, 31, 28, 32],
      kpis: [["\u221260%", "Out-of-scope inquiries"], ["+38%", "Qualified requests"], ["2\u00d7", "Time on practice guides"]],
      note: "Illustrative dashboard for a fictional client.",
    },
  },
  {
    ...base, id: "boutique", name: "Juniper & Rose Boutique", logo: "Juniper & Rose", domain: "juniperandrose.example",
    location: "Downtown Romeo, MI", launch: "2026-02", glyph: "dress",
    bg1: "#fff1f1", bg2: "#f7d4d4", blob: "#eeb4b4", ink: "#111111", inkSoft: "#6b5b5b", muted: "#f1e4e4", border: "#eddcdc", page: "#ffffff", card: "#ffffff",
    primary: "#111111", primaryFg: "#ffffff", primaryDark: "#111111", accent: "#f4c6c6", light: "#fdeaea", link: "#111111",
    navBg: "#ffffff", navFg: "#111111", heroBg: "#f8d7d7", heroFg: "#111111", heroDeco: "#f2bcbc", heroBtn: "#111111", heroBtnFg: "#ffffff", eyebrow: "#8a4b4b",
    barMuted: "#f4c6c6", btnStrong: "#111111", btnStrongFg: "#ffffff", sideBg: "#111111", sideFg: "#ffffff", sideBtn: "#f8d7d7", sideBtnFg: "#111111",
    nav: ["New In", "Clothing", "Gifts", "Visit Us"], cta: "Shop Now",
    h1: ["Juniper & Rose", "Boutique"], tagline: "Curated style from downtown Romeo", heroCta: "Shop New Arrivals", heroCta2: "Gift Guide",
    badge: "Free pickup in store",
    cards: [["New Arrivals", "Fresh pieces every week"], ["Michigan Makers", "Small-batch local brands"], ["Gifts Under $50", "Wrapped and ready"]],
    phone: {
      type: "product", title: "Linen Wrap Dress", sub: "New in \u00b7 Sage & Blush collection",
      product: "Linen Wrap Dress", price: "$68", note: "In stock in Romeo \u00b7 ready in 2 hours",
      button: "Pick Up in Store", eyebrow: "Click and collect", pitch: ["Buy online,", "pick up", "on Main Street"],
      bullets: ["One stock count, shop and online", "Ready-for-pickup email", "Flat-fee local delivery"],
    },
    inner: {
      crumb: "New In", title: "New arrivals", type: "products",
      items: [["Linen Wrap Dress", "$68"], ["Everyday Midi", "$74"], ["Silk Slip Dress", "$92"], ["Tiered Sundress", "$64"], ["Knit Tank Dress", "$58"], ["Rose Maxi Dress", "$88"]],
      side: { title: "Click & collect", lines: ["Order online", "Ready in 2 hours", "Pick up downtown", "Or local delivery"], button: "How It Works" },
    },
    chart: {
      title: "Online orders since launch", launchIndex: 0, fmt: num,
      values: [38, 52, 61, 70, 84, 92, 101, 118, 126],
      kpis: [["22%", "Revenue now online"], ["40%", "Orders collected in store"], ["1,150", "Email subscribers"]],
      note: "Illustrative dashboard for a fictional client.",
    },
  },
  {
    ...base, id: "nonprofit", name: "Anchor Bay Community Pantry", logo: "Anchor Bay Pantry", domain: "anchorbaypantry.example",
    location: "New Baltimore, MI", launch: "2025-08", glyph: "heart",
    bg1: "#f0f9ff", bg2: "#dcfce7", blob: "#7dd3fc", ink: "#14532d", inkSoft: "#4b6358",
    primary: "#15803d", primaryFg: "#ffffff", primaryDark: "#166534", accent: "#bae6fd", light: "#f0fdf4", link: "#15803d",
    navBg: "#ffffff", navFg: "#14532d", heroBg: "#e0f2fe", heroFg: "#14532d", heroDeco: "#bae6fd", heroBtn: "#15803d", heroBtnFg: "#ffffff", eyebrow: "#0369a1",
    barMuted: "#bae6fd", btnStrong: "#15803d", btnStrongFg: "#ffffff", sideBg: "#0284c7", sideFg: "#ffffff", sideBtn: "#ffffff", sideBtnFg: "#075985",
    nav: ["Get Food", "Volunteer", "Current Needs", "About"], cta: "Donate",
    h1: ["Anchor Bay", "Community Pantry"], tagline: "Neighbors helping neighbors in New Baltimore", heroCta: "Donate", heroCta2: "Volunteer",
    badge: "Open Tuesdays & Saturdays",
    cards: [["Get Food", "Hours and what to bring"], ["Volunteer", "Pick a shift that fits"], ["Give", "Monthly or one-time gifts"]],
    phone: {
      type: "list", title: "Open shifts", sub: "Choose a shift, we'll send a reminder.",
      rows: [["Tue", "Distribution", "3:30\u20136:30 pm \u00b7 4 open", "Sign Up"], ["Wed", "Sorting", "10 am\u201312 pm \u00b7 3 open", "Sign Up"], ["Thu", "Deliveries", "1\u20133 pm \u00b7 2 open", "Sign Up"], ["Sat", "Distribution", "9 am\u201312 pm \u00b7 1 open", "Sign Up"]],
      button: "See All Shifts", eyebrow: "Volunteer sign-up", pitch: ["Every shift", "filled, not just", "Saturdays"],
      bullets: ["Open slots shown by day", "Automatic reminders", "No spreadsheets or group texts"],
    },
    inner: {
      crumb: "Get Food", title: "Getting food is simple", type: "steps",
      items: [["Tuesdays 4\u20137 pm", "Walk-in grocery distribution"], ["Saturdays 9 am\u201312 pm", "Walk-in and drive-up pickup"], ["Bring a photo ID if you have one", "No one is turned away without it"], ["First visit? Say hello", "A volunteer will walk you through it"]],
      side: { title: "Read this page in", lines: ["English", "Espa\u00f1ol", "Arabic"], chips: true, button: "Call Us With Questions" },
    },
    chart: {
      title: "Online donations", launchIndex: 5, fmt: (v) => (v ? `$${v / 1000}k` : "$0"),
      values: [2100, 1900, 2400, 2200, 2000, 2600, 3100, 3400, 3900, 4600, 3600, 3800],
      kpis: [["+72%", "Online giving, year on year"], ["48", "New monthly donors"], ["90%+", "Weekday shifts filled"]],
      note: "Illustrative dashboard for a fictional client.",
    },
  },
];

let total = 0;
for (const p of clients) {
  const files = [homepage(p), phone(p), inner(p), chart(p)];
  files.forEach((content, i) => {
    const file = join(OUT, p.id, `${i + 1}.svg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    const kb = Buffer.byteLength(content) / 1024;
    if (kb >= 8) console.warn(`WARNING ${p.id}/${i + 1}.svg is ${kb.toFixed(1)} KB`);
    total++;
  });
}
console.log(`Wrote ${total} SVG files to ${OUT}`);
