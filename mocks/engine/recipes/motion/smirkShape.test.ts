// 大叔's smirk is one corner lifted over a still mouth, not a stretched grin: blind readers saw the
// uncle's corner "pulled outward past the lips' end", "Joker-like", "a rubbery U-shaped grin" and
// "the smirk stretches and shears the lips and jaw" (the sixtieth and sixty-first stops), and two
// tries that capped the lift lost as "almost flat". Measured on the mouth's warp of seen faces at
// the frame of each seed's fullest smirk, where the mouth's features end up (the warp is an
// inverse map, walked forward): the smirk's corner lifted clearly, hardly outward; the other
// corner where the photo has it; the jaw under the lifted corner where the photo has it.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops, gifClock, poseAt } from '../../testing/motionFaces';
import type { Cursor } from './cursor';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import { type MouthGeometry, faceGeometry } from './geometry';
import { type MouthPlan, type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import type { Pose } from './pose';

const SLOW = 300_000;
const FACES = ['older-man', 'man', 'woman'] as const;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
const cursor: Cursor = { x: 0, y: 0 };

/**
 * Where the photo's point (u, v) of the mouth's frame is drawn in the posed frame, and so how far
 * it moved (u right, v down, in mouth half widths): the inverse map walked to its fixed point.
 */
function moved(mouth: MouthGeometry, plan: MouthPlan, u: number, v: number): { du: number; dv: number } {
  let [atU, atV] = [u, v];
  for (let step = 0; step < 40; step++) {
    cursor.x = globalX(mouth.frame, atU, atV);
    cursor.y = globalY(mouth.frame, atU, atV);
    mouthInverse(mouth, plan, cursor, spot);
    atU += u - localU(mouth.frame, cursor.x, cursor.y);
    atV += v - localV(mouth.frame, cursor.x, cursor.y);
  }
  const w = mouth.halfWidth;
  return { du: (atU - u) / w, dv: (atV - v) / w };
}

/** The frame of the uncle's loop (seed given) with the fullest smirk, the head held still. */
function fullestSmirk(seed: number): Pose {
  let fullest = poseAt('man', seed, 0, true);
  for (let index = 1; index < gifClock('man').count; index++) {
    const pose = poseAt('man', seed, index, true);
    if (Math.abs(pose.smirk) > Math.abs(fullest.smirk)) fullest = pose;
  }
  return fullest;
}

interface SmirkShape {
  /** The smirk's corner: up (positive) and outward, past the lips' end (positive). */
  lift: number;
  outward: number;
  /** The other corner's move, either way. */
  still: number;
  /** The jaw line under the smirk's corner: its move, either way. */
  jaw: number;
}

function smirkShape(person: string, seed: number): SmirkShape {
  const mouth = faceGeometry(crops.get(person).mesh).mouth;
  const pose = fullestSmirk(seed);
  const plan = planMouth(mouth, pose);
  const w = mouth.halfWidth;
  const side = Math.sign(pose.smirk);
  const corner = moved(mouth, plan, side * w, 0);
  const other = moved(mouth, plan, -side * w, 0);
  const jaw = moved(mouth, plan, side * w, profileAt(mouth.jaw, side * w));
  return {
    lift: -corner.dv,
    outward: side * corner.du,
    still: Math.hypot(other.du, other.dv),
    jaw: Math.hypot(jaw.du, jaw.dv),
  };
}

describe('the uncle’s smirk lifts one corner, the rest of the mouth and the jaw kept', () => {
  it.each(FACES.flatMap((person) => [1, 2].map((seed) => [person, seed] as const)))(
    'on the %s (seed %i)',
    (person, seed) => {
      const shape = smirkShape(person, seed);
      // Measured (seeds 1, 2): the corner lifted 0.51 and 0.46 of the mouth's half width on all
      // three, tucked out 0.04; the other corner and the jaw 0.00. Main's: lifted 0.57 and 0.51
      // but drawn out 0.22 and 0.20, the other corner moved 0.15 and 0.14 (the smile under the
      // smirk), the woman's turned face's jaw 0.40 and 0.36 (the two men's 0.01-0.02).
      expect(shape.lift).toBeGreaterThan(0.3);
      expect(shape.outward).toBeLessThan(0.08);
      expect(shape.still).toBeLessThan(0.03);
      expect(shape.jaw).toBeLessThan(0.05);
    },
    SLOW,
  );
});
