import { clusterPoints } from './clusters';

const points = [
  { id: 'a', x: 0, y: 0 },
  { id: 'b', x: 10, y: 0 },
  { id: 'c', x: 100, y: 0 },
  { id: 'd', x: 0, y: 15 },
];

describe('clusterPoints', () => {
  it('groups points within the pixel radius around each seed, in order, at their mean', () => {
    const clusters = clusterPoints(points, 1, 20);
    expect(clusters.map((c) => [c.key, c.members.map((m) => m.id)])).toEqual([
      ['a', ['a', 'b', 'd']],
      ['c', ['c']],
    ]);
    expect(clusters[0].x).toBeCloseTo(10 / 3);
    expect(clusters[0].y).toBeCloseTo(5);
  });

  it('measures the radius in pixels: zoomed in (fewer units a pixel) the points part', () => {
    expect(clusterPoints(points, 0.25, 20)).toHaveLength(4);
    expect(clusterPoints(points, 10, 20)).toHaveLength(1);
  });

  it('keeps the selected point on its own, and groups nothing with radius 0', () => {
    const clusters = clusterPoints(points, 1, 20, new Set(['b']));
    expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([['a', 'd'], ['b'], ['c']]);
    expect(clusterPoints(points, 1, 0)).toHaveLength(4);
  });

  it('loses no point', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, x: (i * 37) % 101, y: (i * 53) % 97 }));
    const ids = clusterPoints(many, 1, 12).flatMap((c) => c.members.map((m) => m.id));
    expect(ids.sort()).toEqual(many.map((p) => p.id).sort());
  });
});
