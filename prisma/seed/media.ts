/**
 * Demo media made at seed time, so no binary asset is downloaded or committed:
 * product packshots and course illustrations drawn as SVG and rendered with sharp, and short
 * audio clips synthesised as WAV.
 */
import 'server-only';
import sharp from 'sharp';
import type { DemoProduct } from './types';

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const SHAPES: Record<DemoProduct['packaging'], (c: string, dark: string) => string> = {
  bottle: (c, dark) =>
    `<rect x="345" y="150" width="110" height="90" rx="14" fill="${dark}"/>
     <path d="M330 240 h140 q60 40 60 120 v300 q0 40 -40 40 h-180 q-40 0 -40 -40 v-300 q0 -80 60 -120z" fill="${c}"/>`,
  can: (c, dark) =>
    `<ellipse cx="400" cy="250" rx="170" ry="40" fill="${dark}"/>
     <rect x="230" y="250" width="340" height="380" fill="${c}"/>
     <ellipse cx="400" cy="630" rx="170" ry="40" fill="${c}"/>`,
  tube: (c, dark) =>
    `<rect x="360" y="130" width="80" height="70" rx="10" fill="${dark}"/>
     <path d="M320 200 h160 l40 460 h-240z" fill="${c}"/>`,
  spray: (c, dark) =>
    `<rect x="350" y="130" width="100" height="40" rx="8" fill="${dark}"/>
     <rect x="330" y="170" width="140" height="60" rx="12" fill="${dark}"/>
     <rect x="300" y="230" width="200" height="440" rx="40" fill="${c}"/>`,
  jar: (c, dark) =>
    `<rect x="240" y="300" width="320" height="60" rx="12" fill="${dark}"/>
     <rect x="220" y="360" width="360" height="280" rx="40" fill="${c}"/>`,
  kit: (c, dark) =>
    `<rect x="190" y="280" width="420" height="360" rx="24" fill="${c}"/>
     <rect x="190" y="280" width="420" height="70" rx="24" fill="${dark}"/>
     <rect x="360" y="240" width="80" height="50" rx="10" fill="${dark}"/>`,
};

/** An 800×800 JPEG packshot in the product's colour and packaging. */
export async function productPackshot(product: Pick<DemoProduct, 'colour' | 'packaging'>): Promise<Buffer> {
  const c = product.colour;
  const dark = shade(c, -0.45);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%">
      <stop offset="0%" stop-color="#fbf8f3"/><stop offset="100%" stop-color="${shade(c, 0.82)}"/>
    </radialGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="690" rx="230" ry="28" fill="#000" opacity="0.12"/>
    ${SHAPES[product.packaging](c, dark)}
    <rect x="300" y="400" width="200" height="150" rx="10" fill="#fffaf0" opacity="0.92"/>
    <rect x="325" y="430" width="150" height="14" rx="7" fill="${dark}"/>
    <rect x="345" y="462" width="110" height="10" rx="5" fill="${shade(c, -0.2)}"/>
    <rect x="335" y="490" width="130" height="10" rx="5" fill="${shade(c, -0.2)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/** A 1200×675 JPEG illustration for a course or course content. */
export async function illustration(colour: string, variant: number): Promise<Buffer> {
  const light = shade(colour, 0.75);
  const dark = shade(colour, -0.4);
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = 200 + i * 70 + (variant % 3) * 12;
    return `<path d="M0 ${y} C 300 ${y - 60 - i * 5}, 600 ${y + 60}, 1200 ${y - 20}" stroke="${i % 2 ? dark : colour}" stroke-width="${18 - i * 2}" fill="none" opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="${light}"/>${waves}
    <circle cx="${900 - (variant % 4) * 120}" cy="170" r="90" fill="${colour}" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * A short mono 16-bit WAV chime (a few soft tones), standing in for a recorded audio lesson.
 * Deterministic, so the seed stays idempotent.
 */
export function audioClip(seed: number, seconds = 4): Buffer {
  const rate = 16000;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples * 2);
  const notes = [261.63, 329.63, 392.0, 523.25].map((f, i) => f * (1 + ((seed + i) % 3) * 0.125));
  const noteLength = samples / notes.length;
  for (let i = 0; i < samples; i++) {
    const note = Math.min(notes.length - 1, Math.floor(i / noteLength));
    const t = (i % noteLength) / rate;
    const envelope = Math.exp(-3 * t) * Math.min(1, t * 50);
    const v = Math.sin(2 * Math.PI * notes[note] * (i / rate)) * envelope * 0.4;
    data.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
