// The neck going down into a shirt's collar with no band between them (the twenty-sixth stop's
// panel, on the older man: "a dark grey band where the neck meets the shirt collar"): the
// jacket's cloth closed flat across the neck above the collar's front and the collar's shadow
// was black, so a strip of dark suit and grey shadow lay along the collar's top.
import { describe, expect, it } from 'vitest';
import { drawnPerson } from '../../../testing/people';
import { rgbToLab } from '../../shared/colour';
import type { Rgb } from '../../shared/raster';
import { CHIN, FACE_OVAL, outline, type XY } from '../landmarks';
import { celebrity } from './celebrity';
import { president } from './president';

/** The mean Lab lightness of a 5 px run of a row centred on `x`. */
function lightness(result: Rgb, x: number, y: number): number {
  const lab: [number, number, number] = [0, 0, 0];
  let sum = 0;
  for (let dx = -2; dx <= 2; dx++) {
    const p = (Math.round(y) * result.width + Math.round(x) + dx) * 3;
    rgbToLab(result.data[p], result.data[p + 1], result.data[p + 2], lab);
    sum += lab[0];
  }
  return sum / 5;
}

/**
 * Down columns at 0.3 of the jaw's width either side of the neck's middle (clear of a tie or a
 * bow), from 0.04 of the face's height under the chin to the white collar (the first row of
 * lightness over 70): the most the lightness falls on the way, from any row to any row below it.
 * A neck lit more as it leaves the chin's shadow only rises.
 */
function fallToCollar(result: Rgb, mesh: readonly XY[]): number {
  const top = Math.min(...outline(mesh, FACE_OVAL).map((p) => p[1]));
  const chin = mesh[CHIN];
  const h = chin[1] - top;
  const jaw = Math.abs(mesh[397][0] - mesh[172][0]);
  const cx = (chin[0] + (mesh[172][0] + mesh[397][0]) / 2) / 2;
  let fall = 0;
  for (const side of [-0.3, 0.3]) {
    let highest = -1;
    for (let y = Math.round(chin[1] + h * 0.04); y < chin[1] + h * 0.4; y++) {
      const l = lightness(result, cx + side * jaw, y);
      if (l > 70) break;
      highest = Math.max(highest, l);
      fall = Math.max(fall, highest - l);
    }
  }
  return fall;
}

describe('the neck into the collar', () => {
  it('goes down into a shirt’s collar without a dark band along its top', async () => {
    const falls: number[] = [];
    for (const style of [president, celebrity]) {
      const { mesh, result } = await drawnPerson('older-man', style);
      falls.push(fallToCollar(result, mesh));
    }
    // Measured: 0.04 (president) and 0.33 (celebrity) of a level; main's strip of suit under a
    // black shadow fell 14.7 and 17.1 below the lit neck above it.
    for (const fall of falls) expect(fall).toBeLessThan(5);
  });
});
