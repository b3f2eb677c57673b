#!/usr/bin/env node
// Draws the share images (Open Graph / Twitter cards): one 1200×630 PNG per page type, from the
// cards in content/og-cards.json, into <BUILD_DIR>/client/og/<kind>.png. Runs in `npm run build`
// after the React Router build. SVG → PNG with sharp (librsvg); text uses the system sans fonts.
// Run with tsx (it reads the agency name from content/site.ts): `tsx scripts/og-images.mjs`.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { site } from "../content/site.ts";
// Imported, not read from disk, so the dependency checks see what the build draws from.
import ogCards from "../content/og-cards.json" with { type: "json" };

const W = 1200;
const H = 630;
const FONT = "Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif";

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Approximate advance widths (em) of a bold sans face, to wrap the headline without a layout engine.
const charWidth = (ch) =>
  /[iljtfrI.,:;'|! ]/.test(ch) ? 0.3 : /[mwMW@]/.test(ch) ? 0.9 : /[A-Z&]/.test(ch) ? 0.7 : /[0-9]/.test(ch) ? 0.58 : 0.58;
const textWidth = (s, size) => [...s].reduce((sum, ch) => sum + charWidth(ch), 0) * size;

/** Greedy word wrap into lines no wider than maxWidth. */
export function wrap(text, size, maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The SVG of one card: brand gradient, logo mark, eyebrow, headline, site name and host. */
export function cardSvg(card, { siteName, host }) {
  let size = 68;
  let lines = wrap(card.headline, size, 1000);
  while (lines.length > 3 && size > 44) {
    size -= 4;
    lines = wrap(card.headline, size, 1000);
  }
  const lineHeight = Math.round(size * 1.15);
  const headlineTop = 300;
  const headline = lines
    .map((l, i) => `<text x="100" y="${headlineTop + i * lineHeight}" font-size="${size}" font-weight="700" fill="#ffffff">${esc(l)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1080" cy="80" r="230" fill="#6366f1" opacity=".35"/>
  <circle cx="1150" cy="600" r="160" fill="#818cf8" opacity=".18"/>
  <g transform="translate(100 78) scale(2)">
    <rect width="32" height="32" rx="9" fill="#ffffff"/>
    <path d="M8 22V10l5 7 5-7v12" fill="none" stroke="#4338ca" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="23" cy="21" r="2.2" fill="#4338ca"/>
  </g>
  <text x="184" y="124" font-size="34" font-weight="700" fill="#ffffff">${esc(siteName)}</text>
  <text x="100" y="212" font-size="26" font-weight="700" fill="#c7d2fe" letter-spacing="2">${esc(card.eyebrow.toUpperCase())}</text>
  ${headline}
  <rect x="100" y="540" width="80" height="6" rx="3" fill="#a5b4fc"/>
  <text x="200" y="552" font-size="26" fill="#e0e7ff">${esc(host)}</text>
</svg>`;
}

export async function renderCard(card, options) {
  return sharp(Buffer.from(cardSvg(card, options))).png({ compressionLevel: 9, palette: false }).toBuffer();
}

async function main() {
  const { cards } = ogCards;
  const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  const host = new URL(siteUrl).host;
  const outDir = join(process.env.BUILD_DIR ?? "build", "client", "og");
  await mkdir(outDir, { recursive: true });
  for (const card of cards) {
    const png = await renderCard(card, { siteName: site.name, host });
    await writeFile(join(outDir, `${card.kind}.png`), png);
  }
  console.log(`og images: ${cards.length} cards in ${outDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
