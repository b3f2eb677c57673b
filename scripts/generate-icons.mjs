// Rasterises public/favicon.svg into the PNG/ICO icons browsers and home screens ask for.
// Run once after changing the favicon; the outputs are committed. Pages link only the raster icons:
// a browser decodes an SVG favicon as a document of its own on the page's main thread (decision 056).
import sharp from "sharp";
import { readFile, writeFile } from "node:fs/promises";

const svg = await readFile(new URL("../public/favicon.svg", import.meta.url));
const png = (size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer();

await writeFile(new URL("../public/apple-touch-icon.png", import.meta.url), await sharp(svg, { density: 384 }).resize(180, 180).flatten({ background: "#4338ca" }).png().toBuffer());
await writeFile(new URL("../public/favicon-48.png", import.meta.url), await png(48));
await writeFile(new URL("../public/icon-192.png", import.meta.url), await png(192));
await writeFile(new URL("../public/icon-512.png", import.meta.url), await png(512));

// A single-image ICO wrapping a 32×32 PNG (supported by every current browser).
const ico32 = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(ico32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(new URL("../public/favicon.ico", import.meta.url), Buffer.concat([header, ico32]));
console.log("icons written");
