// A widened eye's painted white and iris belong to the photo (eyeBand.ts, whiteLight.ts,
// drawnIris.ts). Readers of the surprise saw "whites too bright for a dim photo" (the older man),
// "hard white corners" and "a flat drawn iris, on some faces a cartoon stare". Measured in a frame
// at the surprise's widest (lids raised 0.6, brows 1.3), each eye:
// - the white's light: the frame's mean luma over the white (beside the iris, within 0.6 of the
//   half width, between the raised lid and the lower lid, clear of both by 0.15 of the opening)
//   over the photo's own white's (the lightest quarter of its opening beside the iris);
// - its corners: along rows across the opening, from 0.55 of the half width out past the corner,
//   the largest step of luma between neighbouring pixels over the white's mean, averaged over rows;
// - the drawn iris's rim: the luma of its ring at 0.78–0.95 of its radius over that of 0.45–0.7;
// - whether it reads as a target (readers: "cartoonish ringed bulging eyes"): its luma by tenths
//   of its radius, the lightest tenth over the lighter of the darkest tenths inside it and outside
//   it (a light ring between a dark pupil and a dark rim stands above both), less one.
import { expect, it } from 'vitest';
import { drawPose, galleryFaceCrop, surprisePose } from '../../testing/motionFaces';
import { eyeBand, wideRaise } from './eyeBand';
import { movedLidAt, planEye } from './eyeWarp';
import { globalX, globalY, profileAt } from './frame';
import { type EyeGeometry, faceGeometry } from './geometry';
import { widestFor } from './narrowWidest';
import type { Raster } from './raster';
import { luma } from '../shared/raster';

const SLOW = 300_000;

