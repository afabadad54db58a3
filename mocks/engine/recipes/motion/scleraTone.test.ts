// The band a raised lid uncovers (eyeBand.ts) takes its white from the photo's eye; where that
// eye shows little white (small, shadowed, made up, or a squinting smile) the whitest of it was
// lid or skin, and the surprise's widened eyes read as "slate-grey" (the fair woman) or
// skin-brown (the brown-skinned man) rings. scleraTone.ts lifts such a white above the skin under
// the eye and cuts its tint to a white's. Measured in a surprise frame rendered through warp.ts:
// the band's mean luma over the white's columns (beyond 1.3 iris radii, within 0.6 of the half
// width; from a quarter of the band's height under the raised lid down to the photo's lid line)
// over the skin under the eye, and those pixels' tint (channel spread over luma).
import { expect, it } from 'vitest';
import { drawPose, galleryFaceCrop, surprisePose } from '../../testing/motionFaces';
import { eyeBand } from './eyeBand';
import { BAND_GROWN, movedLidAt, planEye } from './eyeWarp';
import { globalX, globalY, profileAt } from './frame';
import { type EyeGeometry, faceGeometry } from './geometry';
import { widestFor } from './narrowWidest';
import { SKIN_CAST, scleraTone, tintOf, WHITE_OVER_SKIN, WHITE_TINT } from './scleraTone';
import { luma } from '../shared/raster';

const SLOW = 300_000;

interface BandReading {
  /** The band's luma over the skin's under the eye. */
  overSkin: number;
  /** The band's mean tint: (max − min channel) / luma. */
  tint: number;
  /** The band's height at the eye's middle, in its half width. */
  height: number;
}

async function bandReadings(name: string): Promise<BandReading[]> {
  const crop = await galleryFaceCrop(name);
  const { picture, mesh } = crop;
  const face = faceGeometry(mesh);
  const pose = surprisePose();
  const frame = drawPose(crop, face, pose);
  const pixelAt = (data: Uint8Array, eye: EyeGeometry, u: number, v: number): [number, number, number] => {
    const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
    const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
    const p = (y * picture.width + x) * 3;
    return [data[p], data[p + 1], data[p + 2]];
  };
  return face.eyes.map((eye, side) => {
    const { irisU, radius } = eyeBand(picture, eye);
    // Planned as warp.ts plans it: an eye showing little white opens less (narrowWidest.ts).
    const plan = planEye(eye, pose.eyes[side], null, 0, widestFor(picture, eye, face.eyes[1 - side], pose.eyes[side]));
    const hw = eye.halfWidth;
    let band = 0;
    let tint = 0;
    let count = 0;
    let skin = 0;
    let skinCount = 0;
    for (let u = Math.round(-0.6 * hw); u <= 0.6 * hw; u++) {
      const upper = profileAt(eye.upperLid, u);
      const moved = movedLidAt(eye, plan, u);
      if (Math.abs(u - irisU) >= 1.3 * radius)
        for (let v = Math.ceil(moved + 0.25 * (upper - moved)); v < upper; v++, count++) {
          const [r, g, b] = pixelAt(frame, eye, u, v);
          const grey = Math.max(1, luma(r, g, b));
          band += grey;
          tint += (Math.max(r, g, b) - Math.min(r, g, b)) / grey;
        }
      if (Math.abs(u) > 0.5 * hw) continue;
      const lower = profileAt(eye.lowerLid, u);
      for (let below = 0.3 * hw; below <= 0.6 * hw; below++, skinCount++)
        skin += luma(...pixelAt(picture.data, eye, u, lower + below));
    }
    return {
      overSkin: band / Math.max(1, count) / Math.max(1, skin / Math.max(1, skinCount)),
      tint: tint / Math.max(1, count),
      height: (profileAt(eye.upperLid, 0) - movedLidAt(eye, plan, 0)) / hw,
    };
  });
}

