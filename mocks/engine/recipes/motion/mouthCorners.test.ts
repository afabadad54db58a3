// A wide-open mouth is dark in its middle, between the upper teeth and the tongue, not at its
// corners (issue 37, session 58: blind readers saw the yawn's and the surprise's opening as "a flat
// black hole with no teeth", on the receding man "the same dark crescent hole"). The corners were
// the darkest of the opening, a tall dark lobe at each end, and the teeth dimmed to the skin's grey
// by 0.6 of the width, a pale spot in the middle. Each template is rendered at its widest, the head
// held still, and the painted opening (not the photo's own) is measured against the face's skin.
import { beforeAll, describe, expect, it } from 'vitest';
import { cheekGrey, drawPose, galleryFaceCrops, greyAt, widestMouthPose } from '../../testing/motionFaces';
import { motionFace } from './frames';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import type { FaceCrop } from './source';

const SLOW = 300_000;
/** A small mouth (the man at a table), a soft face with a moustache (the bald man), a brown-skinned face. */
const FACES = ['man', 'bald-man', 'dark-woman'] as const;
const TEMPLATES = ['surprise', 'yawn2'] as const;
/** Darker than this share of the skin's grey is the opening's dark. */
const DARK = 0.4;
const crops = galleryFaceCrops(FACES);

beforeAll(() => crops.load(), SLOW);

interface Opening {
  /** The share of the opening's outer parts (0.6 of the half width and out) that is dark. */
  sidesDark: number;
  /** The teeth's band (0.1–0.2 of the half width under the upper lip) from 0.35 to 0.6 of the width, over the skin's grey. */
  sideTeeth: number;
  /** The middle's throat (within 0.3 of the width, 0.3–0.5 of the way down), over the skin's grey. */
  throat: number;
  /** Whether each region held any pixel (an empty one would read 0 and pass). */
  read: { sides: boolean; teeth: boolean; throat: boolean };
}

function measure(crop: FaceCrop, template: string): Opening {
  const { picture, mesh } = crop;
  const { face, glasses } = motionFace(picture, mesh);
  const pose = widestMouthPose(template);
  const frame = drawPose(crop, face, pose, { glasses });
  const plan = planMouth(face.mouth, pose);
  const skin = cheekGrey(crop);
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
  const sides = { dark: 0, all: 0 };
  const teeth = { sum: 0, count: 0 };
  const throat = { sum: 0, count: 0 };
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++) {
      if (!mouthInverse(face.mouth, plan, { x, y }, spot) || spot.own > 0.01) continue;
      const level = greyAt(frame, y * picture.width + x) / skin;
      const across = Math.abs(spot.across);
      const w = spot.halfWidth;
      const down = spot.fromUpper / (spot.fromUpper + spot.fromLower);
      if (across >= 0.6) {
        sides.all++;
        if (level < DARK) sides.dark++;
      }
      if (across >= 0.35 && across < 0.6 && spot.fromUpper >= 0.1 * w && spot.fromUpper <= 0.2 * w) {
        teeth.sum += level;
        teeth.count++;
      }
      if (across < 0.3 && down >= 0.3 && down < 0.5) {
        throat.sum += level;
        throat.count++;
      }
    }
  return {
    read: { sides: sides.all > 0, teeth: teeth.count > 0, throat: throat.count > 0 },
    sidesDark: sides.dark / Math.max(1, sides.all),
    sideTeeth: teeth.sum / Math.max(1, teeth.count),
    throat: throat.sum / Math.max(1, throat.count),
  };
}

describe('a wide-open mouth’s corners (issue 37)', () => {
  it.each(FACES.flatMap((id) => TEMPLATES.map((template) => [id, template] as const)))(
    '%s %s: the dark in the middle, the corners and the side teeth lighter',
    (id, template) => {
      const { sidesDark, sideTeeth, throat, read } = measure(crops.get(id), template);
      // Every region read some pixels (an empty one would pass as 0).
      expect(read).toEqual({ sides: true, teeth: true, throat: true });
      const numbers = `sides dark ${sidesDark.toFixed(3)}, side teeth ${sideTeeth.toFixed(3)}, throat ${throat.toFixed(3)}`;
      // Measured (surprise, yawn; the sides' dark share, the side teeth over the skin): the man
      // 0.048, 0.070 and 0.931, 0.910; the bald man 0.110, 0.081 and 0.885, 0.881; the
      // brown-skinned woman 0.048, 0.031 and 0.884, 0.879. Before (the corners darkened by 0.6
      // and as deep as the middle, the teeth dimmed along the arch by 0.45 as well): 0.576, 0.558
      // and 0.790, 0.764; 0.746, 0.723 and 0.758, 0.749; 0.477, 0.449 and 0.757, 0.749.
      expect(sidesDark, numbers).toBeLessThan(0.25);
      expect(sideTeeth, numbers).toBeGreaterThan(0.84);
      // The middle keeps its depth: the back of the mouth under the teeth stays dark (0.35, 0.34;
      // 0.42, 0.40; 0.43, 0.41; before 0.35, 0.33; 0.41, 0.39; 0.42, 0.40).
      expect(throat, numbers).toBeLessThan(0.5);
    },
    SLOW,
  );
});
