// What a seed varies (variation.ts), how a photo is framed by it (reframe.ts) and how a picture
// is lit and coloured by it (relight.ts), on small drawn pictures.
import { describe, expect, it } from 'vitest';
import type { PreparedPhoto } from '../../types';
import { createRgb, type Rgb } from './raster';
import { facesInFraming, mirrorBack, reframePhoto, reframePicture } from './reframe';
import { relight } from './relight';
import { TILT, variationOf, type Variation } from './variation';

/** Whether two variations differ in one of the levers that move a picture most: the shot, or the subject's side. */
function differInFraming(a: Variation, b: Variation): boolean {
  return Math.abs(a.shot - b.shot) >= 0.5 || Math.sign(a.panX) !== Math.sign(b.panX);
}

/** A photo `width` × `height`: a left-to-right ramp in red, a top-to-bottom one in green, blue a checker of 8 px. */
function rampPhoto(width: number, height: number): PreparedPhoto {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      data[p] = Math.round((255 * x) / (width - 1));
      data[p + 1] = Math.round((255 * y) / (height - 1));
      data[p + 2] = ((x >> 3) + (y >> 3)) % 2 === 0 ? 40 : 200;
    }
  }
  return { width, height, channels: 3, data };
}

function filled(width: number, height: number, colour: readonly [number, number, number]): Rgb {
  const picture = createRgb(width, height);
  for (let p = 0; p < picture.data.length; p += 3) picture.data.set(colour, p);
  return picture;
}

function pixel(picture: Rgb, x: number, y: number): number[] {
  const p = (y * picture.width + x) * 3;
  return [...picture.data.subarray(p, p + 3)];
}

describe('variationOf', () => {
  it('is the same for the same seed', () => {
    expect(variationOf(12345)).toEqual(variationOf(12345));
  });

  it('gives any four consecutive seeds (the results of one run) framings that differ pairwise in the shot or the side', () => {
    for (const first of [0, 1, 5, 7, 13, 2_000_000_001]) {
      const run = [0, 1, 2, 3].map((k) => variationOf(first + k));
      for (let i = 0; i < run.length; i++)
        for (let j = i + 1; j < run.length; j++)
          expect(differInFraming(run[i], run[j]), `${first + i} / ${first + j}`).toBe(true);
    }
  });

  it('keeps every lever in its bounds: a slight tilt, light never from below, a real hue turn', () => {
    for (let seed = 0; seed < 200; seed++) {
      const v = variationOf(seed * 7_919);
      expect(Math.abs(v.shot)).toBeLessThanOrEqual(1);
      expect(Math.abs(v.panX)).toBeLessThanOrEqual(1);
      expect(Math.abs(v.panY)).toBeLessThanOrEqual(1);
      expect(Math.abs(v.tilt)).toBeLessThanOrEqual(TILT);
      expect(Math.hypot(...v.light)).toBeCloseTo(1, 6);
      expect(v.light[1]).toBeLessThanOrEqual(0);
      expect(Math.abs(v.hueTurn)).toBeGreaterThan(0.3);
    }
  });
});

describe('reframePhoto', () => {
  const photo = rampPhoto(160, 120);
  const base = variationOf(3);
  /** A small face in the photo's middle: the framing is free to come close and pan around it. */
  const middle = [{ box: [72, 52, 16, 16] as const, mesh: [], score: 1 }];

  it('frames the photo at the asked size, closer for a closer shot', async () => {
    const wide = await reframePhoto(photo, 80, 60, { ...base, shot: 0, tilt: 0, panX: 0, panY: 0 }, middle);
    const close = await reframePhoto(photo, 80, 60, { ...base, shot: 1, tilt: 0, panX: 0, panY: 0 }, middle);
    expect([wide.width, wide.height]).toEqual([80, 60]);
    // The red ramp across the middle row spans less of the photo in the closer shot.
    const span = (picture: Rgb) => pixel(picture, 79, 30)[0] - pixel(picture, 0, 30)[0];
    expect(span(close)).toBeLessThan(span(wide) * 0.85);
    expect(span(wide)).toBeGreaterThan(0.85);
  });

  it('moves the view towards the side it pans to', async () => {
    const still = { ...base, shot: 1, tilt: 0, panY: 0 };
    const left = await reframePhoto(photo, 80, 60, { ...still, panX: -1 }, middle);
    const right = await reframePhoto(photo, 80, 60, { ...still, panX: 1 }, middle);
    expect(pixel(right, 40, 30)[0]).toBeGreaterThan(pixel(left, 40, 30)[0] + 0.15);
  });

  it('keeps a face in view however it pans', async () => {
    // A face in the photo's top-left corner: a close shot panned right and down would lose it.
    const face = { box: [4, 4, 30, 30] as const, mesh: [], score: 1 };
    const framed = await reframePhoto(photo, 80, 60, { ...base, shot: 1, tilt: 0, panX: 1, panY: 1 }, [face]);
    // Red and green at the picture's top-left corner are those of the photo's, left of and above the face.
    const [red, green] = pixel(framed, 0, 0);
    expect(red * 159).toBeLessThan(4);
    expect(green * 119).toBeLessThan(4);
  });

  it('keeps the top of a photo whose faces were not found, however it pans (a missed head is near the top)', async () => {
    for (const panY of [-1, 0, 1]) {
      const framed = await reframePhoto(photo, 80, 60, { ...base, shot: 1, tilt: 0, panX: 0, panY });
      // Green is the photo's row: the picture's top row is the photo's top row.
      expect(pixel(framed, 40, 0)[1] * 119).toBeLessThan(1);
    }
  });

  it('paints the mirror image for a mirrored variation, turned back exactly by mirrorBack', async () => {
    const straight = await reframePhoto(photo, 80, 60, { ...base, mirrored: false });
    const mirrored = await reframePhoto(photo, 80, 60, { ...base, mirrored: true });
    expect(pixel(mirrored, 0, 10)).toEqual(pixel(straight, 79, 10));
    expect(mirrorBack(mirrored, { ...base, mirrored: true }).data).toEqual(straight.data);
    expect(mirrorBack(straight, { ...base, mirrored: false })).toBe(straight);
  });
});

