// 演讲 (the speech) reads as a speaker in the 8 frames a blind panel is shown (issue 37: scored
// 1.33, then 1.33–1.40: "no podium, crowd or gesture, so nothing reads as a speech"; since the
// fifty-sixth stop a stage mic stands below the mouth under a spotlight, no blink is caught half
// way, and no raised brow lifts a lid into the "ghosted, doubled eyes"). Its strips showed a closed mouth in most frames and, where a blink fell, one eye shut
// more than the other, a wink (cute's gesture): one eye was squinted 0.5 and the other 0.3. Now
// both eyes alike, each vowel drawn out (the mouth's opening the mean of now and 0.08 s before,
// 1.1 of the syllable's), so more of the shown frames catch the mouth open. Measured on the real
// engine: the two eyes' openings on the eyes' own lids, and the mouth's change in the shown frames.
import { gifEyeShares } from '../../testing/eyeOpenings';
import { galleryFaceCrops, gifClock, panelFrameIndices, panelFrames } from '../../testing/motionFaces';
import { planEye, shownUpperLid } from './eyeWarp';
import { motionFace, renderFrames } from './frames';
import { profileAt } from './frame';
import { micCover, microphoneOf } from './microphone';
import type { FaceCrop } from './source';
import { gifMotions } from './templates';
import { variationOf } from './variation';

const SLOW = 300_000;
const PEOPLE = ['older-man', 'woman'] as const;
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** Mesh points bounding the lips: the corners, the upper lip's top and the lower lip's bottom. */
const [LEFT_CORNER, RIGHT_CORNER, UPPER_TOP, LOWER_BOTTOM] = [61, 291, 0, 17];

/**
 * Mean grey change (0–255) from the photo in the box round the lips, carried down by the lips'
 * height for the dropped jaw, averaged over the 8 shown frames, the head held still.
 */
function mouthChange(crop: FaceCrop, seed: number): number {
  const { picture, mesh } = crop;
  const left = Math.round(mesh[LEFT_CORNER][0]);
  const right = Math.round(mesh[RIGHT_CORNER][0]);
  const top = Math.round(mesh[UPPER_TOP][1]);
  const bottom = Math.round(2 * mesh[LOWER_BOTTOM][1] - mesh[UPPER_TOP][1]);
  const frames = panelFrames(crop, 'trump1', seed, true);
  let total = 0;
  for (const frame of frames) {
    let sum = 0;
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const offset = (y * picture.width + x) * 3;
        const shown = frame[offset] + frame[offset + 1] + frame[offset + 2];
        sum += Math.abs(shown - picture.data[offset] - picture.data[offset + 1] - picture.data[offset + 2]) / 3;
      }
    }
    total += sum / ((right - left + 1) * (bottom - top + 1));
  }
  return total / frames.length;
}

