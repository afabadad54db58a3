// The painted opening of a template's widest mouth, pixel by pixel: what the open-mouth tests read
// (mouthColours.test.ts, mouthTongue.test.ts, teethBand.test.ts). Each walked these pixels in its
// own copy.
import { faceGeometry } from '../recipes/motion/geometry';
import { mouthPalette } from '../recipes/motion/mouthPalette';
import { type MouthSpot, mouthInverse, planMouth } from '../recipes/motion/mouthWarp';
import { paintMask } from '../recipes/motion/soften';
import type { FaceCrop } from '../recipes/motion/source';
import { renderFrame } from '../recipes/motion/warp';
import { widestMouthPose } from './motionFaces';

/** A pixel of the painted opening's middle: the frame's colour there and where it lies between the lips. */
export interface OpeningPlace {
  /** The frame's RGB at this pixel. */
  rgb: readonly [number, number, number];
  /** Across the mouth from its centre, in its half width (−1 … 1). */
  across: number;
  /** 0 at the upper lip … 1 at the lower. */
  down: number;
  /** Pixels under the upper lip. */
  fromUpper: number;
  /** The mouth's half width, pixels. */
  halfWidth: number;
}

/**
 * Renders `template` at its widest mouth, the head held still, and visits the painted opening's
 * middle (within `within` of the mouth's half width of its centre; the photo's own opening left out).
 */
export function forOpenMouth(crop: FaceCrop, template: string, visit: (place: OpeningPlace) => void, within = 0.4): void {
  const { picture, mesh } = crop;
  const face = faceGeometry(mesh);
  const pose = widestMouthPose(template);
  const target = new Uint8Array(picture.data);
  renderFrame(picture, face, mouthPalette(picture, mesh), pose, target, paintMask(picture.width, picture.height));
  const plan = planMouth(face.mouth, pose);
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++) {
      if (!mouthInverse(face.mouth, plan, { x, y }, spot) || Math.abs(spot.across) > within || spot.own > 0.01) continue;
      const offset = (y * picture.width + x) * 3;
      visit({
        rgb: [target[offset], target[offset + 1], target[offset + 2]],
        across: spot.across,
        down: spot.fromUpper / (spot.fromUpper + spot.fromLower),
        fromUpper: spot.fromUpper,
        halfWidth: face.mouth.halfWidth,
      });
    }
}
