/**
 * The nine GHS hazard pictograms of CLP Annex V, drawn in the project (no maintained npm package
 * ships the official symbols; docs/product.md: Product page, 'Fareinformasjon'): a black symbol on
 * white in a red square set on a point, viewBox 100 × 100. Each is an image with the hazard it
 * stands for as its name (PICTOGRAMS' `alt`, lib/catalogue/facts.ts). A server component: plain
 * SVG, no script.
 */
import type { ReactElement } from 'react';
import { pictogramOf, type PictogramCode } from '@/lib/catalogue/facts';

/** Annex V, 1.2.1: the frame is red (Pantone 186/#ff0000 on screen), the symbol black, the background white. */
const RED = '#ff0000';
const BLACK = '#000000';
const WHITE = '#ffffff';

/** A flame standing on (50, 64), about 31 × 43, with a white inner tongue. */
const FLAME =
  'M50 64C38.5 64 34 56.5 35.8 48.6C37 43 41 38.6 42 33.2C44.2 36.6 44.4 40.4 46.2 43C46.4 35.8 49.4 28 54.2 21C54.6 28.4 57.4 33 60.2 37C61.2 33.6 61.2 31 60.4 27.8C65.4 34 67.6 42.2 65.6 50C64 57.8 58.4 64 50 64Z';
const FLAME_TONGUE = 'M50 61.6C44.6 61.6 42.4 57 44.2 52.2C45.2 49.4 47.2 47.4 47.4 44.2C49.6 46.8 51.4 49.6 52.6 47C56 51 57.4 57.4 50 61.6Z';

function Flame({ transform }: { transform?: string }) {
  return (
    <g transform={transform}>
      <path d={FLAME} fill={BLACK} />
      <path d={FLAME_TONGUE} fill={WHITE} />
    </g>
  );
}

