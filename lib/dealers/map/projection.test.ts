import { MAP_OUTLINE } from '@/lib/generated/dealer-map-outline';
import { OUTLINE_ZOOM, project, unitsPerPixel, unproject, WORLD_SIZE } from './projection';

const OSLO = { lat: 59.9139, lng: 10.7522 };
const HELSINKI = { lat: 60.1699, lng: 24.9384 };
const COPENHAGEN = { lat: 55.6761, lng: 12.5683 };
const STOCKHOLM = { lat: 59.3293, lng: 18.0686 };
const TROMSO = { lat: 69.6492, lng: 18.9553 };

const inside = (p: { x: number; y: number }, b: { x: number; y: number; width: number; height: number }) =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
const country = (name: string) => MAP_OUTLINE.nordic.find((c) => c.name === name)!;

describe('project', () => {
  it('puts Greenwich on the equator at the middle of the world square', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: WORLD_SIZE / 2, y: WORLD_SIZE / 2 });
    expect(project({ lat: 0, lng: 180 }).x).toBe(WORLD_SIZE);
  });

  it('is Web Mercator: 60°N lies ln(tan 75°) = 1.3169579 radians north of the equator', () => {
    const { x, y } = project({ lat: 60, lng: 90 });
    expect(x).toBe(0.75 * WORLD_SIZE);
    expect(y).toBeCloseTo((0.5 - 1.3169578969 / (2 * Math.PI)) * WORLD_SIZE, 3);
  });

  it('is undone by unproject', () => {
    const back = unproject(project(TROMSO));
    expect(back.lat).toBeCloseTo(TROMSO.lat, 9);
    expect(back.lng).toBeCloseTo(TROMSO.lng, 9);
  });

  it('halves the units per pixel with every zoom level (one unit a pixel at OUTLINE_ZOOM)', () => {
    expect(unitsPerPixel(OUTLINE_ZOOM)).toBe(1);
    expect(unitsPerPixel(9)).toBe(2 * unitsPerPixel(10));
  });
});

describe('the generated outline', () => {
  it('holds Norway, Sweden, Denmark and Finland, each capital inside its own outline box', () => {
    expect(MAP_OUTLINE.nordic.map((c) => c.name).sort()).toEqual(['Danmark', 'Finland', 'Norge', 'Sverige']);
    expect(inside(project(OSLO), country('Norge').bbox)).toBe(true);
    expect(inside(project(TROMSO), country('Norge').bbox)).toBe(true);
    expect(inside(project(STOCKHOLM), country('Sverige').bbox)).toBe(true);
    expect(inside(project(HELSINKI), country('Finland').bbox)).toBe(true);
    expect(inside(project(COPENHAGEN), country('Danmark').bbox)).toBe(true);
    expect(inside(project(HELSINKI), country('Danmark').bbox)).toBe(false);
  });

  it('spans Norway from the North Sea coast to the Russian border', () => {
    const norway = country('Norge').bbox;
    expect(unproject({ x: norway.x, y: 0 }).lng).toBeLessThan(5.2); // the west coast (Svalbard reaches further west)
    expect(unproject({ x: norway.x + norway.width, y: 0 }).lng).toBeGreaterThan(30.5); // Vardø and the border
    expect(unproject({ x: 0, y: norway.y + norway.height }).lat).toBeLessThan(58.1); // Lindesnes
  });

  it('lies within the extent, with neighbouring land as paths', () => {
    for (const c of MAP_OUTLINE.nordic) {
      expect(c.bbox.x).toBeGreaterThanOrEqual(MAP_OUTLINE.extent.x);
      expect(c.bbox.x + c.bbox.width).toBeLessThanOrEqual(MAP_OUTLINE.extent.x + MAP_OUTLINE.extent.width);
      expect(c.d).toMatch(/^M\d+ \d+l/);
    }
    expect(MAP_OUTLINE.neighbours.length).toBeGreaterThan(1000);
  });
});
