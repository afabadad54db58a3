// pix/disney's hair as its look paints it (../../toon3d/paintMasses.ts with DISNEY_LOOK's hair
// options, as ../../toon3d/render.ts passes them) on a plain head of long brown hair: big glossy
// locks falling beside the cheeks, each with a lit side, a crease and a shine along it. With the
// flat painted masses alone (no locks) the hair was one smooth tone, "helmet hair" to blind readers.
import { describe, expect, it } from 'vitest';
import { FACE_OVAL, type XY } from '../../landmarks';
import { createGrey, createRgb, type Colour } from '../../../shared/raster';
import type { Masses } from '../../toon3d/masses';
import { paintHair } from '../../toon3d/paintMasses';
import { DISNEY_LOOK } from '../disney';

const SIZE = 240;
const [CX, CY] = [120, 100];
const BROWN: Colour = [0.4, 0.28, 0.18];

/** A face oval 80 px wide and 100 px tall with eyes 30 px apart, and long hair all round it. */
function head(): { mesh: XY[]; masses: Masses } {
  const mesh: XY[] = Array.from({ length: 478 }, (): XY => [CX, CY]);
  FACE_OVAL.forEach((index, k) => {
    const a = (k / FACE_OVAL.length) * Math.PI * 2;
    mesh[index] = [CX + 40 * Math.sin(a), CY - 50 * Math.cos(a)];
  });
  mesh[33] = [CX - 15, CY - 10];
  mesh[263] = [CX + 15, CY - 10];
  const hair = createGrey(SIZE, SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) hair.data[y * SIZE + x] = Math.hypot((x + 0.5 - CX) / 40, (y + 0.5 - CY) / 50) > 1 ? 1 : 0;
  const none = createGrey(SIZE, SIZE);
  const masses = {
    silhouette: hair,
    face: none,
    skin: none,
    hair,
    hairColour: BROWN,
    hairPaint: BROWN,
    longHair: true,
    clothes: [],
  };
  return { mesh, masses };
}

describe("pix/disney's hair", () => {
  it('falls in glossy locks beside the cheeks, not one flat shell', () => {
    const { mesh, masses } = head();
    const picture = createRgb(SIZE, SIZE);
    paintHair(picture, masses, mesh, {
      chroma: DISNEY_LOOK.chroma,
      hair: DISNEY_LOOK.hairRichness,
      sheen: DISNEY_LOOK.sheen,
      cel: DISNEY_LOOK.paintedMasses ?? 0,
      locks: DISNEY_LOOK.hairLocks,
      sculpted: DISNEY_LOOK.sculptedLocks,
      keyFromLeft: true,
    });
    // Across the fall beside either cheek (the face's middle to its chin), each row's lightest
    // pixel over its darkest: a lock's lit side or shine over the crease beside it.
    const contrasts: number[] = [];
    for (const [left, right] of [
      [CX - 75, CX - 45],
      [CX + 45, CX + 75],
    ])
      for (let y = CY; y < CY + 50; y++) {
        const lumas: number[] = [];
        for (let x = left; x < right; x++) {
          const p = (y * SIZE + x) * 3;
          lumas.push(0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2]);
        }
        contrasts.push(Math.max(...lumas) / Math.max(1e-3, Math.min(...lumas)));
      }
    contrasts.sort((a, b) => a - b);
    const median = contrasts[Math.floor(contrasts.length / 2)];
    // Before (flat painted masses, no locks): 1.00, every row one tone; with sculpted locks and their shine: 1.94.
    expect(median).toBeGreaterThan(1.5);
  });
});
