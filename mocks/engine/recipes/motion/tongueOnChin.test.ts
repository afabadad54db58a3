// The boy's poked tongue is seen against the chin it lies on, not the cheeks (issue 37): on the
// older man (a moustache over dark lips, a goatee, a side light that washes his cheeks out) the
// tongue took the cheeks' redness (0.20) and came out his chin's own colour, 7.6 apart in Lab
// from the photo under it. Blind readers saw "a faint translucent pink smear in the beard", "a
// pale slit with no tongue": it showed only over the goatee and ended where the goatee did, 0.32
// of the mouth's half width past the lower lip of the 0.63 it reaches.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrops } from '../../testing/motionFaces';
import { globalX, globalY } from './frame';
import { mouthPalette } from './mouthPalette';
import { personaCues } from './personaCues';
import { paintTongue } from './tongueOut';
import { tongueTone } from './tongueTone';
import { colourToLab } from '../shared/colour';
import { lumaOf } from '../shared/raster';

const SLOW = 300_000;
const crops = galleryFaceCrops(['older-man']);

beforeAll(() => crops.load(), SLOW);

type Rgb = readonly [number, number, number];

const lab = (colour: Rgb): [number, number, number] => colourToLab([colour[0] / 255, colour[1] / 255, colour[2] / 255]);
const apart = (a: Rgb, b: Rgb): number => {
  const [x, y] = [lab(a), lab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};
const redness = (colour: Rgb): number => (Math.max(...colour) - Math.min(...colour)) / lumaOf(colour);

describe('the poked tongue against the chin it lies on (issue 37)', () => {
  it('is redder than a chin redder than the cheeks', () => {
    // Muted lips, washed-out cheeks, a ruddier chin: the older man's measures.
    const tongue = tongueTone([83, 65, 67], [162, 138, 133], 1, [117, 88, 80]);
    // 1.5 times the chin's 0.38: 0.58; 0.36 from the cheeks alone.
    expect(redness(tongue)).toBeGreaterThan(0.52);
  });

  it('stands apart from the older man’s chin down to its tip', () => {
    const { picture, mesh } = crops.get('older-man');
    const shape = personaCues(picture, mesh, mouthPalette(picture, mesh)).tongue;
    const painted = new Uint8Array(picture.data);
    paintTongue(picture, shape, 1, painted);
    const colourAt = (data: Uint8Array, u: number, v: number): Rgb => {
      const x = Math.round(globalX(shape.frame, u, v));
      const y = Math.round(globalY(shape.frame, u, v));
      const offset = (y * picture.width + x) * 3;
      return [data[offset], data[offset + 1], data[offset + 2]];
    };
    // tongueOut.ts: its tip 0.63 of the mouth's half width past the lower lip's edge at full reach.
    const run = 0.63 * shape.halfWidth;
    // How far down its middle the tongue still changes the photo by 10 in Lab (7 pixels across).
    let seen = 0;
    for (let step = 0; step <= 20; step++) {
      const v = shape.lipEdge + (step / 20) * run;
      let sum = 0;
      for (let u = -3; u <= 3; u++) sum += apart(colourAt(painted, u, v), colourAt(picture.data, u, v));
      if (sum / 7 >= 10) seen = step / 20;
    }
    // Measured: 0.55 of its run (0.35 of the half width) before, 0.90 now.
    expect(seen).toBeGreaterThanOrEqual(0.8);
  });
});
