// The jaw's edge over the painted neck (jawShade.ts; the lead's look, session 26: "the face's
// oval edge shows against the neck"): the face's last band above the jaw darkens into the
// neck's shadow, so the lit jaw no longer stands over the shadowed neck as a cut edge.
import { describe, expect, it } from 'vitest';
import { drawnPerson } from '../../../testing/people';
import { createGrey, type Rgb } from '../../shared/raster';
import { CHIN, type XY } from '../landmarks';
import { celebrity } from './celebrity';
import { jawDarkening, shadeJaw } from './jawShade';
import type { SceneFace } from './kit';
import { CHIN_SHADOW, jawY } from './neckPaint';

function lumaAt(picture: Rgb, x: number, y: number): number {
  const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
  return (0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2]) * 255;
}

const FACE: SceneFace = {
  size: 200,
  left: 50,
  top: 20,
  right: 150,
  bottom: 140,
  centreX: 100,
  chin: [100, 140],
  eyes: [
    [80, 70],
    [120, 70],
  ],
  jawLeft: [58, 120],
  jawRight: [142, 120],
  // The box's ellipse, clockwise from the top (the shade does not read it).
  outline: Array.from({ length: 36 }, (_, k): [number, number] => [
    100 + 50 * Math.sin((k / 36) * Math.PI * 2),
    80 - 60 * Math.cos((k / 36) * Math.PI * 2),
  ]),
  // The eyes' lids (the shade does not read them).
  eyeLids: [
    [80, 70],
    [120, 70],
  ],
  skin: '#c8a088',
  skinShade: '#8c6450',
  neck: '#bc9680',
  neckWidth: 70,
};

describe('the jaw over the painted neck', () => {
  it('darkens the face’s last band above the jaw’s edge, not the face above it or the jaw’s corners', () => {
    const oval = createGrey(FACE.size, FACE.size);
    const out = new Float32Array(FACE.size * FACE.size * 3).fill(0.8);
    for (let y = 0; y < FACE.size; y++)
      for (let x = 0; x < FACE.size; x++) if (y + 0.5 < jawY(FACE, x + 0.5)) oval.data[y * FACE.size + x] = 1;
    // No neck painted: only the least shade.
    shadeJaw(out, oval, createGrey(FACE.size, FACE.size), oval, FACE);
    const at = (x: number, y: number): number => out[(Math.round(y) * FACE.size + Math.round(x)) * 3];
    const h = FACE.bottom - FACE.top;
    // Just above the chin: 0.6 of the neck's shadow there (0.13); a tenth of the face up: none.
    expect(at(100, 139)).toBeLessThan(0.8 * (1 - CHIN_SHADOW * 0.5));
    expect(at(100, 140 - h * 0.1)).toBeCloseTo(0.8, 6);
    expect(at(59, 119)).toBeGreaterThan(0.79);
    // Only the face: the neck below the jaw is left to its own paint.
    expect(at(100, 142)).toBeCloseTo(0.8, 6);
  });

  it('brings a bright jaw down to the neck under it along the whole jaw, corners too', () => {
    // A face at 0.8 over a neck at 0.5 (a pale face, a neck in the chin's shadow): the fixed
    // shade (at most 0.18, none at the corners) left the jaw's outline 0.12–0.3 over the neck.
    const size = FACE.size;
    const oval = createGrey(size, size);
    const neck = createGrey(size, size);
    const out = new Float32Array(size * size * 3);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        const inFace = y + 0.5 < jawY(FACE, x + 0.5);
        oval.data[i] = inFace ? 1 : 0;
        neck.data[i] = !inFace && x >= 50 && x < 150 ? 1 : 0;
        out.fill(inFace ? 0.8 : neck.data[i] ? 0.5 : 0.2, i * 3, i * 3 + 3);
      }
    const dark = jawDarkening(out, oval, neck, oval, FACE);
    shadeJaw(out, oval, neck, oval, FACE);
    const at = (x: number, y: number): number => out[(Math.round(y) * size + Math.round(x)) * 3];
    const h = FACE.bottom - FACE.top;
    // The edge's step over the neck, just inside the jaw (0.01 of the face up) and just below it,
    // from near the left corner to the middle: under 0.06 everywhere (main: 0.17 at the middle,
    // 0.23 at 0.1 of the jaw from its corner).
    for (const share of [0.1, 0.25, 0.5]) {
      const x = 58 + (142 - 58) * share;
      const edge = jawY(FACE, x);
      expect(at(x, edge - h * 0.01 - 0.5) - at(x, edge + 2)).toBeLessThan(0.06);
    }
    // Not darker than the neck's own tone asks (0.375), and no darker a tenth of the face up.
    expect(Math.max(...dark)).toBeLessThanOrEqual(0.375 + 1e-3);
    expect(at(100, 140 - h * 0.1)).toBeCloseTo(0.8, 6);
  });

  it('meets the older man’s neck without a bright jaw over it', async () => {
    const { mesh, result } = await drawnPerson('older-man', celebrity);
    const jaw: [XY, XY] = [mesh[172], mesh[397]];
    const chin = mesh[CHIN];
    const top = Math.min(...mesh.map((p) => p[1]));
    const h = chin[1] - top;
    const face = { chin, jawLeft: jaw[0], jawRight: jaw[1] } as const;
    // The luma 0.03 of the face above the jaw's edge against 0.03 below it, over the jaw's middle.
    let step = 0;
    let count = 0;
    const [lx, rx] = [Math.min(jaw[0][0], jaw[1][0]), Math.max(jaw[0][0], jaw[1][0])];
    for (let x = lx + (rx - lx) * 0.3; x < rx - (rx - lx) * 0.3; x += 2) {
      const edge = jawY({ ...FACE, ...face }, x);
      step += lumaAt(result, x, edge - h * 0.03) - lumaAt(result, x, edge + h * 0.03);
      count++;
    }
    // Measured: 5.9 grey levels; without the shade 15.6, the lit jaw over the neck's shadow.
    expect(step / count).toBeLessThan(10);
    // And towards the jaw's left corner (0.05–0.3 of its width), where the fixed shade faded
    // out: the luma just inside the edge (0.015 of the face) against 0.03 below it.
    let side = 0;
    let sideCount = 0;
    for (let x = lx + (rx - lx) * 0.05; x < lx + (rx - lx) * 0.3; x += 1) {
      const edge = jawY({ ...FACE, ...face }, x);
      side += lumaAt(result, x, edge - h * 0.015) - lumaAt(result, x, edge + h * 0.03);
      sideCount++;
    }
    // Measured: 16.2 grey levels; main 36.6, his lit jaw’s outline drawn over the neck.
    expect(side / sideCount).toBeLessThan(24);
  });
});
