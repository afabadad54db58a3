// The anime iris's colour where the photo's eye is not clear enough to read (./irisColour.ts):
// a hue near the hair's, as anime pairs them, not the one brown every eye was painted. (Where it
// is clear, the photo's colour: the older man's blue eyes, in recipes/avatar.anime.test.ts.)
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePortrait, sampleFaces } from '../../../../testing/faces';
import { colourToLab, labToRgb } from '../../../shared/colour';
import type { Colour, Rgb } from '../../../shared/raster';
import type { XY } from '../../landmarks';
import { animeIris, irisFromHair } from './irisColour';

function rgb(l: number, a: number, b: number): Colour {
  const out: [number, number, number] = [0, 0, 0];
  labToRgb(l, a, b, out);
  return out;
}

const hue = (colour: Colour): number => {
  const [, a, b] = colourToLab(colour);
  return ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
};

let photo: Rgb = { width: 0, height: 0, data: new Float32Array(0) };
let mesh: readonly XY[] = [];

beforeAll(async () => {
  const bytes = await samplePortrait('man');
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  photo = { width: info.width, height: info.height, data: Float32Array.from(data, (v) => v / 255) };
  const [face] = await sampleFaces('man');
  mesh = face.mesh.map(([x, y]): XY => [x, y]);
});

describe('the anime iris from the hair', () => {
  it('pairs grey hair with grey-blue eyes, black with deep brown, auburn with copper, blonde with amber', () => {
    const grey = irisFromHair(rgb(44.6, 0, 0));
    const [, greyA, greyB] = colourToLab(grey);
    expect(Math.hypot(greyA, greyB)).toBeLessThan(15);
    expect(greyB).toBeLessThan(0);
    const black = colourToLab(irisFromHair(rgb(28.1, -0.4, 0)));
    expect(black[0]).toBeLessThan(35);
    // The smiling woman's auburn and the blonde's gold (read on held-out photos): apart in hue.
    const auburn = irisFromHair(rgb(44.1, 16.8, 21.4));
    const blonde = irisFromHair(rgb(79.4, 3.8, 36));
    expect(hue(blonde) - hue(auburn)).toBeGreaterThan(10);
    expect(colourToLab(blonde)[0]).toBeGreaterThan(colourToLab(auburn)[0]);
  });

  it("takes the hair's hue where the photo has no colour to read (a black-and-white photo)", () => {
    // A black-and-white copy of the man at a table: its skin grey.
    const grey: Rgb = { ...photo, data: photo.data.map((_, i) => photo.data[i - (i % 3) + 1]) };
    const greyHair = rgb(44.6, 0, 0);
    expect(animeIris(grey, mesh, [0.7, 0.7, 0.7], greyHair)).toEqual(irisFromHair(greyHair));
    // In colour, his eyes are read: a brown, not the grey hair's grey-blue.
    const [, a, b] = colourToLab(animeIris(photo, mesh, [0.9, 0.7, 0.63], greyHair));
    expect(b).toBeGreaterThan(10);
    expect(a).toBeGreaterThan(0);
  });
});