/** An eight-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number, points = 8): string {
  const step = Math.PI / points;
  const xy = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + i * step;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return xy.join(' ');
}

const SYMBOLS: Record<PictogramCode, ReactElement> = {
  // Exploding bomb: the bomb below, its burst and fragments flying out above it.
  GHS01: (
    <g fill={BLACK}>
      <polygon points={star(50, 45, 19, 9, 9)} fill="none" stroke={BLACK} strokeWidth={2.2} strokeLinejoin="round" />
      <circle cx={50} cy={60} r={10.5} />
      <rect x={47.5} y={47} width={5} height={4} />
      <polygon points="48,25 52,25 50,31" />
      <polygon points="34,34 38,32 38,37" />
      <polygon points="66,34 62,32 62,37" />
      <polygon points="29,48 33,46 33,50" />
      <polygon points="71,48 67,46 67,50" />
      <polygon points="41,27 44,26 43,31" />
      <polygon points="59,27 56,26 57,31" />
    </g>
  ),
  // Flame over a line.
  GHS02: (
    <g>
      <Flame />
      <rect x={36} y={66} width={28} height={4.5} fill={BLACK} />
    </g>
  ),
  // Flame over circle, over a line.
  GHS03: (
    <g>
      <circle cx={50} cy={58} r={9.5} fill="none" stroke={BLACK} strokeWidth={4.5} />
      <Flame transform="translate(50 50.5) scale(0.66) translate(-50 -64)" />
      <rect x={40} y={71} width={20} height={4} fill={BLACK} />
    </g>
  ),
  // Gas cylinder, lying tilted, its valve up to the right.
  GHS04: (
    <g transform="rotate(-28 50 52) translate(1 0) scale(0.94) translate(3 3)" fill={BLACK}>
      <rect x={26} y={44} width={40} height={17} rx={8.5} />
      <rect x={65} y={48} width={5} height={9} />
      <rect x={70} y={46} width={3.5} height={13} rx={1} />
      <rect x={33} y={47.5} width={26} height={2.2} rx={1.1} fill={WHITE} />
    </g>
  ),
  // Corrosion: liquid from two test tubes eating into a surface (left) and a hand (right).
  GHS05: (
    <g fill={BLACK}>
      <g stroke={BLACK} strokeWidth={6.5}>
        <line x1={38.5} y1={29.5} x2={46} y2={39} strokeLinecap="round" />
        <line x1={61.5} y1={29.5} x2={54} y2={39} strokeLinecap="round" />
      </g>
      <g stroke={BLACK} strokeWidth={2.2}>
        <line x1={42.7} y1={42.6} x2={49.6} y2={37} />
        <line x1={57.3} y1={42.6} x2={50.4} y2={37} />
      </g>
      <path d="M45.5 45q-1.4 2.6 0 3.7q1.4-1.1 0-3.7ZM45 50.6q-1.2 2.2 0 3.1q1.2-.9 0-3.1Z" />
      <path d="M54.5 45q-1.4 2.6 0 3.7q1.4-1.1 0-3.7ZM55 50.6q-1.2 2.2 0 3.1q1.2-.9 0-3.1Z" />
      <path d="M31 57h16v10h-16ZM41 57a3 2.4 0 0 0 6 0Z" fillRule="evenodd" />
      <path d="M51 67v-5.5c0-2 1.5-3 3-3h1v-2.5c0-1.2 2.2-1.2 2.2 0v2.5h1v-3c0-1.2 2.2-1.2 2.2 0v3h1v-2.5c0-1.2 2.2-1.2 2.2 0v2.5h1v-1.5c0-1.2 2.2-1.2 2.2 0v5.8c0 2-1 4.2-3 4.2Z" />
      <path d="M53.2 58.6a2.4 1.8 0 0 0 4.8 0Z" fill={WHITE} />
      <rect x={28} y={68.5} width={44} height={3} />
    </g>
  ),
  // Skull and crossbones.
  GHS06: (
    <g>
      <g stroke={BLACK} strokeWidth={4.2} strokeLinecap="round">
        <line x1={37} y1={54} x2={63} y2={69} />
        <line x1={63} y1={54} x2={37} y2={69} />
      </g>
      <g fill={BLACK}>
        <circle cx={36} cy={51.5} r={2.6} />
        <circle cx={38.5} cy={56} r={2.6} />
        <circle cx={64} cy={51.5} r={2.6} />
        <circle cx={61.5} cy={56} r={2.6} />
        <circle cx={36} cy={71.5} r={2.6} />
        <circle cx={38.5} cy={67} r={2.6} />
        <circle cx={64} cy={71.5} r={2.6} />
        <circle cx={61.5} cy={67} r={2.6} />
        <ellipse cx={50} cy={39} rx={13} ry={12} />
        <rect x={43} y={44} width={14} height={14} rx={2.5} />
      </g>
      <g fill={WHITE}>
        <ellipse cx={45} cy={40.5} rx={3.6} ry={3.9} />
        <ellipse cx={55} cy={40.5} rx={3.6} ry={3.9} />
        <polygon points="50,45.5 48.2,49.5 51.8,49.5" />
        <rect x={46.2} y={52.5} width={1.4} height={5.5} />
        <rect x={49.3} y={52.5} width={1.4} height={5.5} />
        <rect x={52.4} y={52.5} width={1.4} height={5.5} />
      </g>
    </g>
  ),
  // Exclamation mark.
  GHS07: (
    <g fill={BLACK}>
      <path d="M44.5 24h11l-2.6 37h-5.8Z" />
      <circle cx={50} cy={69.5} r={5.2} />
    </g>
  ),
  // Health hazard: a person's head and chest with a burst on the chest.
  GHS08: (
    <g>
      <circle cx={50} cy={29.5} r={7.2} fill={BLACK} />
      <path d="M37 71V52.5C37 44 43 39.5 50 39.5S63 44 63 52.5V71Z" fill={BLACK} />
      <polygon points={star(50, 56, 10, 4)} fill={WHITE} />
    </g>
  ),
  // Environment: a dead tree and a dead fish on the bank.
  GHS09: (
    <g>
      <g stroke={BLACK} strokeLinecap="round" fill="none">
        <path d="M40 63V30" strokeWidth={3.4} />
        <path d="M40 42L32.5 34.5M40 48L48 40M40 36L45 29.5M35.5 37.5L33 31.5M45 42.5L49 43" strokeWidth={2.4} />
        <path d="M29 63.5H71" strokeWidth={3} />
      </g>
      <g fill={BLACK}>
        <ellipse cx={56.5} cy={56} rx={8.5} ry={4} />
        <polygon points="64,56 70.5,51.5 70.5,60.5" />
      </g>
      <path d="M50.6 54.3l2 2M52.6 54.3l-2 2" stroke={WHITE} strokeWidth={0.9} />
    </g>
  ),
};

/** One pictogram as an image named by the hazard ('Alvorlig helsefare'); nothing for an unknown code. */
export function GhsPictogram({ code, size = 72, className }: { code: string; size?: number; className?: string }) {
  const pictogram = pictogramOf(code);
  if (!pictogram) return null;
  return (
    <svg
      role="img"
      aria-label={pictogram.alt}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={className}
      data-pictogram={pictogram.code}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{pictogram.alt}</title>
      <polygon points="50,5 95,50 50,95 5,50" fill={WHITE} stroke={RED} strokeWidth={7} strokeLinejoin="miter" />
      {SYMBOLS[pictogram.code]}
    </svg>
  );
}
