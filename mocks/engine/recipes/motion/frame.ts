// A local frame on the face: u along a feature's axis (eye corners, mouth corners), v across it
// pointing down the face. Warps are written in these coordinates so a tilted head warps the same.

export interface LocalFrame {
  originX: number;
  originY: number;
  /** Unit vector of the u axis (cos, sin of the feature's roll). */
  cos: number;
  sin: number;
}

export function frameThrough(fromX: number, fromY: number, toX: number, toY: number): LocalFrame {
  const length = Math.hypot(toX - fromX, toY - fromY) || 1;
  return {
    originX: (fromX + toX) / 2,
    originY: (fromY + toY) / 2,
    cos: (toX - fromX) / length,
    sin: (toY - fromY) / length,
  };
}

export function localU(frame: LocalFrame, x: number, y: number): number {
  return (x - frame.originX) * frame.cos + (y - frame.originY) * frame.sin;
}

export function localV(frame: LocalFrame, x: number, y: number): number {
  return -(x - frame.originX) * frame.sin + (y - frame.originY) * frame.cos;
}

export function globalX(frame: LocalFrame, u: number, v: number): number {
  return frame.originX + u * frame.cos - v * frame.sin;
}

export function globalY(frame: LocalFrame, u: number, v: number): number {
  return frame.originY + u * frame.sin + v * frame.cos;
}

/**
 * A curve v(u) sampled at whole u from `first` on (linear between the given points, flat past
 * their ends), so a pixel loop reads it with one index.
 */
export interface Profile {
  first: number;
  values: Float32Array;
}

export function profileOf(points: readonly (readonly [number, number])[], first: number, last: number): Profile {
  const sorted = [...points].sort((a, b) => a[0] - b[0]);
  const values = new Float32Array(last - first + 1);
  let segment = 0;
  for (let index = 0; index < values.length; index++) {
    const u = first + index;
    while (segment < sorted.length - 2 && sorted[segment + 1][0] < u) segment++;
    const [u0, v0] = sorted[segment];
    const [u1, v1] = sorted[Math.min(segment + 1, sorted.length - 1)];
    if (u <= sorted[0][0]) values[index] = sorted[0][1];
    else if (u >= sorted[sorted.length - 1][0]) values[index] = sorted[sorted.length - 1][1];
    else values[index] = u1 === u0 ? v0 : v0 + ((v1 - v0) * (u - u0)) / (u1 - u0);
  }
  return { first, values };
}

export function profileAt(profile: Profile, u: number): number {
  const position = u - profile.first;
  const last = profile.values.length - 1;
  if (position <= 0) return profile.values[0];
  if (position >= last) return profile.values[last];
  const index = position | 0;
  const fraction = position - index;
  return profile.values[index] * (1 - fraction) + profile.values[index + 1] * fraction;
}
