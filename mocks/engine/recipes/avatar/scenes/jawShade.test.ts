// The jaw's edge over the painted neck (jawShade.ts; the lead's look, session 26: "the face's
// oval edge shows against the neck"): the face's last band above the jaw darkens into the
// neck's shadow, so the lit jaw no longer stands over the shadowed neck as a cut edge.
import { describe, expect, it } from 'vitest';
import { drawnPerson } from '../../../testing/people';
import { createGrey, type Rgb } from '../../shared/raster';
import { CHIN, type XY } from '../landmarks';
import { celebrity } from './celebrity';
import { shadeJaw } from './jawShade';
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
    shadeJaw(out, oval, FACE);
    const at = (x: number, y: number): number => out[(Math.round(y) * FACE.size + Math.round(x)) * 3];
    const h = FACE.bottom - FACE.top;
    // Just above the chin: 0.6 of the neck's shadow there (0.13); a tenth of the face up: none.
    expect(at(100, 139)).toBeLessThan(0.8 * (1 - CHIN_SHADOW * 0.5));
    expect(at(100, 140 - h * 0.1)).toBeCloseTo(0.8, 6);
    expect(at(59, 119)).toBeGreaterThan(0.79);
    // Only the face: the neck below the jaw is left to its own paint.
    expect(at(100, 142)).toBeCloseTo(0.8, 6);
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
  });
});
