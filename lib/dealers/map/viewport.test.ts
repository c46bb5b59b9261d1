import { DEFAULT_MAP_CENTRE, DEFAULT_ZOOM, SEARCH_ZOOM, SELECTED_ZOOM } from '../geo';
import { project, unproject, unitsPerPixel } from './projection';
import { cameraForView, clampCamera, FIT_PADDING_PX, fitPoints, inBox, MAX_ZOOM, MIN_ZOOM, viewBox, viewBoxAttribute } from './viewport';

const SIZE = { width: 600, height: 480 };
const OSLO = { lat: 59.9139, lng: 10.7522 };
const BERGEN = { lat: 60.3913, lng: 5.3221 };
const TROMSO = { lat: 69.6492, lng: 18.9553 };
const KRISTIANSAND = { lat: 58.1467, lng: 7.9956 };

describe('viewBox', () => {
  it('centres on the camera and scales with the zoom like Google Maps (a zoom step halves the width)', () => {
    const centre = project(OSLO);
    const at5 = viewBox({ centre, zoom: 5 }, SIZE);
    expect(at5.width).toBe(600 * unitsPerPixel(5));
    expect(at5.height).toBe(480 * unitsPerPixel(5));
    expect(at5.x + at5.width / 2).toBeCloseTo(centre.x);
    expect(at5.y + at5.height / 2).toBeCloseTo(centre.y);
    expect(viewBox({ centre, zoom: 6 }, SIZE).width).toBe(at5.width / 2);
  });

  it('writes the attribute with at most two decimals', () => {
    expect(viewBoxAttribute({ x: 1.23456, y: 2, width: 3.005, height: 4 })).toBe('1.23 2 3.01 4');
  });
});

describe('fitPoints', () => {
  it('shows every point with the padding to spare', () => {
    const points = [OSLO, BERGEN, TROMSO, KRISTIANSAND].map(project);
    const camera = fitPoints(points, SIZE)!;
    const box = viewBox(camera, SIZE);
    const u = unitsPerPixel(camera.zoom);
    for (const p of points)
      expect(
        inBox(
          p,
          {
            x: box.x + FIT_PADDING_PX * u,
            y: box.y + FIT_PADDING_PX * u,
            width: box.width - 2 * FIT_PADDING_PX * u,
            height: box.height - 2 * FIT_PADDING_PX * u,
          },
          1e-6,
        ),
      ).toBe(true);
    // …and no wider than needed: the tall spread from Kristiansand to Tromsø fills the height.
    const spanY = project(KRISTIANSAND).y - project(TROMSO).y;
    expect(spanY / u).toBeCloseTo(SIZE.height - 2 * FIT_PADDING_PX, 6);
  });

  it('shows a single point at the closest zoom, and nothing without points', () => {
    expect(fitPoints([project(OSLO)], SIZE)).toEqual({ centre: project(OSLO), zoom: MAX_ZOOM });
    expect(fitPoints([], SIZE)).toBeNull();
  });

  it('never goes wider than MIN_ZOOM', () => {
    expect(fitPoints([project({ lat: -40, lng: -100 }), project({ lat: 70, lng: 100 })], SIZE)!.zoom).toBe(MIN_ZOOM);
  });
});

describe('cameraForView', () => {
  const dealers = [OSLO, BERGEN, TROMSO];

  it('fits all dealers for the overview and for a search result', () => {
    const overview = cameraForView({ centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_ZOOM }, dealers, SIZE);
    expect(overview).toEqual(fitPoints(dealers.map(project), SIZE));
    const found = [BERGEN, { lat: 60.63, lng: 6.41 }]; // Bergen and Voss
    const search = cameraForView({ centre: BERGEN, zoom: SEARCH_ZOOM }, found, SIZE);
    const box = viewBox(search, SIZE);
    const centre = unproject(search.centre);
    expect(centre.lat).toBeGreaterThan(60);
    expect(centre.lat).toBeLessThan(61);
    expect(centre.lng).toBeGreaterThan(5);
    expect(centre.lng).toBeLessThan(6.5);
    expect(inBox(project(OSLO), box)).toBe(false);
  });

  it('centres on a selected dealer at MAX_ZOOM', () => {
    expect(cameraForView({ centre: OSLO, zoom: SELECTED_ZOOM }, dealers, SIZE)).toEqual({ centre: project(OSLO), zoom: MAX_ZOOM });
  });

  it('falls back to the view itself without dealers', () => {
    expect(cameraForView({ centre: DEFAULT_MAP_CENTRE, zoom: DEFAULT_ZOOM }, [], SIZE)).toEqual({ centre: project(DEFAULT_MAP_CENTRE), zoom: DEFAULT_ZOOM });
  });
});

describe('clampCamera', () => {
  it('keeps the centre in the extent and the zoom within its limits', () => {
    const extent = { x: 100, y: 200, width: 50, height: 60 };
    expect(clampCamera({ centre: { x: 0, y: 1000 }, zoom: 20 }, extent)).toEqual({ centre: { x: 100, y: 260 }, zoom: MAX_ZOOM });
    expect(clampCamera({ centre: { x: 120, y: 230 }, zoom: 1 }, extent)).toEqual({ centre: { x: 120, y: 230 }, zoom: MIN_ZOOM });
  });
});