describe('the speech (演讲) in the frames a reader sees (issue 37)', () => {
  it.each(PEOPLE)(
    'on the %s, both eyes open alike in every frame: no wink',
    (person) => {
      const { face } = motionFace(crops.get(person).picture, crops.get(person).mesh);
      for (const seed of [1, 2, 3, 4]) {
        // Measured, seeds 1–4: at most 0.009 apart on the older man, 0.090 on the woman, whose
        // two eyes' lids differ in the photo (her head turned); before, with one eye squinted
        // more, 0.120–0.128 and 0.120–0.198.
        for (const [first, second] of gifEyeShares(face.eyes, 'trump1', seed))
          expect(Math.abs(first - second), `seed ${seed}`).toBeLessThan(0.105);
      }
    },
    SLOW,
  );

  it.each([
    ['older-man', 18],
    ['woman', 8.2],
  ] as const)(
    'on the %s, the mouth visibly changes over the shown frames (it speaks)',
    (person, least) => {
      // Measured, seeds 1 and 2: the older man 22.6 and 21.1 grey levels (20.1 and 20.3 before),
      // the woman 13.0 and 11.2 (10.9 and 10.3). A modest gain: the line's own pauses still
      // close the mouth in the first and last shown frames. Since the fifty-seventh stop the jaw
      // opens no wider than talk's (0.76 of its widest, oratorJaw.test.ts: a wider one read as
      // "the jaw stretched rubbery"), so the mouth changes less: the older man 20.3 and 18.9, the
      // woman 9.7 and 8.5 (below the gain's 10.9 and 10.3: this now guards a mouth that visibly
      // speaks, not the gain), and it is open past 0.3 over 0.34–0.50 of the loop at seeds 1–4
      // (0.58–0.72 before): a trade a reader preferred 9 to 2.
      for (const seed of [1, 2]) expect(mouthChange(crops.get(person), seed), `seed ${seed}`).toBeGreaterThan(least);
    },
    SLOW,
  );

  it.each(PEOPLE)(
    'on the %s, no eye is caught half shut and no raised brow lifts a lid (the "ghosted, doubled eyes")',
    (person) => {
      const { face } = motionFace(crops.get(person).picture, crops.get(person).mesh);
      const { count, seconds } = gifClock('trump1');
      let leastOpen = Infinity;
      let mostLift = 0;
      for (const seed of [1, 2, 3, 4]) {
        for (const [first, second] of gifEyeShares(face.eyes, 'trump1', seed)) leastOpen = Math.min(leastOpen, first, second);
        const vary = variationOf(seed, 'trump1');
        for (let index = 0; index < count; index++) {
          const pose = gifMotions.trump1.template({ t: index / count, seconds }, vary);
          face.eyes.forEach((eye, side) => {
            const plan = planEye(eye, pose.eyes[side]);
            for (let u = -0.5 * eye.halfWidth; u <= 0.5 * eye.halfWidth; u += 1)
              mostLift = Math.max(mostLift, profileAt(eye.upperLid, u) - shownUpperLid(eye, plan, u));
          });
        }
      }
      // Measured, seeds 1–4, every GIF frame: the least open eye 0.71 of the photo's on the older
      // man, 0.68 on the woman (0 before: a blink); the lid over the eye's middle half raised 0.00
      // and 0.29 px at most (5.48 and 2.79 px before, under brows up 0.6–1.8).
      expect(leastOpen).toBeGreaterThan(0.6);
      expect(mostLift).toBeLessThan(1);
    },
    SLOW,
  );

  it.each(PEOPLE)(
    'on the %s, a microphone stands below the mouth, fixed in the frame, under a spotlight',
    async (person) => {
      const crop = crops.get(person);
      const { picture, mesh } = crop;
      const mic = microphoneOf(picture, mesh);
      expect(mic).not.toBeNull();
      if (!mic) return;
      const { x, y, radius } = mic.place;
      const count = gifClock('trump1').count;
      const frames: Uint8Array[] = [];
      const run = {
        picture,
        mesh,
        motion: gifMotions.trump1,
        vary: variationOf(1, 'trump1'),
        count,
        seconds: gifClock('trump1').seconds,
        progressTo: 70,
      };
      for await (const frame of renderFrames(run, () => undefined)) frames.push(frame);
      const shown = panelFrameIndices(count).map((index) => frames[index]);
      const grey = (data: Uint8Array, at: number) => (data[at * 3] + data[at * 3 + 1] + data[at * 3 + 2]) / 3;
      // The grille's middle: how far from the photo, and how much it changes between shown frames.
      let fromPhoto = 0;
      let moving = 0;
      let pixels = 0;
      for (let row = Math.round(y - radius / 2); row <= y + radius / 2; row++) {
        for (let column = Math.round(x - radius / 2); column <= x + radius / 2; column++) {
          const at = row * picture.width + column;
          pixels++;
          fromPhoto += Math.abs(grey(shown[0], at) - grey(picture.data, at));
          for (let frame = 1; frame < shown.length; frame++)
            moving += Math.abs(grey(shown[frame], at) - grey(shown[frame - 1], at)) / 7;
        }
      }
      // The picture's outer tenth at the top and both sides down to the chin's row (the mic stands
      // in the bottom's, and the light reaches down over the body below the chin: spotlight.ts)
      // against the photo's.
      let edgeShown = 0;
      let edgePhoto = 0;
      const band = Math.round(picture.width / 10);
      for (let row = 0; row < mesh[152][1]; row++) {
        for (let column = 0; column < picture.width; column++) {
          if (column >= band && column < picture.width - band && row >= band) continue;
          const at = row * picture.width + column;
          edgeShown += grey(shown[0], at);
          edgePhoto += grey(picture.data, at);
        }
      }
      // Measured, seed 1: the grille's middle 74.2 and 73.4 grey levels from the photo on the older
      // man and the woman, changing 0.00 between shown frames (before, the chin and shirt there:
      // 9.0 and 29.6 from the photo, 7.3 and 23.3 between frames as the head moved); the picture's
      // outer tenth 0.83 and 0.48 of the photo's light (1.00 before). Since the fifty-seventh stop
      // (a mic 0.12 of the face wide on a stand, the light reaching down over the body): the
      // grille 81.7 and 78.2 from the photo, still 0.00; the top and sides above the chin 0.89 and
      // 0.56 of the photo's light.
      expect(fromPhoto / pixels).toBeGreaterThan(40);
      expect(moving / pixels).toBeLessThan(0.5);
      expect(edgeShown / edgePhoto).toBeLessThan(0.9);
      // Never over the lips: nothing to see of the mic in their box widened by half the lips'
      // height (the woman's 0.005 there is the softened edge's far tail, under 2 grey levels).
      const lipsHigh = mesh[17][1] - mesh[0][1];
      let overLips = 0;
      for (let row = Math.floor(mesh[0][1] - lipsHigh / 2); row <= mesh[17][1] + lipsHigh / 2; row++)
        for (let column = Math.floor(mesh[61][0] - lipsHigh / 2); column <= mesh[291][0] + lipsHigh / 2; column++)
          overLips = Math.max(overLips, micCover(mic, column, row));
      expect(overLips).toBeLessThan(0.01);
    },
    SLOW,
  );
});
