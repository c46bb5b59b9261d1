/**
 * Writes the raster brand images the pages point to (docs/operations.md: brand images), from the
 * same drop-and-leaf symbol as components/layout/Logo.tsx and app/icon.svg:
 * - public/images/logo.png (512 × 512): the Organization JSON-LD's `logo` (Google wants a raster
 *   or SVG logo of at least 112 × 112 px);
 * - public/images/del-bilde.png (1200 × 630): the default Open Graph / Twitter picture.
 * Neither carries the brand name (it is configurable); the tagline is fixed text.
 * The files are committed; run again after changing the symbol: `npx tsx scripts/brand-images.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';
import { LOGO_IMAGE, SHARE_IMAGE } from '../lib/site';

const BROWN = '#6b4226';
const CREAM = '#faf7f2';

/** The symbol in a 32 × 32 box, placed at (x, y) and scaled. */
function symbol(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M16 3 C 9 12, 6 17, 6 21 a10 10 0 0 0 20 0 c0-4-3-9-10-18z" fill="${BROWN}"/>
    <path d="M12 22 c2-4 5-6 9-7 c-2 3-5 6-9 7z" fill="${CREAM}"/>
  </g>`;
}

function logoSvg(size: number): string {
  const scale = (size * 0.8) / 32;
  const offset = (size - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#ffffff"/>${symbol(offset, offset, scale)}</svg>`;
}

function shareSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${CREAM}"/>
    <rect y="${height - 24}" width="100%" height="24" fill="${BROWN}"/>
    ${symbol(width / 2 - 128, 90, 8)}
    <text x="50%" y="470" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="56" fill="${BROWN}">Pleie for tre, lær og møbler</text>
    <text x="50%" y="540" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#5c4a3d">siden 1915</text>
  </svg>`;
}

async function main() {
  const publicDir = path.resolve(__dirname, '..', 'public');
  await sharp(Buffer.from(logoSvg(LOGO_IMAGE.width)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, LOGO_IMAGE.path));
  await sharp(Buffer.from(shareSvg(SHARE_IMAGE.width, SHARE_IMAGE.height)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, SHARE_IMAGE.path));
  console.log(`Wrote ${LOGO_IMAGE.path} and ${SHARE_IMAGE.path}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
