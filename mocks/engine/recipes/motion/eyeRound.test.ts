// A widened eye whose photo shows little white (a narrow, shadowed or made-up eye) reads as wide
// open: readers saw the band a raised lid uncovers as "flat grey crescent stickers" over the
// photo's dark slit, "a grey horseshoe with the iris low", the iris a dome cut flat by the slit.
// Measured on each eye (both eyes' mean) at the surprise's widest (lids raised 0.6, brows 1.3):
// beside the iris (beyond 1.3 iris radii, within 0.6 of the half width), in the opening's lower
// part (0.3 to 0.12 of the half width above the photo's lower lid, where the band's paint ended
// and the photo's dark slit showed), the frame's luma over the band's white's.
import { expect, it } from 'vitest';
import { drawPose, galleryFaceCrop } from '../../testing/motionFaces';
import { eyeBand } from './eyeBand';
import { globalX, globalY, profileAt } from './frame';
import { type EyeGeometry, faceGeometry } from './geometry';
import { bothEyes, type Pose, restingPose } from './pose';
import type { Raster } from './raster';
import { luma } from '../shared/raster';

const SLOW = 300_000;
/** The rows beside the iris measured, in the eye's half width above the photo's lower lid: the opening's lower part, clear of the lid's rim. */
const LOW_FROM = 0.3;
const LOW_TO = 0.12;

function raisedPose(close: number, brow: number, magnify = 0): Pose {
  const pose = restingPose();
  bothEyes(pose, { close, brow, magnify });
  return pose;
}

interface Widened {
  picture: Raster;
  eyes: readonly [EyeGeometry, EyeGeometry];
  frame: Uint8Array;
}

/** The surprise's widest eyes (close -0.6, brow 1.3) by default. */
async function widened(name: string, pose = raisedPose(-0.6, 1.3)): Promise<Widened> {
  const crop = await galleryFaceCrop(name);
  const { picture, mesh } = crop;
  const face = faceGeometry(mesh);
  const frame = drawPose(crop, face, pose);
  return { picture, eyes: face.eyes, frame };
}

/** The lower opening's luma beside the iris over the band's white's, of one eye. */
function whiteBelow({ picture, eyes, frame }: Widened, side: number): number {
  const eye = eyes[side];
  const band = eyeBand(picture, eye, eyes[1 - side]);
  const lumaAt = (u: number, v: number): number => {
    const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
    const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
    const p = (y * picture.width + x) * 3;
    return luma(frame[p], frame[p + 1], frame[p + 2]);
  };
  const hw = eye.halfWidth;
  const whiteLuma = luma(band.white[0], band.white[1], band.white[2]);
  let sum = 0;
  let count = 0;
  for (let u = Math.round(-0.6 * hw); u <= 0.6 * hw; u++) {
    if (Math.abs(u - band.irisU) < 1.3 * band.radius) continue;
    const lower = profileAt(eye.lowerLid, u);
    for (let v = Math.ceil(lower - LOW_FROM * hw); v < lower - LOW_TO * hw; v++, count++) sum += lumaAt(u, v);
  }
  return sum / Math.max(1, count) / whiteLuma;
}

it(
  'widens a narrow eye into a clean white down to its lower lid, not a crescent over a dark slit',
  async () => {
    for (const name of ['asian-woman', 'dark-woman', 'dark-man']) {
      const eye = await widened(name);
      const white = (whiteBelow(eye, 0) + whiteBelow(eye, 1)) / 2;
      // Measured (each eye): asian-woman 1.01/0.97, dark-woman 1.00/0.95, dark-man 0.96/1.02 (the white
      // shaded as a ball, lit at its front: eyeBand.ts; before, 0.94/0.91, 0.93/0.91, 0.91/0.94); the band
      // alone over the photo's slit, 0.84/0.76, 0.93/0.88, 0.80/0.75 (asian-woman's and dark-man's fail).
      expect(white, `${name} white`).toBeGreaterThan(0.88);
    }
  },
  SLOW,
);

// A lid raised a little (meow's stare at its seed's largest amount: close -0.39, brows 1.0,
// magnified 0.2; its lid raised as far as the surprise's at its smallest) keeps the photo's own eye
// below its lid line, as the band alone left it: a part-painted eye would ghost a drawn iris over
// the photo's. The same measure as above, each eye.
it(
  'keeps the photo’s own eye under a lid raised a little',
  async () => {
    for (const name of ['asian-woman', 'dark-man']) {
      const raised = await widened(name, raisedPose(-0.39, 1.0, 0.2));
      for (const side of [0, 1]) {
        // Measured (as main: the surprise's shading is not this raise's): asian-woman 0.78/0.77,
        // dark-man 0.81/0.72; shaded as the surprise's ball, 0.85 (fails); repainted at any raise, the
        // East Asian woman's first eye 0.89 (fails).
        expect(whiteBelow(raised, side), `${name} ${side}`).toBeLessThan(0.85);
      }
    }
  },
  SLOW,
);
