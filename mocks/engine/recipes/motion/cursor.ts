// The point a pixel's inverse mapping is at, carried through the warps without allocating.

export interface Cursor {
  x: number;
  y: number;
}

/** An axis-aligned box in pixels a warp can reach; pixels outside it skip the warp. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function inside(bounds: Bounds, x: number, y: number): boolean {
  return x >= bounds.left && x <= bounds.right && y >= bounds.top && y <= bounds.bottom;
}

export function boundsOf(points: readonly (readonly [number, number, ...unknown[]])[]): Bounds {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
