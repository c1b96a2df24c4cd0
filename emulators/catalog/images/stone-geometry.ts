// Face-up outlines of stone shapes in unit space (half-width 1, y grows downward, length vertical),
// and the two facet layouts jewelers draw: brilliant (table, stars, kites, girdle facets) and step
// (concentric rows parallel to the outline).
import type {StoneShape} from '../shapes';
import type {Point} from './svg';

export type FacetStyle = 'brilliant' | 'step';

export interface StoneOutline {
  /** Dense polygon of the girdle, clockwise from the top. */
  points: Point[];
  /** Step cuts: the corner polygon the rows follow. */
  corners: Point[] | null;
  facets: FacetStyle;
  /** Main facet directions for brilliant layouts (8 for most, 6 for triangles). */
  mains: number;
  /** Whether the girdle is smooth (an ellipse or curve) rather than straight-sided. */
  curved: boolean;
}

const SAMPLES = 64;

function sampled(fn: (theta: number) => Point): Point[] {
  return Array.from({length: SAMPLES}, (_, i) => fn((i / SAMPLES) * 2 * Math.PI));
}

/** θ=0 at the top, clockwise. */
const ellipse = (ry: number) => sampled((t) => [Math.sin(t), -Math.cos(t) * ry]);

function superellipse(ry: number, exponent: number): Point[] {
  const f = (v: number) => Math.sign(v) * Math.pow(Math.abs(v), 2 / exponent);
  return sampled((t) => [f(Math.sin(t)), -f(Math.cos(t)) * ry]);
}

/** Rectangle with cut corners, clockwise from the top-left of the top edge. */
function cutCorners(ry: number, cut: number): Point[] {
  return [
    [-1 + cut, -ry], [1 - cut, -ry], [1, -ry + cut], [1, ry - cut],
    [1 - cut, ry], [-1 + cut, ry], [-1, ry - cut], [-1, -ry + cut],
  ];
}

/** Normalises a polygon to half-width 1 and vertical centre 0, keeping its proportions. */
function normalised(points: Point[], ry: number): Point[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const w = (Math.max(...xs) - Math.min(...xs)) / 2;
  const h = (Math.max(...ys) - Math.min(...ys)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return points.map(([x, y]) => [x / w, ((y - cy) / h) * ry]);
}

function curve(points: Point[], mains = 8): StoneOutline {
  return {points, corners: null, facets: 'brilliant', mains, curved: true};
}

function polygon(corners: Point[], facets: FacetStyle, mains = 8): StoneOutline {
  return {points: corners, corners, facets, mains, curved: false};
}

export function stoneOutline(shape: StoneShape): StoneOutline {
  switch (shape) {
    case 'Round':
      return curve(ellipse(1));
    case 'Oval':
      return curve(ellipse(1.38));
    case 'Elongated Oval':
      return curve(ellipse(1.65));
    case 'Cushion':
      return curve(superellipse(1.04, 3.4));
    case 'Elongated Cushion':
      return curve(superellipse(1.3, 3.4));
    case 'Pear':
      // Teardrop: sin(θ/2) pinches the top into a point.
      return curve(normalised(sampled((t) => [Math.sin(t) * Math.sin(t / 2), -Math.cos(t)]), 1.55));
    case 'Marquise':
      return curve(normalised(sampled((t) => [Math.sin(t) * Math.abs(Math.sin(t)), -Math.cos(t)]), 2));
    case 'Half Moon': {
      const arc = Array.from({length: 33}, (_, i): Point => {
        const t = Math.PI * (i / 32);
        return [-Math.cos(t), -Math.sin(t) * 0.62];
      });
      return curve(normalised(arc, 0.55), 8);
    }
    case 'Triangle': {
      // Trillion: three points joined by slightly convex sides.
      const vertex = (k: number): Point => {
        const a = -Math.PI / 2 + (k * 2 * Math.PI) / 3;
        return [Math.cos(a), Math.sin(a)];
      };
      const pts: Point[] = [];
      for (let side = 0; side < 3; side++) {
        const [ax, ay] = vertex(side);
        const [bx, by] = vertex(side + 1);
        const mx = (ax + bx) / 2;
        const my = (ay + by) / 2;
        const len = Math.hypot(mx, my);
        for (let i = 0; i < 16; i++) {
          const s = i / 16;
          const bulge = 0.14 * Math.sin(Math.PI * s);
          pts.push([ax + (bx - ax) * s + (mx / len) * bulge, ay + (by - ay) * s + (my / len) * bulge]);
        }
      }
      return {...curve(normalised(pts, 0.92), 6), curved: false};
    }
    case 'Princess':
      return polygon([[-1, -1], [1, -1], [1, 1], [-1, 1]], 'brilliant');
    case 'Radiant':
      return polygon(cutCorners(1.25, 0.24), 'brilliant');
    case 'Emerald':
      return polygon(cutCorners(1.42, 0.3), 'step');
    case 'Asscher':
      return polygon(cutCorners(1, 0.4), 'step');
    case 'Baguette':
      return polygon([[-1, -2.2], [1, -2.2], [1, 2.2], [-1, 2.2]], 'step');
    case 'Lozenge':
      return polygon([[0, -1.6], [1, 0], [0, 1.6], [-1, 0]], 'step');
  }
}

/** Where a ray from the centre at angle θ (0 = up, clockwise) leaves the outline. */
export function rayPoint(points: readonly Point[], theta: number): Point {
  const dx = Math.sin(theta);
  const dy = -Math.cos(theta);
  let best = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % points.length]!;
    const ex = bx - ax;
    const ey = by - ay;
    const denom = dx * ey - dy * ex;
    if (Math.abs(denom) < 1e-12) continue;
    const t = (ax * ey - ay * ex) / denom;
    const u = (ax * dy - ay * dx) / denom;
    if (t > 0 && u >= 0 && u <= 1) best = Math.max(best, t);
  }
  return [dx * best, dy * best];
}

/** Moves each edge of a convex polygon inward by `d` (step-cut rows have equal widths). */
export function insetPolygon(corners: readonly Point[], d: number): Point[] {
  const count = corners.length;
  const lines = corners.map((a, i) => {
    const b = corners[(i + 1) % count]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    // Clockwise in screen space: the inward normal of edge a->b is (-ey, ex) rotated.
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    return {px: a[0] + nx * d, py: a[1] + ny * d, dx: b[0] - a[0], dy: b[1] - a[1]};
  });
  return lines.map((l2, i) => {
    const l1 = lines[(i - 1 + count) % count]!;
    const denom = l1.dx * l2.dy - l1.dy * l2.dx;
    const t = ((l2.px - l1.px) * l2.dy - (l2.py - l1.py) * l2.dx) / denom;
    return [l1.px + l1.dx * t, l1.py + l1.dy * t];
  });
}
