// Draws the app icons (PNG) and public/favicon.svg from one shape. Run once after changing the
// logo: `node scripts/make-icons.mjs`; the files it writes are committed.
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const TEAL = "#0d9488";
// lucide's heart-handshake (24 × 24, stroked), the logo the app shows in its header, scaled to
// fill the middle of the 64 × 64 tile.
const HEART =
  "M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762";
const GLYPH = `<g transform="translate(12 12) scale(1.6667)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${HEART}"/></g>`;

/** The favicon as is: a rounded tile, for browsers that show the icon unmasked. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${TEAL}"/>${GLYPH}</svg>`;

writeFileSync("public/favicon.svg", `${rounded}\n`);

/**
 * Full-bleed square with the logo inside the central safe zone (80 %), so Android's mask
 * (circle, squircle…) and iOS's rounded corners never cut into it.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${GLYPH}</g></svg>`;

const icons = [
  { file: "icon-192.png", svg: rounded, size: 192 },
  { file: "icon-512.png", svg: rounded, size: 512 },
  { file: "maskable-192.png", svg: fullBleed, size: 192 },
  { file: "maskable-512.png", svg: fullBleed, size: 512 },
  { file: "apple-touch-icon.png", svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);
  console.log(`public/icons/${file}`);
}
