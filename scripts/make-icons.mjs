// Draws the app icons (PNG) from the same shape as public/favicon.svg. Run once after changing
// the logo: `node scripts/make-icons.mjs`; the PNGs in public/icons/ are committed.
import sharp from "sharp";

const TEAL = "#0d9488";
const GLYPH = '<path d="M20 44V20h5l14 16V20h5v24h-5L25 28v16z" fill="#fff"/>';

/** The favicon as is: a rounded tile, for browsers that show the icon unmasked. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${TEAL}"/>${GLYPH}</svg>`;

/**
 * Full-bleed square with the letter inside the central safe zone (80 %), so Android's mask
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
