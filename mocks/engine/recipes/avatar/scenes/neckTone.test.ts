// The painted neck in the face's own skin and light (the panel on session 27's collar: "a photo
// head pasted on", and on light skin the neck 15–25 L darker than the cheeks just under the jaw,
// a dark column under a bright face). Measured on the gallery's light-skinned women, whose
// faces are the brightest over a painted neck.
import { describe, expect, it } from 'vitest';
import { drawnPerson } from '../../../testing/people';
import { rgbToLab } from '../../shared/colour';
import type { Rgb } from '../../shared/raster';
import { CHIN, type XY } from '../landmarks';
import type { AvatarStyle } from '../style';
import { celebrity } from './celebrity';
import { president } from './president';

function meanL(picture: Rgb, x0: number, y0: number, x1: number, y1: number): number {
  const lab: [number, number, number] = [0, 0, 0];
  let sum = 0;
  let count = 0;
  for (let y = Math.round(y0); y < y1; y++)
    for (let x = Math.round(x0); x < x1; x++) {
      const p = (y * picture.width + x) * 3;
      rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
      sum += lab[0];
      count++;
    }
  return sum / count;
}

/** The cheeks' lightness (8 px squares on mesh points 50 and 280) less the neck's 0.07 of the face under the chin. */
function cheekToNeck(result: Rgb, mesh: readonly XY[]): number {
  const chin = mesh[CHIN];
  const h = chin[1] - Math.min(...mesh.map((p) => p[1]));
  const jaw = Math.abs(mesh[397][0] - mesh[172][0]);
  const cx = (mesh[397][0] + mesh[172][0]) / 2;
  const cheek = (point: XY): number => meanL(result, point[0] - 4, point[1] - 4, point[0] + 4, point[1] + 4);
  const cheeks = (cheek(mesh[50]) + cheek(mesh[280])) / 2;
  const neck = meanL(result, cx - jaw * 0.2, chin[1] + h * 0.07, cx + jaw * 0.2, chin[1] + h * 0.07 + 3);
  return cheeks - neck;
}

describe('the painted neck’s tone', () => {
  const scenes: [string, AvatarStyle][] = [
    ['celebrity', celebrity],
    ['president', president],
  ];
  for (const [name, style] of scenes)
    it(`is the face's skin in a light shadow under the jaw, not a dark column (${name})`, async () => {
      for (const person of ['asian-woman', 'woman']) {
        const { mesh, result } = await drawnPerson(person, style);
        // Measured: 6.7–6.8 L (the Asian woman) and 7.7–8.5 (the woman); on the face's shade
        // (skin × 0.94) under a shadow of 0.4, 19.5–19.7 and 18.6–19.5.
        expect(cheekToNeck(result, mesh), person).toBeLessThan(12);
      }
    }, 600_000);
});