describe('facesInFraming', () => {
  const photo = rampPhoto(160, 120);

  it('puts each mesh point where the framed picture shows it, turned, panned and mirrored', async () => {
    // 468 points across the middle of the photo; the ramp's red and green say where a pixel came from.
    const mesh = Array.from({ length: 468 }, (_, i): [number, number, number] => [
      40 + (i % 26) * 3,
      30 + Math.floor(i / 26) * 3,
      0,
    ]);
    const face = { box: [40, 30, 78, 54] as const, mesh, score: 1 };
    for (const seed of [2, 3, 5, 6]) {
      const variation = { ...variationOf(seed), tilt: TILT, mirrored: seed % 2 === 0 };
      const framed = await reframePhoto(photo, 80, 60, variation, [face]);
      const [moved] = facesInFraming(photo, 80, 60, variation, [face]);
      for (const index of [0, 100, 250, 467]) {
        const [u, v] = moved.mesh[index];
        const [red, green] = pixel(framed, Math.round(u), Math.round(v));
        expect(Math.abs(red * 159 - mesh[index][0])).toBeLessThan(4);
        expect(Math.abs(green * 119 - mesh[index][1])).toBeLessThan(4);
      }
    }
  });

  it('leaves out faces without a whole mesh', () => {
    expect(facesInFraming(photo, 80, 60, variationOf(1), [{ box: [0, 0, 10, 10], mesh: [], score: 1 }])).toEqual([]);
    expect(facesInFraming(photo, 80, 60, variationOf(1), undefined)).toEqual([]);
  });
});

describe('reframePicture', () => {
  it('leaves a picture as taken alone, and comes closer over it for a close shot, to the side it pans to', () => {
    const picture = createRgb(40, 40);
    for (let x = 0; x < 40; x++) for (let y = 0; y < 40; y++) picture.data[(y * 40 + x) * 3] = x / 39;
    const base = variationOf(1);
    expect(reframePicture(picture, { ...base, shot: 0 })).toBe(picture);
    const closer = reframePicture(picture, { ...base, shot: 1, panX: 1, panY: 0 });
    expect([closer.width, closer.height]).toEqual([40, 40]);
    // The red ramp spans less, and the view sits right of the middle.
    expect(pixel(closer, 39, 20)[0] - pixel(closer, 0, 20)[0]).toBeLessThan(0.95);
    expect(pixel(closer, 20, 20)[0]).toBeGreaterThan(0.52);
  });
});

describe('relight', () => {
  const fromLeft: Variation = { ...variationOf(1), light: [-1, 0], warmth: 1, hueTurn: 0.8 };

  it('lights the side the light comes from and deepens the other', () => {
    const picture = filled(64, 48, [0.5, 0.5, 0.5]);
    relight(picture, fromLeft);
    const luma = ([r, g, b]: number[]) => 0.299 * r + 0.587 * g + 0.114 * b;
    expect(luma(pixel(picture, 0, 24))).toBeGreaterThan(0.54);
    expect(luma(pixel(picture, 63, 24))).toBeLessThan(0.45);
  });

  it('keeps white paper white on the lit side, and a grey drawing grey', () => {
    const picture = filled(64, 48, [1, 1, 1]);
    for (let x = 20; x < 44; x++) picture.data.set([0.1, 0.1, 0.1], (24 * 64 + x) * 3);
    relight(picture, fromLeft);
    expect(pixel(picture, 0, 0).every((v) => v > 0.99)).toBe(true);
    for (const [x, y] of [
      [0, 0],
      [63, 47],
      [30, 24],
    ]) {
      const [r, g, b] = pixel(picture, x, y);
      expect(Math.max(r, g, b) - Math.min(r, g, b), `${x}, ${y}`).toBeLessThan(0.03);
    }
  });

  it('turns the hues of a colourful picture away from skin, never the skin itself', () => {
    const skin = [0.87, 0.67, 0.55] as const;
    const sky = [0.3, 0.5, 0.9] as const;
    const picture = filled(64, 48, sky);
    for (let y = 0; y < 48; y++) for (let x = 24; x < 40; x++) picture.data.set(skin, (y * 64 + x) * 3);
    relight(picture, { ...fromLeft, light: [0, -1] });
    // The same row, so the same light: the hue is the only change between before and after.
    const hue = ([r, g, b]: readonly number[]) => Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b);
    expect(Math.abs(hue(pixel(picture, 32, 24)) - hue(skin))).toBeLessThan(0.12);
    expect(Math.abs(hue(pixel(picture, 4, 24)) - hue(sky))).toBeGreaterThan(0.4);
  });
});
