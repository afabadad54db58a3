// The funhouse mirror (哈哈镜) a person names at once (issue 37, session 54: a blind reader scored
// the drifting gaussian lens 1.0, "mild, mostly a wobble"). In every frame a panel is shown the
// face's proportions are far from the photo's (drawn tall and thin, short and wide, a huge
// forehead over a tiny chin), they change from shown frame to shown frame, and the mirror never
// folds the picture over itself (a doubled feature, a torn edge).
import { faceProportions, headForward } from '../../testing/headForward';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops, gifClock, panelFrameIndices, poseAt } from '../../testing/motionFaces';
import type { Cursor } from './cursor';
import { type FaceGeometry, faceGeometry } from './geometry';
import { type HeadPlan, headInverse, planHead } from './headWarp';
import { BOTTOM_BAND, EDGE_BAND } from './warp';
import { DISTORTION_PLANS } from './templates/distortionPlans';

const SLOW = 300_000;
const PEOPLE = ['woman', 'man', 'older-man'] as const;
/** Every shown frame this far from the photo's shape at least (|log|: 0.2 is 22 %); the drifting lens's least was 0.01–0.05. */
const LEAST_AWAY = 0.2;
/** The tallest shown face over the widest (height to width): the drifting lens's was 1.08–1.16. */
const LEAST_RANGE = 1.6;
/** Of the distance between two neighbouring pixels, the least their sources may lie apart (no fold). */
const LEAST_STEP = 0.05;
/** Pixels past the picture's edge the mirror may add to what the head's drift reads there. */
const PAST_EDGE = 1;
const crops = galleryFaceCrops(PEOPLE);
/** Seeds 1, 2, … one a plan (variation.ts planOf: seed n takes plan n − 1), so every plan is read. */
const SEEDS = DISTORTION_PLANS.map((_, index) => index + 1);

beforeAll(() => crops.load(), SLOW);

/** Per shown frame: how far the face is from the photo's shape (the larger |log| of the two proportions), and the heights to widths. */
function shownShapes(person: string, seed: number): { away: number[]; heightToWidth: number[] } {
  const { mesh } = crops.get(person);
  const face = faceGeometry(mesh);
  const photo = faceProportions(face, (index) => ({ x: mesh[index][0], y: mesh[index][1] }));
  const away: number[] = [];
  const heightToWidth: number[] = [];
  for (const frame of panelFrameIndices(gifClock('distortion').count)) {
    const plan = planHead(face, poseAt('distortion', seed, frame, false), true);
    const moved = faceProportions(face, (point) => headForward(face, plan, mesh[point][0], mesh[point][1]));
    // The face's height over its width, over the photo's.
    const ratio = photo.widthToHeight / moved.widthToHeight;
    heightToWidth.push(ratio);
    away.push(Math.max(Math.abs(Math.log(ratio)), Math.abs(Math.log(moved.upperToLower / photo.upperToLower))));
  }
  return { away, heightToWidth };
}

interface Reads {
  /** The least step between neighbouring pixels' sources along the rows and down the columns. */
  leastAcross: number;
  leastDown: number;
  /** The farthest any pixel is read from past the picture's edge (pixels). */
  farthestOut: number;
}

/**
 * Where a frame's pixels are read with `plan`, the up-and-down motion eased out at the picture's
 * top and bottom as warp.ts eases it: the rows every 6th pixel, the columns likewise.
 */
function readsOf(plan: HeadPlan, face: FaceGeometry, width: number, height: number, edgeBand: number, bottomBand: number): Reads {
  const cursor: Cursor = { x: 0, y: 0 };
  const reads: Reads = { leastAcross: Infinity, leastDown: Infinity, farthestOut: 0 };
  const source = (x: number, y: number): Cursor => {
    cursor.x = x;
    cursor.y = y;
    headInverse(face, plan, cursor);
    if (y < edgeBand) cursor.y = y + ((cursor.y - y) * y) / edgeBand;
    const fromBottom = height - 1 - y;
    if (fromBottom < bottomBand) cursor.y = y + ((cursor.y - y) * fromBottom) / bottomBand;
    reads.farthestOut = Math.max(reads.farthestOut, -cursor.x, cursor.x - (width - 1), -cursor.y, cursor.y - (height - 1));
    return { x: cursor.x, y: cursor.y };
  };
  for (let y = 0; y < height; y += 6) {
    for (let x = 0; x + 1 < width; x++) reads.leastAcross = Math.min(reads.leastAcross, source(x + 1, y).x - source(x, y).x);
  }
  for (let x = 0; x < width; x += 6) {
    for (let y = 0; y + 1 < height; y++) reads.leastDown = Math.min(reads.leastDown, source(x, y + 1).y - source(x, y).y);
  }
  return reads;
}

describe('the funhouse mirror', () => {
  it.each(PEOPLE.flatMap((person) => SEEDS.map((seed) => [person, seed] as const)))(
    'distorts the face of %s (seed %i) plainly in every shown frame, and differently from frame to frame',
    (person, seed) => {
      const { away, heightToWidth } = shownShapes(person, seed);
      expect(Math.min(...away)).toBeGreaterThan(LEAST_AWAY);
      expect(Math.max(...heightToWidth) / Math.min(...heightToWidth)).toBeGreaterThan(LEAST_RANGE);
    },
    SLOW,
  );

  it.each(PEOPLE)(
    'keeps every row and column of %s in order in every frame, and reads no farther past the picture than the head alone',
    (person) => {
      const { mesh, picture } = crops.get(person);
      const { width, height } = picture;
      const face = faceGeometry(mesh);
      const edgeBand = EDGE_BAND * Math.max(width, height);
      const bottomBand = BOTTOM_BAND * Math.max(width, height);
      let leastAcross = Infinity;
      let leastDown = Infinity;
      let pastEdge = 0;
      for (const seed of SEEDS) {
        for (let frame = 0; frame < gifClock('distortion').count; frame += 2) {
          const pose = poseAt('distortion', seed, frame, false);
          const mirrored = readsOf(planHead(face, pose, true), face, width, height, edgeBand, bottomBand);
          const headAlone = readsOf(
            planHead(face, { ...pose, mirrorStretch: 0, mirrorTop: 0 }, true),
            face,
            width,
            height,
            edgeBand,
            bottomBand,
          );
          leastAcross = Math.min(leastAcross, mirrored.leastAcross);
          leastDown = Math.min(leastDown, mirrored.leastDown);
          pastEdge = Math.max(pastEdge, mirrored.farthestOut - headAlone.farthestOut);
        }
      }
      expect(leastAcross).toBeGreaterThan(LEAST_STEP);
      expect(leastDown).toBeGreaterThan(LEAST_STEP);
      expect(pastEdge).toBeLessThan(PAST_EDGE);
    },
    SLOW,
  );
});
