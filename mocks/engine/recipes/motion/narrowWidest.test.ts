// A widened eye whose photo shows little white of its own opens less (narrowWidest.ts): raised to
// WIDEST_OPENING, the East Asian woman's and the brown-skinned woman's repainted eyes were a drawn
// iris ringed by white, a band of it over the iris as tall as the iris's radius ("cartoonish
// ringed bulging eyes"). Measured at the surprise's widest (lids raised 0.6, brows up 1.3, as
// templates.ts), on the face as frames.ts fits it: in the iris's column, the white over the
// iris (the rows lighter than halfway from the iris's colour to the white's, from the iris's top
// up to the raised lid's lashes), in the eye's half width, each eye.
import { beforeAll, expect, it } from 'vitest';
import { drawPose, galleryFaceCrops, surprisePose } from '../../testing/motionFaces';
import { eyeBand } from './eyeBand';
import { WIDEST_OPENING } from './eyeWarp';
import { globalX, globalY } from './frame';
import { motionFace } from './frames';
import type { EyeGeometry } from './geometry';
import { widestFor } from './narrowWidest';
import type { Raster } from './raster';
import { luma } from '../shared/raster';

const SLOW = 300_000;
const PEOPLE = ['asian-woman', 'dark-woman', 'man'] as const;
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** Each eye's white over its iris in a surprise frame of `person`, in the eye's half width. */
function whiteOverIris(person: string): number[] {
  const crop = crops.get(person);
  const { picture, mesh } = crop;
  const { face, glasses } = motionFace(picture, mesh);
  const frame = drawPose(crop, face, surprisePose(), { glasses });
  return face.eyes.map((eye, side) => {
    const band = eyeBand(picture, eye, face.eyes[1 - side]);
    const middle = (luma(...band.iris) + luma(...band.white)) / 2;
    const lumaAt = (data: Raster['data'], v: number): number => {
      const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, band.irisU, v))));
      const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, band.irisU, v))));
      const p = (y * picture.width + x) * 3;
      return luma(data[p], data[p + 1], data[p + 2]);
    };
    return whiteRows(eye, band.irisV, (v) => lumaAt(frame, v) >= middle) / eye.halfWidth;
  });
}

/** Up the column from the iris's centre: past the iris, then the rows `isWhite` holds for, until the lid. */
function whiteRows(eye: EyeGeometry, irisV: number, isWhite: (v: number) => boolean): number {
  const top = irisV - 2 * eye.halfWidth;
  let v = irisV;
  while (v > top && !isWhite(v)) v--;
  let rows = 0;
  while (v > top && isWhite(v)) {
    rows++;
    v--;
  }
  return rows;
}

it(
  'widens an eye showing little white of its own less: a sliver of white over the iris, not a ring (East Asian and brown-skinned women)',
  () => {
    for (const person of ['asian-woman', 'dark-woman']) {
      const eyes = whiteOverIris(person);
      // Measured (each eye): asian-woman 0.11 / 0.12, dark-woman 0.10 / 0.16; raised to
      // WIDEST_OPENING before, 0.20 / 0.21 and 0.27 / 0.16 (her right eye, 0.53 of its half width
      // open in the photo, still rises most of the way).
      expect((eyes[0] + eyes[1]) / 2, person).toBeLessThan(0.15);
      for (const white of eyes) expect(white, `${person}: still a white over the iris, a surprise`).toBeGreaterThan(0.05);
    }
  },
  SLOW,
);

it(
  'opens an eye that shows its white as wide as before (the man)',
  () => {
    const { picture, mesh } = crops.get('man');
    const { face } = motionFace(picture, mesh);
    const pose = surprisePose();
    face.eyes.forEach((eye, side) => expect(widestFor(picture, eye, face.eyes[1 - side], pose.eyes[side])).toBe(WIDEST_OPENING));
  },
  SLOW,
);
