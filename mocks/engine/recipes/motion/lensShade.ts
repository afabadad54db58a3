// A magnified eye's dark kept to the photo's (cute's big eyes, eyeWarp.ts `magnified`). The lens
// enlarges all it covers: the lashes, the liner and the shadow round the eye grew 1.4 times as
// thick at its middle, the dark round each eye 1.06-1.73 times the photo's, mean 1.28 (summed
// below the cheek's grey, cuteRing.test.ts), read as "dark raccoon-like rings round the eyes",
// "heavy dark eye rings" (issue 37, the sixty-fourth stop). The narrower lens (eyeWarp.ts
// MAGNIFY_REACH) alone gives 1.00-1.35, mean 1.17; with this 0.98-1.32, mean 1.14. Outside the eye's opening each pixel's dark below the skin round the
// eye is kept by the share the lens thickens it by, so a lash line drawn 1.4 times as thick is
// 1/1.4 as dark and the ring holds the photo's dark; the opening (the iris and the white) keeps
// its own, so the bigger eye stays as clear.
import { inside } from './cursor';
import type { EyePlan } from './eyeWarp';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Raster } from './raster';
import { smoothstep } from './timeline';

/** The skin round the eye is read on a ring this far out (in the eye's half width, from its middle). */
const SKIN_FROM = 1.4;
const SKIN_TO = 1.8;
/** Over how much past the photo's lid lines (in the half width) the opening's own dark gives way to the kept share. */
const OPENING_EDGE = 0.12;

/** The skin's colour round an eye: each channel's median over a ring round it on the photo. */
export function skinAround(source: Raster, eye: EyeGeometry): [number, number, number] {
  const hw = eye.halfWidth;
  const middle = (profileAt(eye.upperLid, 0) + profileAt(eye.lowerLid, 0)) / 2;
  const channels: [number[], number[], number[]] = [[], [], []];
  for (let step = 0; step < 96; step++) {
    const angle = (step / 96) * 2 * Math.PI;
    for (const reach of [SKIN_FROM, (SKIN_FROM + SKIN_TO) / 2, SKIN_TO]) {
      const u = Math.cos(angle) * reach * hw;
      const v = middle + Math.sin(angle) * reach * hw;
      const x = Math.round(globalX(eye.frame, u, v));
      const y = Math.round(globalY(eye.frame, u, v));
      if (x < 0 || y < 0 || x >= source.width || y >= source.height) continue;
      const p = (y * source.width + x) * 3;
      for (let c = 0; c < 3; c++) channels[c].push(source.data[p + c]);
    }
  }
  const median = (values: number[]): number => {
    if (values.length === 0) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/**
 * The share of its dark below the skin a frame's pixel (x, y) in the face's place keeps under the
 * eye's lens, 0–1 (1: untouched): the inverse of the lens's thickening there (the mean of its
 * stretch along and across the radius), none of it inside the photo's opening.
 */
export function lensDarkKept(eye: EyeGeometry, plan: EyePlan, x: number, y: number): number {
  const magnify = plan.pose.magnify;
  if (magnify <= 0 || plan.lens || !inside(plan.bounds, x, y)) return 1;
  const u = localU(eye.frame, x, y);
  const dv = localV(eye.frame, x, y) - plan.middle;
  const r2 = (u * u + dv * dv) / plan.magnifyRadius2;
  const bend = magnify * Math.exp(-r2);
  // The lens reads the photo at r·s(r), s = 1 − bend: across the radius it stretches by 1/s,
  // along it by 1/(s + r·s'(r)) = 1/(1 − bend·(1 − 2r²/R²)).
  const across = 1 - bend;
  const along = 1 - bend * (1 - 2 * r2);
  const kept = Math.min(1, Math.sqrt(Math.max(0, across * along)));
  if (kept >= 1) return 1;
  // The photo's opening keeps its dark: the iris and the lashes' inner edge.
  const su = u * across;
  const sv = plan.middle + dv * across;
  const hw = eye.halfWidth;
  if ((su < 0 ? -su : su) < hw) {
    const upper = profileAt(eye.upperLid, su);
    const lower = profileAt(eye.lowerLid, su);
    const out = Math.max(upper - sv, sv - lower, (su < 0 ? -su : su) - hw);
    const open = 1 - smoothstep(out / (OPENING_EDGE * hw));
    return kept + (1 - kept) * open;
  }
  return kept;
}

/** Lightens the pixel at `offset` of `target` toward `skin` by what `kept` leaves of its dark, if it is darker. */
export function keepDark(target: Uint8Array, offset: number, skin: readonly [number, number, number], kept: number): void {
  if (kept >= 1) return;
  const grey = 0.299 * target[offset] + 0.587 * target[offset + 1] + 0.114 * target[offset + 2];
  const skinGrey = 0.299 * skin[0] + 0.587 * skin[1] + 0.114 * skin[2];
  if (grey >= skinGrey) return;
  for (let c = 0; c < 3; c++) target[offset + c] += (skin[c] - target[offset + c]) * (1 - kept) + 0.5;
}
