import { boundingBox, directionsUrl, distanceKm, distanceLabel, EARTH_RADIUS_KM } from './geo';

describe('distanceKm (great circle, radius 6371 km)', () => {
  it('is zero for the same point and symmetric', () => {
    const oslo = { lat: 59.9139, lng: 10.7522 };
    const bergen = { lat: 60.3913, lng: 5.3221 };
    expect(distanceKm(oslo, oslo)).toBe(0);
    expect(distanceKm(oslo, bergen)).toBeCloseTo(distanceKm(bergen, oslo), 10);
  });

  it('matches known distances', () => {
    // Oslo–Bergen is about 305 km as the crow flies; Oslo–Trondheim about 392 km.
    expect(distanceKm({ lat: 59.9139, lng: 10.7522 }, { lat: 60.3913, lng: 5.3221 })).toBeCloseTo(305, -1);
    expect(distanceKm({ lat: 59.9139, lng: 10.7522 }, { lat: 63.4305, lng: 10.3951 })).toBeCloseTo(392, -1);
    // A quarter of the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
  });
});

describe('boundingBox', () => {
  it('contains every point at the radius in each direction', () => {
    const centre = { lat: 69.65, lng: 18.96 }; // Tromsø: longitude degrees are short up here
    const box = boundingBox(centre, 100);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // Walk 99.9 km along the bearing on the sphere.
      const d = 99.9 / EARTH_RADIUS_KM;
      const b = (bearing * Math.PI) / 180;
      const lat1 = (centre.lat * Math.PI) / 180;
      const lng1 = (centre.lng * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const p = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(p.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('takes every longitude near a pole or across the antimeridian', () => {
    expect(boundingBox({ lat: 89.5, lng: 0 }, 100)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boundingBox({ lat: 65, lng: 179.9 }, 100)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

describe('helpers', () => {
  it('rounds the badge to whole kilometres', () => {
    expect(distanceLabel(0.45)).toBe('0 km unna');
    expect(distanceLabel(12.5)).toBe('13 km unna');
    expect(distanceLabel(99.4)).toBe('99 km unna');
  });

  it('builds a maps search with name and address', () => {
    const url = new URL(directionsUrl('Grensen Fargehandel as', 'Grensen 8, 0159 Oslo'));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Grensen Fargehandel as, Grensen 8, 0159 Oslo');
  });
});
