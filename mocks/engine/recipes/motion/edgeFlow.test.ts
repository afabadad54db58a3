// A head moving at the picture's edge draws what lies past it (edgeFlow.ts). The brown-skinned
// woman's striped hair meets the right edge of her GIF aslant; reflected plainly, the stripes past
// the edge came back as their mirror image, a chevron beside her head in every tilt (issue 37,
// session 16). Read past the edge as the warp reads it, the stripes must run on in their own
// direction: the texture's orientation just past the edge is measured against just inside it.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { type Raster, sampleInto } from './raster';

const SLOW = 300_000;

/** Columns read on each side of the right edge: about as far as a tilt reaches past it. */
const BAND = 16;

let picture: Raster;

beforeAll(async () => {
  picture = (await galleryFaceCrop('dark-woman')).picture;
}, SLOW);

interface Orientation {
  /** The texture's dominant gradient direction, degrees. */
  degrees: number;
  /** 0 (no one direction) to 1 (parallel lines). */
  coherence: number;
}

/** The structure tensor's orientation over columns [from, to) and rows [top, bottom) of a grey strip. */
function orientation(grey: (x: number, y: number) => number, from: number, to: number, top: number, bottom: number): Orientation {
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (let y = top + 1; y < bottom - 1; y++) {
    for (let x = from + 1; x < to - 1; x++) {
      const gx = grey(x + 1, y) - grey(x - 1, y);
      const gy = grey(x, y + 1) - grey(x, y - 1);
      xx += gx * gx;
      xy += gx * gy;
      yy += gy * gy;
    }
  }
  return {
    degrees: (0.5 * Math.atan2(2 * xy, xx - yy) * 180) / Math.PI,
    coherence: Math.sqrt((xx - yy) ** 2 + 4 * xy * xy) / (xx + yy),
  };
}

describe('what a moving head draws from past the picture’s edge (issue 37)', () => {
  it('dark-woman: her striped hair runs on past the right edge in its own direction, not mirrored into a chevron', () => {
    const { width, height } = picture;
    const columns = 2 * BAND + 1;
    const strip = new Uint8Array(columns * height * 3);
    for (let y = 0; y < height; y++) {
      for (let i = 0; i < columns; i++) sampleInto(picture, width - 1 - BAND + i, y, strip, (y * columns + i) * 3);
    }
    const grey = (x: number, y: number): number => {
      const offset = (y * columns + x) * 3;
      return 0.299 * strip[offset] + 0.587 * strip[offset + 1] + 0.114 * strip[offset + 2];
    };
    const turns: number[] = [];
    // Windows down the upper half, where her hair meets the edge; only where the hair inside has one clear direction.
    for (let top = 0; top + 40 <= height / 2; top += 20) {
      const inside = orientation(grey, 0, BAND, top, top + 40);
      if (inside.coherence < 0.6) continue;
      const past = orientation(grey, BAND + 1, columns, top, top + 40);
      const turn = Math.abs(past.degrees - inside.degrees) % 180;
      turns.push(Math.min(turn, 180 - turn));
    }
    expect(turns.length).toBeGreaterThanOrEqual(3);
    const mean = turns.reduce((sum, turn) => sum + turn, 0) / turns.length;
    // Measured: 3° (the lines followed across the edge); 69° reflected plainly (each stripe
    // meeting its mirror image, the angle doubled).
    expect(mean).toBeLessThan(15);
  });
});
