// A beard or goatee kept as a shaded mass: the rebuilt toon skin paints over the photo's lower
// face, and a bearded man came out clean-shaven (a likeness lost). The photo's low frequencies
// say where the lower face (mouth to chin, inside the mesh's oval) is much darker than the
// skin's tone; where enough of it is, that part is drawn in the beard's own colour, smoothed into
// one mass, shaded darker away from the key and at its lower edge.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { distance, FACE_OVAL, LIPS, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { blurLocal } from '../blur';

function luma(data: Float32Array | Colour, p = 0): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

export interface Beard {
  mask: Grey;
  colour: Colour;
}

/** The share of the lower face that must be dark for a beard: less is a shadow under the lip. */
const BEARD_SHARE = 0.3;

/** Where the photo (`soft`, its low frequencies) has a beard on the lower face, or null. */
export function findBeard(soft: Rgb, mesh: readonly XY[], tone: Colour): Beard | null {
  const { width, height, data } = soft;
  const unit = distance(mesh[33], mesh[263]);
  const oval = fillPolygon(scaled(outline(mesh, FACE_OVAL), 0.97), width, height);
  const lips = fillPolygon(scaled(outline(mesh, LIPS), 1.1), width, height);
  const top = mesh[2][1] + unit * 0.05;
  const bottom = mesh[152][1];
  const skin = luma(tone) || 0.5;
  const middle = (mesh[1][0] + mesh[152][0]) / 2;
  const dark = createGrey(width, height);
  let all = 0;
  let found = 0;
  const sum = [0, 0, 0];
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(bottom)); y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (oval.data[i] === 0 || lips.data[i] > 0) continue;
      all++;
      const p = i * 3;
      // Dark on both sides of the face's middle: a beard is, a key light's shadow side is not
      // (the older man's shaded half-face was drawn as half a beard).
      const mirror = Math.min(width - 1, Math.max(0, Math.round(2 * middle - x)));
      const d = Math.min(
        smoothstep(0.8, 0.62, luma(data, p) / skin),
        smoothstep(0.8, 0.62, luma(data, (y * width + mirror) * 3) / skin),
      );
      dark.data[i] = d;
      if (d > 0.5) {
        found++;
        for (let c = 0; c < 3; c++) sum[c] += data[p + c];
      }
    }
  }
  if (!all || found < all * BEARD_SHARE) return null;
  const mask = blurLocal(dark, unit * 0.05);
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = smoothstep(0.3, 0.6, mask.data[i]) * oval.data[i];
  return { mask: blurLocal(mask, 1), colour: [sum[0] / found, sum[1] / found, sum[2] / found] };
}

/** The beard painted as a mass in its colour, darker away from the key and at its lower edge. */
export function paintBeard(picture: Rgb, mesh: readonly XY[], beard: Beard, keyFromLeft: boolean): void {
  const { width, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const cx = mesh[1][0];
  const chin = mesh[152][1];
  for (let i = 0; i < beard.mask.data.length; i++) {
    const a = beard.mask.data[i];
    if (a <= 0) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const across = ((x - cx) / unit) * (keyFromLeft ? 1 : -1);
    const shade = 1 - 0.25 * smoothstep(-0.2, 0.6, across) - 0.2 * smoothstep(chin - unit * 0.3, chin, y);
    const p = i * 3;
    for (let c = 0; c < 3; c++) data[p + c] += (beard.colour[c] * shade - data[p + c]) * a * 0.9;
  }
}
