// One exposure for every robot face. The metal ramp (metal.ts) reads brightness as steel:
// with one fixed curve a bright photo's face came out all silver ("a washed-out bright face"),
// a dim or side-lit one half in gun-metal shadow ("face half dark, barely visible") and a flat
// soft one a narrow band of mid grey ("a blurry grey face"). So the face's light across it is
// half evened (the photo's side light, not its features), then its own range of brightness,
// its median on the ramp's middle and its spread (5th to 95th percentile) over the same
// stretch of the ramp for every face, as a photographer exposes chrome: dark seams to bright highlights.
import type { Grey } from '../../../shared/raster';
import { gaussianData } from '../../blur';

/** How much of the ramp (0–1) a face's 5th-to-95th percentile spread of brightness covers. */
const SPREAD = 0.7;
/** How much of the light's slope across the face (its broad shading) is taken out. */
const EVEN = 0.5;

/** `luma` (a `w`×`h` box) with half its broad light, beyond a face's features, evened to its mean. */
export function evenBroadLight(luma: Float32Array, w: number, h: number): Float32Array {
  const broad = gaussianData(luma, w, h, 1, Math.max(2, w * 0.12));
  let mean = 0;
  for (const v of broad) mean += v / broad.length;
  const out = new Float32Array(luma.length);
  for (let j = 0; j < luma.length; j++) out[j] = luma[j] - (broad[j] - mean) * EVEN;
  return out;
}

export interface Levels {
  /** The face's middle brightness, put on the ramp's middle (0.5), and the gain about it. */
  middle: number;
  scale: number;
}

/**
 * The map from a face's brightness (`values`, over `box` of the picture) to the ramp: its
 * median to the ramp's middle, its 5th-to-95th percentile spread to SPREAD of the ramp (a
 * gain kept within 0.9–1.6: no flat face is blown up into noise, none a bright face flattened).
 * Taken where `where` (the face's oval) is more than half in.
 */
export function levels(values: Float32Array, where: Grey, box: { left: number; top: number; right: number }): Levels {
  const w = box.right - box.left + 1;
  const bins = new Uint32Array(256);
  let count = 0;
  for (let j = 0; j < values.length; j++) {
    const x = j % w;
    const y = (j - x) / w;
    if (where.data[(y + box.top) * where.width + x + box.left] < 0.5) continue;
    bins[Math.min(255, Math.max(0, Math.round(values[j] * 255)))]++;
    count++;
  }
  const at = (share: number): number => {
    let seen = 0;
    for (let b = 0; b < 256; b++) {
      seen += bins[b];
      if (seen >= share * count) return b / 255;
    }
    return 1;
  };
  const spread = Math.max(1e-3, at(0.95) - at(0.05));
  return { middle: at(0.5), scale: Math.min(1.6, Math.max(0.9, SPREAD / spread)) };
}
