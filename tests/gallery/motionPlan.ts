// What a motion tool's sheets show, as plain numbers and words (no pixels, no recipes): which
// frames of a clip are shown, which sample × seed each row is, how a frame and a row are
// labelled, and the blind panel's numbering of whole clips. Pure, so it is tested without
// making a clip (tests/unit/gallery/motionPlan.test.ts).
import { blindKey, blindRows, type BlindCell, type BlindKeyEntry, type Keyed } from './blind';

/** Frames shown of each clip. */
export const MOTION_FRAMES = 8;
/** The side of a motion sheet's cell: at least 240 px, so a face in a frame can be judged. */
export const MOTION_CELL = 256;

/**
 * `count` frame numbers of a clip of `total` frames, spread from its first to its last frame
 * (the image adapter's decodeFrames picks a GIF's pages the same way); all of them, once each,
 * when the clip has no more than `count`.
 */
export function spreadFrames(total: number, count: number): number[] {
  const shown = Math.max(0, Math.min(count, total));
  return Array.from({ length: shown }, (_, index) => Math.round((index * (total - 1)) / Math.max(1, shown - 1)));
}

/** One row of a mode's sheet: a sample photo and the seed its clip was made with. */
export interface MotionRowPlan {
  sampleId: string;
  seed: number;
}

/** The three people every motion sheet shows: the two test faces and a man no recipe was tuned to. */
export const MOTION_PEOPLE = ['woman', 'man', 'older-man'] as const;
/** The test faces recipes were tuned to (mocks/engine/testing/faces.ts). */
const TUNED_FACES: readonly string[] = ['woman', 'man'];
/** Faces no recipe was tuned to, in order of preference: the first the tool's face check takes is added. */
export const UNTUNED_CANDIDATES = ['bald-man', 'dark-woman', 'asian-woman', 'dark-man'] as const;
/** The face whose second seed is shown too, so two variations can be compared. */
export const VARIATION_SAMPLE = 'older-man';

/**
 * The rows of each mode's sheet: the three people at seed 1, the first untuned face the face
 * check passes (`accepted` says which it takes) at seed 1, then `extra` samples (a person in a
 * room for a tool that takes any photo), then the variation face at seed 2; a sample the check
 * refuses is left out.
 */
export function motionRows(accepted: (sampleId: string) => boolean, extra: readonly string[] = []): MotionRowPlan[] {
  const untuned = UNTUNED_CANDIDATES.find(accepted);
  const seedOne = [...MOTION_PEOPLE, ...(untuned ? [untuned] : []), ...extra].filter(accepted);
  const variation = accepted(VARIATION_SAMPLE) ? [{ sampleId: VARIATION_SAMPLE, seed: 2 }] : [];
  return [...seedOne.map((sampleId) => ({ sampleId, seed: 1 })), ...variation];
}

/**
 * The rows the blind panel shows: seed 1 of the faces no recipe was tuned to (the test faces
 * and the second seed are on the mode sheets), so the panel judges what a new user would get.
 */
export function isBlindRow({ sampleId, seed }: MotionRowPlan): boolean {
  return seed === 1 && !TUNED_FACES.includes(sampleId);
}

/** A shown frame's label: its place among those shown and its time in the clip. */
export function frameLabel(index: number, shown: number, frame: number, frameSeconds: number): string {
  return `${index + 1}/${shown} · ${(frame * frameSeconds).toFixed(2)} s`;
}

/** A row's first cell's label: the sample and the seed (the face model's estimate is in the title). */
export function rowLabel({ sampleId, seed }: MotionRowPlan): string {
  return `${sampleId} · seed ${seed}`;
}

/** A clip as the blind panel knows it: which mode, seed and sample it is. */
export interface BlindClip extends Keyed {
  sampleId: string;
}

/**
 * The blind panel's rows: every clip once, shuffled together (whatever mode or face) and
 * numbered 1…N top to bottom, and the key that says each number's sample, mode and seed.
 */
export function blindClips<T extends BlindClip>(
  clips: readonly T[],
  shuffleSeed: number,
): { order: BlindCell<T>[]; key: BlindKeyEntry[] } {
  const [order] = blindRows([clips], shuffleSeed);
  return {
    order,
    key: blindKey(
      order.map((cell) => [cell]),
      order.map((cell) => cell.item.sampleId),
    ),
  };
}
