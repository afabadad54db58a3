// A sharp photo's face is only sharpened, but the sharpening must not draw the photo's own
// noise (its grain and JPEG ringing, a few hundredths of luma) over the skin as crackle (the
// panel, held-out brunette and grey-haired woman: "crackle/noise lines over the cheeks"). The
// crackle is read as the skin's fine detail: the mean |luma − its blur over 0.03 of the eyes'
// distance| on the skin (the oval without eyes, brows and lips); the features' detail (the luma
// less its blur over a tenth of the eyes' distance, on the whole inner face) must still rise.
import { describe, expect, it } from 'vitest';
import { alignedPerson } from '../../../testing/people';
import { cloneRgb, type Grey, type Rgb } from '../../shared/raster';
import { blurRgb } from '../blur';
import { faceOvalMask, skinMask } from '../masks';
import { faceUnit } from '../retouch';
import { celebrity } from './celebrity';
import { finishFace, finishFor } from './faceFinish';
import { FACE_CUT } from './headCut';
import { softnessOf } from './photoFinish';

const luma = (d: Float32Array, p: number): number => 0.299 * d[p] + 0.587 * d[p + 1] + 0.114 * d[p + 2];

/** The mean |luma − its blur over `sigma`| where `where` is at least 0.9. */
function detail(picture: Rgb, where: Grey, sigma: number): number {
  const soft = blurRgb(picture, sigma);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < where.data.length; i++) {
    if (where.data[i] < 0.9) continue;
    sum += Math.abs(luma(picture.data, i * 3) - luma(soft.data, i * 3));
    count++;
  }
  return sum / Math.max(1, count);
}

async function finished(person: string): Promise<{ crackle: [number, number]; features: [number, number] }> {
  const { picture, mesh } = await alignedPerson(person, celebrity);
  const oval = faceOvalMask(mesh, picture.width, FACE_CUT);
  const inner = faceOvalMask(mesh, picture.width, { ...FACE_CUT, grow: 0.8 });
  const skin = skinMask(mesh, picture.width);
  const unit = faceUnit(mesh);
  const after = cloneRgb(picture);
  finishFace(after, oval, unit, finishFor(softnessOf(picture.data, picture.width, oval), unit));
  return {
    crackle: [detail(picture, skin, unit * 0.03), detail(after, skin, unit * 0.03)],
    features: [detail(picture, inner, unit * 0.1), detail(after, inner, unit * 0.1)],
  };
}

describe('the face finish on a sharp photo', () => {
  it('sharpens the features without drawing the photo’s noise over the skin', async () => {
    // Measured (photo → finished), crackle: the older man 0.0186 → 0.0225 (0.0283 when his
    // noise was sharpened with the rest, ×1.52), the bald man 0.0123 → 0.0147, the woman and the
    // brown-skinned man (cleaned faces, unchanged) 0.0067 → 0.0085 and 0.0121 → 0.0145. The
    // features: 0.072 → 0.090 (the older man), 0.052 → 0.073, 0.039 → 0.052, 0.047 → 0.068.
    for (const person of ['older-man', 'bald-man', 'woman', 'dark-man']) {
      const read = await finished(person);
      expect(read.crackle[1], person).toBeLessThan(read.crackle[0] * 1.3);
      expect(read.features[1], person).toBeGreaterThan(read.features[0]);
    }
  });
});