interface EyeReading {
  /** The white's mean luma in the frame over the photo's own white's (the lightest quarter of its opening beside the iris). */
  overSclera: number;
  /** The corners' mean largest step between neighbouring pixels, over the white's mean. */
  cornerStep: number;
  /** The iris's ring's luma over its middle's. */
  ring: number;
  /** Its lightest ring over the lighter of the darkest inside and outside it, less one: 0 for an iris with no light ring. */
  target: number;
  /** How much of the eye's opening is repainted round a drawn iris (eyeBand.ts): an eye held to WIDEST_OPENING (eyeWarp.ts) may not be. */
  repainted: number;
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

async function readEyes(name: string): Promise<EyeReading[]> {
  const crop = await galleryFaceCrop(name);
  const { picture, mesh } = crop;
  const face = faceGeometry(mesh);
  const pose = surprisePose();
  const frame = drawPose(crop, face, pose);
  // Planned as warp.ts plans it: an eye showing little white opens less (narrowWidest.ts).
  return face.eyes.map((eye, side) => {
    const other = face.eyes[1 - side];
    return readEye(
      picture,
      frame,
      eye,
      other,
      planEye(eye, pose.eyes[side], null, 0, widestFor(picture, eye, other, pose.eyes[side])),
    );
  });
}

function readEye(
  picture: Raster,
  frame: Uint8Array,
  eye: EyeGeometry,
  other: EyeGeometry,
  plan: ReturnType<typeof planEye>,
): EyeReading {
  const band = eyeBand(picture, eye, other);
  const hw = eye.halfWidth;
  const lumaAt = (u: number, v: number): number => {
    const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
    const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
    const p = (y * picture.width + x) * 3;
    return luma(frame[p], frame[p + 1], frame[p + 2]);
  };
  const radius = band.radius * (1 + 0.2 * band.repaint);
  const whites: number[] = [];
  for (let u = Math.round(-0.6 * hw); u <= 0.6 * hw; u++) {
    const top = movedLidAt(eye, plan, u);
    const low = profileAt(eye.lowerLid, u);
    for (let v = Math.ceil(top + 0.15 * (low - top)); v < low - 0.15 * (low - top); v++)
      if (Math.hypot(u - band.irisU, v - band.irisV) >= 1.3 * radius) whites.push(lumaAt(u, v));
  }
  const white = mean(whites);
  // The photo's own white: the lightest quarter of its opening beside the iris.
  const opening: number[] = [];
  for (let u = Math.ceil(-0.85 * hw); u <= 0.85 * hw; u++) {
    if (Math.abs(u - band.irisU) <= band.radius) continue;
    for (let v = Math.ceil(profileAt(eye.upperLid, u) + 1); v < profileAt(eye.lowerLid, u) - 1; v++) {
      const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
      const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
      const p = (y * picture.width + x) * 3;
      opening.push(luma(picture.data[p], picture.data[p + 1], picture.data[p + 2]));
    }
  }
  const seen = mean(opening.sort((a, b) => b - a).slice(0, Math.ceil(opening.length / 4)));
  const steps: number[] = [];
  for (const toward of [-1, 1])
    for (const down of [0.35, 0.5, 0.65]) {
      let largest = 0;
      let last = -1;
      for (let out = 0.55 * hw; out <= 1.1 * hw; out++) {
        const u = toward * out;
        const top = movedLidAt(eye, plan, u);
        const grey = lumaAt(u, top + down * (profileAt(eye.lowerLid, u) - top));
        if (last >= 0) largest = Math.max(largest, Math.abs(grey - last));
        last = grey;
      }
      steps.push(largest / white);
    }
  const ring: number[] = [];
  const middle: number[] = [];
  const tenths = Array.from({ length: 10 }, () => [] as number[]);
  for (let du = -radius; du <= radius; du++)
    for (let dv = -radius; dv <= radius; dv++) {
      const u = band.irisU + du;
      const v = band.irisV + dv;
      if (v < movedLidAt(eye, plan, u) + 2 || v > profileAt(eye.lowerLid, u) - 2) continue;
      const distance = Math.hypot(du, dv) / radius;
      if (distance < 1) tenths[Math.floor(distance * 10)].push(lumaAt(u, v));
      if (distance >= 0.78 && distance <= 0.95) ring.push(lumaAt(u, v));
      else if (distance >= 0.45 && distance <= 0.7) middle.push(lumaAt(u, v));
    }
  const profile = tenths.filter((tenth) => tenth.length > 0).map(mean);
  let target = 0;
  profile.forEach((light, at) => {
    if (at === 0 || at === profile.length - 1) return;
    const darker = Math.max(Math.min(...profile.slice(0, at)), Math.min(...profile.slice(at + 1)));
    target = Math.max(target, light / darker - 1);
  });
  return {
    overSclera: white / seen,
    cornerStep: mean(steps),
    ring: mean(ring) / mean(middle),
    target,
    repainted: band.repaint * wideRaise(plan),
  };
}

it(
  'paints a widened eye’s white no lighter than the photo’s own white allows (the older man)',
  async () => {
    const eyes = await readEyes('older-man');
    // Measured (each eye): 0.89 / 1.20 (his shadowed eye shows no white: held to 1.5 × its skin,
    // or his other eye's white dimmed as the skin is); before, 0.98 / 1.47 (the whitest tenth
    // of his lit eye, 233 under skin of 120, painted over the whole opening).
    expect(mean(eyes.map(({ overSclera }) => overSclera))).toBeLessThan(1.12);
  },
  SLOW,
);

it(
  'draws a widened iris no lighter at its rim, not a target, and softens the white into the eye’s corners',
  async () => {
    const steps: number[] = [];
    const targets: number[] = [];
    for (const name of ['asian-woman', 'dark-man', 'woman', 'dark-woman']) {
      const eyes = await readEyes(name);
      // The rim over the middle, measured (both eyes' mean): asian-woman 0.86, dark-man 0.89,
      // woman 0.99, dark-woman 1.00 (a dark iris on a lighter white: the ring takes the white
      // blended in at the disc's edge); with the limbus darkening only from 0.6 of the radius and
      // a pupil kept at 0.65, 0.79, 0.81, 0.91, 0.93: a dark rim and a dark pupil round a light
      // ring, read as a target (below). Before an even disc, 1.01, 1.05, 1.14, 1.12.
      // Over the eyes repainted round a drawn iris: the woman's far eye, raised too little for it,
      // keeps the photo's own (1.33 there).
      const drawn = eyes.filter(({ repainted }) => repainted > 0.5);
      expect(drawn.length, `${name} drawn irises`).toBeGreaterThan(0);
      expect(mean(drawn.map(({ ring }) => ring)), `${name} ring`).toBeLessThan(1.05);
      targets.push(...drawn.map(({ target }) => target));
      steps.push(...eyes.map(({ cornerStep }) => cornerStep));
    }
    // Measured: 0.12 (each eye 0.10/0.07, 0.07/0.10, 0.17/0.26, 0.09/0.07); before, 0.17 (0.09/0.20,
    // 0.17/0.11, 0.30/0.26, 0.12/0.10): the white ending in a short hard edge at a corner.
    expect(mean(steps)).toBeLessThan(0.14);
    // The lightest ring over its darker sides, measured: 0.11 (each eye 0.14/0.18, 0.11/0.11,
    // 0.03, 0.12/0.10); before (the pupil kept at 0.65, the limbus from 0.6), 0.33 (0.40/0.42,
    // 0.37/0.33, 0.34, 0.20/0.24).
    expect(mean(targets)).toBeLessThan(0.2);
  },
  SLOW,
);
