/**
 * Groups dealer markers that would overlap on the SVG dealer map (docs/architecture.md: dealer
 * map): markers closer than a radius in screen pixels become one cluster, which the map shows as a
 * count that zooms in when chosen. Pure functions, safe on both server and client.
 */
import type { Point } from './projection';

export interface MapPoint extends Point {
  id: string;
}

export interface Cluster extends Point {
  /** The first member's id (stable while the grouping stays). */
  key: string;
  members: MapPoint[];
}

/**
 * Greedy grouping in the given order: each point not yet taken starts a group and takes every
 * later free point within `radiusPx` pixels of it (`unitsPerPx` map units per pixel). The ids in
 * `keepApart` (the selected dealer) always stay on their own. A group's position is its members'
 * mean. A radius of 0 groups nothing.
 */
export function clusterPoints(points: MapPoint[], unitsPerPx: number, radiusPx: number, keepApart: ReadonlySet<string> = new Set()): Cluster[] {
  const radius = radiusPx * unitsPerPx;
  const taken = new Set<number>();
  const clusters: Cluster[] = [];
  points.forEach((seed, i) => {
    if (taken.has(i)) return;
    taken.add(i);
    const members = [seed];
    if (radius > 0 && !keepApart.has(seed.id)) {
      for (let j = i + 1; j < points.length; j++) {
        const p = points[j];
        if (taken.has(j) || keepApart.has(p.id)) continue;
        if (Math.hypot(p.x - seed.x, p.y - seed.y) <= radius) {
          taken.add(j);
          members.push(p);
        }
      }
    }
    const x = members.reduce((s, m) => s + m.x, 0) / members.length;
    const y = members.reduce((s, m) => s + m.y, 0) / members.length;
    clusters.push({ key: seed.id, x, y, members });
  });
  return clusters;
}
