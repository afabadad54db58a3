// A widened eye's white takes the light's colour (lightCast.ts): on the brown-skinned woman's
// orange-lit photo, her near-neutral white read as a cool lilac grey beside her skin (readers:
// "dull grey whites"). Measured at the surprise's widest (lids raised 0.6, brows up 1.3) on the
// face as frames.ts fits it: the painted white's tint toward the skin's hue (its channels' offsets
// from its grey along the skin's, over its grey) beside the iris (beyond 1.3 drawn iris radii,
// within 0.6 of the half width, the middle third of the opening in height).
import { expect, it } from 'vitest';
import { drawPose, galleryFaceCrop, surprisePose } from '../../testing/motionFaces';
import { eyeBand } from './eyeBand';
import { planEye, shownUpperLid } from './eyeWarp';
import { globalX, globalY, profileAt } from './frame';
import { motionFace } from './frames';
import { CAST_SHARE, lightCast, SKIN_OWN_TINT } from './lightCast';
import { widestFor } from './narrowWidest';
import { tintOf } from './scleraTone';
import { luma } from '../shared/raster';

const SLOW = 300_000;

/** `rgb`'s tint along `skin`'s hue: its offsets from its grey projected on the skin's, over its grey (the skin's largest offset 1). */
function tintToward(rgb: readonly number[], skin: readonly [number, number, number]): number {
  const skinGrey = luma(...skin);
  const spread = Math.max(...skin.map((c) => Math.abs(c - skinGrey)));
  const hue = skin.map((c) => (c - skinGrey) / spread);
  const grey = luma(rgb[0], rgb[1], rgb[2]);
  return hue.reduce((sum, h, c) => sum + h * (rgb[c] - grey), 0) / hue.reduce((sum, h) => sum + h * h, 0) / grey;
}

it('tints a white toward a strongly coloured light, and leaves a white under a white light as it is', () => {
  // The brown-skinned woman: her toned white 143/129/116 under skin of 136/82/43 (tinted 0.54).
  const skin = [136, 82, 43] as const;
  const white = lightCast([143, 129, 116], skin);
  expect(luma(...white)).toBeCloseTo(luma(143, 129, 116), 5); // its light kept
  // 0.24 toward the skin's hue (CAST_SHARE of the skin's 0.54 less SKIN_OWN_TINT); before, 0.11.
  expect(tintToward(white, skin)).toBeCloseTo(CAST_SHARE * (tintOf(skin) - SKIN_OWN_TINT), 5);
  expect(tintOf(white)).toBeLessThan(0.5 * tintOf(skin)); // a white, not skin
  // The other gallery faces' skins are no more tinted than a skin is in white light: nothing changes.
  for (const [own, under] of [
    [
      [217, 211, 200],
      [203, 180, 156],
    ], // the East Asian woman
    [
      [98, 96, 102],
      [109, 72, 85],
    ], // the fair woman
    [
      [108, 93, 86],
      [115, 75, 50],
    ], // the brown-skinned man
    [
      [212, 191, 189],
      [208, 155, 159],
    ], // the man
  ] as const)
    expect(lightCast(own, under)).toEqual(own);
});

it(
  'paints the brown-skinned woman’s widened white in her photo’s orange light, not a lilac grey',
  async () => {
    const crop = await galleryFaceCrop('dark-woman');
    const { picture, mesh } = crop;
    const { face, glasses } = motionFace(picture, mesh);
    const pose = surprisePose();
    const frame = drawPose(crop, face, pose, { glasses });
    face.eyes.forEach((eye, side) => {
      const other = face.eyes[1 - side];
      const band = eyeBand(picture, eye, other);
      const plan = planEye(
        eye,
        pose.eyes[side],
        glasses?.lenses[side] ?? null,
        0,
        widestFor(picture, eye, other, pose.eyes[side]),
      );
      const hw = eye.halfWidth;
      const sum = [0, 0, 0];
      let count = 0;
      for (let u = Math.round(-0.6 * hw); u <= 0.6 * hw; u++) {
        if (Math.abs(u - band.irisU) < 1.3 * 1.2 * band.radius) continue;
        const top = shownUpperLid(eye, plan, u);
        const low = profileAt(eye.lowerLid, u);
        for (let v = Math.ceil(top + (low - top) / 3); v < top + (2 * (low - top)) / 3; v++, count++) {
          const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
          const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
          for (let c = 0; c < 3; c++) sum[c] += frame[(y * picture.width + x) * 3 + c];
        }
      }
      // The skin under the eye (the middle half of its width, 0.3–0.6 of its half width below the lower lid), as eyeBand.ts reads it.
      const skin: [number, number, number] = [0, 0, 0];
      let skinCount = 0;
      for (let u = Math.ceil(-0.5 * hw); u <= 0.5 * hw; u++)
        for (let below = 0.3 * hw; below <= 0.6 * hw; below++, skinCount++) {
          const v = profileAt(eye.lowerLid, u) + below;
          const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
          const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
          for (let c = 0; c < 3; c++) skin[c] += picture.data[(y * picture.width + x) * 3 + c];
        }
      const white = sum.map((c) => c / Math.max(1, count));
      const toward = tintToward(white, [skin[0] / skinCount, skin[1] / skinCount, skin[2] / skinCount]);
      // Measured (each eye): 0.25 / 0.25 (155/123/96 and 148/118/93); before, 0.12 / 0.14 (136/122/109 and 127/111/99).
      expect(toward, `eye ${side}`).toBeGreaterThan(0.2);
    });
  },
  SLOW,
);