it('lifts a white darker than the skin under the eye above it, and cuts a skin-like tint to a white’s', () => {
  // The brown-skinned man's right eye: its whitest tenth 92/61/46 under skin of 115/75/50 (luma 84).
  const skin = [115, 75, 50] as const;
  const lifted = scleraTone([92, 61, 46], skin);
  const grey = luma(...lifted);
  expect(grey).toBeCloseTo(WHITE_OVER_SKIN * luma(...skin), 0);
  expect(Math.max(...lifted) - Math.min(...lifted)).toBeLessThanOrEqual(2 * WHITE_TINT * grey + 1e-9);
  expect(lifted[0]).toBeGreaterThan(lifted[2]); // its warmth kept, only less of it
  // A white already lighter and paler than that is left as it was (the older man's).
  expect(scleraTone([233, 232, 232], [142, 112, 106])).toEqual([233, 232, 232]);
  // A bright skin never lifts the white to a glare.
  expect(luma(...scleraTone([150, 150, 150], [240, 240, 240]))).toBeLessThanOrEqual(226);
});

it('tints a white at most a share of the skin’s own tint: a white as tinted as the skin is skin', () => {
  // The numbers read on a held-out face (the tilted blonde, whose widened whites readers saw as "a
  // flat pink eyeball"): her whitest tenth beside the iris 246/220/198 under skin of 222/191/162,
  // tinted 0.12 of its grey as her skin is 0.18; kept at WHITE_TINT alone (0.12) it stayed so.
  const skin = [222, 191, 162] as const;
  const white = scleraTone([246, 220, 198], skin);
  // Measured: 0.062 (the skin's 0.178 × SKIN_CAST); before, 0.121.
  expect(tintOf(white)).toBeLessThanOrEqual(SKIN_CAST * tintOf(skin) + 1e-9);
  expect(tintOf(white)).toBeLessThan(0.07);
  expect(luma(...white)).toBeCloseTo(luma(246, 220, 198), 0); // its light kept
  // A black-and-white photo's white stays grey.
  expect(tintOf(scleraTone([200, 190, 185], [120, 120, 120]))).toBeLessThan(1e-9);
});

it(
  'widens a dim, small eye into white, not a grey or skin-brown ring (fair woman, brown-skinned man)',
  async () => {
    let checked = 0;
    for (const name of ['woman', 'dark-man']) {
      const readings = await bandReadings(name);
      for (const [side, { overSkin, tint, height }] of readings.entries()) {
        // The fair woman's far eye, showing no white, is held to NARROW_OPENING (narrowWidest.ts):
        // from its own 0.86 half widths its lid rises 0.09, too little a band to paint (BAND_GROWN).
        if (height < BAND_GROWN) continue;
        checked++;
        // Measured (each eye): woman 0.96 / 1.06, tint 0.08 / 0.08; dark-man 0.90 / 0.99, tint
        // 0.33 / 0.29 (the lid's shadow over this band, in the skin's warmth: eyeBand.ts; before
        // it, woman 0.96 / 1.01, tint 0.06 / 0.07, dark-man 0.96 / 1.01, tint 0.25 / 0.24; with
        // the shade's warmth let reach 1.4 × the grey's, 0.41, a skin-brown shade). Before scleraTone: woman 0.63 / 0.66 (tint 0.09 / 0.10), dark-man 0.69 /
        // 0.89 with tint 0.69 / 0.75 (fail). The faces whose white is already lighter than their
        // skin read the same before and after (older man 1.64 / 1.70, brown-skinned woman 1.20 / 1.10).
        expect(overSkin, `${name} eye ${side} band over skin`).toBeGreaterThan(0.9);
        expect(overSkin, `${name} eye ${side} band over skin`).toBeLessThan(1.4);
        expect(tint, `${name} eye ${side} tint`).toBeLessThan(0.35);
      }
    }
    // Three of the four eyes are painted (the woman's far one is not): none skipped unseen.
    expect(checked).toBe(3);
  },
  SLOW,
);
