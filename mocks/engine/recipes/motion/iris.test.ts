// A side glance moves the irises to the eye's corners (issue 37: a blind panel saw "almost no
// visible change" in the side glance on a soft face). The iris slides whole toward the corner;
// on the sample man, each eye's middle row, looking hard to each side, is compared with it
// looking ahead.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFaces, samplePortrait } from '../../testing/faces';
import { drawPose } from '../../testing/motionFaces';
import { prepared } from '../../testing/prepared';
import { GIF_CROP } from '../gif';
import { globalX, globalY, profileAt } from './frame';
import { type EyeGeometry, type FaceGeometry, faceGeometry } from './geometry';
import { irisSource } from './irisLook';
import { bothEyes, restingPose } from './pose';
import { type FaceCrop, cropAroundFace } from './source';

const SLOW = 300_000;

let crop: FaceCrop;
let face: FaceGeometry;

beforeAll(async () => {
  const { photo, faces } = await prepared(await samplePortrait('man'), await sampleFaces('man'));
  crop = await cropAroundFace(photo, (faces ?? [])[0], GIF_CROP);
  face = faceGeometry(crop.mesh);
}, SLOW);

function looking(lookX: number): Uint8Array {
  const pose = restingPose();
  bothEyes(pose, { lookX });
  return drawPose(crop, face, pose);
}

/** The eye's middle row along its axis (luminance at whole u from −halfWidth to halfWidth). */
function middleRow(frame: Uint8Array, eye: EyeGeometry): number[] {
  const { width } = crop.picture;
  const row: number[] = [];
  for (let u = -Math.round(eye.halfWidth); u <= Math.round(eye.halfWidth); u++) {
    const v = (profileAt(eye.upperLid, u) + profileAt(eye.lowerLid, u)) / 2;
    const offset = (Math.round(globalY(eye.frame, u, v)) * width + Math.round(globalX(eye.frame, u, v))) * 3;
    row.push(0.299 * frame[offset] + 0.587 * frame[offset + 1] + 0.114 * frame[offset + 2]);
  }
  return row;
}

/** Mean luminance change (0–255) between two rows. */
function rowChange(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index] - b[index]);
  return sum / a.length;
}

/** The least change over the median change, below which one eye's look toward one side is lost. */
const WEAKEST_SHARE = 0.58;

/** The least of `changes` over their median. */
function weakestShare(changes: readonly number[]): number {
  const sorted = [...changes].sort((a, b) => a - b);
  const half = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(half)] : (sorted[half - 1] + sorted[half]) / 2;
  return sorted[0] / median;
}

describe('a side glance (issue 37)', () => {
  it('slides the iris whole, keeping the row inside the eye', () => {
    // Ends stay (no skin read from beyond the corner), the iris moves rigidly.
    expect(irisSource(-1, 0.46, 0.42, 1)).toBeCloseTo(-1);
    expect(irisSource(1, 0.46, 0.42, 1)).toBeCloseTo(1);
    expect(irisSource(0.46, 0.46, 0.42, 1)).toBeCloseTo(0);
    expect(irisSource(0.46 + 0.3, 0.46, 0.42, 1) - irisSource(0.46 - 0.3, 0.46, 0.42, 1)).toBeCloseTo(0.6);
  });

  it(
    'changes the middle of the eye more than a shift fading toward the corners did',
    () => {
      const ahead = looking(0);
      const changes = face.eyes.flatMap((eye) =>
        [-1, 1].map((side) => rowChange(middleRow(ahead, eye), middleRow(looking(side), eye))),
      );
      // Measured on this face: 10.2-19.1 grey levels, mean 15.4, since the sixty-fourth stop, when
      // the disc stopped 0.16 half widths short of the corner (it was clipped into a slit there)
      // and was moved from the photo's iris (irisCentre.ts): a look travels less far. Before it
      // 16.9-19.5, mean 18.2 (the whole disc of irisLook.ts; 16.8-21.4, mean 18.8, with its shift
      // fading to the lid lines); the shift that faded toward the corners gave 14.8-18.8, mean 16.9.
      // A look a third as far (lookX 0.3) changes it 6.6-9.2, mean 7.8, and fails these.
      expect(Math.min(...changes)).toBeGreaterThan(8);
      expect(changes.reduce((sum, change) => sum + change, 0) / changes.length).toBeGreaterThan(13);
      // Each eye and side against the others: 15.5 and 19.1 (the first eye's looks), 16.7 and 10.2
      // (the second's), the weakest 0.63 of the median. A shadowed corner taken for the iris
      // (irisCentre.ts) left the look toward it 9 grey levels against 17-19, at most 0.53 of the
      // median, which passed the two bounds above (with a search 0.35 wide: 6.0 against 14.7-19.4, 0.39).
      expect(weakestShare([9, 17, 18, 19])).toBeLessThan(WEAKEST_SHARE);
      expect(weakestShare(changes)).toBeGreaterThan(WEAKEST_SHARE);
    },
    SLOW,
  );
});
